/**
 * Mock tests in /app (issue 10): a full mock (shortened by MOCK_SCALE on the e2e server) taken by keyboard at
 * 375 px with a fake clock and a fake microphone, reloaded in the middle, ending on its report; the free
 * diagnostic taken as a guest from the courses page; axe on the mock home and the report. Spoken answers are
 * measured from the fake microphone's recordings, so the report's Speaking subscore is scored (ADR 036).
 */
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { a11yProblems, expect, hydrated, test } from './fixtures.ts';
import { learnerWithOneMock, press } from './mock-learner.ts';

/**
 * Answers the current item by keyboard where the task is quick (Read and Select: Y; Fill in the Blanks: type the
 * letters), otherwise lets the item's own timer run out on the fake clock, which hands in what is there.
 */
const SPOKEN = new Set(['Read Aloud', 'Listen, Then Speak', 'Read, Then Speak', 'Speak About the Photo', 'Speaking Sample']);

async function takeItem(page: Page, n: number) {
  const progress = page.getByTestId('mock-progress');
  await expect(progress).toContainText(`Question ${n} of`);
  const title = (await page.locator('#mock-item-title').textContent()) ?? '';
  if (title === 'Read and Select') await page.keyboard.press('y');
  else if (title === 'Fill in the Blanks') {
    await page.locator('.task input').first().focus();
    await page.keyboard.type('abc');
  }
  let spoken = false;
  // Time passes on the page's clock until the item is handed in and the next one (or the report) shows.
  // Interactive Speaking's questions are heard in real time (media does not follow the fake clock).
  for (let i = 0; i < (title === 'Interactive Speaking' ? 200 : 60); i++) {
    if (!(await progress.isVisible()) || !(await progress.textContent())?.includes(`Question ${n} of`)) return;
    // Interactive Speaking is answered question by question: begin, speak (fake microphone), next question.
    if (title === 'Interactive Speaking') {
      for (const id of ['is-begin', 'is-answer', 'submit']) {
        if (!(await page.getByTestId(id).isVisible())) continue;
        // Each answer is recorded for 1.2 s of real time, over the server's one-second minimum.
        if (id === 'submit') await page.waitForTimeout(1200);
        await press(page, id);
      }
      await page.waitForTimeout(300);
      continue;
    }
    // A recording takes real time (the fake microphone does not follow the fake clock): each is given 1.2 s, over
    // the server's one-second minimum, before the item's timer is run out.
    if (SPOKEN.has(title) && !spoken && await page.getByRole('meter', { name: 'Microphone level' }).isVisible()) {
      spoken = true;
      await page.waitForTimeout(1200);
    }
    await page.clock.fastForward(40_000);
    await page.waitForTimeout(50);
  }
  throw new Error(`item ${n} (${title}) was never handed in`);
}

// Speaking items record from Chromium's fake microphone, allowed without a prompt (both tests have one).
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] } });

test.describe('full mock', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a full mock by keyboard at 375 px: reload in the middle resumes at the same item, then the report', async ({ page }) => {
    test.setTimeout(180_000);
    await page.clock.install();
    await learnerWithOneMock(page);
    await page.goto('/app/#/mock');
    await expect(page.getByTestId('mock-credits')).toContainText('1 mock test available');
    await expect(page.getByTestId('mock-credits')).toContainText('usable until');
    expect(await a11yProblems(page)).toEqual([]);

    await press(page, 'mock-start');
    // The start screen comes first (issue 23); only its confirm starts the clock and spends the credit.
    await expect(page.getByTestId('mock-start-screen')).toBeVisible();
    await press(page, 'mock-start-confirm-button');
    await expect(page.getByTestId('mock-runner')).toBeVisible();
    const total = Number(/of (\d+)/.exec((await page.getByTestId('mock-progress').textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(10);
    await expect(page.getByTestId('mock-section')).toHaveText('Reading');
    await expect(page.getByTestId('mock-clock')).toBeVisible();

    for (let n = 1; n <= 3; n++) await takeItem(page, n);
    const before = await page.locator('#mock-item-title').textContent();
    await page.reload();
    await expect(page.getByTestId('mock-progress')).toContainText(`Question 4 of ${total}`);
    await expect(page.locator('#mock-item-title')).toHaveText(before!);

    for (let n = 4; n <= total; n++) await takeItem(page, n);
    await expect(page).toHaveURL(/#\/mock\/report\//);
    await expect(page.getByTestId('report-overall')).toHaveText(/^\d+$/);
    await expect(page.getByTestId('report-subscores').locator('tbody tr')).toHaveCount(4);
    await expect(page.getByTestId('report-cefr')).toContainText('CEFR level');
    await expect(page.getByTestId('report-next').getByRole('link')).toHaveCount(3);
    // Spoken answers were measured in the browser (fake microphone) and rated: Speaking is scored, not a prior.
    await expect(page.getByTestId('report-subscores').getByRole('row', { name: /Speaking/ })).not.toContainText('little evidence');
    // Open answers carry the correction engine's criteria and feedback; spoken ones say what was not assessed.
    await expect(page.getByTestId('open-feedback').first().locator('li').first()).toHaveText(/\w{3,}/);
    await expect(page.getByTestId('open-criteria').first()).toContainText('/5');
    await expect(page.getByTestId('report-open')).toContainText('not assessed');
    expect(await a11yProblems(page)).toEqual([]);

    // The private link opens the report without a session; turning it off makes it stop working.
    await press(page, 'share-create');
    const url = await page.getByTestId('share-url').inputValue();
    const stranger = await page.context().browser()!.newPage();
    await stranger.goto(url);
    await expect(stranger.getByTestId('mock-shared').getByTestId('report-overall')).toHaveText(/^\d+$/);
    await press(page, 'share-revoke');
    await expect(page.getByTestId('share-create')).toBeVisible();
    await stranger.reload();
    await expect(stranger.getByRole('alert')).toHaveText('This link does not exist or was turned off by its owner.');
    await stranger.close();

    await page.goto('/app/#/mock');
    await expect(page.getByTestId('mock-credits')).toContainText('0 mock tests available');
    await expect(page.getByTestId('mock-history').getByRole('link')).toHaveCount(1);
    await expect(page.getByTestId('mock-trend')).toBeVisible();
  });
});

test('the free diagnostic as a guest, from the courses FAQ to the estimated range', async ({ page }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  await page.route('**/weapp/api/common/guest', (route) => route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': address } }));
  await page.goto('/courses');
  await page.getByTestId('diagnostic-entry').click();
  await expect(page).toHaveURL(/\/login/);
  await hydrated(page);
  await page.getByRole('button', { name: 'Try without an account' }).click();
  await expect(page.getByTestId('mock-start-screen')).toBeVisible();
  await page.getByTestId('mock-start-confirm-button').click();
  await expect(page.getByTestId('mock-runner')).toBeVisible();
  const total = Number(/of (\d+)/.exec((await page.getByTestId('mock-progress').textContent()) ?? '')?.[1]);
  for (let n = 1; n <= total; n++) await takeItem(page, n);
  await expect(page.getByText('Estimated range')).toBeVisible();
  await expect(page.getByTestId('report-band')).toContainText(/range \d+–\d+/);
  await expect(page.getByTestId('report-subscores').locator('tbody tr')).toHaveCount(4);
  await expect(page.getByTestId('report-keep').getByRole('link', { name: 'Sign up free' })).toBeVisible();
});
