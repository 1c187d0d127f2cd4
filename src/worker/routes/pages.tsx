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
import { PageNotFound, type PageContext, type PageModule } from '../pages/types.ts';
import { isolateSlot, lookup, pageCacheKey, store, withNonce } from '../render/page-cache.ts';
import { bootJson, renderDocument } from '../render/render-page.tsx';
import type { HeadData } from '../render/types.ts';
import { sessionToken, viewerFor } from '../session/viewer.ts';
import { config } from '../config.ts';
import { latestForFooter } from '../blog/footer-articles.ts';

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'private, no-cache' };

interface Rendered {
  html: string;
  status: number;
  /** False when the data load fell back on something (the backend did not answer). */
  complete: boolean;
  /** Messages that were missing or failed to format. */
  missing: number;
}

async function render(c: Context<AppEnv>, page: PageModule, route: RouteDef | null, params: Record<string, string>, nonce: string, status = 200, form?: PageContext['form']): Promise<Rendered> {
  const locale = c.get('locale');
  const barePath = c.get('barePath');
  let loaded: { data: unknown; complete: boolean };
  try {
    loaded = page.load ? await page.load(c.env, { locale, params, token: sessionToken(c) }) : { data: undefined, complete: true };
  } catch (err) {
    if (err instanceof PageNotFound) return render(c, notFoundPage, null, {}, nonce, 404);
    throw err;
  }
  const [t, boot, footerArticles] = await Promise.all([
    translatorFor(locale, c.env.SUPPORT_EMAIL),
    bootJson(c, barePath),
    latestForFooter(c.env.DB, locale),
  ]);
  const ctx: PageContext = {
    t, locale, params, barePath, routeId: route?.id ?? 'home', productionHost: c.env.PRODUCTION_HOST, supportEmail: c.env.SUPPORT_EMAIL,
    config: { googleClientId: c.env.GOOGLE_CLIENT_ID ?? '', cookieDomain: c.env.COOKIE_DOMAIN ?? '', turnstileSiteKey: config(c.env).turnstile?.siteKey ?? '' },
    data: loaded.data,
    form,
  };
  const meta = page.head(ctx);
  const head: HeadData = {
    ...meta,
    canonicalPath: route ? barePath : null,
    layout: route?.layout ?? 'header', // a 404 keeps the header, so the visitor can go on (ADR 033)
    theme: route?.theme ?? 'light',
    routeId: route?.id ?? null,
    noindex: meta.noindex || (route ? !route.indexable : true),
  };
  const { Body } = page;
  const html = renderDocument(<Body ctx={ctx} />, {
    head, locale, barePath, productionHost: c.env.PRODUCTION_HOST, noindex: c.get('noindex'), nonce, bootJson: boot,
    footerArticles: footerArticles.items,
  }, t);
  return { html, status, complete: loaded.complete && footerArticles.complete, missing: t.missing.length };
}

function htmlResponse(c: Context<AppEnv>, r: Rendered, extra: Record<string, string>, html = r.html): Response {
  const headers: Record<string, string> = { ...HTML_HEADERS, ...extra };
  // A diagnostic for translators and tests; the no-caching rule below applies in every environment.
  if (r.missing && c.env.ENVIRONMENT !== 'production') headers['X-Missing-Messages'] = String(r.missing);
  return new Response(c.req.method === 'HEAD' ? null : html, { status: r.status, headers });
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
    return htmlResponse(c, await render(c, notFoundPage, null, {}, nonce, 404), {});
  }

  const { route, params } = match;
  const page = PAGES[route.id];
  if (route.access === 'member') {
    if ((await viewerFor(c)) === 'anonymous') return c.redirect(href(locale, 'login'), 302);
    return htmlResponse(c, await render(c, page, route, params, nonce), { 'Cache-Control': 'private, no-store', 'X-Page-Cache': 'bypass' });
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
  if (hit) {
    return htmlResponse(c, { html: hit.html, status: 200, complete: true, missing: 0 }, { 'X-Page-Cache': 'hit' }, withNonce(hit.html, hit.slot, nonce));
  }

  const r = await render(c, page, route, params, isolateSlot());
  // A page with missing messages or with data that fell back (the backend did not answer) is served but never
  // cached, in any environment, so a fixed deploy or a recovered backend is not masked by a bad copy. A 404 from
  // the page's own load (an unknown article) is not stored under the path either.
  if (caching && c.req.method === 'GET' && r.status === 200 && r.complete && r.missing === 0) store(key, r.html, (p) => c.executionCtx.waitUntil(p));
  return htmlResponse(c, r, { 'X-Page-Cache': caching ? 'miss' : 'off' }, withNonce(r.html, isolateSlot(), nonce));
}

/** A form page rendered again after a refused no-JavaScript post (never cached: it holds what was typed). */
export async function renderRefusedForm(c: Context<AppEnv>, route: RouteDef, form: NonNullable<PageContext['form']>, status: number): Promise<Response> {
  return htmlResponse(c, await render(c, PAGES[route.id], route, {}, c.get('nonce'), status, form), { 'Cache-Control': 'no-store' });
}
