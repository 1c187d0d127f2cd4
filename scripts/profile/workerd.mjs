// The render profile in workerd, the runtime the worker runs in (ADR 042): wrangler bundles
// scripts/profile/workerd-entry.mjs with the worker's own aliases and flags and runs it in local workerd; the CPU time of
// the workerd process (from /proc, so other work on a shared machine barely moves it) is read around batches of
// renders, streamed and string reference in alternation.
import { spawn } from 'node:child_process';
import { wranglerAliases } from '../wrangler-aliases.mjs';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';

const TICKS_PER_MS = 0.1; // /proc reports CPU in clock ticks of 10 ms (CLK_TCK 100 on Linux)

/** CPU ms used so far by the workerd processes that descend from this Node process. */
function workerdCpu() {
  const procs = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).flatMap((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return [{ pid: Number(pid), comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ppid: Number(rest[1]), cpu: (Number(rest[11]) + Number(rest[12])) / TICKS_PER_MS }];
    } catch { return []; }
  });
  const mine = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of procs) if (!mine.has(p.pid) && mine.has(p.ppid)) { mine.add(p.pid); grew = true; }
  }
  return procs.filter((p) => mine.has(p.pid) && p.comm.includes('workerd')).reduce((n, p) => n + p.cpu, 0);
}

export async function profileInWorkerd(root, pages, { rounds = 6, batch = 40 } = {}) {
  const dir = `${root}dist/profile-workerd`;
  mkdirSync(dir, { recursive: true });
  const alias = `alias = { ${Object.entries(wranglerAliases(root)).map(([from, to]) => `"${from}" = "${to}"`).join(', ')} }`;
  const flags = /^compatibility_flags = .*$/m.exec(readFileSync(`${root}wrangler.toml`, 'utf8'))?.[0] ?? '';
  const date = /^compatibility_date = "(.*)"$/m.exec(readFileSync(`${root}wrangler.toml`, 'utf8'))?.[1] ?? '2026-10-01';
  writeFileSync(`${dir}/wrangler.toml`, `name = "profile-render"\nmain = "${root}scripts/profile/workerd-entry.mjs"\ncompatibility_date = "${date}"\n${flags}\n${alias}\n`);
  // wrangler dev, not Miniflare's API: the same bundling, aliases and runtime as the worker's own dev server.
  const port = 8893;
  const server = spawn(process.execPath, [`${root}node_modules/wrangler/bin/wrangler.js`, 'dev', '-c', `${dir}/wrangler.toml`, '--port', String(port), '--ip', '127.0.0.1', '--inspector-port', '0'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production', WRANGLER_SEND_METRICS: 'false', NO_UPDATE_NOTIFIER: '1' } });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${base}/?k=1`)).ok) break; } catch { /* not up yet */ }
    if (i > 240) { server.kill('SIGTERM'); throw new Error('the profile worker did not start'); }
    await new Promise((r) => setTimeout(r, 500));
  }
  const mf = { dispatchFetch: (url) => fetch(url.replace('http://profile.local', base)) };
  const results = [];
  try {
    for (const [locale, path] of pages) {
      const url = (mode, k) => `http://profile.local/?locale=${locale}&path=${encodeURIComponent(path)}&mode=${mode}&k=${k}`;
      const sizes = {};
      for (const mode of ['stream', 'string']) sizes[mode] = Number(await (await mf.dispatchFetch(url(mode, 20))).text()); // warm-up
      const used = { stream: 0, string: 0 };
      for (let r = 0; r < rounds; r++) {
        for (const mode of r % 2 ? ['string', 'stream'] : ['stream', 'string']) {
          const before = workerdCpu();
          await (await mf.dispatchFetch(url(mode, batch))).text();
          used[mode] += workerdCpu() - before;
        }
      }
      const per = (mode) => used[mode] / (rounds * batch);
      results.push({ locale, path, bytes: sizes.stream, stream: per('stream'), string: per('string') });
    }
  } finally {
    server.kill('SIGTERM');
  }
  return results;
}
