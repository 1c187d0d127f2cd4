/**
 * Writing correction on /writing-ai-correction (issue 11): a signed-out visitor is sent to sign in, a learner
 * without credits is told so, and a learner with credits (bought through the test checkout) submits an answer,
 * watches the progress, reads the report and steps through the corrections.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { buyCorrections, signUp } from './correction-helpers.ts';

const PROMPT = 'Describe a place in your town where people like to spend time.';
const ANSWER = 'In my town, people like to spend time in the central park. There is a big lake and many trees, so families go there at weekends. '
  + 'Children play football while their parents have a picnic. i think it is a important place becuase it is free and everyone can relax.';

async function fill(page: Page) {
  await page.goto('/writing-ai-correction');
  await hydrated(page);
  await page.getByTestId('correction-prompt').fill(PROMPT);
  await page.getByTestId('correction-text').fill(ANSWER);
  await page.getByTestId('correction-submit').click();
}

test('signed out, sending asks the visitor to sign in', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 401/);
  await fill(page);
  await expect(page.getByTestId('correction-error').getByRole('link', { name: 'Sign in to get feedback on your writing.' })).toHaveAttribute('href', '/login?next=%2Fwriting-ai-correction%23check');
});

test('without credits the learner is told how to get more, and nothing is lost', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 402/);
  await signUp(page);
  await fill(page);
  await expect(page.getByTestId('correction-error')).toHaveText('You have no corrections left. Get more corrections');
  await expect(page.getByTestId('correction-error').getByRole('link', { name: 'Get more corrections' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByTestId('correction-text')).toHaveValue(ANSWER);
});

test('write, submit, watch progress, read the report and step through corrections', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await buyCorrections(page, context);

  await fill(page);
  await expect(page.getByTestId('correction-progress')).toBeVisible();
  const report = page.getByTestId('correction-report');
  await expect(report).toBeVisible();
  await expect(page.getByTestId('correction-band')).toHaveText(/^Estimated score: \d+$/);
  for (const k of ['content', 'coherence', 'lexis', 'grammar']) await expect(page.getByTestId(`score-${k}`)).toHaveText(/^\d\.\d \/ 5$/);
  await expect(page.getByTestId('correction-evidence')).toContainText('50 words');
  // The first slip is the lowercase "i"; stepping forward reaches the article and the spelling.
  await expect(page.getByTestId('correction-step')).toContainText(/Correction 1 of \d+/);
  await expect(page.getByTestId('correction-original')).toHaveText('i');
  await expect(page.getByTestId('correction-fix')).toHaveText('I');
  await expect(page.getByTestId('correction-prev')).toBeDisabled();
  await page.getByTestId('correction-next').click();
  await expect(page.getByTestId('correction-original')).toHaveText('a');
  await expect(page.getByTestId('correction-fix')).toHaveText('an');
  await page.getByTestId('correction-next').click();
  await expect(page.getByTestId('correction-original')).toHaveText('becuase');
  await expect(page.getByTestId('correction-fix')).toHaveText('because');
  await page.getByTestId('correction-prev').click();
  await expect(page.getByTestId('correction-original')).toHaveText('a');
  await expect(page.getByTestId('correction-improved')).toContainText('I think it is an important place because it is free');
  await expect(report).toContainText('Improved version (spelling and grammar fixes only; your ideas are kept)');
  await expect(page.getByTestId('correction-guidance').locator('li').first()).toBeVisible();
  // The arrow keys step too, and the current correction is marked in the whole answer.
  await page.getByTestId('correction-step').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('correction-original')).toHaveText('becuase');
  await expect(page.getByTestId('correction-answer').locator('mark[aria-current="true"]')).toHaveText('becuase');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('correction-original')).toHaveText('a');

  // A saved practice answer goes to correction from its feedback screen and opens in /app.
  await page.goto('/app#/practice/write-about-the-photo');
  await page.getByTestId('write-input').fill('A man rides a bike next to a river and he look happy in the sun.');
  await page.getByTestId('submit').click();
  await page.getByTestId('get-feedback').click();
  await expect(page).toHaveURL(/#\/corrections\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByTestId('correction-report')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('app-corrections')).toContainText('Write About the Photo');
  const left = await page.getByTestId('correction-credits').textContent();
  expect(left).toMatch(/^\d+ corrections left$/);
  // The history counts the credit this job used (the shell's user was loaded before it was sent).
  await page.getByTestId('nav-corrections').click();
  await expect(page.getByTestId('correction-history').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('correction-credits')).toHaveText(left!);
  await expect(page.getByTestId('correction-history').getByTestId('history-band').first()).toHaveText(/score \d+/);
});

test('the form fits a 375 px phone in German and has no serious accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/de/writing-ai-correction');
  await hydrated(page);
  const form = page.getByTestId('writing-correction');
  await expect(form.getByRole('heading')).toHaveText('Meinen Text prüfen');
  await expect(form.getByRole('button', { name: 'Feedback erhalten' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const results = await new AxeBuilder({ page }).include('[data-testid="writing-correction"]').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => v.id)).toEqual([]);
});
