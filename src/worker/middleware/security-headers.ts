/**
 * DESIGN §5: every response — pages, API, assets, errors — carries the security headers; HTML gets a CSP with a
 * per-response nonce that React puts on each script it emits.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { randomToken } from '../util/random.ts';
import { TURNSTILE_ORIGIN } from '../services/turnstile.ts';

export function contentSecurityPolicy(nonce: string, https = true, chatOrigin = '', turnstile = false): string {
  const chat = chatOrigin ? ` ${chatOrigin}` : '';
  // Turnstile's script comes in through 'strict-dynamic'; its challenge runs in a frame and calls home.
  const ts = turnstile ? ` ${TURNSTILE_ORIGIN}` : '';
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' https:`,
    "object-src 'none'",
    // The /app service worker (ADR 061) is the only worker script; without this it would fall back to script-src.
    "worker-src 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self' https://checkout.stripe.com",
    // Inline style attributes are used by third-party widgets (Stripe, identity provider); scripts stay strict.
    "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
    "img-src 'self' data: https:",
    "font-src 'self'",
    // Practice recordings are played back from object URLs (MediaRecorder blobs that never leave the browser).
    "media-src 'self' blob:",
    `connect-src 'self' https://accounts.google.com https://api.stripe.com https://www.facebook.com https://connect.facebook.net${chat}${ts}`,
    `frame-src https://www.youtube-nocookie.com https://accounts.google.com https://js.stripe.com https://checkout.stripe.com${chat}${ts}`,
    // Only over https: on plain-http localhost it would turn every same-origin request into a failing https one.
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The configured chat widget's origin, which its script talks to and frames from. */
function originOf(url: string | undefined): string {
  try { return url ? new URL(url).origin : ''; } catch { return ''; }
}

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  c.set('nonce', randomToken(16));
  await next();
  const h = c.res.headers;
  h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('X-Frame-Options', 'DENY');
  h.set('Permissions-Policy', 'camera=(), geolocation=(), microphone=(self), payment=(self)');
  h.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
  if (!h.has('Content-Security-Policy')) {
    const isHtml = (h.get('Content-Type') ?? '').startsWith('text/html');
    h.set('Content-Security-Policy', isHtml ? contentSecurityPolicy(c.get('nonce'), new URL(c.req.url).protocol === 'https:', originOf(c.env.CHAT_WIDGET_URL), Boolean(c.env.TURNSTILE_SITE_KEY && c.env.TURNSTILE_SECRET_KEY)) : "default-src 'none'; frame-ancestors 'none'");
  }
});
