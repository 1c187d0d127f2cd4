/** Bindings and variables of the worker (wrangler.toml), and the per-request context variables. */
import type { Locale } from '../shared/locales.ts';
import type { Translator } from '../shared/i18n.ts';

export interface Bindings {
  ASSETS: Fetcher;
  DB: D1Database;
  PRODUCTION_HOST: string;
  ALLOWED_ORIGINS: string;
  COOKIE_DOMAIN: string;
  API_ORIGIN: string;
  ENVIRONMENT: string;
  SUPPORT_EMAIL: string;
  GOOGLE_CLIENT_ID: string;
  CHAT_WIDGET_URL: string;
  FB_PIXEL_ID: string;
  /** Secret (wrangler secret put): keys e-mail code HMACs. */
  AUTH_SECRET?: string;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  /** Secrets (wrangler secret put). Without STRIPE_SECRET_KEY payments use the built-in test checkout (not in production). */
  STRIPE_SECRET_KEY?: string;
  /** Webhook signing secret; a comma-separated list while rotating (every listed secret is accepted). */
  STRIPE_WEBHOOK_SECRET?: string;
  /** Publishable key for Stripe.js on the client (optional). */
  STRIPE_PUBLISHABLE_KEY?: string;
  /** Upstream timeout for the proxy, ms (default 15000). */
  API_TIMEOUT_MS?: string;
}

export interface Variables {
  requestId: string;
  /** Fresh per response: the CSP header and every script we emit carry it. */
  nonce: string;
  /** True on any host but PRODUCTION_HOST: meta robots + X-Robots-Tag noindex. */
  noindex: boolean;
  locale: Locale;
  /** The path without its locale prefix, decoded and normalized ('/courses'). */
  barePath: string;
  t: Translator;
}

export interface AppEnv { Bindings: Bindings; Variables: Variables }

declare global {
  // Lets `env` from cloudflare:workers and cloudflare:test know our bindings.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Cloudflare {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface Env extends Bindings {}
  }
}
