/**
 * The stub upstream of the upstream-mode suite: every fetch to API_ORIGIN is answered by the embedded backend
 * (the same app with API_ORIGIN unset, on the same D1), so tests can still read and arrange rows through
 * `env.DB`. A test may put a fake in front (`fakeUpstream`) to make the upstream fail or answer oddly; every
 * call that reached the upstream is recorded in `upstreamCalls`.
 */
import { afterEach } from 'vitest';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import app from '../../src/worker/index.ts';

const SITE = 'http://localhost:8787';
const ORIGINAL_FETCH = Symbol.for('det-prep.original-fetch');
type Fetch = typeof fetch;
type Fake = (req: Request, backend: (req: Request) => Promise<Response>) => Response | Promise<Response>;

const store = globalThis as unknown as Record<symbol, Fetch | undefined>;
const realFetch: Fetch = store[ORIGINAL_FETCH] ??= globalThis.fetch.bind(globalThis);

export const upstreamCalls: { method: string; path: string; authorization: string | null }[] = [];
let fake: Fake | null = null;

export function fakeUpstream(next: Fake | null): void {
  fake = next;
}

/** The embedded backend answering as the upstream. */
async function embeddedBackend(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const headers = new Headers(req.headers);
  // The proxy sends no browser Origin: a real upstream trusts the worker's calls by their bearer and network, the
  // embedded backend by its Origin allow-list, so the stub vouches for the site here.
  if (!headers.has('origin')) headers.set('origin', SITE);
  // The upstream learns the client address from X-Forwarded-For; the embedded backend reads cf-connecting-ip.
  const forwardedFor = headers.get('x-forwarded-for');
  if (forwardedFor) headers.set('cf-connecting-ip', forwardedFor);
  const hasBody = !['GET', 'HEAD'].includes(req.method);
  const inner = new Request(`${SITE}${url.pathname}${url.search}`, { method: req.method, headers, body: hasBody ? await req.arrayBuffer() : undefined });
  const ctx = createExecutionContext();
  const res = await app.fetch(inner, { ...env, API_ORIGIN: '' }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const req = new Request(input, init);
  const url = new URL(req.url);
  if (url.origin !== env.API_ORIGIN) return realFetch(input, init);
  upstreamCalls.push({ method: req.method, path: url.pathname + url.search, authorization: req.headers.get('authorization') });
  return fake ? fake(req, embeddedBackend) : embeddedBackend(req);
}) as Fetch;

afterEach(() => {
  fake = null;
  upstreamCalls.length = 0;
});
