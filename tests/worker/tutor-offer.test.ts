/**
 * Issue 23 §9 and ADR 049: the spec's "AI tutor 19.9" is not sold as a plan; the offer pages say exactly what every
 * account and Premium get from the tutor, with the numbers the tutor's allowance uses.
 */
import { describe, expect, it } from 'vitest';
import { TUTOR_DAILY_FREE, TUTOR_DAILY_PREMIUM } from '../../src/shared/learning/tutor/models.ts';
import { page } from './helpers.ts';

const text = (h: string) => h.replace(/<[^>]+>/g, ' ').replace(/&nbsp;|\u00a0/g, ' ').replace(/\s+/g, ' ');

describe('what the offer pages say about the tutor', () => {
  it.each([
    ['/', 'Included in every account, not sold separately: tutor messages a day:'],
    ['/products', 'Included in every account, not sold separately: tutor messages a day:'],
    ['/learn', 'The AI tutor is included: tutor messages a day:'],
    ['/id/learn', 'Tutor AI sudah termasuk: pesan tutor per hari:'],
  ])('%s names the daily tutor messages free and with Premium, and no tutor price', async (path, phrase) => {
    const { res, html } = await page(path);
    expect(res.status).toBe(200);
    const t = text(html);
    expect(t).toContain(phrase);
    expect(t).toMatch(new RegExp(`${TUTOR_DAILY_FREE} (free|gratis)`));
    expect(t).toContain(String(TUTOR_DAILY_PREMIUM));
    expect(t).not.toMatch(/19[.,]9\b/);
  });
});
