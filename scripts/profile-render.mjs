// npm run profile:render — CPU time of each phase of a cache-miss page render, measured in-process (ADR 021).
// Bundles the worker's own render path (translator, page head, the streamed document through @hono/react-renderer
// and the nonce swap, whole or as a stream, ADR 042) with esbuild for
// Node and renders each page N times with the generated messages. CPU time (process.cpuUsage) rather than wall
// time, so other processes on a shared machine disturb the figures far less than they disturb req/s. The data
// load (D1 or the upstream) is not included: pages get the figures' floors and six sample testimonials.
// Usage: node scripts/profile-render.mjs [iterations=200]   (run `npm run build` first)
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { wranglerAliases } from './wrangler-aliases.mjs';

const root = new URL('..', import.meta.url).pathname;
const N = Number(process.argv[2] ?? 200);
// In dist/ (this checkout's build output), not node_modules, which may be shared with other checkouts.
const out = `${root}dist/profile-render/entry.mjs`;
mkdirSync(`${root}dist/profile-render`, { recursive: true });

const entry = `
import { createTranslator } from './src/shared/i18n.ts';
import { createElement } from 'react';
import { clientMessagesJson, messagesFor } from './src/worker/i18n.ts';
import { PAGES } from './src/worker/pages/index.ts';
import { renderDocumentStream } from './src/worker/render/render-page.tsx';
import { swapNonces, wholePage } from './src/worker/render/stream-page.ts';
import { Hono } from 'hono';
import { matchRoute } from './src/shared/routes.ts';
import { LANDING_STATS } from './src/shared/figures.ts';
export { createElement, clientMessagesJson, createTranslator, messagesFor, PAGES, renderDocumentStream, swapNonces, wholePage, Hono, matchRoute, LANDING_STATS };
`;
await build({
  stdin: { contents: entry, resolveDir: root, loader: 'ts' },
  bundle: true, platform: 'node', format: 'esm', outfile: out, jsx: 'automatic', logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
  conditions: ['workerd', 'worker'],
  // wrangler.toml's module aliases, so the profile renders with the React server build the worker bundles.
  alias: wranglerAliases(root),
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
});
const m = await import(pathToFileURL(out).href);

const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p99 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))];
const FLOORS = Object.fromEntries(Object.entries(m.LANDING_STATS).map(([k, n]) => [k, `${n}+`]));
// Six testimonials, as the home page shows, from learners in different countries.
// The footer's Blog column as the worker passes it (the latest four articles of the locale).
const ARTICLES = [1, 2, 3, 4].map((n) => ({ name: `How to plan week ${n} of your preparation`, path: `/blog/strategy/week-${n}` }));
const QUOTES = ['BR', 'JP', 'KR', 'TR', 'DE', 'TH'].map((country, id) => ({ id, nickname: `Learner ${id}`, country, rate: '5', content: 'It helped me reach the score my university asked for.' }));

/** Data that is already there, as a render finds it after its grace period (deferred.tsx's convention). */
const settled = (data) => Object.assign(Promise.resolve({ data, complete: true }), { status: 'fulfilled', value: { data, complete: true } });

/** One streamed render through a Hono context, read to its end: what a cache miss costs the worker. */
const app = new m.Hono();
let job;
app.get('*', async (c) => {
  const stream = await m.renderDocumentStream(c, job.body, job.render, { nonce: 'SLOT', onError: (e) => { throw e; } });
  // The worker's path for a page whose data is there (ADR 042, amended 2026-11-28): read whole, sent as one body.
  // PROFILE_PATH=stream measures the path of a page still waiting for data: React's chunks through the nonce swap.
  if (process.env.PROFILE_PATH !== 'stream') {
    return new globalThis.Response(await m.wholePage(stream, { slot: 'SLOT', nonce: 'fresh-nonce', failed: () => false, onError: (e) => { throw e; }, onComplete: () => undefined }));
  }
  return new globalThis.Response(m.swapNonces(stream, 'SLOT', 'fresh-nonce', () => false, (e) => { throw e; }));
});

async function profile(locale, barePath) {
  const { route, params } = m.matchRoute(barePath);
  const page = m.PAGES[route.id];
  const messages = await m.messagesFor(locale);
  // The boot JSON as the worker splices it: per-request fields plus the messages serialized once per isolate.
  const bootJson = `{"locale":"${locale}","barePath":"${barePath}","messages":${await m.clientMessagesJson(locale)}}`;
  const phases = { translator: [], head: [], render: [], nonce: [], total: [] };
  let bytes = 0;
  for (let i = 0; i < N + 20; i++) {
    const t0 = cpu();
    const t = m.createTranslator(locale, messages, { supportEmail: 'support@example.com' });
    const t1 = cpu();
    const ctx = { t, locale, params, barePath, routeId: route.id, productionHost: 'example.com', supportEmail: 'support@example.com', config: { googleClientId: '', cookieDomain: '', turnstileSiteKey: '' }, data: route.id === 'course' ? [] : { stats: FLOORS, quotes: QUOTES }, deferred: route.id === 'course' ? settled([]) : settled({ stats: FLOORS, quotes: QUOTES }) };
    const meta = page.head(ctx);
    const head = { ...meta, canonicalPath: barePath, layout: route.layout, theme: route.theme, routeId: route.id, noindex: false };
    const t2 = cpu();
    job = { body: m.createElement(page.Body, { ctx }), render: { t, doc: { head, locale, barePath, productionHost: 'example.com', noindex: false, nonce: 'SLOT', bootJson, footerArticles: settled(ARTICLES) } } };
    const res = await app.request(barePath);
    const t3 = cpu();
    const sent = await res.text();
    const t4 = cpu();
    bytes = sent.length;
    if (i < 20) continue; // warm-up: first renders compile code and fill the per-isolate memos
    phases.translator.push(t1 - t0); phases.head.push(t2 - t1); phases.render.push(t3 - t2); phases.nonce.push(t4 - t3); phases.total.push(t4 - t0);
  }
  return { page: `/${locale === 'en' ? '' : locale}${barePath === '/' && locale !== 'en' ? '' : barePath}`.replace('//', '/'), bytes, phases };
}

console.log(`CPU ms per render, median over ${N} renders after 20 warm-up (Node ${process.version}), ${process.env.PROFILE_PATH === 'stream' ? 'streamed path' : 'whole path (data at hand)'}; total p99 in brackets`);
// render: until React's shell is ready (the response could start); stream: reading it to the end with the swap.
console.log(`${'page'.padEnd(36)} ${'bytes'.padStart(6)}  translator   head  render stream   total`);
for (const [locale, path] of [['en', '/'], ['ja', '/courses'], ['en', '/pricing'], ['en', '/courses/det-interactive-writing']]) {
  const r = await profile(locale, path);
  const f = (xs) => median(xs).toFixed(2).padStart(6);
  console.log(`${r.page.padEnd(36)} ${String(r.bytes).padStart(6)}  ${f(r.phases.translator)}     ${f(r.phases.head)} ${f(r.phases.render)} ${f(r.phases.nonce)}  ${f(r.phases.total)} [${p99(r.phases.total).toFixed(2)}]`);
}
