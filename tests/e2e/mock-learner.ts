/** Shared steps of the mock test browser tests: a registered learner with one purchased mock, keyboard presses. */
import type { Page } from '@playwright/test';

const unique = (tag: string) => `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Registers through the API and buys one mock test through the built-in test checkout (as payments tests do). */
export async function learnerWithOneMock(page: Page): Promise<void> {
  await page.goto('/cookie');
  await page.evaluate(async (email) => {
    const post = async (path: string, body: unknown, token?: string) => (await fetch(`/weapp/api${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body),
    })).json();
    await post('/common/sesCode', { email, purpose: 'register' });
    const outbox = await (await fetch(`/weapp/api/dev/outbox?email=${encodeURIComponent(email)}`)).json() as { messages: { body: string }[] };
    const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1];
    const { ticket } = await post('/common/sesCodeVerify', { email, purpose: 'register', code }) as { ticket: string };
    const { token } = await post('/common/register', { ticket, nickname: 'Mia', password: 'river stone lantern' }) as { token: string };
    const pay = await (await fetch('/weapp/api/stripe/payUrl?vipId=41&path=pricing&isMobile=0', { headers: { authorization: `Bearer ${token}` } })).json() as { logVipId: number };
    await post('/stripe/testCheckout', { logVipId: String(pay.logVipId), action: 'pay', amount: 499 }, token);
    sessionStorage.setItem('20180428_token', token);
    localStorage.setItem('20180428_token', token);
    document.cookie = `det_i18n_token=${token}; Path=/; Max-Age=7776000; SameSite=Lax`;
  }, unique('mock'));
}

/** Presses Enter on a control (keyboard only: focus, then the key). */
export async function press(page: Page, testId: string) {
  await page.getByTestId(testId).focus();
  await page.keyboard.press('Enter');
}

