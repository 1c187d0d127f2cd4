/**
 * Every localized page: route match (table in src/shared/routes.ts) → access rules → cache (anonymous) →
 * streaming render. Unmatched paths try the static assets, then get the localized 404.
 */
import type { Context } from 'hono';
import { APP_HOME, href, matchRoute, type RouteDef } from '../../shared/routes.ts';
import type { Viewer } from '../../shared/viewer.ts';
import type { AppEnv } from '../env.ts';
import { translatorFor } from '../i18n.ts';
import { PAGES } from '../pages/index.ts';
import { notFoundPage } from '../pages/not-found.tsx';
import type { PageContext, PageModule } from '../pages/types.ts';
import { isolateSlot, lookup, pageCacheKey, streamAndStore, withNonce } from '../render/page-cache.ts';
import { bootJson, renderDocument } from '../render/render-page.tsx';
import type { HeadData } from '../render/types.ts';
import { viewerFor } from '../session/viewer.ts';

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'private, no-cache' };

async function render(c: Context<AppEnv>, page: PageModule, route: RouteDef | null, params: Record<string, string>, viewer: Viewer, nonce: string, status: number) {
  const locale = c.get('locale');
  const barePath = c.get('barePath');
  const t = await translatorFor(locale, c.env.SUPPORT_EMAIL);
  const ctx: PageContext = {
    t, locale, params, barePath, routeId: route?.id ?? 'home', productionHost: c.env.PRODUCTION_HOST, supportEmail: c.env.SUPPORT_EMAIL,
    config: { googleClientId: c.env.GOOGLE_CLIENT_ID ?? '', cookieDomain: c.env.COOKIE_DOMAIN ?? '' },
    data: page.load ? await page.load(c.env, params) : undefined,
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
  const res = await renderDocument(c, <Body ctx={ctx} />, {
    head, locale, barePath, productionHost: c.env.PRODUCTION_HOST, noindex: c.get('noindex'), nonce, viewer,
    bootJson: await bootJson(c, barePath),
  }, t, status);
  if (t.missing.length && c.env.ENVIRONMENT !== 'production') res.headers.set('X-Missing-Messages', String(t.missing.length));
  for (const [k, v] of Object.entries(HTML_HEADERS)) res.headers.set(k, v);
  return res;
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
    return render(c, notFoundPage, null, {}, 'anonymous', nonce, 404);
  }

  const viewer = await viewerFor(c);
  const { route, params } = match;
  // Temporary (guest) users may open the registration pages: that is how they keep their progress.
  if (route.access === 'guest' && (viewer === 'member' || viewer === 'vip')) return c.redirect(APP_HOME, 302);
  if (route.access === 'member' && viewer === 'anonymous') return c.redirect(href(locale, 'login'), 302);

  const page = PAGES[route.id];
  const cacheable = c.req.method === 'GET' && viewer === 'anonymous';
  if (!cacheable) return render(c, page, route, params, viewer, nonce, 200);

  const key = pageCacheKey(c.get('noindex'), new URL(c.req.url).pathname);
  const hit = await lookup(key);
  if (hit) {
    return new Response(withNonce(hit.html, hit.slot, nonce), { headers: { ...HTML_HEADERS, 'X-Page-Cache': 'hit' } });
  }
  const rendered = await render(c, page, route, params, viewer, isolateSlot(), 200);
  // A page with missing messages is served but never cached, so a fixed deploy is not masked by a bad copy.
  const store = !rendered.headers.has('X-Missing-Messages');
  const res = streamAndStore(rendered, store ? key : null, nonce, (p) => c.executionCtx.waitUntil(p));
  res.headers.set('X-Page-Cache', 'miss');
  return res;
}
