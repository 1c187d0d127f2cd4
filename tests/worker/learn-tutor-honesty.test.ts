/**
 * Issue 23 §9: with no tutor model configured (the test environment has no AI binding and no OpenAI endpoint),
 * the learn page does not promise AI models or "any English question"; it says the tutor answers from a built-in
 * guide and says when it cannot. With a model, the original cards stay (the card choice is pure).
 */
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { page } from './helpers.ts';
import { availableModels } from '../../src/worker/learning/tutor/providers.ts';
import { onlyOffline } from '../../src/shared/learning/tutor/models.ts';
import { featureCardPrefix } from '../../src/worker/pages/learn-features.ts';

const text = (h: string) => h.replace(/<[^>]+>/g, ' ').replace(/&nbsp;|\u00a0/g, ' ').replace(/&#x27;|&#39;/g, '\'').replace(/\s+/g, ' ');

describe('the learn page tells the truth about the configured tutor', () => {
  it('the test environment runs the offline tutor only', () => {
    expect(onlyOffline(availableModels(env as never))).toBe(true);
  });

  it.each([
    ['/learn', 'built-in guide', /several AI models|any English question|Your choice of AI model/],
    ['/id/learn', 'panduan bawaan', /beberapa model AI|pertanyaan bahasa Inggris apa pun|Bebas memilih model AI/],
    ['/ja/learn', '内蔵ガイド', /複数のAIモデル|AIモデルを選べる|どんな質問にも答え/],
  ])('%s describes the built-in guide and promises no models', async (path, guide, claims) => {
    const { res, html } = await page(path);
    expect(res.status).toBe(200);
    const t = text(html);
    expect(t).toContain(guide);
    expect(t).not.toMatch(claims);
  });

  it('a configured model keeps the model cards; only the learn page swaps them', () => {
    expect(featureCardPrefix('learn.features', 5, false)).toBe('learn.features.5');
    expect(featureCardPrefix('learn.features', 6, false)).toBe('learn.features.6');
    expect(featureCardPrefix('learn.features', 5, true)).toBe('tutorHonesty.learn.5');
    expect(featureCardPrefix('learn.features', 4, true)).toBe('learn.features.4');
    expect(featureCardPrefix('products.features', 5, true)).toBe('products.features.5');
  });
});
