/** Calls to /weapp/api as the site's own pages make them: same Origin, JSON, optional bearer token. */
import { SELF, createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../src/worker/index.ts';

export const ORIGIN = 'http://localhost:8787';
/**
 * True when this suite runs in upstream mode (vitest.upstream.config.ts): calls go through the proxy to the stub
 * upstream. The proxy drops the upstream's cookies; the client keeps the token cookie itself (SPEC §4).
 */
export const UPSTREAM_MODE = Boolean(env.API_ORIGIN);
let ipCounter = 0;

export interface CallOptions {
  method?: string; body?: unknown; token?: string; origin?: string | null; headers?: Record<string, string>; ip?: string; raw?: string;
  /** Extra bindings for this one call (e.g. a mail provider), served by the worker module instead of SELF. */
  bindings?: Record<string, string>;
}

/** A fresh client address in its own /24, so tests do not share the per-/24 budgets by accident. */
export function ip(): string {
  ipCounter += 1;
  return `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}.7`;
}

export async function call(path: string, opts: CallOptions = {}) {
  const method = opts.method ?? (opts.body !== undefined || opts.raw !== undefined ? 'POST' : 'GET');
  const headers: Record<string, string> = { 'cf-connecting-ip': opts.ip ?? '198.51.100.1', ...opts.headers };
  if (opts.origin !== null && method !== 'GET') headers.origin = opts.origin ?? ORIGIN;
  if (opts.body !== undefined || opts.raw !== undefined) headers['content-type'] ??= 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const request = new Request(`${ORIGIN}/weapp/api${path}`, {
    method, headers, body: opts.raw ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined), redirect: 'manual',
  });
  let res: Response;
  if (opts.bindings) {
    const ctx = createExecutionContext();
    res = await worker.fetch(request, { ...env, ...opts.bindings }, ctx);
    await waitOnExecutionContext(ctx);
  } else {
    res = await SELF.fetch(request);
  }
  const text = await res.text();
  let json: any = null;
  try { json = JSON.parse(text); } catch { /* not JSON */ }
  return { res, json, text };
}

export function uniqueEmail(tag: string): string {
  return `${tag}.${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** The newest 6-digit code mailed to an address, read from the development outbox. */
export async function latestCode(email: string): Promise<string> {
  const { json } = await call(`/dev/outbox?email=${encodeURIComponent(email)}`);
  const body: string = json.messages[0]?.body ?? '';
  const m = /\b(\d{6})\b/.exec(body);
  if (!m) throw new Error(`no code mailed to ${email}: ${JSON.stringify(json)}`);
  return m[1]!;
}

/** Registers through the real code flow; returns the session token and user. */
export async function register(email = uniqueEmail('learner'), password = 'correct horse battery', opts: { token?: string; ip?: string } = {}) {
  const where = opts.ip ?? ip();
  const sent = await call('/common/sesCode', { body: { email, purpose: 'register' }, ip: where });
  if (sent.res.status !== 200) throw new Error(`sesCode ${sent.res.status} ${sent.text}`);
  const code = await latestCode(email);
  const verified = await call('/common/sesCodeVerify', { body: { email, purpose: 'register', code }, ip: where });
  const reg = await call('/common/register', { body: { ticket: verified.json.ticket, nickname: 'Ana', password }, token: opts.token, ip: where });
  if (reg.res.status !== 200) throw new Error(`register ${reg.res.status} ${reg.text}`);
  return { email, password, token: reg.json.token as string, user: reg.json.user, res: reg.res };
}

export { env };

/** Lets a minute pass for the per-address send limit (1 code a minute), as a waiting learner would. */
export async function forgetSendLimit(email: string) {
  await env.DB.prepare('DELETE FROM rate_limits WHERE key IN (?, ?)').bind(`code-send:email-min:register:${email}`, `code-send:email-min:reset:${email}`).run();
}
