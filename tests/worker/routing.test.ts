import { describe, expect, it } from 'vitest';
import { LOCALES, localizePath } from '../../src/shared/locales.ts';
import { ROUTES, pathOf } from '../../src/shared/routes.ts';
import { COURSE_SLUGS } from '../../src/shared/courses.ts';
import { page } from './helpers.ts';

/** One concrete path per route (every course slug is covered separately below). */
const samples = ROUTES.filter((r) => r.access !== 'member').map((r) => ({
  route: r,
  path: r.id === 'course' ? pathOf('course', { slug: COURSE_SLUGS[0]! }) : r.id === 'blog' ? '/blog'
    : r.id === 'contactSent' || r.id === 'affiliateSent' ? r.pattern.replace(':ref', `${r.id === 'contactSent' ? 'C' : 'A'}-ABCDEFGH`) : r.pattern,
}));

describe('every route in every locale', () => {
  for (const l of LOCALES) {
    it(`renders all routes in ${l.code} with the right lang and layout`, async () => {
      for (const { route, path } of samples) {
        const url = localizePath(l.code, path);
        const { res, html } = await page(url);
        expect(res.status, url).toBe(200);
        expect(res.headers.get('content-type')).toContain('text/html');
        expect(html.startsWith('<!DOCTYPE html>'), url).toBe(true);
        expect(html, url).toContain(`<html lang="${l.code}"`);
        expect(html, url).toContain(`data-layout="${route.layout}"`);
        expect(res.headers.get('x-missing-messages'), `${url} has untranslated keys`).toBeNull();
        const hasHeader = html.includes('data-testid="site-header"');
        const hasFooter = html.includes('data-testid="site-footer"');
        expect(hasHeader, url).toBe(route.layout === 'default' || route.layout === 'header');
        expect(hasFooter, url).toBe(route.layout === 'default' || route.layout === 'footer');
      }
    });
  }

  it('renders all 15 course pages and the blog articles', async () => {
    for (const slug of COURSE_SLUGS) {
      const { res, html } = await page(`/ja/courses/${slug}`);
      expect(res.status, slug).toBe(200);
      expect(html).toContain('id="video"');
    }
  });

  it('uses the no-header-footer layout for /login, /forget and /oauth', async () => {
    for (const p of ['/login', '/forget', '/oauth']) {
      const { html } = await page(p);
      expect(html).toContain('data-layout="noheaderfooter"');
      expect(html).not.toContain('data-testid="site-header"');
    }
  });

  it('sends a signed-out visitor of a payment success page to sign in', async () => {
    const { res } = await page('/ko/success/42');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/ko/login');
  });

  it('sends a signed-out visitor of /app to sign in, and redirects localized forms to /app', async () => {
    const { res } = await page('/app');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?next=%2Fapp');
    const localized = await page('/de/app');
    expect(localized.res.status).toBe(301);
    expect(localized.res.headers.get('location')).toBe('/app?lang=de');
  });

  it('sends a visitor who followed a public link into /app to registration in the language of that page', async () => {
    const { res } = await page('/app?lang=ja');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/ja/register?next=%2Fapp');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const bogus = await page('/app?lang=xx');
    expect(bogus.res.headers.get('location')).toBe('/login?next=%2Fapp');
  });
});
