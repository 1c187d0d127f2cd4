/**
 * Bindings and variables of the worker, and the per-request context variables. The bindings and the variables
 * of wrangler.toml are typed by `wrangler types` (src/worker/worker-configuration.d.ts, checked by `npm test`);
 * what the configuration file does not carry — secrets and development switches — is declared here.
 */
import type { Locale } from '../shared/locales.ts';
import type { Translator } from '../shared/i18n.ts';

/** Set with `wrangler secret put` (or `--var` for `npm start` and the tests); validated by config.ts. */
export interface Secrets {
  /** Keys e-mail code HMACs; ≥ 32 characters outside development. */
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
  /** "on" (with ENVIRONMENT = "development") opens the development routes such as the mail outbox. */
  DEV_TOOLS?: string;
  /** Cloudflare Turnstile on the contact and affiliate forms: both set = on, neither = off (ADR 020). Public. */
  TURNSTILE_SITE_KEY?: string;
  /** Turnstile's server-side key for siteverify. */
  TURNSTILE_SECRET_KEY?: string;
  /** "off" (development only, for `npm run bench`) renders every public page instead of using the page cache. */
  PAGE_CACHE?: string;
  /**
   * Development and browser tests only: shortens full mock tests by this factor (0.01–1) through the same plan
   * code (ADR 023); ignored unless ENVIRONMENT is "development".
   */
  MOCK_SCALE?: string;
  /** The tutor's OpenAI-compatible endpoint (ADR 031): base URL (…/v1), its model name, and the key as a secret. */
  TUTOR_OPENAI_URL?: string;
  TUTOR_OPENAI_MODEL?: string;
  TUTOR_OPENAI_KEY?: string;
  /** Development and browser tests only: "on" offers the fake tutor model (deterministic, slow tokens). */
  TUTOR_FAKE_MODEL?: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Cloudflare {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface Env extends Secrets {}
  }
}

export type Bindings = Cloudflare.Env;

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
