/** Issue 13: articles from D1 — list, categories, ratings, pages at any depth, fallback, sanitizing, sitemap, feeds. */
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import hostile from './fixtures/hostile-article.md?raw';
import { parseArticleFile, renderArticle } from '../../scripts/blog/render.mjs';
import { call, ip } from './api-helpers.ts';
import { jsonLd, page, get } from './helpers.ts';

async function guestToken(): Promise<string> {
  const { json } = await call('/common/guest', { body: {}, ip: ip() });
  return json.token as string;
}

async function englishPaths(): Promise<{ path: string; published_at: string }[]> {
  const { results } = await env.DB.prepare("SELECT path, published_at FROM articles WHERE locale = 'en' ORDER BY published_at DESC, path").all<{ path: string; published_at: string }>();
  return results;
}

describe('GET /common/article', () => {
  it('lists {name, path} newest first in the locale of the header, with paging metadata', async () => {
    const all = await englishPaths();
    expect(all.length).toBeGreaterThanOrEqual(16);
    const { res, json } = await call('/common/article?flag=1&page=1&pageSize=4', { headers: { locale: 'en' } });
    expect(res.status).toBe(200);
    expect(json.items).toHaveLength(4);
    expect(json.items.map((i: { path: string }) => i.path)).toEqual(all.slice(0, 4).map((a) => a.path));
    expect(Object.keys(json.items[0]).sort()).toEqual(['name', 'path']);
    expect(json.total).toBe(all.length);
    expect(json.locale).toBe('en');
  });

  it('walks every article exactly once across pages, and a page past the end is empty', async () => {
    const all = await englishPaths();
    const seen: string[] = [];
    for (let p = 1; p <= Math.ceil(all.length / 5); p++) {
      const { json } = await call(`/common/article?flag=1&page=${p}&pageSize=5`, { headers: { locale: 'en' } });
      seen.push(...json.items.map((i: { path: string }) => i.path));
    }
    expect(seen).toEqual(all.map((a) => a.path));
    const beyond = await call('/common/article?flag=1&page=99&pageSize=5', { headers: { locale: 'en' } });
    expect(beyond.res.status).toBe(200);
    expect(beyond.json.items).toEqual([]);
  });

  it('refuses paging outside its bounds with a clear error', async () => {
    for (const [q, code] of [['page=0', 'page_invalid'], ['page=-1', 'page_invalid'], ['page=abc', 'page_invalid'], ['pageSize=0', 'page_size_invalid'], ['pageSize=51', 'page_size_invalid'], ['flag=2', 'flag_invalid']] as const) {
      const { res, json } = await call(`/common/article?${q}`, { headers: { locale: 'en' } });
      expect(res.status, q).toBe(400);
      expect(json.code, q).toBe(code);
    }
  });

  it('answers in the header locale and fills untranslated articles with English', async () => {
    const ja = await call('/common/article?flag=1&page=1&pageSize=50', { headers: { locale: 'ja' } });
    const total = (await englishPaths()).length;
    // Every article is listed once, whatever the language it exists in.
    expect(ja.json.total).toBe(total);
    const { results } = await env.DB.prepare("SELECT path, title FROM articles WHERE locale = 'ja'").all<{ path: string; title: string }>();
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) expect(ja.json.items.find((i: { path: string }) => i.path === r.path)?.name).toBe(r.title);
    // An unknown or missing header is English.
    const unknown = await call('/common/article?page=1&pageSize=3', { headers: { locale: 'xx' } });
    expect(unknown.json.locale).toBe('en');
  });

  it('filters by category and refuses an unknown one', async () => {
    const { json } = await call('/common/article?page=1&pageSize=50&category=test-day', { headers: { locale: 'en' } });
    const { results } = await env.DB.prepare("SELECT COUNT(*) AS n FROM articles WHERE locale = 'en' AND category = 'test-day'").all<{ n: number }>();
    expect(json.total).toBe(results[0]!.n);
    const bad = await call('/common/article?category=gossip', { headers: { locale: 'en' } });
    expect(bad.res.status).toBe(400);
    expect(bad.json.code).toBe('category_unknown');
  });
});

