/**
 * The page cache (ADR 005, ADR 021): public pages are one copy for every visitor, signed in or not, re-served
 * with a fresh nonce; member pages never come from it; copies expire after the TTL; a page rendered with missing
 * messages or after a failed data load is served but never kept, in development and in production alike.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../src/worker/index.ts';
import { messagesFor } from '../../src/worker/i18n.ts';
import { clearHomeDataCache } from '../../src/worker/pages/home-data.ts';
import { forgetOffers } from '../../src/worker/pages/offers-data.ts';
import { CACHE_TTL_SECONDS, cacheWritesSettled, clearMemoryCache, pageCacheKey } from '../../src/worker/render/page-cache.ts';
import { call, ip, register } from './api-helpers.ts';
import { attr, scriptTags } from './helpers.ts';

const SITE = 'http://localhost:8787';
const visit = (path: string, cookie?: string) =>
  SELF.fetch(`${SITE}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });

/** The page with every nonce attribute blanked: what must be equal between two visitors. */
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

/** Production bindings that pass the configuration guard (ADR 010). */
const PRODUCTION = {
  ...env, ENVIRONMENT: 'production', DEV_TOOLS: undefined, PRODUCTION_HOST: 'detprep.com', ALLOWED_ORIGINS: 'https://detprep.com',
  AUTH_SECRET: 'a'.repeat(48), MAIL_API_URL: 'https://mail.example/send', MAIL_API_KEY: 'key-123',
} as unknown as Cloudflare.Env;

async function fetchWith(bindings: Cloudflare.Env, url: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(url), bindings, ctx);
  await res.clone().text();
  await waitOnExecutionContext(ctx);
  return res;
}

