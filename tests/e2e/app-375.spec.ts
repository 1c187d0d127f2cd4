/**
 * Issue 23 at 375 px: no /app screen scrolls sideways, and keyboard hints stay hidden on a touch phone.
 */
import { devices } from '@playwright/test';
import { TASK_TYPE_IDS } from '../../src/shared/exam/task-types.ts';
import { test, expect } from './fixtures.ts';
import { enterAsGuest } from './practice-fixtures.ts';

const SCREENS = ['#/home', '#/practice', ...TASK_TYPE_IDS.map((t) => `#/practice/${t}`), '#/review', '#/progress', '#/mock',
  '#/corrections', '#/corrections/new/writing', '#/corrections/new/speaking', '#/tutor'];

for (const lang of ['id', 'ja']) {
  test(`no /app screen scrolls sideways at 375 px (${lang})`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await enterAsGuest(page);
    await page.goto(`/app?lang=${lang}#/home`);
    await expect(page.getByTestId('app-home')).toBeVisible();
    const wide: string[] = [];
    for (const hash of SCREENS) {
      await page.goto(`/app${hash}`);
      await expect(page.locator('main#main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      if (scroll > client) wide.push(`${hash}: ${scroll} > ${client}`);
    }
    expect(wide).toEqual([]);
  });
}

test.describe('on a touch phone', () => {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 5'];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  test('Read and Select shows no keyboard hint', async ({ page }) => {
    await enterAsGuest(page);
    await page.goto('/app#/practice/read-and-select');
    await expect(page.getByTestId('rs-word')).not.toBeEmpty();
    await expect(page.getByTestId('keys-hint')).toBeHidden();
  });
});

test('with a mouse and keyboard the hint is there', async ({ page }) => {
  await enterAsGuest(page);
  await page.goto('/app#/practice/read-and-select');
  await expect(page.getByTestId('keys-hint')).toBeVisible();
});

test('the pricing comparison stacks at 375 px: every tier, Pro included, is on screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/id/pricing');
  const table = page.getByTestId('plan-comparison');
  await expect(table).toBeVisible();
  expect(await table.evaluate((el) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth)).toBe(true);
  const pro = table.locator('td[data-tier="Pro"]').first();
  await pro.scrollIntoViewIfNeeded();
  const box = (await pro.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
