/**
 * A newcomer's way in (issue 17, ADR 033): a first-time call to action opens registration in the visitor's
 * language, and a new account lands in /app in that language with a welcome, back where they were going.
 */
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';

const unique = (tag: string) => `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

async function codeFor(page: Page, email: string): Promise<string> {
  let code = '';
  await expect.poll(async () => {
    const body = await (await page.request.get(`/weapp/api/dev/outbox?email=${encodeURIComponent(email)}`)).json();
    code = /\b(\d{6})\b/.exec(body.messages?.[0]?.body ?? '')?.[1] ?? '';
    return code;
  }).toMatch(/^\d{6}$/);
  return code;
}

/** Both registration steps from the registration page that is open, whatever its language. */
async function registerHere(page: Page, locale: string) {
  const email = unique(`journey-${locale}`);
  await hydrated(page);
  const submit = page.getByTestId('auth-form').locator('button[type="submit"]');
  await page.locator('#auth-email').fill(email);
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/register2`));
  await hydrated(page);
  await page.locator('#auth-code').fill(await codeFor(page, email));
  await page.locator('#auth-nickname').fill('Sari');
  await page.locator('#auth-password').fill('river stone lantern');
  await submit.click();
}

test.describe('phone, Indonesian (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('Try for free in the menu → registration → the app in Indonesian with a welcome', async ({ page }) => {
    await page.goto('/id');
    await hydrated(page);
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const menu = page.getByTestId('side-menu');
    // Returning members have their own way in, next to the first-time call to action.
    await expect(menu.getByTestId('menu-signin')).toHaveAttribute('href', '/id/login');
    await menu.getByRole('link', { name: 'Coba gratis' }).click();
    await expect(page).toHaveURL(/\/id\/register$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Masuk/);
    await expect(page.getByTestId('try-guest')).toBeVisible();
    await registerHere(page, 'id');
    await expect(page).toHaveURL(/\/app\/?#\/home$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByTestId('app-welcome')).toContainText('Selamat datang! Akunmu sudah siap.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Shown once: a reload does not greet again.
    await page.reload();
    await expect(page.getByTestId('app-home')).toBeVisible();
    await expect(page.getByTestId('app-welcome')).toHaveCount(0);
  });
});

test.describe('desktop, Japanese (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('このタスクを練習する on a course page → Japanese registration → that task in the Japanese app', async ({ page }) => {
    await page.goto('/ja/courses/det-read-and-select-course');
    await hydrated(page);
    await page.locator('.course-facts').getByRole('link', { name: 'このタスクを練習する' }).click();
    await expect(page).toHaveURL(/\/ja\/register\?next=%2Fapp#\/practice\/[a-z-]+$/);
    const task = new URL(page.url()).hash;
    await registerHere(page, 'ja');
    await expect(page).toHaveURL(new RegExp(`/app${task}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByTestId('app-welcome')).toContainText('ようこそ！アカウントの準備ができました。');
  });

  test('the header offers Try for free (registration) and Sign in, and /products cards lead to their pages', async ({ page }) => {
    await page.goto('/ja/products');
    await hydrated(page);
    await expect(page.getByTestId('header-cta').filter({ visible: true })).toHaveAttribute('href', '/ja/register');
    await expect(page.getByTestId('header-signin')).toHaveAttribute('href', '/ja/login');
    await expect(page.locator('main .btn-primary').first()).toHaveAttribute('href', '/ja/register');
    await page.locator('.card-link').first().click();
    await expect(page).toHaveURL(/\/ja\/practice$/);
  });

  test('a course page has no fake video player', async ({ page }) => {
    await page.goto('/ja/courses/det-read-and-select-course');
    await expect(page.getByTestId('video-pending')).toBeVisible();
    await expect(page.locator('.video-poster, main [aria-label*="play" i]')).toHaveCount(0);
  });
});
