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
import { bootJson, renderDocumentStream } from '../render/render-page.tsx';
import { defer, type Loaded } from '../render/deferred.tsx';
import { streamPage, swapNonces, wholeMarkup } from '../render/stream-page.ts';
import type { WholeMarkup } from '../render/react-stream.ts';
import type { FooterArticle } from '../../shared/blog.ts';
import type { Locale } from '../../shared/locales.ts';
import type { HeadData } from '../render/types.ts';
import { sessionToken, viewerFor } from '../session/viewer.ts';
import { config } from '../config.ts';
import { latestForFooter } from '../blog/footer-articles.ts';

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'private, no-cache' };

/**
 * How long a render waits for its deferred data before flushing without it. Data that is there by then (D1,
 * the isolate's caches) renders in place, so such pages are the same one pass they always were; a slow
 * backend's data follows in the stream instead of holding the head back (ADR 042).
 */
export const STREAM_GRACE_MS = 50;

interface Rendered {
  /** React's stream, rendered with `nonce` (the slot for cacheable pages). */
  stream: ReadableStream<Uint8Array>;
  status: number;
  /**
   * Whether every data load was the real thing (false: a fallback; the page is served but not cached); known
   * at once when every load has settled, which is the case when the stream ends unless the page had no use
   * for one (the footer's list on a page without a footer).
   */
  complete: () => boolean | Promise<boolean>;
  /** Messages that were missing or failed to format (grows while the boundaries render). */
  missing: () => number;
  /** Errors React reported inside a boundary after the first byte. */
  failed: () => boolean;
  /**
   * Every data load had settled when React started: nothing suspends, so the render is whole in its first pass
   * and there is nothing to stream ahead of (ADR 042, amended 2026-11-28). React's markup then arrives here as
   * one string, and `stream` ends empty (eighth amendment).
   */
  whole: Promise<WholeMarkup> | undefined;
}

