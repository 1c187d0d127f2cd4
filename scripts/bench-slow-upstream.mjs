// The slow-upstream part of `npm run bench` (issue 25): a third dev server in upstream mode (API_ORIGIN set, page
// cache off) whose upstream is a loopback stub that answers from the bench's own embedded server but holds every
// page-data call (statistics, testimonials, blog, course samples) for 1.5 s. For each page it measures, per
// request, time to the first byte, to `</head>` and to the end of the page: the first request after start (the
// isolate's data caches are empty, so the page really waits for the upstream) and then warm requests (the
// isolate keeps a complete answer for a minute, ADR 021). 127.0.0.1 only; every request has a deadline.
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { TextDecoder } from 'node:util';
/* global AbortSignal */

export const SLOW_PAGES = ['/', '/ja', '/courses/det-interactive-writing', '/blog'];
export const DATA_DELAY_MS = 1_500;
const DATA_CALLS = /^\/weapp\/api\/(common\/(stats|testimonials|article(\/page|\/detail)?)|practice\/sample)(\?|$)/;

/** A loopback upstream that forwards to `backend` and delays the page-data calls. Returns a close function. */
export async function startSlowStub(port, backend) {
  const server = createServer(async (req, res) => {
    try {
      const path = req.url ?? '/';
      const delayed = DATA_CALLS.test(path);
      if (delayed) await new Promise((r) => setTimeout(r, DATA_DELAY_MS));
      const headers = {};
      for (const name of ['locale', 'authorization', 'accept', 'content-type', 'x-forwarded-for']) if (req.headers[name]) headers[name] = String(req.headers[name]);
      headers.origin = backend;
      const chunks = [];
      for await (const c of req) chunks.push(c);
      const answer = await fetch(backend + path, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined, signal: AbortSignal.timeout(10_000) });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(Buffer.from(await answer.arrayBuffer()));
    } catch (err) {
      res.writeHead(502).end(String(err));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise((resolve) => server.close(resolve));
}

/**
 * One request: ms to the first body byte, to `</head>` and to the end. Uncompressed: `wrangler dev` compresses
 * HTML the way Cloudflare's edge does but holds a compressed stream until its end (workers-sdk issues 6577 and
 * 8004; deployed workers stream compressed responses), so a gzip or br request here measures the dev server's
 * buffer, not the worker.
 */
async function timed(url) {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' }, signal: AbortSignal.timeout(15_000) });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let first = -1;
  let head = -1;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (first < 0) first = performance.now() - started;
    text += decoder.decode(value, { stream: true });
    if (head < 0 && text.includes('</head>')) head = performance.now() - started;
  }
  return { status: res.status, first, head, end: performance.now() - started };
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};

/** Cold (first) and warm requests of every page against the upstream-mode server at `base`. */
export async function benchSlowUpstream(base, warmRequests = 20) {
  // Messages and React load once per isolate, and the footer's articles are kept for a while: legal pages (no
  // data of their own) absorb both first, in each language measured.
  await timed(`${base}/tos`);
  await timed(`${base}/ja/tos`);
  const rows = [];
  for (const path of SLOW_PAGES) {
    const cold = await timed(base + path);
    const warm = [];
    for (let i = 0; i < warmRequests; i++) warm.push(await timed(base + path));
    rows.push({ path, cold, warm });
  }
  return rows;
}

export function printSlowUpstream(rows, warmRequests) {
  const f = (x) => x.toFixed(0).padStart(5);
  console.log(`\nSlow upstream (API_ORIGIN = a loopback stub holding data calls ${DATA_DELAY_MS} ms; page cache off): ms to first byte / </head> / end`);
  console.log(`${'page'.padEnd(34)} | first request (data not in the isolate yet) | warm, ${warmRequests} requests: p50 first / </head> / end · p99 first / </head> / end`);
  for (const r of rows) {
    const p = (q, k) => f(quantile(r.warm.map((w) => w[k]), q));
    console.log(`${r.path.padEnd(34)} | ${f(r.cold.first)} / ${f(r.cold.head)} / ${f(r.cold.end)} (${r.cold.status})${' '.repeat(14)} | ${p(0.5, 'first')} / ${p(0.5, 'head')} / ${p(0.5, 'end')} · ${p(0.99, 'first')} / ${p(0.99, 'head')} / ${p(0.99, 'end')}`);
  }
}
