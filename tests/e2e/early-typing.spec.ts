/**
 * Issue 23: keys typed into a server-rendered form before its island hydrates reach the server whole. The CPU is
 * slowed four times (CDP) and the page's scripts are held back until the first keys are in, so typing really
 * starts before hydration, the moment the field exists; the rest is typed after it.
 */
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';

/** Slows the CPU and holds every script until the returned function is called. */
async function slowStart(page: Page): Promise<() => void> {
  test.slow(); // a slower CPU makes every step of the page slower too
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/assets/*.js', async (route) => { await gate; await route.continue(); });
  return release;
}

/** Types the first part before hydration, the rest after it (a re-render must not drop the first part). */
async function typeAcrossHydration(page: Page, path: string, fields: [selector: string, before: string, after: string][]) {
  const release = await slowStart(page);
  await page.goto(path, { waitUntil: 'commit' });
  for (const [selector, before] of fields) await page.locator(selector).pressSequentially(before, { delay: 20 });
  expect(await page.locator('[data-island][data-hydrated="true"]').count()).toBe(0);
  release();
  await hydrated(page);
  for (const [selector, before, after] of fields) {
    await page.locator(selector).press('End');
    await page.locator(selector).pressSequentially(after, { delay: 20 });
    await expect(page.locator(selector)).toHaveValue(before + after);
  }
}

for (const locale of ['', '/id']) {
  test(`sign-up${locale || ' (en)'}: an e-mail typed right after load is sent whole`, async ({ page }) => {
    const box = Math.random().toString(36).slice(2, 8);
    await typeAcrossHydration(page, `${locale}/register`, [['#auth-email', 'sari', `0.${box}.id@example.com`]]);
    const sent = page.waitForRequest((r) => r.url().endsWith('/weapp/api/common/sesCode'));
    await page.locator('form[data-testid="auth-form"] button[type="submit"]').click();
    expect((await sent).postDataJSON()).toMatchObject({ email: `sari0.${box}.id@example.com` });
  });
}

test('sign-in: e-mail and password typed before hydration are both sent', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 400/);
  await typeAcrossHydration(page, '/login', [['#auth-email', 'early.bird', '@example.com'], ['#auth-password', 'typed early', ' too']]);
  const sent = page.waitForRequest((r) => r.url().endsWith('/weapp/api/common/login'));
  await page.locator('form[data-testid="auth-form"] button[type="submit"]').click();
  expect((await sent).postDataJSON()).toMatchObject({ email: 'early.bird@example.com', password: 'typed early too' });
});

test('contact form: a name typed before hydration survives later typing and is sent', async ({ page }) => {
  const email = `early.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await typeAcrossHydration(page, '/contact-us', [['#contact-name', 'Sari', ' Wulandari'], ['#contact-email', 'early.', email.slice(6)]]);
  await page.locator('#contact-topic').selectOption('mockTests');
  await page.locator('#contact-message').pressSequentially('The timer of my mock test kept running after I closed the tab.', { delay: 40 });
  await expect(page.locator('#contact-name')).toHaveValue('Sari Wulandari');
  const sent = page.waitForRequest((r) => r.url().endsWith('/weapp/api/common/portalContact'));
  await page.getByTestId('contact-form').getByRole('button', { name: 'Send message' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name: 'Sari Wulandari', email });
});
