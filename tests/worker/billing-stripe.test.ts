/**
 * What we ask Stripe for: a Checkout Session priced from the payment row, tied to it (client_reference_id,
 * metadata, idempotency key), returning to our pages in the learner's language. The SDK runs on a fetch
 * function that records the request and answers like the API, so nothing leaves the test.
 */
import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { env } from './api-helpers.ts';
import { member, stripePayment } from './billing-helpers.ts';
import { createCheckout } from '../../src/worker/billing/stripe.ts';

describe('creating a Checkout Session', () => {
  it('sends the price in cents from the payment, its id, an idempotency key and the return urls', async () => {
    const seen: { url: string; headers: Headers; body: URLSearchParams }[] = [];
    const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push({ url: String(input), headers: new Headers(init?.headers), body: new URLSearchParams(String(init?.body ?? '')) });
      return new Response(JSON.stringify({ id: 'cs_test_recorded', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_recorded' }),
        { status: 200, headers: { 'content-type': 'application/json', 'request-id': 'req_1' } });
    }) as typeof fetch;
    const stripe = new Stripe('sk_test_recorded', { httpClient: Stripe.createFetchHttpClient(fakeFetch), maxNetworkRetries: 0 });
    const { user } = await member();
    const payment = await stripePayment(user.id, '54,31');
    const session = await createCheckout(stripe, {
      payment, productName: 'Basic 90 days + 10 AI corrections', email: user.email, locale: 'ja',
      successUrl: `https://detprep.com/ja/success/${payment.id}`, cancelUrl: 'https://detprep.com/ja/pricing?checkout=cancelled',
    });
    expect(session).toEqual({ id: 'cs_test_recorded', url: 'https://checkout.stripe.com/c/pay/cs_test_recorded' });
    expect(seen).toHaveLength(1);
    const [req] = seen;
    expect(req!.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(req!.headers.get('idempotency-key')).toBe(`checkout-${payment.id}`);
    expect(req!.headers.get('authorization')).toBe('Bearer sk_test_recorded');
    const b = req!.body;
    expect(Object.fromEntries([
      'mode', 'line_items[0][price_data][unit_amount]', 'line_items[0][price_data][currency]', 'line_items[0][quantity]',
      'line_items[0][price_data][product_data][name]', 'client_reference_id', 'metadata[logVipId]', 'metadata[vipId]',
      'payment_intent_data[metadata][logVipId]', 'success_url', 'cancel_url', 'locale', 'customer_email',
    ].map((k) => [k, b.get(k)]))).toEqual({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '4980',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][product_data][name]': 'Basic 90 days + 10 AI corrections',
      client_reference_id: String(payment.id),
      'metadata[logVipId]': String(payment.id),
      'metadata[vipId]': '54,31',
      'payment_intent_data[metadata][logVipId]': String(payment.id),
      success_url: `https://detprep.com/ja/success/${payment.id}`,
      cancel_url: 'https://detprep.com/ja/pricing?checkout=cancelled',
      locale: 'ja',
      customer_email: user.email,
    });
    expect(await env.DB.prepare('SELECT amount FROM payments WHERE id = ?').bind(payment.id).first('amount')).toBe(4980);
  });
});
