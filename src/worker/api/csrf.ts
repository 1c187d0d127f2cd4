/**
 * CSRF defence for the cookie-authenticated API (DESIGN §5): unsafe methods need an Origin from the exact
 * allow-list (ALLOWED_ORIGINS) or Sec-Fetch-Site: same-origin. GET never changes state.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Called by Stripe, not a browser: exempt from the Origin rule and verified by its signature instead. */
const SIGNED_WEBHOOKS = new Set(['/weapp/api/stripe/webhook']);

export function allowedOrigins(list: string): Set<string> {
  return new Set(list.split(',').map((s) => s.trim()).filter(Boolean));
}

/** The Origin rule for one unsafe request (also used by the pages' own form posts, ADR 020). */
export function fromTheSite(c: Context<AppEnv>): boolean {
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  return origin ? allowedOrigins(c.env.ALLOWED_ORIGINS).has(origin) : site === 'same-origin';
}

export const csrfGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE.has(c.req.method) || SIGNED_WEBHOOKS.has(c.req.path)) return next();
  if (!fromTheSite(c)) return c.json({ status: 403, message: 'This request did not come from the site.', code: 'origin_forbidden' }, 403);
  return next();
});
