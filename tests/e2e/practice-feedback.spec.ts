/**
 * Issue 23: every open practice answer gets feedback at once, against the real practice API (seeded bank) at
 * 375 px in Indonesian and Japanese: the correction engine's rating (writing from the text, speaking from the
 * recording measured in the browser with Chromium's fake microphone), samples whose lead counts the levels shown,
 * Read Aloud's own checklist, and the questions heard in Interactive Speaking.
 */
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { LOCALE_COOKIE } from '../../src/shared/constants.ts';
import { test, expect } from './fixtures.ts';
import { enterAsGuest, noHorizontalScroll, openTask } from './practice-fixtures.ts';
import { readFileSync } from 'node:fs';

test.use({
  viewport: { width: 375, height: 800 },
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] },
});

const TEXT = 'The picture shows a busy place with several people. Some of them are talking, and one person is looking at something carefully. '
  + 'The light is soft, so I think it is late in the afternoon and everyone seems calm and relaxed.';

type Messages = { practice: { instant: { title: string; heard: string } }; explain: { readAloudCheck: { everyWord: string } } };
const read = (lang: string, ns: string) => JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8'))[ns];
const LOCALES: Record<'id' | 'ja', Messages> = {
  id: { practice: read('id', 'practice'), explain: read('id', 'explain') },
  ja: { practice: read('ja', 'practice'), explain: read('ja', 'explain') },
};

async function asGuestIn(page: Page, locale: keyof typeof LOCALES) {
  await enterAsGuest(page);
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: new URL('/', page.url()).href }]);
  // /app#/home → /app#/practice is only a hash change: reload so the shell is rendered in the cookie's language.
  await page.goto('/app#/practice');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

async function expectRated(page: Page, locale: keyof typeof LOCALES) {
  const box = page.getByTestId('instant-feedback');
  await expect(box).toBeVisible({ timeout: 20_000 });
  await expect(box).toHaveAttribute('data-status', 'rated');
  await expect(box.getByRole('heading')).toHaveText(LOCALES[locale].practice.instant.title);
  await expect(page.getByTestId('instant-band')).toHaveText(/\d/);
  await expect(page.getByTestId('instant-criteria')).toBeVisible();
  await expect(page.getByTestId('rubric')).toBeVisible();
  await noHorizontalScroll(page);
}

for (const locale of ['id', 'ja'] as const) {
  test.describe(`open tasks at 375 px in ${locale}`, () => {
    test('each writing task is rated at once', async ({ page }) => {
      test.setTimeout(90_000);
      await asGuestIn(page, locale);
      for (const type of ['write-about-the-photo', 'interactive-writing', 'writing-sample'] as const) {
        await openTask(page, type);
        const prep = page.getByTestId('start-writing');
        if (await prep.isVisible()) await prep.click();
        await page.getByTestId('write-input').fill(TEXT);
        await page.getByTestId('submit').click();
        if (type === 'interactive-writing') {
          await page.getByTestId('follow-input').fill('I would ask a friend who knows it well to help me every weekend.');
          await page.getByTestId('submit').click();
        }
        await expectRated(page, locale);
        // The lead counts the sample levels actually shown (most items have one, some three).
        const samples = await page.locator('.sample').count();
        expect(samples).toBeGreaterThan(0);
        if (samples === 1) await expect(page.getByTestId('samples-lead')).not.toContainText(locale === 'id' ? 'tingkat' : 'スコア帯の');
      }
    });

    test('each speaking task is rated from the measured recording; Read Aloud has its own checklist', async ({ page }) => {
      test.setTimeout(120_000);
      await asGuestIn(page, locale);
      for (const type of ['speak-about-the-photo', 'read-then-speak', 'speaking-sample', 'listen-then-speak', 'read-aloud'] as const) {
        await openTask(page, type);
        const prep = page.getByTestId('start-speaking');
        await expect(prep.or(page.getByTestId('submit'))).toBeVisible();
        if (await prep.isVisible()) await prep.click();
        await expect(page.getByTestId('submit')).toBeVisible();
        await page.waitForTimeout(2500);
        await page.getByTestId('submit').click();
        await expectRated(page, locale);
        await expect(page.getByTestId('instant-criteria')).toContainText(locale === 'id' ? 'tidak dinilai' : '評価なし');
        if (type === 'read-aloud') {
          await expect(page.getByTestId('rubric')).toContainText(LOCALES[locale].explain.readAloudCheck.everyWord);
          await expect(page.locator('.sample')).toHaveCount(0);
          await expect(page.getByTestId('samples-lead')).toHaveCount(0);
        }
      }
    });

    test('Interactive Speaking: rated, with the questions that were only heard', async ({ page }) => {
      test.setTimeout(150_000);
      await asGuestIn(page, locale);
      await openTask(page, 'interactive-speaking');
      await page.getByTestId('is-begin').click();
      let stages = 0;
      while (!(await page.getByTestId('feedback').isVisible())) {
        const answer = page.getByTestId('is-answer');
        const next = page.getByTestId('submit');
        await expect(answer.or(next).or(page.getByTestId('feedback'))).toBeVisible({ timeout: 20_000 });
        if (await answer.isVisible()) await answer.click();
        if (await page.getByTestId('feedback').isVisible()) break;
        await expect(next).toBeVisible({ timeout: 20_000 });
        await page.waitForTimeout(1200);
        await next.click();
        stages++;
      }
      await expectRated(page, locale);
      const heard = page.getByTestId('heard-questions');
      await expect(heard.getByRole('heading')).toHaveText(LOCALES[locale].practice.instant.heard);
      await expect(heard.locator('li')).toHaveCount(stages);
      await expect(heard.locator('li').first()).toHaveText(/\?$/);
    });
  });
}
