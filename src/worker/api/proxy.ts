/**
 * Forwarding to an upstream backend when API_ORIGIN is set (DESIGN §5): the session token from the cookie (or
 * the client's Authorization header) becomes `Authorization: Bearer`; incoming cookies are not forwarded; bodies
 * stream both ways; no retries (a POST must never run twice); redirects are handed back, never followed, so the
 * token never travels to another host; a timeout is a 504 and a body that stalls is cut off.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { bearerToken } from './http.ts';
import { forgetViewer, viewerCacheKey } from '../session/viewer-cache.ts';

const FORWARD_HEADERS = ['content-type', 'accept', 'accept-language', 'locale', 'user-agent', 'x-request-id'];
const DEFAULT_TIMEOUT_MS = 15_000;

function timeoutMs(c: Context<AppEnv>): number {
  const n = Number(c.env.API_TIMEOUT_MS);
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_TIMEOUT_MS;
}

/** Passes chunks through, erroring the stream when no chunk arrives for `idleMs`. */
function idleGuard(body: ReadableStream<Uint8Array>, idleMs: number): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stalled = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('upstream body stalled')), idleMs); });
      try {
        const { done, value } = await Promise.race([reader.read(), stalled]);
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (err) {
        controller.error(err);
        void reader.cancel(err).catch(() => undefined);
      } finally {
        clearTimeout(timer);
      }
    },
    cancel(reason) { return reader.cancel(reason); },
  });
}

export async function proxyToUpstream(c: Context<AppEnv>, origin: string): Promise<Response> {
  const incoming = new URL(c.req.url);
  const upstream = new URL(incoming.pathname + incoming.search, origin);
  const headers = new Headers();
  for (const name of FORWARD_HEADERS) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  const token = bearerToken(c);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('X-Forwarded-Host', incoming.host);
  const ip = c.req.header('cf-connecting-ip');
  if (ip) headers.set('X-Forwarded-For', ip);

  const limit = timeoutMs(c);
  const hasBody = !['GET', 'HEAD'].includes(c.req.method);
  let res: Response;
  try {
    res = await fetch(upstream, {
      method: c.req.method,
      headers,
      body: hasBody ? c.req.raw.body : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(limit),
    });
  } catch (err) {
    const timedOut = (err as Error)?.name === 'TimeoutError' || (err as Error)?.name === 'AbortError';
    console.error(JSON.stringify({ msg: 'upstream failed', requestId: c.get('requestId'), timedOut, err: String(err) }));
    return c.json(
      timedOut ? { status: 504, message: 'The server took too long to answer. Please try again.', code: 'upstream_timeout' }
        : { status: 502, message: 'The server could not be reached. Please try again.', code: 'upstream_unreachable' },
      timedOut ? 504 : 502,
    );
  }
  // A sign-out (or a session the upstream no longer knows) must reach the pages of this isolate at once, not
  // after the viewer cache's TTL (decision 012).
  if (token && ((incoming.pathname === '/weapp/api/logout' && res.ok) || res.status === 401)) forgetViewer(await viewerCacheKey(token));
  const out = new Headers(res.headers);
  out.delete('set-cookie');
  const location = out.get('location');
  if (location) {
    // Same-host redirects stay usable by the browser; others are passed on, never followed here.
    const target = new URL(location, upstream);
    if (target.origin === new URL(origin).origin) out.set('location', target.pathname + target.search);
  }
  const body = res.body ? idleGuard(res.body, limit) : null;
  return new Response(body, { status: res.status, statusText: res.statusText, headers: out });
}
