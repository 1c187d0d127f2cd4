/**
 * Upstream mode (issue 25) for what read the local D1 last: /pricing's plans, pack offers and save-up badge
 * (GET /common/vips, GET /common/setting), the blog's Atom feed (GET /common/article/page with a pageSize) and
 * the plan a member holds (/weapp/api/vips/current, proxied). For each: the upstream's answer is what the visitor
 * sees; a failing, malformed or slow (past the 3 s page deadline) answer leaves a page that is not blank and is
 * never cached.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SELF } from 'cloudflare:test';
import { cacheWritesSettled, clearMemoryCache, pageCacheKey } from '../../src/worker/render/page-cache.ts';
import { call, env, register } from '../worker/api-helpers.ts';
import { fakeUpstream, upstreamCalls } from './stub-upstream.ts';
import { forgetOffers } from '../../src/worker/pages/offers-data.ts';

const SITE = 'http://localhost:8787';
const visit = (path: string) => SELF.fetch(`${SITE}${path}`, { redirect: 'manual' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const UNAVAILABLE = 'We couldn’t load the plans. Please try again.';

async function forget(...paths: string[]) {
  await cacheWritesSettled();
  clearMemoryCache();
  forgetOffers();
  for (const p of paths) await (caches as unknown as { default: Cache }).default.delete(pageCacheKey(true, p));
}

/** The ways an upstream call can go wrong, each answered on `path` only. */
type Answer = (req: Request, backend: () => Promise<Response>) => Promise<Response> | Response;
const BROKEN: [string, Answer][] = [
  ['failing', () => new Response('down', { status: 503 })],
  ['malformed', () => Response.json({ items: 'not a list', 0: { id: 'x' } })],
  // Would answer after 3.6 s; the worker's page deadline (3 s) aborts the call first, as fetch would.
  ['slow', (req, backend) => new Promise<Response>((resolve, reject) => {
    req.signal.addEventListener('abort', () => reject(req.signal.reason));
    void sleep(3_600).then(() => resolve(backend()));
  })],
];
const answering = (suffix: string, answer: Answer) =>
  fakeUpstream((req, backend) => (new URL(req.url).pathname.endsWith(suffix) ? answer(req, () => backend(req)) : backend(req)));

describe('/pricing in upstream mode', () => {
  beforeEach(() => forget('/pricing', '/ja/pricing'));

  it('shows the upstream\'s plans and save-up figure, not the local table, and caches the page', async () => {
    fakeUpstream(async (req, backend) => {
      const url = new URL(req.url);
      if (url.pathname.endsWith('/common/vips')) {
        const plans = (await (await backend(req)).json()) as { type: number; examNum: number }[];
        return Response.json(plans.map((p) => (p.type === 5 ? { ...p, examNum: 987 } : p)));
      }
      if (url.pathname.endsWith('/common/setting')) return Response.json({ priceSaveUp: '37' });
      return backend(req);
    });
    const res = await visit('/pricing');
    const html = await res.text();
    expect(res.status).toBe(200);
    // The comparison table's mock-test row and the badge come from the upstream's answers.
    expect(html).toMatch(/<td data-tier="Basic">987<\/td>/);
    expect(html).toContain('data-testid="save-up"');
    expect(html).toContain('37%');
    expect(html).not.toContain(UNAVAILABLE);
    expect(upstreamCalls.map((c) => c.path)).toEqual(expect.arrayContaining(['/weapp/api/common/vips', '/weapp/api/common/setting?keys=priceSaveUp']));
    await cacheWritesSettled();
    const again = await visit('/pricing');
    expect(await again.text()).toContain('987');
    expect(again.headers.get('x-page-cache')).toBe('hit');
  });

  for (const [how, answer] of BROKEN) {
    it(`says the plans are unavailable when /common/vips is ${how}, keeps the page, and does not cache it`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      answering('/common/vips', answer);
      const started = Date.now();
      const res = await visit('/ja/pricing');
      const html = await res.text();
      expect(Date.now() - started).toBeLessThan(3_000 + 1_500);
      expect(res.status).toBe(200);
      expect(html).toContain('id="plans-title"');
      expect(html).toContain('id="packs-title"');
      expect(html).toContain('role="alert"');
      // Never the local plan table: its ids are not the ones the upstream's checkout takes.
      expect(html).not.toContain('data-testid="plan-comparison"');
      await cacheWritesSettled();
      fakeUpstream(null);
      const second = await visit('/ja/pricing');
      await second.text();
      expect(second.headers.get('x-page-cache')).toBe('miss');
      vi.restoreAllMocks();
    }, 15_000);
  }
});

