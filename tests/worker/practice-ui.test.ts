/**
 * Where the practice UI's messages and styles go: /app's boot data carries the practice and explanation
 * namespaces and its own stylesheet; public pages carry neither, and course pages render their practice set.
 */
import { describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '../../src/shared/constants.ts';
import manifest from '../../src/generated/manifest.json';
import { register } from './api-helpers.ts';
import { DEV, get, page } from './helpers.ts';

function bootMessages(html: string): string[] {
  const json = /<script type="application\/json" id="__boot"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  return Object.keys((JSON.parse(json) as { messages?: Record<string, unknown> }).messages ?? {});
}

describe('practice UI delivery', () => {
  it('/app receives the practice messages and the app stylesheet', async () => {
    const { token } = await register();
    const res = await get('/app', { headers: { cookie: `${TOKEN_COOKIE}=${token}; i18n_locale=de` } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const keys = bootMessages(html);
    expect(keys).toContain('practice.task.read-and-select');
    expect(keys).toContain('practice.nav.practice');
    expect(html).toMatch(new RegExp(`<link rel="stylesheet" href="${manifest.appCss}"`));
  });

  it('public pages receive neither the practice messages nor the app stylesheet', async () => {
    for (const path of ['/', '/courses/det-read-and-select-course', '/ja/pricing']) {
      const { html } = await page(path, DEV);
      const keys = bootMessages(html);
      expect(keys.length, path).toBeGreaterThan(0);
      expect(keys.filter((k) => k.startsWith('practice.') || k.startsWith('explain.')), path).toEqual([]);
      // (A course page's practice set names the stylesheet in its props, to link it only when started.)
      expect(html, path).not.toMatch(new RegExp(`<link[^>]+href="${manifest.appCss}"`));
    }
  });

  it('a course page renders its practice set, deferred until idle, with a way into /app', async () => {
    const { html } = await page('/courses/det-fill-in-the-blanks', DEV);
    expect(html).toContain('data-island="PracticeSet"');
    expect(html).toContain('data-hydrate="idle"');
    expect(html).toContain('href="/app?lang=en#/practice/fill-in-the-blanks"');
  });
});
