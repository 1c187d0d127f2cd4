/**
 * Upstream mode end to end (API_ORIGIN set, stub upstream = the embedded backend): a learner signed in upstream
 * reaches /app and member pages, signing out upstream closes them, the viewer cache keeps users apart and
 * remembers only real answers, the home page's content comes from the upstream and a failed load is not cached,
 * and Google redirect sign-in relays the upstream's token without a local session.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SELF } from 'cloudflare:test';
import { clearHomeDataCache } from '../../src/worker/pages/home-data.ts';
import { cacheWritesSettled, clearMemoryCache, pageCacheKey } from '../../src/worker/render/page-cache.ts';
import { clearViewerCache, VIEWER_TTL_MS } from '../../src/worker/session/viewer-cache.ts';
import { call, env, ip, register } from '../worker/api-helpers.ts';
import { fakeUpstream, upstreamCalls } from './stub-upstream.ts';

const SITE = 'http://localhost:8787';

const visit = (path: string, token?: string) =>
  SELF.fetch(`${SITE}${path}`, { headers: token ? { cookie: `det_i18n_token=${token}` } : {}, redirect: 'manual' });

/**
 * What the server makes of a token where it still asks (ADR 021: public pages no longer do): a guest-only page
 * sends a signed-in member to the app and shows anyone else the form.
 */
async function seenAs(token: string): Promise<'member' | 'guest'> {
  const res = await visit('/login', token);
  await res.text();
  return res.status === 302 && res.headers.get('location') === '/app/#/home' ? 'member' : 'guest';
}

const userInfoCalls = () => upstreamCalls.filter((c) => c.path === '/weapp/api/userInfo');

beforeEach(() => clearViewerCache());
afterEach(() => vi.useRealTimers());

describe('a learner signed in upstream', () => {
  it('gets the /app shell and member pages, and loses them on signing out upstream', async () => {
    const { token } = await register();
    const app = await visit('/app', token);
    expect(app.status).toBe(200);
    expect(await app.text()).toContain('id="app-root"');
    // A member page backed by the upstream: the payment's own success page, read through its status call.
    const started = await call('/stripe/payUrl?vipId=41&path=pricing&isMobile=0', { token });
    expect(started.res.status).toBe(200);
    const success = `/success/${started.json.logVipId}`;
    expect((await visit(success, token)).status).toBe(200);
    expect((await visit('/success/999999', token)).status).toBe(404);
    const login = await visit('/login', token);
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/app/#/home');
    expect(await seenAs(token)).toBe('member');
    // The lookups went to the upstream with the learner's own bearer.
    expect(userInfoCalls().length).toBeGreaterThan(0);
    expect(userInfoCalls().every((c) => c.authorization === `Bearer ${token}`)).toBe(true);

    const out = await call('/logout', { body: { domain: '' }, token });
    expect(out.res.status).toBe(200);
    const after = await visit('/app', token);
    expect(after.status).toBe(302);
    expect(after.headers.get('location')).toBe('/login?next=%2Fapp');
    expect((await visit(success, token)).headers.get('location')).toBe('/login');
    expect(await seenAs(token)).toBe('guest');
  });

  it('counts a guest as temporary and a VIP as signed in, as the upstream reports them', async () => {
    const guest = await call('/common/guest', { body: {}, ip: ip() });
    expect(await seenAs(guest.json.token)).toBe('guest');
    expect((await visit('/register', guest.json.token)).status).toBe(200);
    const { token, user } = await register();
    await env.DB.prepare('UPDATE users SET vip_end_time = ? WHERE id = ?').bind(Date.now() + 86_400_000, user.id).run();
    expect((await visit('/app', token)).status).toBe(200);
    expect(await seenAs(token)).toBe('member');
  });

  it('keeps /app open for a session ended elsewhere only until the cache entry expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token, user } = await register();
    expect((await visit('/app', token)).status).toBe(200);
    // Signed out on another device: this isolate has not seen the logout.
    await env.DB.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ?').bind(Date.now(), user.id).run();
    expect((await visit('/app', token)).status).toBe(200);
    vi.setSystemTime(Date.now() + VIEWER_TTL_MS + 1);
    expect((await visit('/app', token)).headers.get('location')).toBe('/login?next=%2Fapp');
  });
});

