/**
 * Issue 23 at 375 px in id and ja: the notebook opens on the list of past mistakes (what, when, why), never on a
 * timed question, and lists wrong answers at once; progress says a skill has no scored answer instead of a figure.
 */
import { readFileSync } from 'node:fs';
import { test, expect, a11yProblems } from './fixtures.ts';
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

/** The bank's C-test passages: the full text gives the letters each gap is missing. */
const PASSAGES: { text: string }[] = ['passages.json', 'engine.json']
  .flatMap((f) => JSON.parse(readFileSync(new URL(`../../content/read-and-complete/${f}`, import.meta.url), 'utf8')) as { text: string }[]);
type Segment = { kind: 'text'; text: string } | { kind: 'gap'; prefix: string; missing: number };
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
function cTestAnswers(segments: Segment[]): string[] {
  const re = new RegExp(segments.map((s) => (s.kind === 'text' ? escapeRe(s.text) : `${escapeRe(s.prefix)}(\\p{L}{${s.missing}})`)).join(''), 'u');
  for (const p of PASSAGES) { const m = re.exec(p.text); if (m) return m.slice(1); }
  throw new Error('C-test passage not found in the bank content');
}

test('ja at 375 px: a wrong Read and Select and a partly wrong C-test are listed with Japanese yes/no and part of speech', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await enterAsGuest(page);

  // "No" to words until one is real: a wrong answer whose explanation defines the word.
  let word = '';
  for (let i = 0; i < 12 && !word; i++) {
    await page.goto('/app?lang=ja#/home');
    await page.goto('/app?lang=ja#/practice/read-and-select');
    const shown = await page.getByTestId('rs-word').textContent();
    await page.getByTestId('rs-no').click();
    await expect(page.getByTestId('feedback')).toBeVisible();
    if (await page.getByTestId('verdict').evaluate((el) => el.classList.contains('is-wrong'))) word = shown ?? '';
  }
  expect(word).not.toBe('');
  const feedback = page.getByTestId('feedback');
  await expect(feedback.getByTestId('expected')).toHaveText('はい、実在する単語');
  await expect(feedback.getByTestId('pos').first()).toHaveText(/^(名詞|動詞|形容詞|副詞|接続詞|前置詞|代名詞|限定詞)$/);
  await expect(feedback.getByTestId('pos').first()).toHaveAttribute('lang', 'ja');
  await expect(feedback).not.toContainText(/\b(noun|verb|adjective|adverb)\b/);

  // A C-test with its first gap right and the others left empty: partly wrong.
  const next = page.waitForResponse((r) => r.url().includes('/practice/next?type=read-and-complete'));
  await page.goto('/app?lang=ja#/practice/read-and-complete');
  const segments = ((await (await next).json()) as { items: { item: { segments: Segment[] } }[] }).items[0]!.item.segments;
  const answers = cTestAnswers(segments);
  expect(answers.length).toBeGreaterThan(1);
  await page.getByTestId('gap').nth(0).fill(answers[0]!);
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('verdict')).toHaveClass(/is-partial/);

  await page.goto('/app?lang=ja#/review');
  const entries = page.getByTestId('notebook-entry');
  await expect(entries).toHaveCount(2);
  // Found by task name: the word itself could be part of the C-test's excerpt.
  const rs = entries.filter({ hasText: 'Read and Select' });
  await expect(rs).toContainText(word);
  await expect(rs.getByTestId('notebook-wrong')).toContainText('自分の解答');
  await expect(rs.getByTestId('notebook-wrong')).toContainText('いいえ、単語ではない');
  await expect(rs.getByTestId('notebook-wrong')).toContainText('はい、実在する単語');
  await expect(rs.getByTestId('notebook-wrong')).not.toContainText(/\b(yes|no)\b/);
  const rc = entries.filter({ hasText: 'Read and Complete' });
  // Only the wrong parts: the right first gap is not listed.
  // Compared as whole words in order: a first answer of a letter or two ("ey") is part of other answers' text.
  await expect(rc.getByTestId('notebook-wrong').first()).toBeVisible();
  const listed = (await rc.getByTestId('notebook-wrong').locator('ins').allTextContents()).map((s) => s.trim());
  expect(listed.length).toBeGreaterThan(0);
  expect(listed).toEqual(answers.slice(1, 1 + listed.length));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await a11yProblems(page)).toEqual([]);
});
