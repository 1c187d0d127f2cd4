/** The payment calls (SPEC §7) and their pages, against the worker in workerd with the test checkout. */
import { describe, expect, it } from 'vitest';
import { SELF } from 'cloudflare:test';
import { call, env } from './api-helpers.ts';
import { account, credits, member, paymentState } from './billing-helpers.ts';
import { DAY_MS } from '../../src/shared/billing/entitlement.ts';
import { forgetOffers } from '../../src/worker/pages/offers-data.ts';

const page = (path: string, token?: string) =>
  SELF.fetch(`http://localhost:8787${path}`, { headers: token ? { cookie: `det_i18n_token=${token}` } : {}, redirect: 'manual' });

async function paymentsOf(userId: number) {
  return (await env.DB.prepare('SELECT COUNT(*) AS n FROM payments WHERE user_id = ?').bind(userId).first<{ n: number }>())!.n;
}

async function start(token: string, vipId: string) {
  return call(`/stripe/payUrl?vipId=${encodeURIComponent(vipId)}&path=pricing&isMobile=0`, { token, headers: { locale: 'de' } });
}

describe('plan lists and settings', () => {
  it('lists the seeded plans publicly, in cents, and to members', async () => {
    const { res, json } = await call('/common/vips');
    expect(res.status).toBe(200);
    const byId = new Map(json.map((p: { id: number }) => [p.id, p]));
    expect(['1 Test', '3 Tests', '5 Tests', '10 Tests'].map((n) => json.find((p: { name: string }) => p.name === n)?.amount)).toEqual([499, 1399, 1799, 2799]);
    expect(byId.get(56)).toMatchObject({ type: 5, tag: 'Pro', day: 90, unlimitedCorrection: true });
    expect((await call('/vips')).res.status).toBe(401);
    const { token } = await member();
    expect((await call('/vips', { token })).json).toEqual(json);
    expect((await call('/common/setting?status=1&keys=priceSaveUp')).json).toEqual({ priceSaveUp: '40' });
  });
});

describe('starting a payment', () => {
  it('answers logVipId and the test checkout url, priced from the plan table', async () => {
    const { user, token } = await member();
    const { res, json } = await start(token, '54,31');
    expect(res.status).toBe(200);
    expect(json.url).toBe(`http://localhost:8787/de/test-checkout/${json.logVipId}`);
    const row = await env.DB.prepare('SELECT amount, vip_id, state, user_id FROM payments WHERE id = ?').bind(json.logVipId).first();
    expect(row).toEqual({ amount: 4980, vip_id: '54,31', state: 'pending', user_id: user.id });
  });

  it.each([
    ['999', 'plan_unknown'], ['54,999', 'plan_unknown'], ['41,31', 'pack_not_allowed'], ['54;31', 'vip_id_invalid'], ['', 'vip_id_invalid'], ['54,31,1', 'vip_id_invalid'],
  ])('refuses vipId %j with %s and writes nothing', async (vipId, code) => {
    const { user, token } = await member();
    const { res, json } = await start(token, vipId);
    expect(res.status).toBe(400);
    expect(json).toMatchObject({ status: 400, code, field: 'vipId' });
    expect(await paymentsOf(user.id)).toBe(0);
  });

  it('needs the bearer header of the site script, not only the cookie, and a real account', async () => {
    const { user, token } = await member();
    const res = await SELF.fetch('http://localhost:8787/weapp/api/stripe/payUrl?vipId=41&path=pricing&isMobile=0', { headers: { cookie: `det_i18n_token=${token}` } });
    expect(res.status).toBe(401);
    expect(await paymentsOf(user.id)).toBe(0);
    const guest = await call('/common/guest', { body: {} });
    expect((await start(guest.json.token, '41')).json).toMatchObject({ status: 403, code: 'sign_in_required' });
  });
});

describe('status and ownership', () => {
  it('answers the owner with the status record and anyone else with 404', async () => {
    const owner = await member();
    const other = await member();
    const { json: started } = await start(owner.token, '41');
    const mine = await call(`/stripe/status?logVipId=${started.logVipId}`, { token: owner.token });
    expect(mine.json).toEqual({ err: null, data: { code: 0, vipEndTime: null, vipDays: 0, examNum: 1, correctNum: 0, id: started.logVipId, amount: 499, write: 0, speak: 0, type: 4, tag: '' } });
    const theirs = await call(`/stripe/status?logVipId=${started.logVipId}`, { token: other.token });
    expect(theirs.res.status).toBe(404);
    expect(theirs.json.code).toBe('payment_not_found');
    expect((await call('/stripe/status?logVipId=abc', { token: owner.token })).json.code).toBe('log_vip_id_invalid');
    // Their pages too: the success page and the test checkout are 404 for someone else and for unknown ids.
    expect((await page(`/success/${started.logVipId}`, owner.token)).status).toBe(200);
    expect((await page(`/success/${started.logVipId}`, other.token)).status).toBe(404);
    expect((await page('/success/987654321', owner.token)).status).toBe(404);
    expect((await page(`/test-checkout/${started.logVipId}`, other.token)).status).toBe(404);
    const checkout = await page(`/de/test-checkout/${started.logVipId}`, owner.token);
    const html = await checkout.text();
    expect(checkout.status).toBe(200);
    expect(html).toContain('TESTMODUS');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    // Someone else cannot press Pay on it either.
    expect((await call('/stripe/testCheckout', { token: other.token, body: { logVipId: String(started.logVipId), action: 'pay', amount: 499 } })).res.status).toBe(404);
  });
});

