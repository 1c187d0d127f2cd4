/**
 * Issue 23, nothing lost (ADR 047), against the real practice API: a reload brings back what was typed or chosen
 * (from the page's own copy, and from the server's when the page's copy is gone), continues the timer instead of
 * restarting it, and keeps the plays already used of a clip.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { enterAsGuest, openTask } from './practice-fixtures.ts';

test.use({ viewport: { width: 375, height: 800 } });

/** The timer's m:ss as seconds. */
async function secondsShown(page: Page): Promise<number> {
  const text = (await page.getByTestId('timer').first().innerText()).match(/(\d+):(\d\d)/);
  expect(text).not.toBeNull();
  return Number(text![1]) * 60 + Number(text![2]);
}

test('Interactive Writing: a reload restores the text, even without the page\'s copy, and does not reset the timer', async ({ page }) => {
  test.setTimeout(90_000);
  await enterAsGuest(page);
  await openTask(page, 'interactive-writing');
  const prep = page.getByTestId('start-writing');
  await expect(prep.or(page.getByTestId('write-input'))).toBeVisible();
  if (await prep.isVisible()) await prep.click();
  await page.getByTestId('write-input').fill('I would like to learn to play the guitar because music relaxes me.');
  await page.waitForTimeout(3500);
  const before = await secondsShown(page);

  await page.reload();
  await expect(page.getByTestId('write-input')).toHaveValue('I would like to learn to play the guitar because music relaxes me.');
  // The page starts the step's clock, then continues it from the server's first start.
  await expect.poll(() => secondsShown(page)).toBeLessThanOrEqual(before);
  const after = await secondsShown(page);

  // Without the browser's copy (another device, cleared storage), the server's draft comes back.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByTestId('write-input')).toHaveValue('I would like to learn to play the guitar because music relaxes me.');
  await expect.poll(() => secondsShown(page)).toBeLessThanOrEqual(after);
});

test('Listen and Type: a reload keeps the plays used and the text typed', async ({ page }) => {
  test.setTimeout(90_000);
  await enterAsGuest(page);
  await openTask(page, 'listen-and-type');
  await page.getByTestId('play').click();
  await expect(page.getByTestId('plays-left')).toHaveText('2 plays left');
  await page.getByTestId('lt-input').fill('I think so');
  await page.evaluate(() => localStorage.clear());
  await page.waitForTimeout(2500);
  await page.reload();
  await expect(page.getByTestId('plays-left')).toHaveText('2 plays left');
  await expect(page.getByTestId('lt-input')).toHaveValue('I think so');
});

test('Interactive Reading: a chosen word survives a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await enterAsGuest(page);
  await openTask(page, 'interactive-reading');
  const first = page.getByTestId('ir-choice').first();
  await first.selectOption({ index: 2 });
  const chosen = await first.inputValue();
  await page.reload();
  await expect(page.getByTestId('ir-choice').first()).toHaveValue(chosen);
});
