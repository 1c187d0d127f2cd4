import AxeBuilder from '@axe-core/playwright';
import { test, expect, hydrated } from './fixtures.ts';

for (const path of ['/', '/courses', '/courses/det-read-and-select-course', '/pricing', '/ja/courses', '/login', '/th/register2']) {
  test(`no serious or critical accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
