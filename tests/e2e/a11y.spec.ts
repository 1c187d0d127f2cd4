import { test, expect, hydrated, a11yProblems } from './fixtures.ts';

for (const path of ['/', '/courses', '/courses/det-read-and-select-course', '/pricing', '/ja/courses', '/login', '/th/register2']) {
  test(`no serious or critical accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    expect(await a11yProblems(page)).toEqual([]);
  });
}
