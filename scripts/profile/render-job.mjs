// The cache-miss render of one public page as the worker does it, for the render profiles (npm run profile:render,
// in Node and in workerd). Bundled with the worker's own modules by esbuild; the data load (D1 or the upstream)
// is not included: pages get the figures' floors, six sample testimonials and four footer articles.
import { createElement } from 'react';
// The string render ADR 021's worker used (React's legacy browser build, as server.edge exports it); the worker's
// own `react-dom/server` is aliased to the stream adapter, which refuses renderToString.
import { renderToString } from 'react-dom/server.browser';
import { Hono } from 'hono';
import { createTranslator } from '../../src/shared/i18n.ts';
import { clientMessagesJson, messagesFor } from '../../src/worker/i18n.ts';
import { PAGES } from '../../src/worker/pages/index.ts';
import { renderDocumentStream } from '../../src/worker/render/render-page.tsx';
import { swapNonces, wholeMarkup } from '../../src/worker/render/stream-page.ts';
import { matchRoute } from '../../src/shared/routes.ts';
import { LANDING_STATS } from '../../src/shared/figures.ts';
import { I18nProvider } from '../../src/shared/components/i18n.tsx';
import { Document } from '../../src/worker/render/Document.tsx';

/** The pages every profile renders: the same four as `npm run bench`. */
export const PROFILE_PAGES = [['en', '/'], ['ja', '/courses'], ['en', '/pricing'], ['en', '/courses/det-interactive-writing']];

const FLOORS = Object.fromEntries(Object.entries(LANDING_STATS).map(([k, n]) => [k, `${n}+`]));
// Six testimonials, as the home page shows, from learners in different countries.
const QUOTES = ['BR', 'JP', 'KR', 'TR', 'DE', 'TH'].map((country, id) => ({ id, nickname: `Learner ${id}`, country, rate: '5', content: 'It helped me reach the score my university asked for.' }));
// The footer's Blog column as the worker passes it (the latest four articles of the locale).
const ARTICLES = [1, 2, 3, 4].map((n) => ({ name: `How to plan week ${n} of your preparation`, path: `/blog/strategy/week-${n}` }));

/** Data that is already there, as a render finds it after its grace period (deferred.tsx's convention). */
const settled = (data) => Object.assign(Promise.resolve({ data, complete: true }), { status: 'fulfilled', value: { data, complete: true } });

export const SLOT = 'SLOT';
export const NONCE = 'fresh-nonce';

/** What stays the same between renders of one page: its route, messages and the boot JSON's shared part. */
export async function pageCase(locale, barePath) {
  const { route, params } = matchRoute(barePath);
  const messages = await messagesFor(locale);
  // The boot JSON as the worker splices it: per-request fields plus the messages serialized once per isolate.
  const bootJson = `{"locale":"${locale}","barePath":"${barePath}","messages":${await clientMessagesJson(locale)}}`;
  return { locale, barePath, route, params, page: PAGES[route.id], messages, bootJson };
}

export function translatorFor(pc) {
  return createTranslator(pc.locale, pc.messages, { supportEmail: 'support@example.com' });
}

/** The page's context and head, as routes/pages.tsx builds them. */
export function headFor(pc, t) {
  const { locale, params, barePath, route } = pc;
  const data = route.id === 'course' ? [] : { stats: FLOORS, quotes: QUOTES };
  const ctx = { t, locale, params, barePath, routeId: route.id, productionHost: 'example.com', supportEmail: 'support@example.com', config: { googleClientId: '', cookieDomain: '', turnstileSiteKey: '' }, data, deferred: settled(data) };
  const head = { ...pc.page.head(ctx), canonicalPath: barePath, layout: route.layout, theme: route.theme, routeId: route.id, noindex: false };
  return { ctx, head };
}

export function jobFor(pc, t, ctx, head) {
  return { body: createElement(pc.page.Body, { ctx }), render: { t, doc: { head, locale: pc.locale, barePath: pc.barePath, productionHost: 'example.com', noindex: false, nonce: SLOT, bootJson: pc.bootJson, footerArticles: settled(ARTICLES) } } };
}

/** One streamed render through a Hono context, as the worker answers a cache miss. */
const app = new Hono();
let current;
app.get('*', async (c) => {
  // The worker's path for a page whose data is there (ADR 042, amended 2026-11-28 and -30): React's markup taken
  // whole as one string, sent as one body. `stream` measures the path of a page still waiting for data: React's
  // chunks through the nonce swap.
  let whole;
  const stream = await renderDocumentStream(c, current.body, current.render, {
    nonce: SLOT, onError: (e) => { throw e; }, whole: current.path !== 'stream' ? (m) => { whole = m; } : undefined,
  });
  if (whole) return new globalThis.Response(await wholeMarkup(whole, { slot: SLOT, nonce: NONCE, failed: () => false, onError: (e) => { throw e; } }));
  return new globalThis.Response(swapNonces(stream, SLOT, NONCE, () => false, (e) => { throw e; }));
});

/** The worker's response for the job (not yet read). */
export function streamedResponse(job, path = 'whole') {
  current = { ...job, path };
  return app.request(job.render.doc.barePath);
}

/**
 * The reference: the same tree as ADR 021's worker rendered it (renderToString, the slot swapped in the string,
 * sent as text). The worker never renders this way any more; the profiles time it in the same minutes as the
 * streamed path so the two can be compared on one machine state.
 */
export function stringResponse(job) {
  const html = renderToString(createElement(I18nProvider, { value: job.render.t }, createElement(Document, { ...job.render.doc, children: job.body })));
  return new globalThis.Response(`<!DOCTYPE html>${html}`.replaceAll(`nonce="${SLOT}"`, `nonce="${NONCE}"`));
}
