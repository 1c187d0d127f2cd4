/** The /app shell and practice home: sections, language, allowance, 375 px without horizontal scroll, axe. */
import { test, expect, a11yProblems } from './fixtures.ts';
import { enterAsGuest, mockPracticeApi, noHorizontalScroll } from './practice-fixtures.ts';

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the guest home and the practice home fit the screen; sections navigate', async ({ page }) => {
      await mockPracticeApi(page, { used: 3, limit: 20 });
      await enterAsGuest(page);
      await noHorizontalScroll(page);
      await page.getByTestId('nav-practice').click();
      await expect(page).toHaveURL(/#\/practice$/);
      await expect(page.getByTestId('nav-practice')).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { name: 'Reading' })).toBeVisible();
      await expect(page.getByTestId('task-read-aloud')).toContainText('Retired from the test');
      await expect(page.getByTestId('task-read-and-select')).not.toContainText('Retired');
      await expect(page.getByTestId('task-read-and-select')).toContainText('5 s per word');
      await expect(page.getByTestId('task-listen-and-type')).toContainText('Up to 3 plays');
      await expect(page.getByTestId('allowance')).toContainText('3 of 20 free questions used today');
      await noHorizontalScroll(page);
      expect(await a11yProblems(page, { wcag: true })).toEqual([]);
    });
  });
}

test('Premium shows unlimited practice', async ({ page }) => {
  await mockPracticeApi(page, { limit: null });
  await enterAsGuest(page);
  await page.goto('/app#/practice');
  await expect(page.getByTestId('allowance')).toHaveText('Premium: unlimited practice');
});

test('the language picker switches the app to another language', async ({ page }) => {
  await mockPracticeApi(page);
  await enterAsGuest(page);
  await page.getByTestId('app-language').click();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByTestId('nav-practice')).not.toHaveText('Practice');
});

test('an exhausted allowance is explained instead of a question', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 429/);
  await mockPracticeApi(page, { used: 20, limit: 20 });
  await enterAsGuest(page);
  await page.goto('/app#/practice/read-and-select');
  await expect(page.getByTestId('runner-error')).toContainText('You have used today’s free questions');
});
