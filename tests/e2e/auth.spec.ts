import type { Page } from '@playwright/test';
import { test, expect, headerCta, hydrated } from './fixtures.ts';

const unique = (tag: string) => `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

async function codeFor(page: Page, email: string): Promise<string> {
  let code = '';
  await expect.poll(async () => {
    const res = await page.request.get(`/weapp/api/dev/outbox?email=${encodeURIComponent(email)}`);
    const body = await res.json();
    code = /\b(\d{6})\b/.exec(body.messages?.[0]?.body ?? '')?.[1] ?? '';
    return code;
  }).toMatch(/^\d{6}$/);
  return code;
}

/** Asks for a code on the page at `path` (already open unless given) and types it on the next step. */
async function requestAndEnterCode(page: Page, email: string, nextStep: RegExp, path?: string) {
  if (path) await page.goto(path);
  await hydrated(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page).toHaveURL(nextStep);
  await hydrated(page);
  await page.getByLabel('6-digit code').fill(await codeFor(page, email));
}

async function registerThroughPages(page: Page, email: string, password = 'river stone lantern') {
  await requestAndEnterCode(page, email, /\/register2$/, '/register');
  await page.getByLabel('Your name').fill('Rina');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  // A new account lands in the app with a welcome (ADR 033).
  await expect(page).toHaveURL(/\/app\/?#\/home$/);
  await expect(page.getByTestId('app-welcome')).toBeVisible();
}

test('register with the e-mailed code, see the app, sign out', async ({ page }) => {
  const email = unique('rina');
  await registerThroughPages(page, email);
  await page.goto('/');
  const cta = headerCta(page);
  await expect(cta).toHaveText('Get started');
  await expect(cta).toHaveAttribute('href', '/app');
  const stored = await page.evaluate(() => [sessionStorage.getItem('20180428_token'), localStorage.getItem('20180428_token')]);
  expect(stored[0]).toBeTruthy();
  expect(stored[1]).toBe(stored[0]);
  await cta.click();
  await expect(page.getByTestId('app-home')).toBeVisible();
  await expect(page.getByTestId('app-email')).toHaveText(email);
  await expect(page.getByTestId('exam-num')).toHaveText('0');
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(headerCta(page)).toHaveText('Try for free');
  expect(await page.evaluate(() => [sessionStorage.getItem('20180428_token'), localStorage.getItem('20180428_token'), document.cookie.includes('det_i18n_token=')])).toEqual([null, null, false]);
});

test('a refused common password is corrected and the account is created without a new code', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 400/);
  const email = unique('fixpw');
  await requestAndEnterCode(page, email, /\/register2$/, '/register');
  await page.getByLabel('Your name').fill('Rina');
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Create my account' }).click();
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This password is too common')).toBeVisible();
  // The code step is done: the confirmed code is kept, nothing else was mailed.
  await expect(page.getByTestId('code-confirmed')).toBeVisible();
  await expect(page.getByLabel('6-digit code')).toHaveCount(0);
  await expect(page.getByLabel('Your name')).toHaveValue('Rina');
  await password.fill('river stone lantern');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/app\/?#\/home$/);
  await page.goto('/');
  await expect(headerCta(page)).toHaveText('Get started');
  const mails = await (await page.request.get(`/weapp/api/dev/outbox?email=${encodeURIComponent(email)}`)).json();
  expect(mails.messages).toHaveLength(1);
});

test('a wrong password keeps what was typed and says what is wrong', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 400/);
  await page.goto('/login');
  await hydrated(page);
  await page.getByLabel('E-mail address').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not my password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is not right.');
  await expect(page.getByLabel('E-mail address')).toHaveValue('nobody@example.com');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not my password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
});

test('a 401 from any call clears the storages and lands on /', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 401/);
  await registerThroughPages(page, unique('expired'));
  await page.goto('/app');
  await expect(page.getByTestId('app-home')).toBeVisible();
  await page.route('**/weapp/api/practice/progress', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ status: 401, message: 'Session ended' }) }));
  await page.getByTestId('nav-progress').click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(await page.evaluate(() => [sessionStorage.getItem('20180428_token'), localStorage.getItem('20180428_token')])).toEqual([null, null]);
});

test('a password reset ends the old session elsewhere', async ({ page, browser }) => {
  const email = unique('reset');
  await registerThroughPages(page, email);
  const other = await browser.newContext();
  const phone = await other.newPage();
  await requestAndEnterCode(phone, email, /\/resetPasswordStep2$/, '/forget');
  await phone.getByLabel('New password').fill('a completely new one');
  await phone.getByRole('button', { name: 'Save my new password' }).click();
  await expect(phone).toHaveURL(/\/login\?reset=1$/);
  await expect(phone.getByRole('status').first()).toContainText('Your password was changed');
  await other.close();
  await page.goto('/app');
  await expect(page).toHaveURL(/\/login\?next=%2Fapp$/);
});

test('a guest keeps their progress when they register', async ({ page }) => {
  await page.goto('/login');
  await hydrated(page);
  await page.getByRole('button', { name: 'Try without an account' }).click();
  await expect(page.getByTestId('app-home')).toBeVisible();
  await expect(page.getByTestId('answered')).toHaveText('0');
  await page.getByTestId('home-task-fill-in-the-blanks').click();
  await page.getByTestId('gap').fill('zz');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('verdict')).toHaveText('Not right');
  await page.getByTestId('nav-home').click();
  await expect(page.getByTestId('answered')).toHaveText('1');
  await page.getByRole('link', { name: 'Create an account to keep your progress' }).click();
  const email = unique('guest');
  await requestAndEnterCode(page, email, /\/register2$/);
  await page.getByLabel('Your name').fill('Guest Now');
  await page.getByLabel('Password', { exact: true }).fill('kept my progress');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/app\/?#\/home$/);
  await expect(page.getByTestId('app-email')).toHaveText(email);
  await expect(page.getByTestId('answered')).toHaveText('1');
});