describe('GET /common/article/category', () => {
  it('counts articles per category, adding up to the whole list', async () => {
    const { json } = await call('/common/article/category', { headers: { locale: 'th' } });
    const sum = json.items.reduce((n: number, c: { count: number }) => n + c.count, 0);
    expect(sum).toBe((await englishPaths()).length);
    expect(json.items.map((c: { category: string }) => c.category)).toContain('strategy');
  });
});

describe('POST /common/article/rate', () => {
  const path = 'scores/university-requirements';

  it('needs a member or guest session', async () => {
    const { res, json } = await call('/common/article/rate', { body: { path, score: 5 } });
    expect(res.status).toBe(401);
    expect(json.code).toBe('session_invalid');
  });

  it('validates the score and the path', async () => {
    const token = await guestToken();
    for (const [body, code] of [
      [{ path, score: 0 }, 'score_range'], [{ path, score: 6 }, 'score_range'], [{ path, score: 3.5 }, 'score_invalid'],
      [{ path, score: '5' }, 'score_invalid'], [{ path }, 'invalid_input'], [{ path: '../etc/passwd', score: 4 }, 'path_invalid'],
      [{ path: 'Scores/X', score: 4 }, 'path_invalid'],
    ] as const) {
      const { res, json } = await call('/common/article/rate', { body, token });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(json.code, JSON.stringify(body)).toBe(code);
    }
    const missing = await call('/common/article/rate', { body: { path: 'no/such-article', score: 4 }, token });
    expect(missing.res.status).toBe(404);
    const form = await call('/common/article/rate', { raw: 'path=x&score=4', headers: { 'content-type': 'application/x-www-form-urlencoded' }, token });
    expect(form.res.status).toBe(415);
  });

  it('keeps one rating per user: a second rating replaces the first', async () => {
    const a = await guestToken();
    const b = await guestToken();
    const first = await call('/common/article/rate', { body: { path: 'det-writing-tips', score: 2 }, token: a });
    expect(first.json).toEqual({ average: 2, count: 1, score: 2 });
    const again = await call('/common/article/rate', { body: { path: 'det-writing-tips', score: 4 }, token: a });
    expect(again.json).toEqual({ average: 4, count: 1, score: 4 });
    const other = await call('/common/article/rate', { body: { path: 'det-writing-tips', score: 5 }, token: b });
    expect(other.json).toEqual({ average: 4.5, count: 2, score: 5 });
  });

  it('counts parallel ratings by one user once', async () => {
    const token = await guestToken();
    const results = await Promise.all([1, 2, 3, 4, 5, 5, 4, 3].map((score) => call('/common/article/rate', { body: { path: 'test-day/common-mistakes', score }, token })));
    for (const r of results) expect(r.res.status).toBe(200);
    const row = await env.DB.prepare("SELECT rating_count AS n FROM article_rating_totals WHERE path = 'test-day/common-mistakes'").first<{ n: number }>();
    expect(row!.n).toBe(1);
    const { results: rows } = await env.DB.prepare("SELECT score FROM article_ratings WHERE path = 'test-day/common-mistakes'").all();
    expect(rows).toHaveLength(1);
  });

  it('shows the new average on the article page (its cached copy is purged)', async () => {
    const target = 'strategy/listen-and-type';
    const before = await page(`/blog/${target}`);
    expect(before.html).toContain('data-testid="rating-summary"');
    await page(`/blog/${target}`); // cached now
    const token = await guestToken();
    await call('/common/article/rate', { body: { path: target, score: 3 }, token });
    // The purge runs after the response; give it a turn to finish.
    await new Promise((r) => setTimeout(r, 50));
    const after = await page(`/blog/${target}`);
    expect(after.html).toMatch(/3\.0[^<]*1/);
  });
});

