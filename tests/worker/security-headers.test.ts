import { describe, expect, it } from 'vitest';
import { attr, get, page, scriptTags } from './helpers.ts';

function expectBaseHeaders(res: Response) {
  expect(res.headers.get('strict-transport-security')).toMatch(/max-age=(\d+)/);
  expect(Number(/max-age=(\d+)/.exec(res.headers.get('strict-transport-security')!)![1])).toBeGreaterThanOrEqual(31536000);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
}

describe('security headers', () => {
  it('are on pages, 404s, redirects, bad requests, API answers and static files', async () => {
    for (const path of ['/', '/ja/courses', '/nope', '/courses/', '/%0d%0a', '/weapp/api/nothing', '/favicon.svg', '/robots.txt', '/sitemap.xml', '/app']) {
      expectBaseHeaders(await get(path));
    }
  });

  it('give HTML a strict nonce CSP whose nonce is on every script we emit', async () => {
    const { res, html } = await page('/courses');
    const csp = res.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    const executable = scriptTags(html).filter((t) => !/type="application\/(ld\+)?json"/.test(t));
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(attr(tag, 'nonce')).toBe(nonce);
  });

  it('use a fresh nonce for every response, cached pages included', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const { res, html } = await page('/pricing');
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      // The islands loader (it adds the module scripts after the first paint, ADR 039) carries this response's nonce.
      const loader = /(<script\b[^>]*>)[^<]*requestAnimationFrame/.exec(html)!;
      expect(attr(loader[1]!, 'nonce')).toBe(nonce);
    }
  });

  it('serve the second anonymous request of a page from the cache', async () => {
    await get('/listen');
    const again = await get('/listen');
    expect(again.headers.get('x-page-cache')).toBe('hit');
  });
});
