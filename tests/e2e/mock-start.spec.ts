/**
 * Issue 23: a test's start screen comes before anything is spent. At 375 px in Indonesian and Japanese, "start a
 * full mock" opens the screen with what comes, how long, the microphone and speaker check and the credit confirm;
 * the credit is still there until the confirm, and is used once the learner confirms.
 */
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { expect, test } from './fixtures.ts';
import { learnerWithOneMock, press } from './mock-learner.ts';

test.use({
  viewport: { width: 375, height: 740 },
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] },
});

const api = (page: Page, path: string) => page.evaluate(async (p) => {
  const token = localStorage.getItem('20180428_token');
  return (await fetch(`/weapp/api${p}`, { headers: { authorization: `Bearer ${token}` } })).json();
}, path);
const credits = async (page: Page) => {
  const c = await api(page, '/mock/credits') as { undated: number; credits: { count: number }[] };
  return c.undated + c.credits.reduce((n, x) => n + x.count, 0);
};

const EXPECT = {
  id: { confirm: /satu kredit tes simulasi/, button: 'Pakai satu kredit dan mulai', sections: 'Read and Select', mic: 'Uji mikrofon' },
  ja: { confirm: /受験回数を1回分使います/, button: '1回分を使って開始', sections: 'Read and Select', mic: 'マイクをテスト' },
} as const;

for (const locale of ['id', 'ja'] as const) {
  test(`the full mock's start screen comes before any credit is spent (${locale}, 375 px)`, async ({ page }) => {
    test.setTimeout(90_000);
    await learnerWithOneMock(page);
    await page.goto(`/app?lang=${locale}#/mock`);
    await expect(page.getByTestId('mock-credits')).toBeVisible();
    expect(await credits(page)).toBe(1);

    await press(page, 'mock-start');
    const screen = page.getByTestId('mock-start-screen');
    await expect(screen).toBeVisible();
    await expect(page).toHaveURL(/#\/mock\/start$/);
    // What comes: every task type of the test in order with its count, and the length.
    await expect(page.getByTestId('mock-start-sections').locator('li')).toHaveCount(13);
    await expect(page.getByTestId('mock-start-sections').locator('li').first()).toContainText(EXPECT[locale].sections);
    await expect(page.getByTestId('mock-start-length')).toContainText(/\d/);
    await expect(page.getByTestId('mic-check')).toHaveText(EXPECT[locale].mic);
    await expect(page.getByTestId('mock-start-confirm')).toContainText(EXPECT[locale].confirm);
    // Nothing has started: the credit is there, no test in the history, no runner, and nothing scrolls sideways.
    expect(await credits(page)).toBe(1);
    expect(((await api(page, '/mock/history')) as { tests: unknown[] }).tests).toHaveLength(0);
    await expect(page.getByTestId('mock-runner')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Speaker and microphone checks work on the fake devices and start nothing either.
    await press(page, 'speaker-check');
    await expect(page.getByTestId('device-check').getByRole('status').first()).toBeVisible();
    await press(page, 'mic-check');
    await expect(page.getByTestId('mic-check')).toBeEnabled({ timeout: 10_000 });
    expect(await credits(page)).toBe(1);

    await expect(page.getByTestId('mock-start-confirm-button')).toHaveText(EXPECT[locale].button);
    await press(page, 'mock-start-confirm-button');
    await expect(page.getByTestId('mock-runner')).toBeVisible();
    expect(await credits(page)).toBe(0);
  });
}
