/**
 * Routing decisions taken before any rendering (SPEC §2, DESIGN §5): hostile paths, the trailing-slash and
 * /blog?page redirects, the locale from the path prefix, and noindex for non-production hosts.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { getCookie } from 'hono/cookie';
import { LOCALE_COOKIE } from '../../shared/constants.ts';
import { DEFAULT_LOCALE, isLocale, localizePath, splitLocale } from '../../shared/locales.ts';

// C0 controls and DEL: never allowed in a path we echo, match or put in a header.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A same-origin, path-absolute form of any path: one leading slash, so it can never become '//host'. */
export function sameOriginPath(path: string): string {
  return `/${path.replace(/^[/\\]+/, '')}`;
}

export function decodePath(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export const edgeRouting = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const host = url.hostname;
  c.set('noindex', host !== c.env.PRODUCTION_HOST);

  const decoded = decodePath(url.pathname);
  if (decoded === null || CONTROL.test(decoded)) {
    return c.text('Bad Request', 400);
  }

  // A trailing slash on any path but / is removed by a 301 that keeps the query (SPEC §2).
  if (url.pathname.length > 1 && /[/\\]$/.test(url.pathname) && !url.pathname.startsWith('/weapp/api/')) {
    const stripped = url.pathname.replace(/[/\\]+$/, '');
    return c.redirect(sameOriginPath(stripped) + url.search, 301);
  }

  const { locale, path } = splitLocale(decoded);

  // /blog?page=N (in any locale) goes to /blog without the page parameter.
  if (path === '/blog' && url.searchParams.has('page')) {
    url.searchParams.delete('page');
    const search = url.searchParams.toString();
    return c.redirect(sameOriginPath(url.pathname) + (search ? `?${search}` : ''), 301);
  }

  // English is unprefixed; a stray /en prefix is sent to the canonical English URL.
  if (/^\/en(\/|$)/.test(decoded)) {
    return c.redirect(sameOriginPath(url.pathname.slice(3)) + url.search, 301);
  }

  // The language a visitor chose (picker cookie) may only steer the bare home page when arriving from outside
  // (typed, bookmarked, a search result); a click inside the site to / is a deliberate choice of English.
  if (decoded === '/' && (c.req.method === 'GET' || c.req.method === 'HEAD') && c.req.header('sec-fetch-site') !== 'same-origin') {
    const chosen = getCookie(c, LOCALE_COOKIE);
    if (isLocale(chosen) && chosen !== DEFAULT_LOCALE) {
      const res = c.redirect(localizePath(chosen, '/') + url.search, 302);
      res.headers.set('Vary', 'Cookie');
      res.headers.set('Cache-Control', 'private, no-store');
      return res;
    }
  }

  // /app/… is not a page of the language-independent app; its 404 speaks the app's language (the cookie).
  const appLocale = getCookie(c, LOCALE_COOKIE);
  c.set('locale', decoded.startsWith('/app/') && isLocale(appLocale) ? appLocale : locale);
  c.set('barePath', path);
  await next();
  if (c.get('noindex')) c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
});
