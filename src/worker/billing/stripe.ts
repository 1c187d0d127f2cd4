/**
 * Stripe through its official SDK on the Workers fetch client (ADR 018): Checkout Sessions priced from the plan
 * table, and webhook signatures verified on the raw body with SubtleCrypto. Configured by STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET (a comma-separated list while a secret is being rotated).
 */
import Stripe from 'stripe';
import type { Locale } from '../../shared/locales.ts';
import type { Bindings } from '../env.ts';
import type { PaymentRow } from './payments-repo.ts';
import { signedAtAcceptable } from '../../shared/billing/webhook-time.ts';

export function stripeFor(env: Pick<Bindings, 'STRIPE_SECRET_KEY'>): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  return new Stripe(env.STRIPE_SECRET_KEY, { httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 1, timeout: 10_000 });
}

export interface CheckoutInput {
  payment: PaymentRow;
  productName: string;
  email: string | null;
  locale: Locale;
  successUrl: string;
  cancelUrl: string;
}

export async function createCheckout(stripe: Stripe, input: CheckoutInput): Promise<{ id: string; url: string }> {
  const { payment } = input;
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: payment.currency, unit_amount: payment.amount, product_data: { name: input.productName } } }],
    client_reference_id: String(payment.id),
    metadata: { logVipId: String(payment.id), vipId: payment.vip_id, userId: String(payment.user_id) },
    payment_intent_data: { metadata: { logVipId: String(payment.id) } },
    customer_email: input.email ?? undefined,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    locale: input.locale as Stripe.Checkout.SessionCreateParams.Locale,
  }, { idempotencyKey: `checkout-${payment.id}` });
  if (!session.url) throw new Error('Stripe returned a session without a url');
  return { id: session.id, url: session.url };
}

const crypto = Stripe.createSubtleCryptoProvider();
const webhooks = Stripe.webhooks;

export function webhookSecrets(env: Pick<Bindings, 'STRIPE_WEBHOOK_SECRET'>): string[] {
  return (env.STRIPE_WEBHOOK_SECRET ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/**
 * Verifies a delivery against each configured secret (old and new during a rotation). Returns the event, or
 * null when no secret signs it, the header is missing or malformed, or the timestamp is more than 300 s from now
 * (in the past or, which the library does not check, in the future).
 */
export async function verifyWebhook(rawBody: string, header: string | null, secrets: string[], now = Date.now()): Promise<Stripe.Event | null> {
  if (!header || !signedAtAcceptable(header, now)) return null;
  for (const secret of secrets) {
    try {
      return await webhooks.constructEventAsync(rawBody, header, secret, undefined, crypto);
    } catch {
      // Next secret; a body that no secret signs is refused by the caller.
    }
  }
  return null;
}
