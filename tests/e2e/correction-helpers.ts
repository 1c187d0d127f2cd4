/** Shared steps of the correction browser tests: a fresh signed-in learner, and corrections bought through the test checkout. */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, hydrated } from './fixtures.ts';

const unique = (tag: string) => `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

export async function signUp(page: Page, tag = 'writer') {
  const email = unique(tag);
  await page.goto('/cookie');
  await page.evaluate(async ({ email }) => {
    const post = (path: string, body: unknown) => fetch(`/weapp/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await post('/common/sesCode', { email, purpose: 'register' });
    const outbox = await (await fetch(`/weapp/api/dev/outbox?email=${encodeURIComponent(email)}`)).json() as { messages: { body: string }[] };
    const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1];
    const { ticket } = await (await post('/common/sesCodeVerify', { email, purpose: 'register', code })).json() as { ticket: string };
    const { token } = await (await post('/common/register', { ticket, nickname: 'Lea', password: 'quiet harbour lamp' })).json() as { token: string };
    sessionStorage.setItem('20180428_token', token);
    localStorage.setItem('20180428_token', token);
    document.cookie = `det_i18n_token=${token}; Path=/; Max-Age=7776000; SameSite=Lax`;
  }, { email });
}

/** Buys the Plus plan with its correction add-on through the test checkout. */
export async function buyCorrections(page: Page, context: BrowserContext) {
  await page.goto('/pricing');
  await hydrated(page);
  const plus = page.getByTestId('plan-Plus');
  await plus.getByRole('checkbox').check();
  const [checkout] = await Promise.all([context.waitForEvent('page'), plus.getByRole('link', { name: /Buy for/ }).click()]);
  await hydrated(checkout);
  await checkout.getByRole('button', { name: /^Pay .* \(test\)$/ }).click();
  await expect(checkout).toHaveURL(/\/success\/\d+$/);
  await checkout.close();
}
