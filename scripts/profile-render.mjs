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

await build({
  entryPoints: [`${root}scripts/profile/render-job.mjs`],
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
async function profile(locale, barePath) {
  const pc = await m.pageCase(locale, barePath);
  const phases = { translator: [], head: [], render: [], nonce: [], total: [], reference: [] };
  let bytes = 0;
  for (let i = 0; i < N + 20; i++) {
    const t0 = cpu();
    const t = m.translatorFor(pc);
    const t1 = cpu();
    const { ctx, head } = m.headFor(pc, t);
    const t2 = cpu();
    const job = m.jobFor(pc, t, ctx, head);
    const res = await m.streamedResponse(job, process.env.PROFILE_PATH);
    const t3 = cpu();
    const sent = await res.text();
    const t4 = cpu();
    bytes = sent.length;
    const r0 = cpu();
    const ref = await m.stringResponse(job).text();
    const r1 = cpu();
    if (ref.length < sent.length * 0.9) throw new Error(`the reference render of ${barePath} is short: ${ref.length} vs ${sent.length}`);
    if (i < 20) continue; // warm-up: first renders compile code and fill the per-isolate memos
    phases.translator.push(t1 - t0); phases.head.push(t2 - t1); phases.render.push(t3 - t2); phases.nonce.push(t4 - t3); phases.total.push(t4 - t0);
    phases.reference.push(r1 - r0 + (t2 - t0));
  }
  return { page: `/${locale === 'en' ? '' : locale}${barePath === '/' && locale !== 'en' ? '' : barePath}`.replace('//', '/'), bytes, phases };
}

console.log(`CPU ms per render, median over ${N} renders after 20 warm-up (Node ${process.version}), ${process.env.PROFILE_PATH === 'stream' ? 'streamed path' : 'whole path (data at hand)'}; total p99 in brackets`);
// render: until React's shell is ready (the response could start); stream: reading it to the end with the swap.
console.log(`${'page'.padEnd(36)} ${'bytes'.padStart(6)}  translator   head  render stream   total        string render (reference)  stream/string`);
for (const [locale, path] of m.PROFILE_PAGES) {
  const r = await profile(locale, path);
  const f = (xs) => median(xs).toFixed(2).padStart(6);
  const ratio = Math.round((100 * median(r.phases.total)) / median(r.phases.reference));
  console.log(`${r.page.padEnd(36)} ${String(r.bytes).padStart(6)}  ${f(r.phases.translator)}     ${f(r.phases.head)} ${f(r.phases.render)} ${f(r.phases.nonce)}  ${f(r.phases.total)} [${p99(r.phases.total).toFixed(2)}]  ${f(r.phases.reference)} [${p99(r.phases.reference).toFixed(2)}]          ${String(ratio).padStart(4)} %`);
}

// The same comparison in workerd (PROFILE_WORKERD=0 skips it): what the deployed worker's runtime spends.
if (process.env.PROFILE_WORKERD !== '0') {
  const { profileInWorkerd } = await import('./profile/workerd.mjs');
  const rows = await profileInWorkerd(root, m.PROFILE_PAGES);
  console.log('\nIn workerd (Miniflare, the worker\'s aliases and flags): CPU ms per render of the workerd process, 6 rounds of 40 renders per path, alternating; response read to its bytes');
  console.log(`${'page'.padEnd(36)} ${'bytes'.padStart(6)}  streamed  string (reference)  stream/string`);
  for (const r of rows) {
    const page = `/${r.locale === 'en' ? '' : r.locale}${r.path === '/' && r.locale !== 'en' ? '' : r.path}`.replace('//', '/');
    console.log(`${page.padEnd(36)} ${String(r.bytes).padStart(6)}  ${r.stream.toFixed(2).padStart(8)}  ${r.string.toFixed(2).padStart(8)}            ${String(Math.round((100 * r.stream) / r.string)).padStart(4)} %`);
  }
}
