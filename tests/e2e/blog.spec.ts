/** Issue 13 in the browser: the footer's latest articles, rating an article, article pages on a phone. */
import { expect, hydrated, test, a11yProblems } from './fixtures.ts';

interface ArticleList { items: { name: string; path: string }[]; total: number }

async function latest(request: import('@playwright/test').APIRequestContext, locale: string, pageSize: number): Promise<ArticleList> {
  const res = await request.get(`/weapp/api/common/article?flag=1&page=1&pageSize=${pageSize}`, { headers: { locale } });
  expect(res.status()).toBe(200);
  return res.json() as Promise<ArticleList>;
}

test.describe('footer Blog column', () => {
  test('shows the 4 latest in the current language, expands, and refetches after a language change', async ({ page, request }) => {
    const en = await latest(request, 'en', 4);
    const ja = await latest(request, 'ja', 4);
    expect(en.items.map((i) => i.name)).not.toEqual(ja.items.map((i) => i.name));

    await page.goto('/pricing');
    await hydrated(page);
    const links = page.getByTestId('footer-articles').getByRole('link');
    await expect(links).toHaveText(en.items.map((i) => i.name));
    await expect(links.first()).toHaveAttribute('href', `/blog/${en.items[0]!.path}`);

    const more = await latest(request, 'en', 12);
    await page.getByTestId('footer-articles-more').click();
    await expect(links).toHaveCount(Math.min(12, more.total));
    await expect(links).toHaveText(more.items.map((i) => i.name));
    await expect(page.getByTestId('footer-articles-more')).toHaveCount(0);

    // Switching the language: the new page's column asks the API again with the new locale header.
    const refetch = page.waitForRequest((r) => r.url().includes('/weapp/api/common/article?') && r.headers().locale === 'ja');
    await page.getByTestId('language-picker').click();
    await page.getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/ja\/pricing$/);
    // The list is refreshed once it comes into view (nothing is fetched for a visitor who never scrolls there).
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/weapp/api/common/article?'))), 'no refresh before the footer is in view').toBe(false);
    await links.first().scrollIntoViewIfNeeded();
    await refetch;
    await expect(links).toHaveText(ja.items.map((i) => i.name));
    await expect(links.first()).toHaveAttribute('href', `/ja/blog/${ja.items[0]!.path}`);
  });
});

test.describe('rating an article', () => {
  test('a reader rates an article and sees the average change; a second reader moves it again', async ({ page, browser }) => {
    const path = '/blog/study-plans/two-week-sprint';
    await page.goto(path);
    await hydrated(page);
    const summary = page.getByTestId('rating-summary');
    await expect(summary).toHaveText('No ratings yet. Be the first to rate it.');
    await page.getByTestId('rate-5').click();
    await expect(page.getByTestId('rating-status')).toHaveText('Thank you! Your rating is saved.');
    await expect(summary).toHaveText('5.0 out of 5 · 1 rating');
    await expect(page.getByTestId('rate-5')).toHaveAttribute('aria-pressed', 'true');

    // Changing one's mind replaces the rating rather than adding one.
    await page.getByTestId('rate-4').click();
    await expect(summary).toHaveText('4.0 out of 5 · 1 rating');

    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(path);
    await hydrated(second);
    await expect(second.getByTestId('rating-summary')).toHaveText('4.0 out of 5 · 1 rating');
    await second.getByTestId('rate-1').click();
    await expect(second.getByTestId('rating-summary')).toHaveText('2.5 out of 5 · 2 ratings');
    await other.close();
  });
});

test.describe('article pages on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const [locale, path, fallback] of [
    ['th', '/th/blog/det-score-guide', false],
    ['ru', '/ru/blog/det-30-day-study-plan', false],
    ['th', '/th/blog/strategy/speaking/interactive-speaking', null],
    ['ru', '/ru/blog/test-day/technology-checklist', null],
  ] as const) {
    test(`${path} reads well at 375 px`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const article = page.getByTestId('article');
      await expect(article.locator('h1')).toBeVisible();
      await expect(article.locator('.article-cover').first()).toBeVisible();
      await expect(page.getByTestId('article-meta')).toBeVisible();
      await expect(page.getByTestId('article-rating')).toBeVisible();
      if (fallback === false) await expect(page.getByTestId('fallback-note')).toHaveCount(0);
      // Nothing wider than the screen: no sideways scrolling.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The stars are comfortable touch targets.
      const star = await page.getByTestId('rate-3').boundingBox();
      expect(star!.width).toBeGreaterThanOrEqual(44);
      expect(star!.height).toBeGreaterThanOrEqual(44);
    });
  }
});

test.describe('blog accessibility', () => {
  for (const path of ['/blog', '/blog/category/strategy', '/ko/blog/strategy/interactive-reading']) {
    test(`no serious or critical accessibility violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      expect(await a11yProblems(page)).toEqual([]);
    });
  }

  test('paging and the category filter are links, and /blog?page= redirects to /blog', async ({ page }) => {
    await page.goto('/blog?page=2');
    await expect(page).toHaveURL(/\/blog$/);
    await page.getByTestId('pager').getByRole('link', { name: /Older articles/ }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(page.getByTestId('article-list').locator('li').first()).toBeVisible();
    await page.getByTestId('category-filter').getByRole('link', { name: /Test day/ }).click();
    await expect(page).toHaveURL(/\/blog\/category\/test-day$/);
    await expect(page.getByTestId('category-filter').getByRole('link', { name: /Test day/ })).toHaveAttribute('aria-current', 'page');
  });
});
