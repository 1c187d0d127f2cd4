/**
 * Calls the worker itself makes to the upstream backend (API_ORIGIN) while rendering pages or finishing a
 * sign-in, as opposed to the browser's calls that api/proxy.ts forwards. Same rules as the proxy: the token only
 * as a bearer, no cookies, redirects never followed (the token must not travel to another host), one try, a
 * deadline that covers the body too. Failures to get any answer are an UpstreamUnavailable; answers of any
 * status come back for the caller to judge.
 */
import type { Bindings } from '../env.ts';

/** Page renders wait at most this long for the upstream (a slow upstream must not hold a page for 15 s). */
export const PAGE_UPSTREAM_TIMEOUT_MS = 3_000;
const DEFAULT_TIMEOUT_MS = 15_000;
const MAX_BODY_CHARS = 256 * 1024;

export class UpstreamUnavailable extends Error {
  constructor(readonly reason: 'timeout' | 'network' | 'body', detail: string) {
    super(`upstream ${reason}: ${detail}`);
  }
}

/** The configured upstream deadline (API_TIMEOUT_MS, as for the proxy), optionally capped. */
export function upstreamTimeout(env: Bindings, cap = Infinity): number {
  const n = Number(env.API_TIMEOUT_MS);
  return Math.min(Number.isFinite(n) && n > 0 ? n : DEFAULT_TIMEOUT_MS, cap);
}

export interface UpstreamCall {
  method?: 'GET' | 'POST';
  token?: string | null;
  body?: unknown;
  timeoutMs: number;
  /** The site origin the call is made for (an upstream may check it like a browser's Origin). */
  origin?: string;
  clientIp?: string;
  locale?: string;
}

export interface UpstreamAnswer { status: number; json: unknown }

/** One call to `{API_ORIGIN}/weapp/api{path}`; the answer's JSON is null when the body is not JSON. */
export async function callUpstream(env: Bindings, path: string, call: UpstreamCall): Promise<UpstreamAnswer> {
  const url = new URL(`/weapp/api${path}`, env.API_ORIGIN);
  const headers = new Headers({ accept: 'application/json' });
  if (call.token) headers.set('Authorization', `Bearer ${call.token}`);
  if (call.body !== undefined) headers.set('content-type', 'application/json');
  if (call.origin) headers.set('origin', call.origin);
  if (call.clientIp) headers.set('X-Forwarded-For', call.clientIp);
  if (call.locale) headers.set('locale', call.locale);
  const signal = AbortSignal.timeout(call.timeoutMs);
  try {
    const res = await fetch(url, {
      method: call.method ?? 'GET',
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      redirect: 'manual',
      signal,
    });
    const text = await res.text();
    if (text.length > MAX_BODY_CHARS) throw new UpstreamUnavailable('body', `answer of ${text.length} characters`);
    let json: unknown = null;
    try { json = text ? JSON.parse(text) : null; } catch { /* not JSON: the caller sees null */ }
    return { status: res.status, json };
  } catch (err) {
    if (err instanceof UpstreamUnavailable) throw err;
    const name = (err as Error)?.name;
    throw new UpstreamUnavailable(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network', String(err));
  }
}