const settled = <T,>(p: Promise<T>) => p.then(() => undefined, () => undefined);
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function render(c: Context<AppEnv>, page: PageModule, route: RouteDef | null, params: Record<string, string>, nonce: string, status = 200, form?: PageContext['form']): Promise<Rendered> {
  const locale = c.get('locale');
  const barePath = c.get('barePath');
  const req = { locale, params, token: sessionToken(c) };
  // Deferred data starts first: it is the slow part, and nothing before the body waits for it.
  const deferred = page.defer ? defer(page.defer(c.env, req)) : undefined;
  const footer = defer(latestFooter(c.env, locale));
  let loaded: { data: unknown; complete: boolean };
  try {
    loaded = page.load ? await page.load(c.env, req) : { data: undefined, complete: true };
  } catch (err) {
    if (err instanceof PageNotFound) return render(c, notFoundPage, null, {}, nonce, 404);
    throw err;
  }
  const [t, boot] = await Promise.all([translatorFor(locale, c.env.SUPPORT_EMAIL), bootJson(c, barePath)]);
  const ctx: PageContext = {
    t, locale, params, barePath, routeId: route?.id ?? 'home', productionHost: c.env.PRODUCTION_HOST, supportEmail: c.env.SUPPORT_EMAIL,
    config: { googleClientId: c.env.GOOGLE_CLIENT_ID ?? '', cookieDomain: c.env.COOKIE_DOMAIN ?? '', turnstileSiteKey: config(c.env).turnstile?.siteKey ?? '' },
    data: loaded.data,
    deferred,
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
  const pending = [footer, ...(deferred ? [deferred] : [])];
  await Promise.race([Promise.all(pending.map(settled)), delay(page.graceMs ?? STREAM_GRACE_MS)]);
  if (deferred?.status === 'fulfilled' && deferred.value!.missing) return render(c, notFoundPage, null, {}, nonce, 404);
  const errors: unknown[] = [];
  const { Body } = page;
  // Every load settled: React renders the page whole in its first pass, and its markup is taken as one string.
  const ready = pending.every((d) => d.status !== 'pending');
  let whole: Promise<WholeMarkup> | undefined;
  const stream = await renderDocumentStream(c, <Body ctx={ctx} />, {
    t,
    doc: { head, locale, barePath, productionHost: c.env.PRODUCTION_HOST, noindex: c.get('noindex'), nonce, bootJson: boot, footerArticles: footer },
  }, {
    nonce,
    onError: (err) => {
      errors.push(err);
      console.error(JSON.stringify({ msg: 'page render error', path: barePath, err: String(err) }));
    },
    whole: ready ? (markup) => { whole = markup; } : undefined,
  });
  const complete = () => {
    if (!loaded.complete || pending.some((d) => d.status === 'rejected' || (d.status === 'fulfilled' && !d.value!.complete))) return false;
    if (pending.every((d) => d.status === 'fulfilled')) return true;
    return Promise.all(pending).then((all) => all.every((l) => l.complete), () => false);
  };
  return { stream, status, complete, missing: () => t.missing.length, failed: () => errors.length > 0, whole };
}

/** The footer's Blog column as deferred data (never rejects: a failed read is an empty, incomplete list). */
async function latestFooter(env: AppEnv['Bindings'], locale: Locale): Promise<Loaded<FooterArticle[]>> {
  const r = await latestForFooter(env, locale);
  return { data: r.items, complete: r.complete };
}

function htmlResponse(c: Context<AppEnv>, r: { status: number; missing: () => number }, extra: Record<string, string>, body: string | ReadableStream<Uint8Array>): Response {
  const headers: Record<string, string> = { ...HTML_HEADERS, ...extra };
  // A diagnostic for translators and tests (what the head and the data rendered so far missed); the
  // no-caching rule below applies in every environment, and counts the whole page.
  const missing = r.missing();
  if (missing && c.env.ENVIRONMENT !== 'production') headers['X-Missing-Messages'] = String(missing);
  if (c.req.method === 'HEAD') {
    if (body instanceof ReadableStream) void body.cancel();
    return new Response(null, { status: r.status, headers });
  }
  return new Response(body, { status: r.status, headers });
}

/**
 * The visitor's copy of a rendered page: its slot swapped for `nonce` as it streams. `store` gets the whole
 * page once it rendered without an error, with complete data and every message (else nothing is kept).
 */
async function streamed(c: Context<AppEnv>, r: Rendered, slot: string, nonce: string, store?: (html: string) => void): Promise<string | ReadableStream<Uint8Array>> {
  const onError = (err: unknown) => console.error(JSON.stringify({ msg: 'page stream failed', path: c.get('barePath'), err: String(err) }));
  const keep = (html: string) => {
    if (!store) return;
    const missing = r.missing();
    const complete = r.complete();
    if (typeof complete === 'boolean') {
      if (complete && missing === 0) store(html);
      return;
    }
    // A load the page did not show is still out: the cache write waits for it, after the response.
    c.executionCtx.waitUntil(complete.then((ok) => { if (ok && missing === 0) store(html); }));
  };
  // With all its data at hand React renders the page whole in its first pass: the visitor gets it as one body
  // (like a cache hit), which spares every chunk the trip through the nonce swap, the cache's copy and the
  // runtime's pipe. Streaming is kept for what it is for: data still on its way.
  if (r.whole) return wholeMarkup(r.whole, { slot, nonce, failed: r.failed, onError, onComplete: store ? keep : undefined });
  if (!store) return swapNonces(r.stream, slot, nonce, r.failed, onError);
  const { visitor, collected } = streamPage(r.stream, { slot, nonce, failed: r.failed, onError, onComplete: keep });
  c.executionCtx.waitUntil(collected);
  return visitor;
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
    const r = await render(c, notFoundPage, null, {}, nonce, 404);
    return htmlResponse(c, r, {}, await streamed(c, r, nonce, nonce));
  }

  const { route, params } = match;
  const page = PAGES[route.id];
  if (route.access === 'member') {
    if ((await viewerFor(c)) === 'anonymous') return c.redirect(href(locale, 'login'), 302);
    const r = await render(c, page, route, params, nonce);
    return htmlResponse(c, r, { 'Cache-Control': 'private, no-store', 'X-Page-Cache': 'bypass' }, await streamed(c, r, nonce, nonce));
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
    return htmlResponse(c, { status: 200, missing: () => 0 }, { 'X-Page-Cache': 'hit' }, withNonce(hit.html, hit.slot, nonce));
  }

  const r = await render(c, page, route, params, isolateSlot());
  // A page with missing messages, a render error or data that fell back (the backend did not answer) is served
  // but never cached, in any environment, so a fixed deploy or a recovered backend is not masked by a bad copy.
  // A 404 from the page's own load (an unknown article) is not stored under the path either.
  const cacheable = caching && c.req.method === 'GET' && r.status === 200;
  return htmlResponse(c, r, { 'X-Page-Cache': caching ? 'miss' : 'off' }, await streamed(c, r, isolateSlot(), nonce,
    cacheable ? (html) => store(key, html, (p) => c.executionCtx.waitUntil(p)) : undefined));
}

/** A form page rendered again after a refused no-JavaScript post (never cached: it holds what was typed). */
export async function renderRefusedForm(c: Context<AppEnv>, route: RouteDef, form: NonNullable<PageContext['form']>, status: number): Promise<Response> {
  const nonce = c.get('nonce');
  const r = await render(c, PAGES[route.id], route, {}, nonce, status, form);
  return htmlResponse(c, r, { 'Cache-Control': 'no-store' }, await streamed(c, r, nonce, nonce));
}
