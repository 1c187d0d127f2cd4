/**
 * The environment, validated once per isolate (ADR 010; the env.server pattern). Development is an explicit
 * opt-in (`ENVIRONMENT = "development"`, set only by `npm start` and the tests); everywhere else the worker
 * refuses to serve — a generic 500, the reasons in the log — until the configuration is safe: an AUTH_SECRET of
 * at least 32 characters, a mail provider, a production host, https-only origins, and no development tools.
 * Nothing falls back silently.
 */
import * as v from 'valibot';
import type { Bindings } from './env.ts';

export type Environment = 'development' | 'staging' | 'production';

export interface Config {
  environment: Environment;
  /** Development routes (the mail outbox): only with ENVIRONMENT = "development" and DEV_TOOLS = "on". */
  devTools: boolean;
  /** Keys e-mail code HMACs. Development without a secret uses a fixed, clearly non-secret value. */
  authSecret: string;
  /** Mail goes to the provider when set; only development may use the outbox instead. */
  mailProvider: { url: string; key: string; from: string } | null;
  /** Turnstile on the public forms: configured only as a pair (ADR 020); null = off. */
  turnstile: { siteKey: string; secretKey: string } | null;
  /** The tutor's optional models (ADR 031); the offline tutor is always there. */
  tutor: TutorConfig;
}

export interface TutorConfig {
  /** An OpenAI-compatible endpoint: URL, model and key all set, https outside development. */
  openAi: { url: string; model: string; key: string } | null;
  /** The fake model for browser tests: development only. */
  fakeModel: boolean;
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

const DEVELOPMENT_SECRET = 'development-only-secret-never-used-in-production';

function isHttpsOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.origin === value;
  } catch {
    return false;
  }
}

const Hostname = v.pipe(v.string(), v.regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i));
const Filled = (name: string) => v.pipe(v.string(`${name} is not set`), v.trim(), v.minLength(1, `${name} is not set`));

/** What every deployed environment (staging, production) must have. */
const Deployed = v.object({
  ENVIRONMENT: v.picklist(['staging', 'production'], 'ENVIRONMENT must be "development", "staging" or "production"'),
  AUTH_SECRET: v.pipe(v.string('AUTH_SECRET is not set (wrangler secret put AUTH_SECRET)'),
    v.minLength(32, 'AUTH_SECRET must have at least 32 characters')),
  MAIL_API_URL: v.pipe(Filled('MAIL_API_URL (the mail provider)'), v.check((u) => /^https:\/\/\S+$/.test(u), 'MAIL_API_URL must be an https URL')),
  MAIL_API_KEY: Filled('MAIL_API_KEY'),
  PRODUCTION_HOST: v.pipe(Filled('PRODUCTION_HOST'), Hostname),
  ALLOWED_ORIGINS: v.pipe(Filled('ALLOWED_ORIGINS'), v.check(
    (list) => list.split(',').map((s) => s.trim()).filter(Boolean).every(isHttpsOrigin),
    'every ALLOWED_ORIGINS entry must be an exact https origin (https://host, no path)',
  )),
  API_ORIGIN: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.check(isHttpsOrigin, 'API_ORIGIN must be an https origin or empty'))])),
  DEV_TOOLS: v.optional(v.pipe(v.string(), v.check((s) => s !== 'on', 'DEV_TOOLS is only allowed in development'))),
  PAGE_CACHE: v.optional(v.pipe(v.string(), v.check((s) => s !== 'off', 'PAGE_CACHE = "off" is only allowed in development'))),
});

/** Both Turnstile keys or neither: one without the other would show a widget nobody can pass, or check nothing. */
function turnstileOf(env: Bindings): { value: Config['turnstile']; problem?: string } {
  const siteKey = env.TURNSTILE_SITE_KEY?.trim() ?? '';
  const secretKey = env.TURNSTILE_SECRET_KEY?.trim() ?? '';
  if (!siteKey && !secretKey) return { value: null };
  if (!siteKey || !secretKey) return { value: null, problem: 'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY must be set together' };
  return { value: { siteKey, secretKey } };
}

