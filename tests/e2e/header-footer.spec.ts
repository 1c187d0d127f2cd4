import { test, expect, headerCta, hydrated } from './fixtures.ts';

test.describe('header', () => {
  test('Products dropdown opens on hover and by keyboard, and lists the four products', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const dropdown = page.getByTestId('products-dropdown');
    await expect(dropdown).toBeHidden();
    await page.locator('.has-dropdown > a').hover();
    await expect(dropdown).toBeVisible();
    await expect(dropdown.locator('a.product-card')).toHaveCount(4);
    await page.mouse.move(5, 600);
    await expect(dropdown).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Show products' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdown).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('says Try for free and links to registration for an anonymous visitor', async ({ page }) => {
    await page.goto('/ja/courses');
    const cta = headerCta(page);
    await expect(cta).toHaveAttribute('href', '/ja/register');
    await expect(cta).toHaveCount(1);
  });

  test('gets a bottom border once scrolled and shows back-to-top after 1200 px', async ({ page }) => {
    await page.goto('/courses');
    await hydrated(page);
    const header = page.getByTestId('site-header');
    await expect(header).not.toHaveClass(/is-scrolled/);
    const toTop = page.getByTestId('back-to-top');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toHaveClass(/is-scrolled/);
    await expect(toTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(toTop).toBeHidden();
  });

  test('colours the header by route', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('site-header')).toHaveClass(/theme-brand/);
    await page.goto('/courses');
    await expect(page.getByTestId('site-header')).toHaveClass(/theme-dark/);
  });
});

test.describe('mobile (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('opens a full-screen side menu with a collapsible Products group', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('.main-nav')).toBeHidden();
    const menu = page.getByTestId('side-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(375);
    const writing = menu.getByRole('link', { name: 'Writing AI correction' });
    await expect(writing).toBeHidden();
    await menu.getByRole('button', { name: 'Products' }).click();
    await expect(writing).toBeVisible();
    await writing.click();
    await expect(page).toHaveURL(/\/writing-ai-correction$/);
  });

  test('has no horizontal scrolling on the main pages', async ({ page }) => {
    for (const path of ['/', '/courses', '/courses/det-interactive-writing', '/pricing', '/th/courses']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('footer', () => {
  test('language picker keeps the page and remembers the choice in a cookie', async ({ page, context }) => {
    await page.goto('/courses/det-fill-in-the-blanks');
    await hydrated(page);
    await page.getByTestId('language-picker').click();
    await page.getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/ja\/courses\/det-fill-in-the-blanks$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_locale');
    expect(cookie?.value).toBe('ja');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86400_000);
  });

  test('shows four article links, the course sections and the independence statement', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('footer-articles').locator('li')).toHaveCount(4);
    await expect(page.getByTestId('independence')).toContainText('no connection with Duolingo');
  });
});

test.describe('cookie notice', () => {
  test('appears 5 s after load, is dismissed with I get it, and does not come back', async ({ page }) => {
    // Paused before the page exists, so the page's time moves only with runFor(): the notice's timer starts
    // within the first 300 ms, which React's batched reveal of the streamed footer needs (animation frames).
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 5_000);
    await page.goto('/pricing');
    await page.clock.runFor(300);
    await hydrated(page);
    const notice = page.getByTestId('cookie-notice');
    await page.clock.runFor(4_600);
    await expect(notice, 'at 4.9 s').toBeHidden();
    await page.clock.runFor(450);
    await expect(notice, 'at 5.35 s').toBeVisible();
    await notice.getByRole('button', { name: 'I get it' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await page.clock.runFor(300);
    await hydrated(page);
    await page.clock.runFor(10_000);
    await expect(notice).toBeHidden();
  });
});

test.describe('404', () => {
  test('shows Page Not Found and leads back home in the same language', async ({ page }) => {
    const res = await page.goto('/fr/no-such-page');
    expect(res!.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.getByTestId('not-found').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/fr$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows what came from backend data in place, not in a hidden copy waiting for a script', async ({ page }) => {
    // A page whose data was at hand is read whole (ADR 042): React must not outline its finished boundaries, or
    // the footer's articles and a course's practice wait, hidden, for an inline script that never runs here.
    for (const path of ['/', '/ja/courses', '/courses/det-interactive-writing']) {
      await page.goto(path);
      await expect(page.getByTestId('footer-articles').locator('li')).toHaveCount(4);
      await expect(page.getByTestId('footer-articles').locator('li').first()).toBeVisible();
      await expect(page.locator('template[id^="B:"], [hidden][id^="S:"]')).toHaveCount(0);
    }
  });
});