describe('the Atom feed in upstream mode', () => {
  const summary = {
    path: 'feed-only-upstream', locale: 'ja', title: 'Only the upstream has this one', description: 'From the upstream.',
    category: 'strategy', cover: 'gauge', publishedAt: '2026-11-20', updatedAt: '2026-11-21', readingMinutes: 3,
  };

  it('lists the upstream\'s newest 20 in the page\'s language and may be cached', async () => {
    const asked: { locale: string | null; search: string }[] = [];
    fakeUpstream((req, backend) => {
      const url = new URL(req.url);
      if (!url.pathname.endsWith('/common/article/page')) return backend(req);
      asked.push({ locale: req.headers.get('locale'), search: url.search });
      return Response.json({ items: [summary], total: 1, categories: [] });
    });
    const res = await visit('/ja/blog/feed.atom');
    const xml = await res.text();
    expect(res.status).toBe(200);
    expect(xml).toContain('<title>Only the upstream has this one</title>');
    expect(xml).toContain('/ja/blog/feed-only-upstream');
    expect(asked).toEqual([{ locale: 'ja', search: '?page=1&pageSize=20' }]);
    expect(res.headers.get('cache-control')).toBe('public, max-age=900');
  });

  it('through the stub (the embedded backend as upstream) lists what the local feed lists', async () => {
    const { results } = await env.DB.prepare("SELECT title FROM articles WHERE locale = 'en' ORDER BY published_at DESC, path LIMIT 2").all<{ title: string }>();
    const xml = await (await visit('/blog/feed.atom')).text();
    for (const r of results) expect(xml).toContain(r.title.replace(/&/g, '&amp;'));
    expect((xml.match(/<entry>/g) ?? []).length).toBeLessThanOrEqual(20);
  });

  for (const [how, answer] of BROKEN) {
    it(`serves the local copy with no-store when the upstream is ${how}`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const newest = await env.DB.prepare("SELECT title FROM articles WHERE locale = 'ja' ORDER BY published_at DESC LIMIT 1").first<{ title: string }>();
      answering('/common/article/page', answer);
      const res = await visit('/ja/blog/feed.atom');
      const xml = await res.text();
      expect(res.status).toBe(200);
      expect(xml).toContain(newest!.title.replace(/&/g, '&amp;'));
      expect(res.headers.get('cache-control')).toBe('no-store');
      vi.restoreAllMocks();
    }, 15_000);
  }
});

describe('/vips/current in upstream mode', () => {
  it('is the upstream\'s answer for the bearer, never the local table\'s', async () => {
    const { token } = await register();
    fakeUpstream((req, backend) => (new URL(req.url).pathname.endsWith('/vips/current')
      ? Response.json({ tag: 'Plus', vipEndTime: '2027-01-01T00:00:00.000Z' }) : backend(req)));
    const { res, json } = await call('/vips/current', { token });
    expect(res.status).toBe(200);
    expect(json).toEqual({ tag: 'Plus', vipEndTime: '2027-01-01T00:00:00.000Z' });
    expect(upstreamCalls.find((c) => c.path === '/weapp/api/vips/current')?.authorization).toBe(`Bearer ${token}`);
  });
});
