/**
 * The payment calls of SPEC §7: plan lists, payment start, status poll, the Stripe webhook, and the built-in
 * test checkout's buttons (no Stripe key, never in production). Every path into an account goes through
 * fulfil() (src/worker/billing/fulfil.ts).
 */
import { testCheckoutAllowed } from '../../billing/test-checkout.ts';
import { Hono, type Context } from 'hono';
import type Stripe from 'stripe';
import * as B from '../../../shared/api/billing.ts';
import { resolvePurchase, type Plan } from '../../../shared/billing/plans.ts';
import { isLocale, type Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes.ts';
import type { AppEnv } from '../../env.ts';
import { hit } from '../../auth/rate-limit.ts';
import { userById } from '../../auth/users.ts';
import { activePlans } from '../../billing/plans-repo.ts';
import { createPayment, ownPayment, paymentById, paymentByIntent, setCheckoutKey, statusRecord, type PaymentRow } from '../../billing/payments-repo.ts';
import { fulfil, FulfilmentRefused, type Outcome } from '../../billing/fulfil.ts';
import { createCheckout, stripeFor, verifyWebhook, webhookSecrets } from '../../billing/stripe.ts';
import { ApiFailure, currentUser, fail, jsonBody, queryParams, requireUser } from '../http.ts';

export const billingRoutes = new Hono<AppEnv>();

const PAY_STARTS_PER_HOUR = 30;
const STRIPE_REFRESH_MS = 5000;

function vipItems(plans: Plan[]) {
  return plans.map((p) => ({
    id: p.id, type: p.type, tag: p.tag, name: p.name, day: p.day, amount: p.amount, currency: p.currency,
    examNum: p.examNum, correctNum: p.correctNum, unlimitedCorrection: p.unlimitedCorrection, sort: p.sort,
  }));
}

billingRoutes.get('/common/vips', async (c) => {
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(vipItems(await activePlans(c.env.DB)));
});

billingRoutes.get('/vips', async (c) => {
  await requireUser(c);
  return c.json(vipItems(await activePlans(c.env.DB)));
});

// Answers without a session too (nothing current): /pricing asks whenever the browser holds a token, and a
// stale token must not turn into a 401 that logs an error on a public page.
billingRoutes.get('/vips/current', async (c) => {
  const user = await currentUser(c);
  const now = Date.now();
  const active = !!user && user.vip_end_time !== null && user.vip_end_time > now;
  const latest = active ? await c.env.DB.prepare(
    "SELECT tag FROM payments WHERE user_id = ? AND state = 'paid' AND type = 5 ORDER BY paid_at DESC LIMIT 1",
  ).bind(user.id).first<{ tag: string }>() : null;
  return c.json({ tag: latest?.tag ?? '', vipEndTime: active ? new Date(user.vip_end_time!).toISOString() : null });
});

function requestLocale(c: Context<AppEnv>): Locale {
  const l = c.req.header('locale');
  return isLocale(l) ? l : 'en';
}

const RETURN_ROUTE = { pricing: 'pricing', 'duolingo-practice-test': 'practiceTest' } as const;

billingRoutes.get('/stripe/payUrl', async (c) => {
  // A GET by SPEC, yet it starts a payment: only the site's own script may call it, which sends the bearer
  // header (a cross-site page cannot set Authorization without a preflight we never grant).
  if (!c.req.header('authorization')) fail(401, 'session_invalid', 'Your session has ended. Please sign in again.');
  const user = await requireUser(c);
  // A guest's purchase would be lost with its browser storage: paying needs a real account (SPEC §6).
  if (user.temp === 1) fail(403, 'sign_in_required', 'Please sign in with your account to buy.');
  const q = queryParams(c, B.PayUrlQuery);
  const plans = await activePlans(c.env.DB);
  const purchase = resolvePurchase(q.vipId, plans);
  if (typeof purchase === 'string') {
    fail(400, purchase, purchase === 'plan_unknown' ? 'This plan is not on sale.' : purchase === 'pack_not_allowed'
      ? 'This add-on cannot be bought with this plan.' : 'Invalid vipId.', 'vipId');
  }
  const limit = await hit(c.env.DB, `pay-start:user:${user.id}`, 60 * 60_000, PAY_STARTS_PER_HOUR);
  if (!limit.allowed) throw new ApiFailure(429, 'too_many_requests', 'Too many payment attempts. Please wait a little.', undefined, limit.retryAfterSeconds);

  const locale = requestLocale(c);
  const origin = new URL(c.req.url).origin;
  const stripe = stripeFor(c.env);
  if (!stripe && !testCheckoutAllowed(c.env)) fail(503, 'payments_unavailable', 'Payments are not available right now. Please try again later.');
  const payment = await createPayment(c.env.DB, user.id, purchase, stripe ? 'stripe' : 'test', q.path);
  if (!stripe) {
    await setCheckoutKey(c.env.DB, payment.id, `test_${payment.id}`);
    return c.json({ logVipId: payment.id, url: `${origin}${href(locale, 'testCheckout', { id: String(payment.id) })}` });
  }
  const productName = purchase.pack ? `${purchase.plan.name} + ${purchase.pack.name}` : purchase.plan.name;
  try {
    const session = await createCheckout(stripe, {
      payment, productName, email: user.email, locale,
      successUrl: `${origin}${href(locale, 'success', { id: String(payment.id) })}`,
      cancelUrl: `${origin}${href(locale, RETURN_ROUTE[q.path])}?checkout=cancelled`,
    });
    await setCheckoutKey(c.env.DB, payment.id, session.id);
    return c.json({ logVipId: payment.id, url: session.url });
  } catch (err) {
    console.error(JSON.stringify({ msg: 'stripe checkout failed', requestId: c.get('requestId'), err: String(err) }));
    fail(502, 'checkout_unavailable', 'The payment page could not be opened. Please try again.');
  }
});

/** Asks Stripe directly while a payment is pending, so a delayed webhook never keeps the learner waiting. */
async function refreshFromStripe(c: Context<AppEnv>, p: PaymentRow): Promise<void> {
  const stripe = stripeFor(c.env);
  if (!stripe || p.provider !== 'stripe' || !p.checkout_key || p.state !== 'pending') return;
  // The page polls every second; Stripe is asked at most every STRIPE_REFRESH_MS per payment (the webhook
  // normally arrives first), which keeps a crowd of waiting pages far below Stripe's API rate limits.
  if (!(await hit(c.env.DB, `stripe-refresh:${p.id}`, STRIPE_REFRESH_MS, 1)).allowed) return;
  try {
    const session = await stripe.checkout.sessions.retrieve(p.checkout_key);
    const outcome = sessionOutcome(session, 'poll');
    if (outcome) await fulfil(c.env.DB, p.id, outcome);
  } catch (err) {
    console.error(JSON.stringify({ msg: 'stripe status check failed', requestId: c.get('requestId'), err: String(err) }));
  }
}

billingRoutes.get('/stripe/status', async (c) => {
  const user = await requireUser(c);
  const { logVipId } = queryParams(c, B.StatusQuery);
  let p = await ownPayment(c.env.DB, Number(logVipId), user.id);
  if (!p) fail(404, 'payment_not_found', 'No such payment.');
  if (p.state === 'pending') {
    await refreshFromStripe(c, p);
    p = (await paymentById(c.env.DB, p.id))!;
  }
  const fresh = await userById(c.env.DB, user.id);
  return c.json({ err: null, data: statusRecord(p, fresh?.vip_end_time ?? null) });
});

function sessionOutcome(s: Stripe.Checkout.Session, source: 'poll' | Stripe.Event['type']): Outcome | null {
  const paid = { kind: 'paid' as const, amount: s.amount_total ?? -1, currency: s.currency ?? '', checkoutKey: s.id,
    paymentIntent: typeof s.payment_intent === 'string' ? s.payment_intent : s.payment_intent?.id ?? null };
  if (source === 'checkout.session.async_payment_succeeded') return paid;
  if (source === 'checkout.session.async_payment_failed') return { kind: 'failed' };
  if (source === 'checkout.session.expired' || s.status === 'expired') return { kind: 'expired' };
  if (s.payment_status === 'paid' && (source === 'poll' || source === 'checkout.session.completed')) return paid;
  return null;
}

function paymentIdOf(s: Stripe.Checkout.Session): number | null {
  const raw = s.metadata?.logVipId ?? s.client_reference_id ?? '';
  return /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : null;
}

async function handleEvent(db: D1Database, event: Stripe.Event): Promise<'handled' | 'ignored'> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const id = paymentIdOf(session);
      const outcome = sessionOutcome(session, event.type);
      if (id === null || !outcome) return 'ignored';
      await fulfil(db, id, outcome);
      return 'handled';
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      // Partial refunds are a support matter; only a full refund takes the purchase back.
      if (!charge.refunded) return 'ignored';
      const fromMeta = charge.metadata?.logVipId;
      const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      const p = fromMeta && /^[1-9][0-9]{0,15}$/.test(fromMeta) ? await paymentById(db, Number(fromMeta))
        : intent ? await paymentByIntent(db, intent) : null;
      if (!p) return 'ignored';
      await fulfil(db, p.id, { kind: 'refunded' });
      return 'handled';
    }
    default:
      return 'ignored';
  }
}

