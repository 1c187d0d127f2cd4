/**
 * The blog in upstream mode (issue 25): the list page and every article come from the upstream's blog calls
 * (docs/api.md, Blog pages) in the page's language; when the upstream fails, is slow or answers nonsense the
 * deploy's local copy stands in and the page is served but not cached; an article the upstream does not have is a
 * 404, never the local copy.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SELF } from 'cloudflare:test';
import { cacheWritesSettled, clearMemoryCache, pageCacheKey } from '../../src/worker/render/page-cache.ts';
import { forgetFooterArticles } from '../../src/worker/blog/footer-articles.ts';
import { env } from '../worker/api-helpers.ts';
import { fakeUpstream, upstreamCalls } from './stub-upstream.ts';

const SITE = 'http://localhost:8787';
const visit = (path: string) => SELF.fetch(`${SITE}${path}`, { redirect: 'manual' });

async function forget(...paths: string[]) {
  await cacheWritesSettled();
  clearMemoryCache();
  forgetFooterArticles();
  for (const p of paths) await (caches as unknown as { default: Cache }).default.delete(pageCacheKey(true, p));
}

const summary = {
  path: 'upstream-only-article', locale: 'en', title: 'Written only on the upstream', description: 'An article the local copy has never seen.',
  category: 'strategy', cover: 'gauge', publishedAt: '2026-11-01', updatedAt: '2026-11-02', readingMinutes: 4,
};

async function aLocalArticle(): Promise<{ path: string; title: string }> {
  return (await env.DB.prepare("SELECT path, title FROM articles WHERE locale = 'ja' ORDER BY published_at DESC LIMIT 1").first<{ path: string; title: string }>())!;
}

beforeEach(() => forget('/blog', '/ja/blog'));

describe('the blog list in upstream mode', () => {
  it('shows the upstream\'s page of articles in the page\'s language, and caches it', async () => {
    const seen: string[] = [];
    fakeUpstream((req, backend) => {
      const url = new URL(req.url);
      if (url.pathname.endsWith('/common/article/page')) {
        seen.push(req.headers.get('locale') ?? '');
        return Response.json({ items: [summary], total: 1, categories: [{ category: 'strategy', count: 1 }] });
      }
      return backend(req);
    });
    const res = await visit('/ja/blog');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('Written only on the upstream');
    expect(html).toContain('/ja/blog/upstream-only-article');
    expect(seen).toEqual(['ja']);
    expect(upstreamCalls.some((c) => c.path === '/weapp/api/common/article/page?page=1')).toBe(true);
    await cacheWritesSettled();
    expect((await visit('/ja/blog')).headers.get('x-page-cache')).toBe('hit');
  });

  it('serves the local copy when the upstream fails or answers nonsense, and does not cache that page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const local = await aLocalArticle();
    for (const answer of [() => new Response('down', { status: 503 }), () => Response.json({ items: [{ path: 1 }] })]) {
      await forget('/ja/blog');
      fakeUpstream((req, backend) => (new URL(req.url).pathname.endsWith('/common/article/page') ? answer() : backend(req)));
      const first = await visit('/ja/blog');
      expect(first.status).toBe(200);
      expect(await first.text()).toContain(local.title);
      await cacheWritesSettled();
      const second = await visit('/ja/blog');
      await second.text();
      expect(second.headers.get('x-page-cache')).toBe('miss');
    }
    vi.restoreAllMocks();
  });

  it('is a 404 past the upstream\'s last page', async () => {
    fakeUpstream((req, backend) => (new URL(req.url).pathname.endsWith('/common/article/page')
      ? Response.json({ items: [], total: 3, categories: [] }) : backend(req)));
    const res = await visit('/blog/page/2');
    await res.text();
    expect(res.status).toBe(404);
  });
});

describe('an article in upstream mode', () => {
  it('comes from the upstream, with its related articles', async () => {
    fakeUpstream((req, backend) => {
      const url = new URL(req.url);
      if (url.pathname.endsWith('/common/article/detail') && url.searchParams.get('path') === 'upstream-only-article') {
        return Response.json({
          article: { ...summary, bodyHtml: '<p>Body from the upstream.</p>', toc: [], author: 'Upstream Team', locales: ['en'], ratingSum: 9, ratingCount: 2 },
          related: [{ ...summary, path: 'another-upstream-one', title: 'A related upstream article' }],
        });
      }
      return backend(req);
    });
    await forget('/blog/upstream-only-article');
    const res = await visit('/blog/upstream-only-article');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('Body from the upstream.');
    expect(html).toContain('A related upstream article');
  });

  it('is a 404 when the upstream has no such article, even if the local copy has one', async () => {
    const local = await aLocalArticle();
    fakeUpstream((req, backend) => (new URL(req.url).pathname.endsWith('/common/article/detail')
      ? Response.json({ code: 'article_not_found' }, { status: 404 }) : backend(req)));
    await forget(`/ja/blog/${local.path}`);
    const res = await visit(`/ja/blog/${local.path}`);
    await res.text();
    expect(res.status).toBe(404);
  });

  it('falls back on the local copy when the upstream fails, not cached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const local = await aLocalArticle();
    fakeUpstream((req, backend) => (new URL(req.url).pathname.endsWith('/common/article/detail') ? new Response('down', { status: 500 }) : backend(req)));
    await forget(`/ja/blog/${local.path}`);
    const first = await visit(`/ja/blog/${local.path}`);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(local.title);
    await cacheWritesSettled();
    const second = await visit(`/ja/blog/${local.path}`);
    await second.text();
    expect(second.headers.get('x-page-cache')).toBe('miss');
    vi.restoreAllMocks();
  });

  it('through the stub (the embedded backend as upstream) renders the same article as locally', async () => {
    const local = await aLocalArticle();
    await forget(`/ja/blog/${local.path}`);
    const html = await (await visit(`/ja/blog/${local.path}`)).text();
    expect(html).toContain(local.title);
    expect(upstreamCalls.some((c) => c.path.startsWith('/weapp/api/common/article/detail?path='))).toBe(true);
  });
});
