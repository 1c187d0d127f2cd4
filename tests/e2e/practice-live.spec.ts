/**
 * The practice screens against the real practice API of the embedded backend (seeded bank): the allowance,
 * an item of each objective reading type answered and marked by the server, the progress screen afterwards.
 */
import type { Page } from '@playwright/test';
import { test, expect, a11yProblems } from './fixtures.ts';
import { enterAsGuest } from './practice-fixtures.ts';

async function axeClean(page: Page) {
  expect(await a11yProblems(page, { wcag: true })).toEqual([]);
}

test('a guest answers real items; the server marks them and counts them against the allowance', async ({ page }) => {
  await enterAsGuest(page);
  await page.getByTestId('nav-practice').click();
  await expect(page.getByTestId('allowance')).toContainText(/^0 of \d+ free questions used today/);
  await page.getByTestId('task-read-and-select').click();
  await expect(page.getByTestId('rs-word')).not.toBeEmpty();
  await page.keyboard.press('y');
  await expect(page.getByTestId('verdict')).toHaveText(/^(Right|Not right)$/);
  await expect(page.getByTestId('explanation').first()).toBeVisible();
  await expect(page.getByTestId('allowance')).toContainText(/^1 of \d+ free questions used today/);

  await page.goto('/app#/practice/fill-in-the-blanks');
  await page.getByTestId('gap').fill('zz');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('verdict')).toHaveText('Not right');
  await expect(page.getByTestId('expected')).not.toBeEmpty();
  // A missed item goes to the mistake notebook, and the learner is told when it comes back.
  await expect(page.getByText(/This question comes back in your review on/)).toBeVisible();

  await page.goto('/app#/practice/listen-and-type');
  await page.getByTestId('play').click();
  await expect(page.getByTestId('plays-left')).toHaveText('2 plays left');
  await expect(page.getByTestId('play')).toBeEnabled({ timeout: 20_000 });
  await page.getByTestId('lt-input').fill('I think so.');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('feedback')).toBeVisible();

  await page.goto('/app#/practice/write-about-the-photo');
  await expect(page.getByTestId('task-photo')).toHaveJSProperty('complete', true);
  expect(await page.getByTestId('task-photo').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByTestId('write-input').fill('Two people are cooking outside.');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('samples')).toBeVisible();
  await expect(page.getByTestId('sample-note').first()).toBeVisible();

  await page.getByTestId('nav-progress').click();
  await expect(page.getByTestId('streak')).toHaveText('1 day');
  await expect(page.getByTestId('progress-types')).toContainText('Read and Select');
  await axeClean(page);
  await page.getByTestId('nav-review').click();
  await expect(page.getByTestId('review-screen')).toBeVisible();
  await axeClean(page);
});
