/** Accounts, payments and signed Stripe deliveries for the payment tests. */
import { SELF, env } from 'cloudflare:test';
import Stripe from 'stripe';
import { createUser } from '../../src/worker/api/embedded/accounts.ts';
import { createSession } from '../../src/worker/auth/sessions.ts';
import { activePlans } from '../../src/worker/billing/plans-repo.ts';
import { createPayment, setCheckoutKey } from '../../src/worker/billing/payments-repo.ts';
import { resolvePurchase } from '../../src/shared/billing/plans.ts';
import { ORIGIN } from './api-helpers.ts';

export const CURRENT_SECRET = 'whsec_test_current';
export const PREVIOUS_SECRET = 'whsec_test_previous';
const subtle = Stripe.createSubtleCryptoProvider();

export async function member(fields: { vipEndTime?: number; examNum?: number } = {}) {
  const user = await createUser(env.DB, { email: `buyer.${crypto.randomUUID().slice(0, 8)}@example.com`, nickname: 'Buyer', verified: true });
  if (fields.vipEndTime !== undefined || fields.examNum !== undefined) {
    await env.DB.prepare('UPDATE users SET vip_end_time = ?, exam_num = ? WHERE id = ?').bind(fields.vipEndTime ?? null, fields.examNum ?? 0, user.id).run();
  }
  return { user, token: await createSession(env.DB, user.id) };
}

/** A pending Stripe payment as payUrl leaves it after creating the Checkout Session. */
export async function stripePayment(userId: number, vipId: string) {
  const purchase = resolvePurchase(vipId, await activePlans(env.DB));
  if (typeof purchase === 'string') throw new Error(purchase);
  const p = await createPayment(env.DB, userId, purchase, 'stripe', 'pricing');
  const sessionId = `cs_test_${p.id}_${crypto.randomUUID().slice(0, 6)}`;
  await setCheckoutKey(env.DB, p.id, sessionId);
  return { ...p, checkout_key: sessionId };
}

export function sessionEvent(type: string, p: { id: number; amount: number; checkout_key: string }, over: Record<string, unknown> = {}) {
  return {
    id: `evt_${crypto.randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: p.checkout_key, object: 'checkout.session', amount_total: p.amount, currency: 'usd', client_reference_id: String(p.id),
        metadata: { logVipId: String(p.id) }, payment_status: type === 'checkout.session.async_payment_failed' ? 'unpaid' : 'paid',
        status: type === 'checkout.session.expired' ? 'expired' : 'complete', payment_intent: `pi_${p.id}`, ...over,
      },
    },
  };
}

export function refundEvent(p: { id: number }) {
  return {
    id: `evt_${crypto.randomUUID().replaceAll('-', '')}`, object: 'event', type: 'charge.refunded', created: Math.floor(Date.now() / 1000),
    data: { object: { id: `ch_${p.id}`, object: 'charge', refunded: true, payment_intent: `pi_${p.id}`, metadata: { logVipId: String(p.id) } } },
  };
}

export async function signature(payload: string, secret = CURRENT_SECRET, timestamp?: number): Promise<string> {
  return Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, timestamp, cryptoProvider: subtle });
}

/** Delivers a webhook as Stripe does: no Origin, the raw body, its Stripe-Signature header. */
export async function deliver(payload: string, header: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (header !== null) headers['stripe-signature'] = header;
  const res = await SELF.fetch(`${ORIGIN}/weapp/api/stripe/webhook`, { method: 'POST', headers, body: payload });
  return { res, json: await res.json<{ status: number; code?: string; message: string }>() };
}

export async function deliverEvent(event: unknown) {
  const payload = JSON.stringify(event);
  return deliver(payload, await signature(payload));
}

export async function account(userId: number) {
  return (await env.DB.prepare('SELECT vip_end_time, exam_num, correct_num, correct_unlimited_until FROM users WHERE id = ?').bind(userId)
    .first<{ vip_end_time: number | null; exam_num: number; correct_num: number; correct_unlimited_until: number | null }>())!;
}

export async function credits(paymentId: number) {
  const { results } = await env.DB.prepare('SELECT kind FROM payment_credits WHERE payment_id = ? ORDER BY kind').bind(paymentId).all<{ kind: string }>();
  return results.map((r) => r.kind);
}

export async function paymentState(id: number) {
  return (await env.DB.prepare('SELECT state FROM payments WHERE id = ?').bind(id).first<{ state: string }>())!.state;
}