/** URL, model and key together or none; https outside development; the fake model only in development. */
export function tutorOf(env: Bindings, development: boolean): { value: TutorConfig; problems: string[] } {
  const url = env.TUTOR_OPENAI_URL?.trim() ?? '';
  const model = env.TUTOR_OPENAI_MODEL?.trim() ?? '';
  const key = env.TUTOR_OPENAI_KEY?.trim() ?? '';
  const problems: string[] = [];
  if (env.TUTOR_FAKE_MODEL === 'on' && !development) problems.push('TUTOR_FAKE_MODEL is only allowed in development');
  let openAi: TutorConfig['openAi'] = null;
  if (url || model || key) {
    if (!url || !model || !key) problems.push('TUTOR_OPENAI_URL, TUTOR_OPENAI_MODEL and the secret TUTOR_OPENAI_KEY must be set together');
    let parsed: URL | null = null;
    try { parsed = url ? new URL(url) : null; } catch { problems.push('TUTOR_OPENAI_URL is not a URL'); }
    if (parsed && parsed.protocol !== 'https:' && !(development && parsed.protocol === 'http:')) problems.push('TUTOR_OPENAI_URL must be an https URL');
    if (!problems.length) openAi = { url: url.replace(/\/+$/, ''), model, key };
  }
  return { value: { openAi, fakeModel: development && env.TUTOR_FAKE_MODEL === 'on' }, problems };
}

const results = new WeakMap<object, ConfigResult>();

function validate(env: Bindings): ConfigResult {
  const environment = env.ENVIRONMENT;
  if (environment === 'development') {
    const secret = env.AUTH_SECRET && env.AUTH_SECRET.length >= 32 ? env.AUTH_SECRET : DEVELOPMENT_SECRET;
    const mailProvider = env.MAIL_API_URL && env.MAIL_API_KEY ? { url: env.MAIL_API_URL, key: env.MAIL_API_KEY, from: env.MAIL_FROM ?? '' } : null;
    const turnstile = turnstileOf(env);
    const tutor = tutorOf(env, true);
    if (turnstile.problem || tutor.problems.length) return { ok: false, problems: [...(turnstile.problem ? [turnstile.problem] : []), ...tutor.problems] };
    return { ok: true, config: { environment, devTools: env.DEV_TOOLS === 'on', authSecret: secret, mailProvider, turnstile: turnstile.value, tutor: tutor.value } };
  }
  const parsed = v.safeParse(Deployed, env);
  const turnstile = turnstileOf(env);
  const tutor = tutorOf(env, false);
  if (!parsed.success || turnstile.problem || tutor.problems.length) {
    const problems = parsed.success ? [] : parsed.issues.map((i) => `${i.path?.map((p) => String(p.key)).join('.') ?? 'env'}: ${i.message}`);
    return { ok: false, problems: [...problems, ...(turnstile.problem ? [turnstile.problem] : []), ...tutor.problems] };
  }
  const out = parsed.output;
  return {
    ok: true,
    config: {
      environment: out.ENVIRONMENT,
      devTools: false,
      authSecret: out.AUTH_SECRET,
      mailProvider: { url: out.MAIL_API_URL, key: out.MAIL_API_KEY, from: env.MAIL_FROM ?? '' },
      turnstile: turnstile.value,
      tutor: tutor.value,
    },
  };
}

/** The validated configuration of these bindings, computed once per isolate (per bindings object). */
export function checkConfig(env: Bindings): ConfigResult {
  let result = results.get(env);
  if (!result) {
    result = validate(env);
    results.set(env, result);
  }
  return result;
}

/** The configuration, for code that runs only after the guard let the request through. */
export function config(env: Bindings): Config {
  const result = checkConfig(env);
  if (!result.ok) throw new Error(`invalid configuration: ${result.problems.join('; ')}`);
  return result.config;
}
