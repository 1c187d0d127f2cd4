/**
 * The Stripe webhook: signatures checked on the raw body (headers built with the SDK's test helper), and
 * fulfilment that credits exactly once whatever arrives, how often and in which order.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { call, env } from './api-helpers.ts';
import {
  CURRENT_SECRET, PREVIOUS_SECRET, account, credits, deliver, deliverEvent, member, paymentState, refundEvent, sessionEvent, signature, stripePayment,
} from './billing-helpers.ts';
import { applyGrant } from '../../src/shared/billing/entitlement.ts';
import { fulfil } from '../../src/worker/billing/fulfil.ts';

describe('webhook signatures', () => {
  async function signedCase() {
    const { user } = await member();
    const p = await stripePayment(user.id, '41');
    return { user, p, payload: JSON.stringify(sessionEvent('checkout.session.completed', p)) };
  }

  it('accepts a delivery signed with the current secret, without any Origin', async () => {
    const { user, p, payload } = await signedCase();
    const { res } = await deliver(payload, await signature(payload));
    expect(res.status).toBe(200);
    expect((await account(user.id)).exam_num).toBe(1);
    expect(await paymentState(p.id)).toBe('paid');
  });

  it('accepts the previous secret while a rotation is under way', async () => {
    const { user, payload } = await signedCase();
    expect((await deliver(payload, await signature(payload, PREVIOUS_SECRET))).res.status).toBe(200);
    expect((await account(user.id)).exam_num).toBe(1);
  });

  it.each([
    ['a wrong secret', async (payload: string) => ({ payload, header: await signature(payload, 'whsec_someone_else') })],
    ['one changed byte in the body', async (payload: string) => ({ payload: payload.replace('"amount_total":499', '"amount_total":498'), header: await signature(payload) })],
    ['a stale timestamp', async (payload: string) => ({ payload, header: await signature(payload, CURRENT_SECRET, Math.floor(Date.now() / 1000) - 3600) })],
    ['a timestamp a day in the future', async (payload: string) => ({ payload, header: await signature(payload, CURRENT_SECRET, Math.floor(Date.now() / 1000) + 86_400) })],
    ['a timestamp 301 s in the future', async (payload: string) => ({ payload, header: await signature(payload, CURRENT_SECRET, Math.floor(Date.now() / 1000) + 301) })],
    ['no signature header', async (payload: string) => ({ payload, header: null })],
    ['a malformed header', async (payload: string) => ({ payload, header: 't=abc,v1=' })],
  ])('refuses %s and writes nothing', async (_, make) => {
    const { user, p, payload } = await signedCase();
    const bad = await make(payload);
    const { res, json } = await deliver(bad.payload, bad.header);
    expect(res.status).toBe(400);
    expect(json.code).toBe('signature_invalid');
    expect(await account(user.id)).toMatchObject({ exam_num: 0, vip_end_time: null });
    expect(await paymentState(p.id)).toBe('pending');
  });

  it('refuses a signed event whose amount differs from the plan price, writing nothing', async () => {
    const { user } = await member();
    const p = await stripePayment(user.id, '56');
    const { res, json } = await deliverEvent(sessionEvent('checkout.session.completed', p, { amount_total: 100 }));
    expect(res.status).toBe(400);
    expect(json.code).toBe('amount_mismatch');
    expect(await credits(p.id)).toEqual([]);
    expect(await account(user.id)).toMatchObject({ vip_end_time: null, exam_num: 0, correct_unlimited_until: null });
  });
});

describe('exactly-once fulfilment', () => {
  it('the same event ten times at once plus the status poll credit once', async () => {
    const { user, token } = await member();
    const p = await stripePayment(user.id, '55,31');
    const event = sessionEvent('checkout.session.completed', p);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => deliverEvent(event)),
      call(`/stripe/status?logVipId=${p.id}`, { token }),
    ]);
    expect(results.slice(0, 10).map((r) => r.res.status)).toEqual(Array(10).fill(200));
    expect(await credits(p.id)).toEqual(['credit']);
    expect(await account(user.id)).toMatchObject({ exam_num: 9, correct_num: 100 });
    expect((await call(`/stripe/status?logVipId=${p.id}`, { token })).json.data.code).toBe(1);
  });

  it('applies the same rule as the pure entitlement module', async () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const { user } = await member({ vipEndTime: now + 86_400_000, examNum: 1 });
    const p = await stripePayment(user.id, '53');
    const before = await account(user.id);
    await fulfil(env.DB, p.id, { kind: 'paid', amount: p.amount, currency: 'usd' }, now);
    const expected = applyGrant({ vipEndTime: before.vip_end_time, examNum: before.exam_num, correctNum: before.correct_num, unlimitedUntil: null },
      { vipDays: 30, examNum: 5, correctNum: 0, unlimitedCorrection: true, type: 5, tag: 'Pro' }, now);
    const after = await account(user.id);
    expect({ vipEndTime: after.vip_end_time, examNum: after.exam_num, correctNum: after.correct_num, unlimitedUntil: after.correct_unlimited_until }).toEqual(expected);
  });

  it('reordered and repeated async events credit exactly once; paid is never downgraded', async () => {
    await fc.assert(fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 3 }), async (s, copies) => {
      const { user, token } = await member();
      const p = await stripePayment(user.id, '51');
      const events = [
        sessionEvent('checkout.session.completed', p, { payment_status: 'unpaid' }),
        ...Array.from({ length: copies }, () => sessionEvent('checkout.session.async_payment_succeeded', p)),
        sessionEvent('checkout.session.expired', p, { payment_status: 'unpaid' }),
      ];
      const work = [
        ...events.map((e) => s.schedule(Promise.resolve(e)).then(deliverEvent)),
        s.schedule(Promise.resolve()).then(() => call(`/stripe/status?logVipId=${p.id}`, { token })),
      ];
      await s.waitAll();
      await Promise.all(work);
      expect(await credits(p.id)).toEqual(['credit']);
      expect(await paymentState(p.id)).toBe('paid');
      expect(await account(user.id)).toMatchObject({ exam_num: 1, correct_num: 10 });
    }), { numRuns: 12 });
  });

  it('a refund takes back what the credit gave, whichever arrives first', async () => {
    await fc.assert(fc.asyncProperty(fc.scheduler(), async (s) => {
      const start = Date.now() + 5 * 86_400_000;
      const { user } = await member({ vipEndTime: start, examNum: 4 });
      const p = await stripePayment(user.id, '54,31');
      const events = [sessionEvent('checkout.session.completed', p), sessionEvent('checkout.session.completed', p), refundEvent(p)];
      const work = events.map((e) => s.schedule(Promise.resolve(e)).then(deliverEvent));
      await s.waitAll();
      await Promise.all(work);
      expect(await account(user.id)).toMatchObject({ vip_end_time: start, exam_num: 4, correct_num: 0 });
      expect(await paymentState(p.id)).toBe('refunded');
      const ledger = await credits(p.id);
      expect(ledger.length === 0 || ledger.join() === 'credit,debit').toBe(true);
    }), { numRuns: 10 });
  });
});