describe('the viewer cache', () => {
  it('answers each token with its own viewer, never another user\'s', async () => {
    const member = await register();
    const guest = await call('/common/guest', { body: {}, ip: ip() });
    const stranger = 'S'.repeat(43);
    for (let round = 0; round < 2; round += 1) {
      expect((await visit('/app', member.token)).status).toBe(200);
      expect((await visit('/app', stranger)).headers.get('location')).toBe('/login?next=%2Fapp');
      expect(await seenAs(guest.json.token)).toBe('guest');
      expect(await seenAs(member.token)).toBe('member');
    }
    // One upstream lookup per token: the second round came from the cache, each entry under its own token.
    expect(userInfoCalls().map((c) => c.authorization).sort()).toEqual(
      [`Bearer ${member.token}`, `Bearer ${guest.json.token}`, `Bearer ${stranger}`].sort(),
    );
  });

  it('does not remember an upstream failure: the next page asks again and the learner is back in', async () => {
    const { token } = await register();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeUpstream(() => { throw new TypeError('connection reset'); });
    expect((await visit('/app', token)).headers.get('location')).toBe('/login?next=%2Fapp');
    fakeUpstream(() => new Response('{"status":503,"message":"busy"}', { status: 503 }));
    expect((await visit('/app', token)).headers.get('location')).toBe('/login?next=%2Fapp');
    fakeUpstream(() => new Response('{"id":"not a user"}', { status: 200 }));
    expect((await visit('/app', token)).headers.get('location')).toBe('/login?next=%2Fapp');
    expect(logged.mock.calls.filter(([line]) => String(line).includes('upstream viewer lookup failed'))).toHaveLength(3);
    fakeUpstream(null);
    expect((await visit('/app', token)).status).toBe(200);
    expect(userInfoCalls()).toHaveLength(4);
    logged.mockRestore();
  });

  it('treats a hanging upstream as anonymous within the page deadline', async () => {
    const { token } = await register();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeUpstream((req) => new Promise((_, reject) => req.signal.addEventListener('abort', () => reject(req.signal.reason))));
    const res = await SELF.fetch(`${SITE}/app`, { headers: { cookie: `det_i18n_token=${token}` }, redirect: 'manual' });
    expect(res.headers.get('location')).toBe('/login?next=%2Fapp');
    vi.restoreAllMocks();
  });
});

describe('the home page in upstream mode', () => {
  const PATH = '/de';
  const key = pageCacheKey(true, PATH);
  const edge = () => (caches as unknown as { default: Cache }).default;

  beforeEach(async () => {
    await cacheWritesSettled(); // the previous test's copy must not land after the delete below
    clearMemoryCache();
    clearHomeDataCache();
    await edge().delete(key);
  });

  const stats = { userTotal: '777000+', questionTotal: '18000+', examTotal: '10000+', correctTotal: '21000+', speakingTotal: '26000+' };
  const quote = { id: 900, type: 1, order: 1, createTime: '2026-01-01T00:00:00.000Z', data: JSON.stringify({ nickname: 'Upstream Ulla', country: 'DE', rate: '5', content: 'Everything here came from the upstream backend, word for word.' }) };

  it('shows the upstream\'s statistics and testimonials', async () => {
    fakeUpstream((req, backend) => {
      const path = new URL(req.url).pathname;
      if (path.endsWith('/common/stats')) return Response.json(stats);
      if (path.endsWith('/common/testimonials')) return Response.json([quote]);
      return backend(req);
    });
    const html = await (await visit(PATH)).text();
    expect(html).toContain('777');
    expect(html).toContain('Upstream Ulla');
  });

  it('renders with the floors when the statistics fail, and does not cache that page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeUpstream((req, backend) => (new URL(req.url).pathname.endsWith('/common/stats') ? new Response('oops', { status: 500 }) : backend(req)));
    const first = await visit(PATH);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain('400'); // the SPEC floor of learners, compact
    expect(html).toContain('data-testid="testimonials"');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const second = await visit(PATH);
    await second.text();
    expect(second.headers.get('x-page-cache')).toBe('miss');
    expect(upstreamCalls.filter((c) => c.path.endsWith('/common/stats'))).toHaveLength(2);

    fakeUpstream((req, backend) => (new URL(req.url).pathname.endsWith('/common/stats') ? Response.json(stats) : backend(req)));
    await (await visit(PATH)).text();
    const cached = await visit(PATH);
    expect(cached.headers.get('x-page-cache')).toBe('hit');
    expect(await cached.text()).toContain('777');
    vi.restoreAllMocks();
  });

  it('renders without testimonials when they fail or are malformed, and does not cache that page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bad = [
      () => new Response('unavailable', { status: 503 }),
      () => Response.json([{ id: 'x' }]),
      () => Response.json([{ ...quote, data: JSON.stringify({ nickname: 'No content' }) }]),
    ];
    for (const answer of bad) {
      fakeUpstream((req, backend) => (new URL(req.url).pathname.endsWith('/common/testimonials') ? answer() : backend(req)));
      const first = await visit(PATH);
      const html = await first.text();
      expect(html).not.toContain('data-testid="testimonials"');
      expect(html).toContain('data-testid="header-cta"');
      await (await visit(PATH)).text();
      expect((await visit(PATH)).headers.get('x-page-cache')).toBe('miss');
    }
    vi.restoreAllMocks();
  });
});

