import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { get, page } from './helpers.ts';

describe('redirects at the edge', () => {
  it('removes a trailing slash with a 301 that keeps the query', async () => {
    const res = await get('/courses/?utm_source=x&a=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/courses?utm_source=x&a=1');
    const ja = await get('/ja/pricing/');
    expect(ja.headers.get('location')).toBe('/ja/pricing');
  });

  it('leaves / alone', async () => {
    expect((await get('/')).status).toBe(200);
  });

  it('drops the page parameter from /blog in any locale and keeps the rest', async () => {
    const en = await get('/blog?page=3&ref=mail');
    expect(en.status).toBe(301);
    expect(en.headers.get('location')).toBe('/blog?ref=mail');
    const th = await get('/th/blog?page=2');
    expect(th.headers.get('location')).toBe('/th/blog');
  });

  it('sends / to the language chosen in the picker, and nothing else', async () => {
    const res = await get('/?ref=ad', { headers: { cookie: 'i18n_locale=th' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/th?ref=ad');
    expect(res.headers.get('vary')).toBe('Cookie');
    expect((await get('/', { headers: { cookie: 'i18n_locale=en' } })).status).toBe(200);
    expect((await get('/', { headers: { cookie: 'i18n_locale=xx' } })).status).toBe(200);
    expect((await get('/courses', { headers: { cookie: 'i18n_locale=th' } })).status).toBe(200);
    // Following a link inside the site to / (e.g. the picker's English before hydration) is honoured.
    expect((await get('/', { headers: { cookie: 'i18n_locale=th', 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
  });

  it('sends a stray /en prefix to the unprefixed English URL', async () => {
    const res = await get('/en/courses');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/courses');
  });
});

describe('404', () => {
  const cases = [
    ['/no-such-page', 'en'],
    ['/courses/not-a-course', 'en'],
    ['/ja/courses/not-a-course', 'ja'],
    ['/success/abc', 'en'],
    ['/success/0', 'en'],
    ['/xx/courses', 'en'],
    ['/blog/no-such-article', 'en'],
    ['/fr/blog/a/b/c', 'fr'],
  ] as const;

  for (const [path, lang] of cases) {
    it(`${path} is a localized, noindex 404 with a link home`, async () => {
      const { res, html } = await page(path);
      expect(res.status).toBe(404);
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain('data-layout="header"');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html).toContain(`href="${lang === 'en' ? '/' : `/${lang}`}"`);
      expect(html).not.toContain('rel="canonical"');
    });
  }

  it('says Page Not Found and names the path in English', async () => {
    const { html } = await page('/no-such-page');
    expect(html).toContain('Page Not Found');
    expect(html).toContain('Page not found: /no-such-page');
    expect(html).toContain('Return to Homepage');
  });

  it('names the path with its locale prefix, and answers unknown /app paths in the app language', async () => {
    const ja = await page('/ja/no-such-page');
    expect(ja.html).toContain('/ja/no-such-page');
    const app = await get('/app/no-such-screen', { headers: { cookie: 'i18n_locale=de' } });
    expect(app.status).toBe(404);
    const html = await app.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toMatch(/[^/]\/app\/no-such-screen/);
  });

  it('escapes the echoed path and truncates long ones', async () => {
    const { res, html } = await page('/%3Cscript%3Ealert(1)%3C/script%3E');
    expect(res.status).toBe(404);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)');
    const long = await page(`/${'a'.repeat(8 * 1024)}`);
    expect(long.res.status).toBe(404);
    expect(long.html).not.toContain('a'.repeat(200));
    expect(long.html).toContain(`${'a'.repeat(100)}`);
  });
});

describe('hostile paths', () => {
  const hostile = ['//evil.com', '//evil.com/', '/%2F%2Fevil.com', '/%2F%2Fevil.com/', '/\\evil.com', '/\\evil.com/', '///evil.com//',
    '/<script>alert(1)</script>', '/%0d%0aSet-Cookie:%20x=1', '/foo%0A/', '/%E0%A4%A', '/..%2F..%2Fetc/passwd'];

  for (const path of hostile) {
    it(`${JSON.stringify(path)} never errors, never leaves the site, never echoes script`, async () => {
      const res = await get(path);
      expect(res.status).toBeLessThan(500);
      const location = res.headers.get('location');
      if (location) {
        expect(location.startsWith('/')).toBe(true);
        expect(location.startsWith('//')).toBe(false);
        expect(location.startsWith('/\\')).toBe(false);
      }
      const body = await res.text();
      expect(body).not.toMatch(/<script>alert/i);
    });
  }

  it('answers CR/LF in the path with 400, not 500', async () => {
    expect((await get('/%0d%0aSet-Cookie:%20x=1')).status).toBe(400);
  });

  it('holds the same invariants for arbitrary paths (property test)', async () => {
    const segment = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('/', '//', '\\', '%2F', '%5C', '%0d%0a', '<script>', 'evil.com', 'ja', 'courses', '..', '%', '%E0%A4'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { maxLength: 6 }), fc.boolean(), async (parts, slash) => {
        const raw = `/${parts.join('')}${slash ? '/' : ''}`;
        let url: URL;
        try { url = new URL(raw, 'http://localhost:8787'); } catch { return; }
        if (url.origin !== 'http://localhost:8787') return;
        const res = await get(url.pathname + url.search);
        expect(res.status).toBeLessThan(500);
        const location = res.headers.get('location');
        if (location) {
          const target = new URL(location, 'http://localhost:8787');
          expect(target.origin).toBe('http://localhost:8787');
        }
        expect(await res.text()).not.toMatch(/<script>/i);
      }),
      { numRuns: 150 },
    );
  });
});
