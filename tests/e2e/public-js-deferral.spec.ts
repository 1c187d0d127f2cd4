/**
 * What a public page does not load until it has work (issue 25: the JavaScript budget, ADR 042 amended
 * 2026-11-28): a visitor who only reads the top of /pricing gets React, the formatter, the header and the plan
 * cards; prefetching waits for a first sign of intent, the footer's article refresh and the pack offers for the
 * viewport, build checks for the first interval, image-error marking for a failed image, the cookie notice for
 * its 5 s. Chunk names come from the build's metafile, so the test follows the code, not a hash.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, hydrated, hydratedIsland } from './fixtures.ts';
import { COOKIE_NOTICE_KEY } from '../../src/shared/constants.ts';

const meta = JSON.parse(readFileSync('dist/metafile.json', 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };

/** The chunk file that holds a source module. */
function chunkOf(module: string): string {
  const out = Object.entries(meta.outputs).find(([file, o]) => file.endsWith('.js') && module in o.inputs);
  if (!out) throw new Error(`no chunk holds ${module}`);
  return out[0].split('/').pop()!;
}

const DEFERRED = {
  prefetch: 'src/client/platform/prefetch.ts',
  buildChecks: 'src/client/platform/build-update.ts',
  imageErrors: 'src/client/platform/image-errors.ts',
  footerRefresh: 'src/client/platform/latest-articles.ts',
  packOffers: 'src/shared/islands/PackOffers.tsx',
  cookieNotice: 'src/shared/islands/CookieNotice.tsx',
} as const;

function scriptsOf(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (r) => { if (r.resourceType() === 'script') seen.add(new URL(r.url()).pathname.split('/').pop()!); });
  return seen;
}

test('a visitor who only reads the top of /pricing loads none of the deferred code; each part comes when it has work', async ({ page, allowConsoleError }) => {
  allowConsoleError(/e2e-missing\.png/);
  const seen = scriptsOf(page);
  await page.goto('/pricing');
  await hydrated(page);
  await page.waitForTimeout(3_000);
  for (const [what, module] of Object.entries(DEFERRED)) expect(seen.has(chunkOf(module)), `${what} within 3 s`).toBe(false);
  await expect(page.locator('[data-island="PlanPicker"]')).toHaveAttribute('data-hydrated', 'true');

  // A first pointer movement starts prefetching.
  await page.mouse.move(10, 10);
  await expect.poll(() => seen.has(chunkOf(DEFERRED.prefetch))).toBe(true);
  // Scrolling to the offers hydrates them (their purchase buttons then work as before).
  await hydratedIsland(page, 'PackOffers');
  expect(seen.has(chunkOf(DEFERRED.packOffers))).toBe(true);
  // The footer's list is refreshed once it is in view.
  await page.getByTestId('footer-articles').scrollIntoViewIfNeeded();
  await expect.poll(() => seen.has(chunkOf(DEFERRED.footerRefresh))).toBe(true);
  // An image that fails is marked (the marking code arrives with the failure).
  await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img id="broken" src="/images/e2e-missing.png" alt="">'));
  await expect(page.locator('#broken')).toHaveClass(/img-error/);
  expect(seen.has(chunkOf(DEFERRED.imageErrors))).toBe(true);
  // The cookie notice still shows at its time (header-footer.spec checks the 5 s to the tenth of a second).
  await expect(page.getByTestId('cookie-notice')).toBeVisible({ timeout: 10_000 });
  expect(seen.has(chunkOf(DEFERRED.buildChecks)), 'build checks wait for the first interval').toBe(false);
});

test('a visitor who has answered the cookie notice never loads its code', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, '1'), COOKIE_NOTICE_KEY);
  const seen = scriptsOf(page);
  await page.goto('/');
  await hydrated(page);
  await page.waitForTimeout(6_000);
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  expect(seen.has(chunkOf(DEFERRED.cookieNotice))).toBe(false);
});
