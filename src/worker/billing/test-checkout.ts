/**
 * The built-in test checkout (no Stripe key) exists only in development with the embedded backend: a staging or
 * production deploy without STRIPE_SECRET_KEY has no way to buy at all, never a free one (fails closed, ADR 010),
 * and in upstream mode payments are the upstream's.
 */
import { config } from '../config.ts';
import type { Bindings } from '../env.ts';

export function testCheckoutAllowed(env: Bindings): boolean {
  return !env.API_ORIGIN && !env.STRIPE_SECRET_KEY && config(env).environment === 'development';
}
