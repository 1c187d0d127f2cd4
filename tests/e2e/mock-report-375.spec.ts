/**
 * Issue 23 at 375 px: the mock report (every section: subscores, integrated scores, CEFR table, tasks, open answers
 * with their "Get AI feedback" button) stays within the screen in id and ja. The report is a fixture served in
 * place of GET /mock/report (a full mock takes minutes; tests/e2e/mock.spec.ts runs one).
 */
import { TASK_TYPE_IDS } from '../../src/shared/exam/task-types.ts';
import { test, expect } from './fixtures.ts';
import { enterAsGuest } from './practice-fixtures.ts';
import { learnerWithOneMock } from './mock-learner.ts';

const SHARE = 'shareTokenForTheTest12';
const skill = (score: number) => ({ score, band: { low: score - 10, high: score + 10 } });
const REPORT = {
  testId: 'mtReport375xxxxxxxxxxx', kind: 'full', finishedAt: '2026-11-27T10:00:00.000Z', estimate: true,
  overall: { score: 115, band: { low: 105, high: 125 } },
  subscores: { reading: skill(120), listening: skill(110), writing: skill(105), speaking: skill(100) },
  integrated: { literacy: 112, comprehension: 115, conversation: 105, production: 102 },
  cefr: { level: 'B2', table: 'det-2025', source: 'https://englishtest.duolingo.com/' },
  tasks: TASK_TYPE_IDS.map((type, i) => ({ type, items: 6, answered: 5, accuracy: i % 3 ? 0.667 : null, meanSeconds: i % 2 ? 123.4 : null })),
  unscored: ['speaking'],
  open: [
    { position: 30, type: 'interactive-writing', estimate: 110, source: 'correction-engine', kind: 'writing',
      criteria: { content: 3.5, coherence: 3, lexis: 2.5, grammar: 3 }, flags: ['tooShort', 'memorizedTemplate'], feedback: ['subordination', 'rareWords', 'spelling'] },
    { position: 34, type: 'speak-about-the-photo', estimate: 95, source: 'correction-engine', kind: 'speaking', measuredOn: 'server', recorded: true,
      criteria: { fluency: 3, content: null, lexis: null, grammar: null, pronunciation: null }, flags: ['tooShort'], feedback: ['pauses', 'keepTalking'] },
  ],
  practiseNext: [{ type: 'interactive-listening', href: '#/practice/interactive-listening' }, { type: 'read-and-complete', href: '#/practice/read-and-complete' },
    { type: 'listen-and-type', href: '#/practice/listen-and-type' }],
};

async function fits(page: import('@playwright/test').Page) {
    const wide = await page.evaluate(() => [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5 && !el.closest('.table-scroll'))
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`));
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const buttons = page.getByTestId('get-feedback');
    await expect(buttons).toHaveCount(2);
    for (const b of await buttons.all()) {
      await b.scrollIntoViewIfNeeded();
      await expect(b).toBeInViewport({ ratio: 1 });
    }
}

for (const lang of ['id', 'ja'] as const) {
  test(`the mock report fits 375 px and shows its AI feedback buttons (${lang}, guest)`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await enterAsGuest(page);
    await page.route('**/weapp/api/mock/report?*', (route) => route.fulfill({ json: REPORT }));
    await page.goto(`/app?lang=${lang}#/mock/report/${REPORT.testId}`);
    await expect(page.getByTestId('report-overall')).toHaveText('115');
    await fits(page);
  });

  test(`the owner's report fits 375 px with its private link open (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await learnerWithOneMock(page);
    await page.route('**/weapp/api/mock/report?*', (route) => route.fulfill({ json: REPORT }));
    await page.route('**/weapp/api/mock/share', (route) => route.fulfill({ json: { token: SHARE, path: `/${lang}/mock/shared/${SHARE}` } }));
    await page.goto(`/app?lang=${lang}#/mock/report/${REPORT.testId}`);
    await expect(page.getByTestId('report-overall')).toHaveText('115');
    await page.getByTestId('share-create').click();
    await expect(page.getByTestId('share-url')).toBeVisible();
    await fits(page);
  });
}
