// npm run size: the JavaScript and CSS each public bench page costs, measured in Chromium against one dev server
// (production React). For every script a page loads within 3 s: its gz size, whether it came before the load
// event, and the largest modules in it (from the build's metafile), so a budget overrun names its cause.
// Sizes, not timings: safe on a loaded machine. Environment: SIZE_PORT (default 8843), SIZE_TOP (modules per
// chunk, default 4).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';

const PORT = Number(process.env.SIZE_PORT ?? 8843);
const TOP = Number(process.env.SIZE_TOP ?? 4);
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = ['/', '/ja/courses', '/pricing', '/courses/det-interactive-writing', ...(process.env.SIZE_PAGES?.split(',') ?? [])];
const BUDGET = 90 * 1024;

const meta = JSON.parse(readFileSync('dist/metafile.json', 'utf8'));
const kb = (n) => `${(n / 1024).toFixed(1)}`.padStart(5);
/** The biggest modules of an output chunk, by bytes they contribute (minified, before gzip). */
function topInputs(file) {
  const out = meta.outputs[`dist/public/assets/${file}`];
  if (!out) return '';
  return Object.entries(out.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput).slice(0, TOP)
    .map(([path, { bytesInOutput }]) => `${path.replace(/^node_modules\//, '~').replace(/^src\//, '')} ${(bytesInOutput / 1024).toFixed(1)}K`).join(', ');
}

const server = spawn(process.execPath, ['scripts/dev-server.mjs', '--port', String(PORT), '--state', `.wrangler/size-${PORT}`, '--fresh'],
  { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
const stop = () => { try { process.kill(server.pid, 'SIGTERM'); } catch { /* gone */ } };
process.on('exit', stop);
try {
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${BASE}/robots.txt`)).ok) break; } catch { /* starting */ }
    if (i > 240) throw new Error('dev server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const path of PAGES) {
    const page = await browser.newPage();
    const scripts = [];
    let loaded = false;
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'script') return;
      const phase = loaded ? 'after load' : 'before load';
      scripts.push(r.body().then((b) => ({ file: new URL(r.url()).pathname.split('/').pop(), gz: gzipSync(b).length, phase }), () => null));
    });
    const res = await page.goto(BASE + path, { waitUntil: 'load' });
    loaded = true;
    await page.waitForTimeout(3000);
    const html = await res.text();
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    const links = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    const list = (await Promise.all(scripts)).filter(Boolean);
    const total = list.reduce((n, s) => n + s.gz, 0);
    console.log(`\n${path}: ${kb(total)} KB gz JavaScript within 3 s (${total > BUDGET ? 'OVER' : 'within'} the 90 KB budget); inline CSS ${kb(gzipSync(css).length)} KB gz` +
      `${links.length ? `; linked CSS ${links.join(' ')}` : ''}; HTML ${kb(gzipSync(html).length)} KB gz`);
    for (const s of list.sort((a, b) => b.gz - a.gz)) console.log(`  ${kb(s.gz)}  ${s.phase.padEnd(11)} ${s.file.padEnd(28)} ${topInputs(s.file)}`);
    await page.close();
  }
  await browser.close();
} finally {
  stop();
}