describe('the test checkout goes through fulfilment', () => {
  it('Pay credits the purchase once: Premium from the current end, counts added, a 90-day mock window', async () => {
    const end = Date.now() + 10 * DAY_MS;
    const { user, token } = await member({ vipEndTime: end, examNum: 2 });
    const { json: started } = await start(token, '52');
    const paid = await call('/stripe/testCheckout', { token, headers: { locale: 'ja' }, body: { logVipId: String(started.logVipId), action: 'pay', amount: 2990 } });
    expect(paid.json).toEqual({ status: 200, message: 'Paid.', next: `/ja/success/${started.logVipId}` });
    const after = await account(user.id);
    expect(after.vip_end_time).toBe(end + 30 * DAY_MS);
    expect([after.exam_num, after.correct_num]).toEqual([5, 30]);
    const status = await call(`/stripe/status?logVipId=${started.logVipId}`, { token });
    expect(status.json.data).toMatchObject({ code: 1, vipEndTime: new Date(end + 30 * DAY_MS).toISOString(), tag: 'Plus', type: 5 });
    const window = await env.DB.prepare('SELECT granted_at, expires_at, exam_num FROM exam_credits WHERE payment_id = ?').bind(started.logVipId)
      .first<{ granted_at: number; expires_at: number; exam_num: number }>();
    expect(window!.expires_at - window!.granted_at).toBe(90 * DAY_MS);
    expect(window!.exam_num).toBe(3);
    // A second press is refused and changes nothing.
    expect((await call('/stripe/testCheckout', { token, body: { logVipId: String(started.logVipId), action: 'pay', amount: 2990 } })).json.code).toBe('payment_settled');
    expect(await account(user.id)).toEqual(after);
  });

  it('a tampered amount is refused with a clear error and nothing written', async () => {
    const { user, token } = await member();
    const { json: started } = await start(token, '53');
    const before = await account(user.id);
    const res = await call('/stripe/testCheckout', { token, body: { logVipId: String(started.logVipId), action: 'pay', amount: 1 } });
    expect(res.res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'amount_mismatch', field: 'amount' });
    expect(await account(user.id)).toEqual(before);
    expect(await paymentState(started.logVipId)).toBe('pending');
    expect(await credits(started.logVipId)).toEqual([]);
  });

  it('Cancel credits nothing and the status says so', async () => {
    const { user, token } = await member();
    const { json: started } = await start(token, '41');
    const before = await account(user.id);
    const res = await call('/stripe/testCheckout', { token, headers: { locale: 'de' }, body: { logVipId: String(started.logVipId), action: 'cancel', amount: 499 } });
    expect(res.json.next).toBe('/de/pricing?checkout=cancelled');
    expect(await account(user.id)).toEqual(before);
    expect((await call(`/stripe/status?logVipId=${started.logVipId}`, { token })).json.data.code).toBe(2);
  });
});

describe('the current plan', () => {
  it('names the tier of the latest paid membership while Premium runs', async () => {
    const { token } = await member();
    expect((await call('/vips/current', { token })).json).toEqual({ tag: '', vipEndTime: null });
    const { json: started } = await start(token, '55');
    await call('/stripe/testCheckout', { token, body: { logVipId: String(started.logVipId), action: 'pay', amount: 5490 } });
    const { json } = await call('/vips/current', { token });
    expect(json.tag).toBe('Plus');
    expect(Date.parse(json.vipEndTime) - Date.now()).toBeGreaterThan(89 * DAY_MS);
    // No session, or a stale one: nothing current (a public page asks; no 401 to log).
    expect((await call('/vips/current')).json).toEqual({ tag: '', vipEndTime: null });
    expect((await call('/vips/current', { token: 'e2e-token-that-never-existed' })).json).toEqual({ tag: '', vipEndTime: null });
  });
});

describe('public offer pages', () => {
  it('a failed plan load shows "unavailable" and is never stored in the page cache', async () => {
    // Plans are kept in the isolate for a minute once read (ADR 042, sixth amendment): start from a real load.
    forgetOffers();
    await env.DB.prepare('ALTER TABLE plans RENAME TO plans_offline').run();
    try {
      for (let i = 0; i < 2; i++) {
        const res = await page('/it/pricing');
        expect(res.status).toBe(200);
        expect(res.headers.get('x-page-cache')).toBe('miss');
        expect(res.headers.has('x-page-uncacheable')).toBe(false);
        expect(await res.text()).not.toContain('data-island="PlanPicker"');
      }
    } finally {
      await env.DB.prepare('ALTER TABLE plans_offline RENAME TO plans').run();
    }
    const back = await (await page('/it/pricing')).text();
    expect(back).toContain('data-island="PlanPicker"');
  });

  it('render the plan table on the server, the same for everyone', async () => {
    const html = await (await page('/pricing')).text();
    for (const price of ['$39.90', '$4.99', '$13.99', '$17.99', '$27.99']) expect(html).toContain(price);
    expect(html).toContain('data-island="PlanPicker"');
    expect(html).toContain('Save up to 40%');
    expect(html).toContain('/login?next=%2Fpricing%23plan-pro');
    const de = await (await page('/de/duolingo-practice-test')).text();
    expect(de).toContain('data-island="PackOffers"');
    expect(de.replace(/[\u00a0\u202f]/g, ' ')).toContain('27,99 $');
  });
});
