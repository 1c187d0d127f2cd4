/**
 * Issue 23 at 375 px in id and ja: the notebook opens on the list of past mistakes (what, when, why), never on a
 * timed question, and lists wrong answers at once; progress says a skill has no scored answer instead of a figure.
 */
import { test, expect } from './fixtures.ts';
import { enterAsGuest } from './practice-fixtures.ts';

const MESSAGES = {
  id: { noScore: 'Belum ada jawaban yang dinilai', yours: 'Jawabanmu', start: /Mulai ulangan berwaktu/ },
  ja: { noScore: '採点された解答はまだありません', yours: '自分の解答', start: /制限時間つきの復習を始める/ },
} as const;

async function noSideScroll(page: import('@playwright/test').Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

for (const lang of ['id', 'ja'] as const) {
  test(`two wrong answers are listed in the notebook before any review, and progress adds up (${lang}, 375 px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await enterAsGuest(page);
    await page.goto(`/app?lang=${lang}#/home`);
    await expect(page.getByTestId('app-home')).toBeVisible();
    for (let i = 0; i < 2; i++) {
      await page.goto(`/app?lang=${lang}#/practice/fill-in-the-blanks`);
      await page.getByTestId('gap').fill('zz');
      await page.getByTestId('submit').click();
      await expect(page.getByTestId('feedback')).toBeVisible();
      await page.goto(`/app?lang=${lang}#/home`);
    }

    const reviews: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/practice/review')) reviews.push(r.url()); });
    await page.goto(`/app?lang=${lang}#/review`);
    const entries = page.getByTestId('notebook-entry');
    await expect(entries).toHaveCount(2);
    await expect(page.getByTestId('review-empty')).toHaveCount(0);
    for (const entry of await entries.all()) {
      await expect(entry).toContainText('Fill in the Blanks');
      await expect(entry.getByTestId('notebook-wrong')).toContainText(MESSAGES[lang].yours);
      await expect(entry.getByTestId('notebook-wrong')).toContainText('zz');
      await expect(entry.getByTestId('notebook-missed')).not.toBeEmpty();
      await expect(entry.getByTestId('notebook-next')).not.toBeEmpty();
    }
    // Nothing timed has started: no task screen, no review issued.
    await expect(page.getByTestId('gap')).toHaveCount(0);
    expect(reviews).toEqual([]);
    await noSideScroll(page);

    await page.goto(`/app?lang=${lang}#/progress`);
    const writing = page.locator('[data-testid="progress-subscores"] tr[data-skill="writing"]');
    await expect(writing.getByTestId('accuracy-cell')).toHaveText(MESSAGES[lang].noScore);
    const reading = page.locator('[data-testid="progress-subscores"] tr[data-skill="reading"]');
    await expect(reading.getByTestId('accuracy-cell')).toHaveText(/%/);
    await noSideScroll(page);
  });
}

test('the timed review starts from the list\'s button only', async ({ page }) => {
  await enterAsGuest(page);
  const due = new Date(Date.now() - 60_000).toISOString();
  await page.route('**/weapp/api/practice/notebook', (route) => route.fulfill({ json: {
    entries: [{ itemId: 'rc-x', type: 'read-and-complete', excerpt: 'Every town has a market.', missedAt: due, due, lapses: 0,
      wrong: [{ given: '', expected: 'uy' }], moreWrong: 2 }],
    due: 1, total: 1,
  } }));
  const reviews: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/practice/review')) reviews.push(r.url()); });
  await page.goto('/app#/review');
  await expect(page.getByTestId('notebook-entry')).toContainText('(no answer)');
  await expect(page.getByTestId('notebook-entry')).toContainText('and 2 more wrong parts');
  await expect(page.getByTestId('notebook-next')).toHaveText('Due now');
  expect(reviews).toEqual([]);
  await page.getByTestId('review-start').click();
  await expect(page.getByTestId('review-back')).toBeVisible();
  expect(reviews).toHaveLength(1);
  await page.getByTestId('review-back').click();
  await expect(page.getByTestId('notebook-list')).toBeVisible();
});
