/**
 * Issue 25: with an upstream whose data calls take 1.5 s, a public page paints its frame (header, hero) before
 * the data arrives and nothing moves when it lands. Runs against the upstream-mode server of playwright.config.ts
 * (scripts/e2e-slow-upstream.mjs: the stub, and a proxy that lets the dev server stream uncompressed HTML).
 * Each page is visited once on a fresh server, so its data is not yet in the isolate's caches.
 */
import { expect, test } from '@playwright/test';

declare global {
  interface Window { __shift: number; __dataAt: number }
}

const PAGES = [
  { path: '/', data: '[data-testid="testimonials"]' },
  { path: '/blog', data: '[data-testid="article-list"]' },
];

for (const { path, data } of PAGES) {
  test(`@slow-upstream ${path} paints before its slow data and does not shift when it lands`, async ({ page }) => {
    await page.addInitScript((selector) => {
      window.__shift = 0;
      window.__dataAt = -1;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) window.__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      // When the data's section is in the document (React moves it out of its hidden holder then).
      new MutationObserver((_, obs) => {
        const el = document.querySelector(selector);
        if (el && !el.closest('[hidden]')) { window.__dataAt = performance.now(); obs.disconnect(); }
      }).observe(document, { childList: true, subtree: true });
    }, data);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('[data-testid="site-header"]')).toBeVisible();
    await expect(page.locator(data)).toBeVisible({ timeout: 15_000 });
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1);
    const dataAt = await page.evaluate(() => window.__dataAt);
    expect(fcp).toBeGreaterThan(0);
    // The frame painted, and the data came later by most of the upstream's 1.5 s.
    expect(dataAt).toBeGreaterThan(fcp + 1_000);
    // React reveals boundaries on animation frames, up to ~300 ms apart: let them settle before measuring.
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => window.__shift)).toBe(0);
  });
}