describe('Google redirect sign-in (POST /oauth) in upstream mode', () => {
  const CREDENTIAL = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
  const post = (fields: Record<string, string>, cookie = 'g_csrf_token=csrf-1') => SELF.fetch(`${SITE}/oauth`, {
    method: 'POST', redirect: 'manual', body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: 'https://accounts.google.com', 'cf-connecting-ip': '203.0.113.9' },
  });
  const sessionCount = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions').first<{ n: number }>())!.n;

  it('sets the cookie from the upstream\'s token and creates no local session', async () => {
    const seen: { body: unknown; origin: string | null; forwardedFor: string | null }[] = [];
    fakeUpstream(async (req) => {
      seen.push({ body: await req.json(), origin: req.headers.get('origin'), forwardedFor: req.headers.get('x-forwarded-for') });
      return Response.json({ token: 'upstreamToken_0123456789abcdef', isNew: true });
    });
    const before = await sessionCount();
    const res = await post({ credential: CREDENTIAL, g_csrf_token: 'csrf-1' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/oauth?new=1');
    expect(res.headers.getSetCookie()).toEqual([
      'det_i18n_token=upstreamToken_0123456789abcdef; Max-Age=7776000; Path=/; SameSite=Lax',
      'det_viewer=member; Max-Age=7776000; Path=/; SameSite=Lax',
    ]);
    expect(seen).toEqual([{ body: { credential: CREDENTIAL }, origin: SITE, forwardedFor: '203.0.113.9' }]);
    expect(await sessionCount()).toBe(before);
  });

  it('checks the double-submit token before asking the upstream', async () => {
    const res = await post({ credential: CREDENTIAL, g_csrf_token: 'csrf-1' }, 'g_csrf_token=other');
    expect(res.headers.get('location')).toBe('/oauth?error=request');
    expect(upstreamCalls).toHaveLength(0);
  });

  it('sends the learner back with an error code when the upstream refuses, fails or answers nonsense', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cases: [() => Response, string][] = [
      [() => Response.json({ status: 409, message: 'exists', code: 'account_exists' }, { status: 409 }), 'account_exists'],
      [() => new Response('<html>bad gateway</html>', { status: 502 }), 'server_error'],
      [() => Response.json({ token: 'has spaces; Path=/evil', isNew: false }), 'server_error'],
      [() => { throw new TypeError('connection reset'); }, 'upstream_unreachable'],
    ];
    for (const [answer, code] of cases) {
      fakeUpstream(answer);
      const res = await post({ credential: CREDENTIAL, g_csrf_token: 'csrf-1' });
      expect(res.headers.get('location')).toBe(`/oauth?error=${code}`);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    vi.restoreAllMocks();
  });
});
