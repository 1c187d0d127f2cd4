/**
 * Course pages' practice sets: server-rendered items that work without sign-in, marked by the public sample
 * API, and a way into /app. The set's screens and messages load only when it starts.
 */
import { test, expect, hydrated } from './fixtures.ts';
import { noHorizontalScroll } from './practice-fixtures.ts';

test('Fill in the Blanks course page: a practice set answered without an account', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/courses/det-fill-in-the-blanks');
  const set = page.getByTestId('practice-set');
  await expect(set.locator('li')).toHaveCount(4);
  await expect(page.getByTestId('practice-set-start')).toHaveAttribute('href', '/app?lang=en#/practice/fill-in-the-blanks');
  await hydrated(page);
  expect(requested.filter((u) => u.includes('practice-messages') || u.includes('/app-styles-'))).toEqual([]);
  await page.getByTestId('practice-set-start').click();
  await expect(page.getByTestId('practice-set-live')).toBeVisible();
  await page.getByTestId('gap').fill('zz');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('verdict')).toHaveText('Not right');
  await expect(page.getByTestId('expected')).not.toBeEmpty();
  await noHorizontalScroll(page);
  await page.getByTestId('next-item').click();
  await expect(page.getByText('Part 2 of 4')).toBeVisible();
});

test('every course page shows a practice set leading into the app', async ({ page }) => {
  const { COURSE_SLUGS } = await import('../../src/shared/courses.ts');
  for (const slug of COURSE_SLUGS) {
    await page.goto(`/courses/${slug}`);
    await expect(page.getByTestId('practice-set'), slug).toBeVisible();
    await expect(page.getByTestId('practice-set').getByRole('link', { name: 'More practice in the app' })).toHaveAttribute('href', /^\/app\?lang=en#\/practice\//);
  }
});
