/**
 * The goal screen (issue 28): a learner with some practice sets a target and a test date, sees the status
 * sentence, the projection (chart and table) and today's plan at 375 and 1280 px in English, Japanese and German,
 * axe clean; the same screen in each of the 13 languages at 375 px; doing the items of a planned practice block
 * ticks it and moves the projection.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LOCALE_CODES } from '../../src/shared/locales.ts';
import { a11yProblems, expect, test } from './fixtures.ts';

// Each test registers, answers 22 items and renders /app several times: slower than the default 45 s under load.
test.describe.configure({ timeout: 180_000 });

const unique = (tag: string) => `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** A registered learner with 22 answered Read and Select items: enough evidence for the predictor. */
async function learnerWithPractice(page: Page): Promise<void> {
  await page.goto('/cookie');
  await page.evaluate(async (email) => {
    const post = async (path: string, body: unknown, token?: string) => (await fetch(`/weapp/api${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body),
    })).json();
    await post('/common/sesCode', { email, purpose: 'register' });
    const outbox = await (await fetch(`/weapp/api/dev/outbox?email=${encodeURIComponent(email)}`)).json() as { messages: { body: string }[] };
    const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1];
    const { ticket } = await post('/common/sesCodeVerify', { email, purpose: 'register', code }) as { ticket: string };
    const { token } = await post('/common/register', { ticket, nickname: 'Kai', password: 'river stone lantern' }) as { token: string };
    for (const count of [11, 11]) {
      const next = await (await fetch(`/weapp/api/practice/next?type=read-and-select&count=${count}`, { headers: { authorization: `Bearer ${token}` } })).json() as { items: { attemptId: string }[] };
      for (const [i, item] of next.items.entries()) await post('/practice/answer', { attemptId: item.attemptId, answer: { type: 'read-and-select', real: i % 2 === 0 }, elapsedMs: 3000 }, token);
    }
    sessionStorage.setItem('20180428_token', token);
    localStorage.setItem('20180428_token', token);
    document.cookie = `det_i18n_token=${token}; Path=/; Max-Age=7776000; SameSite=Lax`;
  }, unique('goal'));
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function setGoal(page: Page, lang: string, save: string) {
  await page.goto(`/app?lang=${lang}#/goal`);
  await expect(page.getByTestId('goal-form')).toBeVisible({ timeout: 30_000 });
  await page.locator('#goal-target').fill('115');
  await page.locator('#goal-date').fill(inDays(45));
  await page.locator('#goal-minutes').selectOption('40');
  await page.getByRole('button', { name: save }).click();
  await expect(page.getByTestId('goal-summary')).toBeVisible({ timeout: 30_000 });
}

for (const [lang, width, save, planTitle] of [
  ['en', 1280, 'Save goal', "Today's plan"],
  ['ja', 375, '目標を保存', '今日の計画'],
  ['de', 375, 'Ziel speichern', 'Dein Plan für heute'],
] as const) {
  test(`sets a goal and sees the projection and today's plan (${lang}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await learnerWithPractice(page);
    await setGoal(page, lang, save);
    await expect(page.getByTestId('goal-status')).not.toHaveAttribute('data-status', 'no-data');
    await expect(page.getByTestId('goal-sentence')).toContainText('%');
    await expect(page.getByTestId('goal-chart')).toBeVisible();
    await expect(page.getByRole('heading', { name: planTitle })).toBeVisible();
    expect(await page.locator('.goal-item').count()).toBeGreaterThan(1);
    // Nothing sticks out sideways at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.locator('.goal-chart-table summary').click();
    await expect(page.getByTestId('goal-table').locator('tbody tr').first()).toBeVisible();
    expect(await a11yProblems(page, { include: '[data-testid=goal-screen]' })).toEqual([]);
    await page.goto(`/app?lang=${lang}#/home`);
    await expect(page.getByTestId('goal-card')).toContainText('115');
  });
}

test('doing the items of a planned practice block ticks it and moves the projection', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await learnerWithPractice(page);
  await setGoal(page, 'en', 'Save goal');
  const before = await page.getByTestId('goal-sentence').textContent();
  await page.locator('.goal-chart-table summary').click();
  const tableBefore = await page.getByTestId('goal-table').textContent();

  // Do a planned block the way the practice screen would: answer its items (Listen and Type or Fill in the Blanks).
  const done = await page.evaluate(async () => {
    const token = sessionStorage.getItem('20180428_token')!;
    const h = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const view = await (await fetch('/weapp/api/goal', { headers: h })).json() as { plan: { items: { key: string; kind: string; type?: string; items: number; done: boolean }[] } };
    const answers: Record<string, unknown> = {
      'listen-and-type': { type: 'listen-and-type', text: 'the weather was nice', plays: 1 },
      'fill-in-the-blanks': { type: 'fill-in-the-blanks', letters: 'xyz' },
    };
    const block = view.plan.items.find((i) => i.kind === 'practice' && !i.done && i.type && answers[i.type])!;
    const next = await (await fetch(`/weapp/api/practice/next?type=${block.type}&count=${block.items}`, { headers: h })).json() as { items: { attemptId: string }[] };
    for (const item of next.items) await fetch('/weapp/api/practice/answer', { method: 'POST', headers: h, body: JSON.stringify({ attemptId: item.attemptId, answer: answers[block.type!], elapsedMs: 4000 }) });
    return block.key;
  });

  await page.reload();
  const item = page.getByTestId(`plan-item-${done}`);
  await expect(item).toHaveAttribute('data-done', 'true');
  await expect(item.getByTestId('plan-item-done')).toBeVisible();
  await expect(page.getByTestId('goal-plan-progress')).not.toContainText(/^0 of/);
  await page.locator('.goal-chart-table summary').click();
  const tableAfter = await page.getByTestId('goal-table').textContent();
  const after = await page.getByTestId('goal-sentence').textContent();
  expect(tableAfter !== tableBefore || after !== before).toBe(true);

  // A hand tick on another item counts too.
  const other = page.locator('.goal-item[data-done="false"]').first();
  const key = await other.getAttribute('data-testid');
  await other.getByRole('button', { name: /Mark as done/ }).click();
  await expect(page.getByTestId(key!)).toHaveAttribute('data-done', 'true');
});

type GoalMessages = { goal: { title: string; plan: { title: string }; chart: Record<string, string> } };
const goalMessages = (lang: string) => JSON.parse(readFileSync(`locales/${lang}/goal.json`, 'utf8')) as GoalMessages;

test('the goal screen speaks each of the 13 languages at 375 px, with nothing left in English', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await learnerWithPractice(page);
  await setGoal(page, 'en', 'Save goal');
  const english = goalMessages('en').goal;
  for (const lang of LOCALE_CODES) {
    const own = goalMessages(lang).goal;
    await page.goto(`/app?lang=${lang}#/goal`);
    await expect(page.getByTestId('goal-summary')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: own.title, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: own.plan.title, exact: true })).toBeVisible();
    await expect(page.getByTestId('goal-sentence')).toContainText('%');
    await expect(page.getByTestId('goal-chart')).toBeVisible();
    if (lang !== 'en') {
      // The English headings would mean a namespace fell back to the source language.
      await expect(page.getByText(english.plan.title, { exact: true })).toHaveCount(0);
      await expect(page.getByText(english.title, { exact: true })).toHaveCount(0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lang} scrolls sideways`).toBeLessThanOrEqual(375);
    expect(await a11yProblems(page, { include: '[data-testid=goal-screen]' }), lang).toEqual([]);
  }
});
