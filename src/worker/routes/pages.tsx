/**
 * Every localized page: route match (table in src/shared/routes.ts) → access rules → page cache → render.
 * Unmatched paths try the static assets, then get the localized 404.
 *
 * Public and guest-only pages are the same HTML for every visitor (ADR 021) and come from the page cache
 * whether or not the visitor has a session; only member pages render per request. The session is looked up
 * only where access depends on it: member pages (anonymous → /login) and, for visitors holding a token cookie,
 * guest-only pages (signed-in members → the app).
 */
import type { Context } from 'hono';
import { APP_HOME, href, matchRoute, type RouteDef } from '../../shared/routes.ts';
import type { AppEnv } from '../env.ts';
import { translatorFor } from '../i18n.ts';
import { PAGES } from '../pages/index.ts';
import { notFoundPage } from '../pages/not-found.tsx';
import type { PageContext, PageModule } from '../pages/types.ts';
import { isolateSlot, lookup, pageCacheKey, store, withNonce } from '../render/page-cache.ts';
import { bootJson, renderDocument } from '../render/render-page.tsx';
import type { HeadData } from '../render/types.ts';
import { sessionToken, viewerFor } from '../session/viewer.ts';

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'private, no-cache' };

interface Rendered {
  html: string;
  /** False when the data load fell back on something (the backend did not answer). */
  complete: boolean;
  /** Messages that were missing or failed to format. */
  missing: number;
}

async function render(c: Context<AppEnv>, page: PageModule, route: RouteDef | null, params: Record<string, string>, nonce: string): Promise<Rendered> {
  const locale = c.get('locale');
  const barePath = c.get('barePath');
  const [loaded, t, boot] = await Promise.all([
    page.load ? page.load(c.env) : { data: undefined, complete: true },
    translatorFor(locale, c.env.SUPPORT_EMAIL),
    bootJson(c, barePath),
  ]);
  const ctx: PageContext = {
    t, locale, params, barePath, routeId: route?.id ?? 'home', productionHost: c.env.PRODUCTION_HOST, supportEmail: c.env.SUPPORT_EMAIL,
    config: { googleClientId: c.env.GOOGLE_CLIENT_ID ?? '', cookieDomain: c.env.COOKIE_DOMAIN ?? '' },
    data: loaded.data,
  };
  const meta = page.head(ctx);
  const head: HeadData = {
    ...meta,
    canonicalPath: route ? barePath : null,
    layout: route?.layout ?? 'empty',
    theme: route?.theme ?? 'light',
    routeId: route?.id ?? null,
    noindex: meta.noindex || (route ? !route.indexable : true),
  };
  const { Body } = page;
  const html = renderDocument(<Body ctx={ctx} />, {
    head, locale, barePath, productionHost: c.env.PRODUCTION_HOST, noindex: c.get('noindex'), nonce, bootJson: boot,
  }, t);
  return { html, complete: loaded.complete, missing: t.missing.length };
}

function htmlResponse(c: Context<AppEnv>, html: string, status: number, extra: Record<string, string>, missing = 0): Response {
  const headers: Record<string, string> = { ...HTML_HEADERS, ...extra };
  // A diagnostic for translators and tests; the no-caching rule below applies in every environment.
  if (missing && c.env.ENVIRONMENT !== 'production') headers['X-Missing-Messages'] = String(missing);
  return new Response(c.req.method === 'HEAD' ? null : html, { status, headers });
}

function looksLikeFile(path: string): boolean {
  return /\.[a-z0-9]{1,8}$/i.test(path);
}

export async function handlePage(c: Context<AppEnv>): Promise<Response> {
  const barePath = c.get('barePath');
  const locale = c.get('locale');
  const nonce = c.get('nonce');
  const match = looksLikeFile(barePath) ? null : matchRoute(barePath);

  if (!match) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      const asset = await c.env.ASSETS.fetch(c.req.raw);
      if (asset.status !== 404) return new Response(asset.body, asset);
    }
    const r = await render(c, notFoundPage, null, {}, nonce);
    return htmlResponse(c, r.html, 404, {}, r.missing);
  }

  const { route, params } = match;
  const page = PAGES[route.id];
  if (route.access === 'member') {
    if ((await viewerFor(c)) === 'anonymous') return c.redirect(href(locale, 'login'), 302);
    const r = await render(c, page, route, params, nonce);
    return htmlResponse(c, r.html, 200, { 'Cache-Control': 'private, no-store', 'X-Page-Cache': 'bypass' }, r.missing);
  }
  // Temporary (guest) users may open the registration pages: that is how they keep their progress. The check
  // stays on the server so a member never sees a sign-in form flash before a client-side redirect; it costs a
  // (cached, ADR 012) session lookup only for visitors who hold a token cookie.
  if (route.access === 'guest' && sessionToken(c)) {
    const viewer = await viewerFor(c);
    if (viewer === 'member' || viewer === 'vip') return c.redirect(APP_HOME, 302);
  }

  const caching = c.env.PAGE_CACHE !== 'off';
  const key = pageCacheKey(c.get('noindex'), new URL(c.req.url).pathname);
  const hit = caching ? await lookup(key) : null;
  if (hit) return htmlResponse(c, withNonce(hit.html, hit.slot, nonce), 200, { 'X-Page-Cache': 'hit' });

  const r = await render(c, page, route, params, isolateSlot());
  // A page with missing messages or with data that fell back (the backend did not answer) is served but never
  // cached, in any environment, so a fixed deploy or a recovered backend is not masked by a bad copy.
  if (caching && c.req.method === 'GET' && r.complete && r.missing === 0) store(key, r.html, (p) => c.executionCtx.waitUntil(p));
  return htmlResponse(c, withNonce(r.html, isolateSlot(), nonce), 200, { 'X-Page-Cache': caching ? 'miss' : 'off' }, r.missing);
}