/** Forgets a page in both levels, so a test starts from a miss whatever ran before. */
async function forget(noindex: boolean, pathname: string) {
  await cacheWritesSettled();
  clearMemoryCache();
  await (caches as unknown as { default: Cache }).default.delete(pageCacheKey(noindex, pathname));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('one public page for every visitor', () => {
  it('serves a signed-in member, a guest and an anonymous visitor the same cached bytes, each with its own nonce', async () => {
    await forget(true, '/fr/courses');
    const first = await visit('/fr/courses');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const anonymous = await first.text();

    const { token } = await register();
    const guest = await call('/common/guest', { body: {}, ip: ip() });
    for (const cookie of [`det_i18n_token=${token}; det_viewer=member`, `det_i18n_token=${guest.json.token}`, 'det_i18n_token=revoked-or-unknown']) {
      const res = await visit('/fr/courses', cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-page-cache')).toBe('hit');
      const html = await res.text();
      expect(withoutNonces(html)).toBe(withoutNonces(anonymous));
      // Each response's scripts carry the nonce of its own CSP header, not the cached page's placeholder.
      const csp = res.headers.get('content-security-policy')!;
      const nonces = scriptTags(html).map((tag) => attr(tag, 'nonce')).filter(Boolean);
      expect(nonces.length).toBeGreaterThan(0);
      for (const n of nonces) expect(csp).toContain(`'nonce-${n}'`);
      expect(nonces).not.toContain(attr(scriptTags(anonymous).find((t) => t.includes('nonce='))!, 'nonce'));
    }
  });

  it('renders both calls to action and the head script that picks one from the det_viewer flag', async () => {
    const html = await (await visit('/pricing')).text();
    expect(html).toMatch(/<a class="btn btn-primary header-cta cta-guest" href="\/register"[^>]*>Try for free<\/a>/);
    expect(html).toMatch(/<a class="btn btn-primary header-cta cta-member" href="\/app"[^>]*>Get started<\/a>/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<script nonce="[^"]+">[^<]*det_viewer=member[^<]*dataset\.viewer="member"/);
  });
});

describe('the det_viewer flag follows sign-in and sign-out', () => {
  const flag = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('det_viewer='));

  it('is set for a member who registers or signs in and cleared for a guest and on logout', async () => {
    const { email, password, res } = await register();
    expect(flag(res)).toMatch(/^det_viewer=member; Max-Age=\d+; Path=\/; SameSite=Lax/);
    const login = await call('/common/login', { body: { email, password, type: 'pc', channel: '', invite_code: '' }, ip: ip() });
    expect(flag(login.res)).toMatch(/^det_viewer=member;/);
    const guest = await call('/common/guest', { body: {}, ip: ip() });
    expect(flag(guest.res)).toMatch(/^det_viewer=; Max-Age=0/);
    const out = await call('/logout', { body: { domain: '' }, token: login.json.token });
    expect(flag(out.res)).toMatch(/^det_viewer=; Max-Age=0/);
  });
});

describe('member pages', () => {
  it('render per request and are never cached', async () => {
    const { token } = await register();
    const started = await call('/stripe/payUrl?vipId=41&path=pricing&isMobile=0', { token });
    const success = `/success/${started.json.logVipId}`;
    for (let i = 0; i < 3; i++) {
      const res = await visit(success, `det_i18n_token=${token}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-page-cache')).toBe('bypass');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    expect((await visit(success)).headers.get('location')).toBe('/login');
  });
});

describe('expiry', () => {
  it('renders a page again once its copy is older than the TTL, in the isolate and in the shared cache', async () => {
    await forget(true, '/it/blog');
    expect((await visit('/it/blog')).headers.get('x-page-cache')).toBe('miss');
    expect((await visit('/it/blog')).headers.get('x-page-cache')).toBe('hit');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (CACHE_TTL_SECONDS - 5) * 1000);
    expect((await visit('/it/blog')).headers.get('x-page-cache')).toBe('hit');
    // The in-isolate copy is gone: the shared copy is consulted and is just as old.
    clearMemoryCache();
    expect((await visit('/it/blog')).headers.get('x-page-cache')).toBe('hit');
    vi.setSystemTime(Date.now() + 10_000);
    expect((await visit('/it/blog')).headers.get('x-page-cache')).toBe('miss');
    expect((await visit('/it/blog')).headers.get('x-page-cache')).toBe('hit');
  });
});

describe('pages that must not be kept', () => {
  it('does not cache a page whose data load failed, in development and in production', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = { prepare() { throw new Error('D1 is unavailable'); } } as unknown as D1Database;
    for (const [bindings, base, noindex] of [[env, SITE, true], [PRODUCTION, 'https://detprep.com', false]] as const) {
      await forget(noindex, '/ko');
      clearHomeDataCache();
      for (let i = 0; i < 2; i++) {
        const res = await fetchWith({ ...bindings, DB: failing }, `${base}/ko`);
        expect(res.status).toBe(200);
        expect(res.headers.get('x-page-cache')).toBe('miss');
      }
      // Once the database answers again, the page is rendered (not the fallback copy) and then kept.
      expect((await fetchWith(bindings, `${base}/ko`)).headers.get('x-page-cache')).toBe('miss');
      expect((await fetchWith(bindings, `${base}/ko`)).headers.get('x-page-cache')).toBe('hit');
    }
  });

  it('does not cache a page rendered with missing messages, in development and in production', async () => {
    const messages = await messagesFor('de');
    const key = 'footer.tagline';
    const saved = messages[key]!;
    delete messages[key];
    try {
      for (const [bindings, base, noindex] of [[env, SITE, true], [PRODUCTION, 'https://detprep.com', false]] as const) {
        await forget(noindex, '/de/about-us');
        for (let i = 0; i < 2; i++) {
          const res = await fetchWith(bindings, `${base}/de/about-us`);
          expect(res.status).toBe(200);
          expect(res.headers.get('x-page-cache')).toBe('miss');
          // The count is a diagnostic for development; production does not advertise it.
          expect(res.headers.get('x-missing-messages')).toBe(bindings === env ? '1' : null);
        }
      }
    } finally {
      messages[key] = saved;
    }
    await forget(true, '/de/about-us');
    expect((await visit('/de/about-us')).headers.get('x-page-cache')).toBe('miss');
    expect((await visit('/de/about-us')).headers.get('x-page-cache')).toBe('hit');
  });
});

describe('data every locale of a page shares, kept in the isolate for a minute', () => {
  // The Basic 30-day plan's amount as the plan picker island receives it.
  const SEVENS = /amount(?:&quot;|"|\\")?:7777\b/;
  const price = (html: string) => /data-testid="plan-comparison"/.test(html) && SEVENS.test(html);
  afterEach(async () => {
    await env.DB.prepare('UPDATE plans SET amount = 1990 WHERE id = 51').run();
    forgetOffers();
  });

  it('renders /pricing again from the plans read within the minute, and never keeps a failed read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    forgetOffers();
    await forget(true, '/pricing');
    await env.DB.prepare('UPDATE plans SET amount = 7777 WHERE id = 51').run();
    expect(price(await (await visit('/pricing')).text())).toBe(true);
    // A price change reaches a page rendered within the minute only once the kept plans are forgotten.
    await env.DB.prepare('UPDATE plans SET amount = 1990 WHERE id = 51').run();
    await forget(true, '/pricing');
    expect(await (await visit('/pricing')).text()).toMatch(SEVENS);
    forgetOffers();
    await forget(true, '/pricing');
    const fresh = await (await visit('/pricing')).text();
    expect(fresh).toContain('data-testid="plan-comparison"');
    expect(fresh).not.toMatch(SEVENS);
    // D1 failing: the page says the plans are unavailable; once D1 answers, the next render has them.
    forgetOffers();
    const failing = { prepare() { throw new Error('D1 is unavailable'); } } as unknown as D1Database;
    await forget(true, '/pricing');
    expect(await (await fetchWith({ ...env, DB: failing }, `${SITE}/pricing`)).text()).not.toContain('data-testid="plan-comparison"');
    await forget(true, '/pricing');
    expect(await (await visit('/pricing')).text()).toContain('data-testid="plan-comparison"');
    vi.restoreAllMocks();
  });
});

describe('PAGE_CACHE = "off" (development only)', () => {
  it('renders every request when switched off in development', async () => {
    const off = { ...env, PAGE_CACHE: 'off' } as Cloudflare.Env;
    for (let i = 0; i < 2; i++) expect((await fetchWith(off, `${SITE}/tr/pricing`)).headers.get('x-page-cache')).toBe('off');
  });
});
