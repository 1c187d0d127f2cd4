// npm run bench: throughput and latency of SSR pages against a static copy of the same bytes served by the same
// local worker, plus the gzipped JavaScript each page loads in Chromium. Prints figures; asserts nothing.
// Targets 127.0.0.1 only; every run is bounded in time.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { Buffer } from 'node:buffer';
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';
import { benchPractice, printPractice } from './bench-practice.mjs';

const PORT = 8798;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'ja-courses', path: '/ja/courses' },
  { name: 'course', path: '/courses/det-interactive-writing' },
];
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function waitFor(url, ok = (r) => r.ok, tries = 120) {
  for (let i = 0; i < tries; i++) {
    try { const r = await fetch(url); if (ok(r)) return r; } catch { /* not up yet */ }
    await sleep(500);
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** /app's first screen as a guest sees it: every script loaded from /app until 3 s after the home screen shows, gzipped. */
async function appFirstScreen(browser) {
  const page = await browser.newPage();
  await page.goto(`${BASE}/login`, { waitUntil: 'load' });
  await page.waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((el) => el.dataset.hydrated === 'true'));
  // Guests are limited per address and the practice bench has just created its own: this one gets another.
  await page.route('**/weapp/api/common/guest', (route) => route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': '10.250.0.1' } }));
  const scripts = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && page.url().includes('/app')) scripts.push(r.body().then((b) => gzipSync(b).length, () => 0));
  });
  await page.getByRole('button', { name: 'Try without an account' }).click();
  await page.waitForSelector('[data-testid="app-home"]');
  await page.waitForTimeout(3000);
  const jsGz = (await Promise.all(scripts)).reduce((n, x) => n + x, 0);
  await page.close();
  return { jsGz };
}

const server = spawn(process.execPath, ['scripts/dev-server.mjs', '--port', String(PORT), '--state', '.wrangler/bench', '--fresh'], { stdio: ['ignore', 'ignore', 'inherit'] });
const stop = () => { try { process.kill(server.pid, 'SIGTERM'); } catch { /* gone */ } };
process.on('exit', stop);

try {
  await waitFor(`${BASE}/robots.txt`);
  // Static twins: the exact bytes of each rendered page, served as files by the same worker.
  mkdirSync('dist/public/bench', { recursive: true });
  for (const p of PAGES) {
    const html = await (await fetch(BASE + p.path)).text();
    p.bytes = Buffer.byteLength(html);
    writeFileSync(`dist/public/bench/${p.name}.html`, html);
  }
  for (const p of PAGES) await waitFor(`${BASE}/bench/${p.name}.html`);

  const run = (url) => new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (err, res) => (err ? reject(err) : resolve(res)));
  });
  const rows = [];
  for (const p of PAGES) {
    await run(BASE + p.path); // warm the isolate and the page cache for a fair comparison
    const ssr = await run(BASE + p.path);
    const stat = await run(`${BASE}/bench/${p.name}.html`);
    rows.push({ page: p.path, bytes: p.bytes, ssr, stat });
  }
  const practice = await benchPractice({ base: BASE, state: '.wrangler/bench', seconds: DURATION });

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const row of rows) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.body().then((b) => gzipSync(b).length, () => 0));
    });
    await page.goto(BASE + row.page, { waitUntil: 'load' });
    await page.waitForTimeout(3000); // islands hydrate and idle-time modules load; prefetched pages are not JS
    row.jsGz = (await Promise.all(scripts)).reduce((n, x) => n + x, 0);
    await page.close();
  }
  const app = await appFirstScreen(browser);
  await browser.close();

  // Lighthouse (mobile, simulated slow 4G and a 4× slower CPU: its defaults), one run per page.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    for (const row of rows) {
      const result = await lighthouse(BASE + row.page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
      const lhr = result.lhr;
      row.lh = {
        perf: Math.round(lhr.categories.performance.score * 100),
        a11y: Math.round(lhr.categories.accessibility.score * 100),
        bp: Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
      };
    }
  } finally {
    await chrome.kill();
  }

  const fmt = (n) => n.toFixed(0).padStart(7);
  console.log(`\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; wrangler dev (local workerd); ${CONNECTIONS} connections × ${DURATION} s`);
  console.log('page                              bytes   SSR req/s  p50 ms  p99 ms | static req/s  p50 ms  p99 ms | SSR/static | JS gz KB');
  for (const r of rows) {
    const ratio = r.ssr.requests.average / r.stat.requests.average;
    console.log(`${r.page.padEnd(32)} ${String(r.bytes).padStart(7)} ${fmt(r.ssr.requests.average)}    ${fmt(r.ssr.latency.p50)} ${fmt(r.ssr.latency.p99)} | ${fmt(r.stat.requests.average)}      ${fmt(r.stat.latency.p50)} ${fmt(r.stat.latency.p99)} | ${(ratio * 100).toFixed(0).padStart(8)}%  | ${(r.jsGz / 1024).toFixed(1).padStart(7)}`);
  }
  console.log('\nLighthouse (mobile, simulated slow 4G): performance / accessibility / best practices / SEO; FCP, LCP, TBT in ms; CLS');
  for (const r of rows) {
    const l = r.lh;
    console.log(`${r.page.padEnd(32)} ${l.perf}/${l.a11y}/${l.bp}/${l.seo}  FCP ${l.fcp.toFixed(0)}  LCP ${l.lcp.toFixed(0)}  TBT ${l.tbt.toFixed(0)}  CLS ${l.cls.toFixed(3)}`);
  }
  printPractice(practice, DURATION);
  const screens = JSON.parse(readFileSync('dist/size-report.json', 'utf8')).taskScreensGz ?? {};
  const sizes = Object.values(screens);
  console.log(`\n/app first screen (guest, #/home, 3 s): ${(app.jsGz / 1024).toFixed(1)} KB gz JavaScript (budget ≤ 150 KB); ` +
    `task screens on demand: ${sizes.length} chunks of ${(Math.min(...sizes) / 1024).toFixed(1)}–${(Math.max(...sizes) / 1024).toFixed(1)} KB gz`);
  console.log('\nTargets: SSR ≥ 70% of static throughput; ≤ 90 KB gz JavaScript on public pages; ≤ 150 KB gz on /app\'s first screen.');
} finally {
  stop();
}
process.exit(0);