describe('/blog pages', () => {
  it('lists the newest articles first with covers and paging by path, never ?page', async () => {
    const all = await englishPaths();
    const { res, html } = await page('/blog');
    expect(res.status).toBe(200);
    const order = [...html.matchAll(/<h2 class="h3"><a href="\/blog\/([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual(all.slice(0, order.length).map((a) => a.path));
    expect(html).toContain('class="article-cover');
    expect(html).toContain('href="/blog/page/2"');
    const second = await page('/blog/page/2');
    expect(second.res.status).toBe(200);
    expect(second.html).toContain(`href="/blog/${all[9]!.path}"`);
    expect((await get('/blog/page/99')).status).toBe(404);
    const redirected = await get('/blog?page=2');
    expect(redirected.status).toBe(301);
  });

  it('filters by category in every locale and 404s an unknown category', async () => {
    const { res, html } = await page('/ru/blog/category/test-day');
    expect(res.status).toBe(200);
    expect(html).toContain('href="/ru/blog/test-day/technology-checklist"');
    expect(html).not.toContain('href="/ru/blog/strategy/listen-and-type"');
    expect((await get('/ru/blog/category/gossip')).status).toBe(404);
  });

  it('renders an article at depth 3 with cover, meta, table of contents, rating, related and JSON-LD', async () => {
    const { res, html } = await page('/blog/strategy/speaking/interactive-speaking');
    expect(res.status).toBe(200);
    expect(html).toContain('data-testid="article-meta"');
    expect(html).toContain('data-testid="toc"');
    expect(html).toMatch(/<a href="#[a-z0-9-]+">/);
    expect(html).toContain('data-island="ArticleRating"');
    expect(html).toContain('id="related-title"');
    const types = jsonLd(html).map((d) => d['@type']);
    expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
    expect(html).toContain('<link rel="canonical" href="https://detprep.com/blog/strategy/speaking/interactive-speaking"/>');
  });

  it('shows a translated article in its language, with no fallback note', async () => {
    const { html } = await page('/ja/blog/det-score-guide');
    expect(html).not.toContain('data-testid="fallback-note"');
    expect(html).toContain('<link rel="canonical" href="https://detprep.com/ja/blog/det-score-guide"/>');
  });

  it('falls back to English with a localized note and an English canonical', async () => {
    await env.DB.prepare("DELETE FROM articles WHERE path = 'scores/retakes-and-score-validity' AND locale = 'de'").run();
    const { res, html } = await page('/de/blog/scores/retakes-and-score-validity');
    expect(res.status).toBe(200);
    expect(html).toContain('data-testid="fallback-note"');
    expect(html).toContain('Diesen Artikel gibt es noch nicht in deiner Sprache');
    expect(html).toContain('<link rel="canonical" href="https://detprep.com/blog/scores/retakes-and-score-validity"/>');
    expect(html).toContain('lang="en"');
    expect(html).toContain('<html lang="de"');
  });

  it('answers unknown and hostile paths with the localized 404', async () => {
    const hostilePaths = [
      '/blog/no-such-article', '/th/blog/strategy/nothing-here', '/blog/a/b/c/d/e/f/g', '/blog/%2e%2e/%2e%2e/etc/passwd',
      '/blog/<script>', '/blog/DET-SCORE-GUIDE', `/blog/${'a'.repeat(300)}`, '/blog//det-score-guide',
      '/blog/det-score-guide/extra',
    ];
    for (const p of hostilePaths) {
      const { res, html } = await page(p);
      expect(res.status, p).toBe(404);
      expect(html, p).toContain('data-testid="not-found"');
      expect(html, p).not.toContain('<script>alert');
    }
    // A NUL byte is refused before routing, like everywhere on the site.
    expect((await get('/blog/det-score-guide%00')).status).toBe(400);
    const th = await page('/th/blog/strategy/nothing-here');
    expect(th.html).toContain('<html lang="th"');
  });
});

describe('footer, sitemap and feeds', () => {
  it('server-renders the 4 latest articles of the locale in the footer', async () => {
    const { html } = await page('/ko/pricing');
    const footer = html.slice(html.indexOf('data-testid="site-footer"'));
    const list = footer.slice(footer.indexOf('data-testid="footer-articles"'), footer.indexOf('</ul>', footer.indexOf('data-testid="footer-articles"')));
    const links = [...list.matchAll(/href="\/ko\/blog\/([^"]+)"/g)].map((m) => m[1]);
    const { json } = await call('/common/article?flag=1&page=1&pageSize=4', { headers: { locale: 'ko' } });
    expect(links).toEqual(json.items.map((i: { path: string }) => i.path));
  });

  it('lists every article in the sitemap with alternates only in the languages it exists in', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    for (const a of await englishPaths()) expect(xml).toContain(`<loc>https://detprep.com/blog/${a.path}</loc>`);
    const entry = xml.split('\n').find((l) => l.includes('<loc>https://detprep.com/ja/blog/det-score-guide</loc>'))!;
    expect(entry).toContain('hreflang="ja"');
    const onlyEnglish = await env.DB.prepare("SELECT path FROM articles GROUP BY path HAVING COUNT(*) = 1").first<{ path: string }>();
    if (onlyEnglish) expect(xml).not.toContain(`/ja/blog/${onlyEnglish.path}</loc>`);
  });

  it('serves an Atom feed per locale, linked from every page head', async () => {
    const { html } = await page('/fr/pricing');
    expect(html).toContain('type="application/atom+xml"');
    expect(html).toContain('href="/fr/blog/feed.atom"');
    const res = await get('/fr/blog/feed.atom');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/atom+xml');
    const xml = await res.text();
    expect(xml).toContain('xml:lang="fr"');
    expect(xml).toContain('<link href="https://detprep.com/fr/blog/det-score-guide"/>');
    expect((await get('/xx/blog/feed.atom')).status).toBe(404);
  });
});

describe('import: Markdown → sanitized HTML', () => {
  it('drops scripts, event handlers, iframes and javascript:/data: links but keeps safe links and anchors', () => {
    const { meta, markdown } = parseArticleFile(hostile, 'fixture');
    expect(meta.title).toBe('A hostile article');
    const { html, toc } = renderArticle(markdown, 'en');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\bon[a-z]+=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/data:text/i);
    expect(html).not.toMatch(/<iframe|<img|<svg|style=/i);
    expect(html).toContain('<a href="https://example.com/page" rel="noopener noreferrer">a safe link</a>');
    expect(html).toContain('<a href="#scripts">an anchor</a>');
    expect(toc.map((e: { id: string }) => e.id)).toEqual(['scripts', 'second-heading']);
  });

  it('refuses a file without the required front matter or with an unknown category', () => {
    expect(() => parseArticleFile('no front matter', 'x')).toThrow(/front matter/);
    expect(() => parseArticleFile('---\ntitle: t\ndescription: d\ncategory: gossip\ncover: a/b\nauthor: a\npublished: 2026-01-01\n---\n\nx', 'x')).toThrow(/category/);
  });
});