billingRoutes.post('/stripe/webhook', async (c) => {
  const secrets = webhookSecrets(c.env);
  if (!secrets.length) fail(404, 'not_found', 'Not Found');
  const raw = await c.req.text();
  if (raw.length > 512 * 1024) fail(413, 'body_too_large', 'The request body is too large.');
  const event = await verifyWebhook(raw, c.req.header('stripe-signature') ?? null, secrets);
  if (!event) fail(400, 'signature_invalid', 'The webhook signature could not be verified.');
  try {
    const result = await handleEvent(c.env.DB, event);
    return c.json({ status: 200, message: result });
  } catch (err) {
    if (err instanceof FulfilmentRefused) {
      console.error(JSON.stringify({ msg: 'webhook refused', event: event.id, code: err.code }));
      fail(err.code === 'payment_unknown' ? 404 : 400, err.code, err.message);
    }
    throw err;
  }
});

billingRoutes.post('/stripe/testCheckout', async (c) => {
  if (!testCheckoutAllowed(c.env)) fail(404, 'not_found', 'Not Found');
  const user = await requireUser(c);
  const body = await jsonBody(c, B.TestCheckoutRequest);
  const p = await ownPayment(c.env.DB, Number(body.logVipId), user.id);
  if (!p || p.provider !== 'test') fail(404, 'payment_not_found', 'No such payment.');
  if (p.state !== 'pending') fail(409, 'payment_settled', 'This checkout is already finished.');
  const locale = requestLocale(c);
  try {
    if (body.action === 'cancel') {
      await fulfil(c.env.DB, p.id, { kind: 'cancelled' });
      const route = RETURN_ROUTE[p.return_path as keyof typeof RETURN_ROUTE] ?? 'pricing';
      return c.json({ status: 200 as const, message: 'Cancelled.', next: `${href(locale, route)}?checkout=cancelled` });
    }
    await fulfil(c.env.DB, p.id, { kind: 'paid', amount: body.amount, currency: p.currency, checkoutKey: `test_${p.id}` });
  } catch (err) {
    if (err instanceof FulfilmentRefused) fail(400, err.code, err.message, err.code === 'amount_mismatch' ? 'amount' : undefined);
    throw err;
  }
  return c.json({ status: 200 as const, message: 'Paid.', next: href(locale, 'success', { id: String(p.id) }) });
});