describe('the blog pages\' own calls (issue 25: what an upstream serves for /blog and /blog/{path})', () => {
  it('GET /common/article/page gives a page of summaries with the total and categories, in the header\'s language', async () => {
    const { res, json } = await call('/common/article/page?page=1', { headers: { locale: 'ja' } });
    expect(res.status).toBe(200);
    expect(json.items.length).toBe(9);
    expect(json.items.every((a: { locale: string }) => ['ja', 'en'].includes(a.locale))).toBe(true);
    expect(json.total).toBeGreaterThan(9);
    expect(json.categories.reduce((t: number, c: { count: number }) => t + c.count, 0)).toBe(json.total);
    expect((await call('/common/article/page?page=0')).res.status).toBe(400);
    expect((await call('/common/article/page?category=poetry')).json.code).toBe('category_unknown');
  });

  it('GET /common/article/page takes a pageSize of 1 to 50 (the Atom feed asks for 20)', async () => {
    const { json } = await call('/common/article/page?page=1&pageSize=12', { headers: { locale: 'ja' } });
    expect(json.items.length).toBe(Math.min(12, json.total));
    expect(json.items.length).toBeGreaterThan(9);
    expect((await call('/common/article/page?pageSize=1')).json.items.length).toBe(1);
    expect((await call('/common/article/page?pageSize=51')).json.code).toBe('page_size_invalid');
    expect((await call('/common/article/page?pageSize=0')).json.code).toBe('page_size_invalid');
  });

  it('GET /common/article/detail gives one article and its related ones; an unknown or malformed path is refused', async () => {
    const list = await call('/common/article/page?page=1', { headers: { locale: 'de' } });
    const path = list.json.items[0].path as string;
    const { res, json } = await call(`/common/article/detail?path=${encodeURIComponent(path)}`, { headers: { locale: 'de' } });
    expect(res.status).toBe(200);
    expect(json.article.path).toBe(path);
    expect(json.article.bodyHtml.length).toBeGreaterThan(100);
    expect(json.related.length).toBeGreaterThan(0);
    expect(json.related.some((r: { path: string }) => r.path === path)).toBe(false);
    expect((await call('/common/article/detail?path=no-such-article')).res.status).toBe(404);
    expect((await call('/common/article/detail?path=..%2Fetc')).json.code).toBe('path_invalid');
  });
});
