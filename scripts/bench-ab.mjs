// npm run bench:ab -- <commit> [--rounds 6] [--requests 200]
// Cache-miss cost of this checkout against an earlier commit, measured in the same minutes (issue 25: "cache-miss
// throughput stays at or above today's ratio to the static twin in the same bench run"). Ratios from two bench runs on
// different days do not compare: the static twin itself moved between 78 and 339 req/s on this machine. So this
// starts both versions side by side (page cache off, production React), serves each one's static twin from its own
// worker, and alternates them round by round so that whatever else the machine does falls on both.
//
// Two figures per page and version, median over the rounds:
// - workerd CPU ms per request (from /proc, every workerd process of that dev server), for the static twin and the
//   miss. On a CPU-bound box throughput is about 1 / CPU per request, so static CPU / miss CPU estimates the
//   miss-to-static ratio and is far less disturbed by other processes than req/s (ADR 021).
// - req/s of the static twin and the miss (10 connections), and their ratio: the bench's own figure, noisy on a
//   shared machine.
// The earlier commit is checked out in .bench/ab-<commit> (a git worktree sharing this node_modules) and built there.
// 127.0.0.1 only; every run is bounded by a request count or a duration. Prints figures; asserts nothing.
import { execFileSync, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};
const base = process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
if (!base) {
  console.error('usage: npm run bench:ab -- <commit> [--rounds 6] [--requests 200] [--port 8811]');
  process.exit(2);
}
const ROUNDS = Number(arg('rounds', 6));
const REQUESTS = Number(arg('requests', 200));
const PORT = Number(arg('port', 8811));
const THROUGHPUT_SECONDS = Number(arg('seconds', 5));
const ROOT = new URL('../', import.meta.url).pathname;
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'ja-courses', path: '/ja/courses' },
  { name: 'pricing', path: '/pricing' },
  { name: 'course', path: '/courses/det-interactive-writing' },
];

const sha = execFileSync('git', ['rev-parse', '--short', base], { cwd: ROOT }).toString().trim();
const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
const baseDir = `${ROOT}.bench/ab-${sha}`;
if (!existsSync(baseDir)) {
  execFileSync('git', ['worktree', 'add', '--detach', baseDir, sha], { cwd: ROOT, stdio: 'inherit' });
  symlinkSync(`${ROOT}node_modules`, `${baseDir}/node_modules`);
}
for (const dir of [baseDir, ROOT]) {
  console.log(`building ${dir === ROOT ? `this checkout (${head})` : sha}…`);
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function waitFor(url) {
  for (let i = 0; i < 480; i++) {
    try { if ((await fetch(url)).ok) return; } catch { /* not up yet */ }
    await sleep(500);
  }
  throw new Error(`timed out waiting for ${url}`);
}
const children = [];
process.on('exit', () => { for (const c of children) { try { process.kill(c.pid, 'SIGTERM'); } catch { /* gone */ } } });

/** The workerd processes under a dev server (wrangler runs the worker and its proxy in separate ones). */
function workerdPids(pid) {
  const rows = execSync('ps -eo pid=,ppid=,comm=').toString().trim().split('\n').map((l) => l.trim().split(/\s+/));
  const found = [];
  const todo = [String(pid)];
  while (todo.length) {
    const p = todo.pop();
    for (const [child, parent, comm] of rows) if (parent === p) { todo.push(child); if (comm === 'workerd') found.push(child); }
  }
  return found;
}
/** CPU time (user + system) of processes, in clock ticks (1/100 s on Linux). */
const ticks = (pids) => pids.reduce((n, p) => {
  try {
    const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
    return n + Number(fields[11]) + Number(fields[12]);
  } catch { return n; }
}, 0);

const versions = [
  { label: `${sha} (base)`, dir: baseDir, port: PORT },
  { label: `${head} (this checkout)`, dir: ROOT, port: PORT + 1 },
];
// One after the other: two wrangler processes starting together can race for the same internal port.
for (const v of versions) {
  const child = spawn(process.execPath, ['scripts/dev-server.mjs', '--port', String(v.port), '--state', `.wrangler/ab-${v.port}`, '--fresh', '--var', 'PAGE_CACHE:off'],
    { cwd: v.dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  children.push(child);
  v.base = `http://127.0.0.1:${v.port}`;
  await waitFor(`${v.base}/robots.txt`);
  v.workerd = workerdPids(child.pid);
  // Each version's static twin: the exact bytes of its own page, served as a file by its own worker.
  mkdirSync(`${v.dir}/dist/public/bench`, { recursive: true });
  for (const p of PAGES) writeFileSync(`${v.dir}/dist/public/bench/${p.name}.html`, await (await fetch(v.base + p.path)).text());
  for (const p of PAGES) await waitFor(`${v.base}/bench/${p.name}.html`);
}

const byCount = (url) => new Promise((resolve, reject) => autocannon({ url, connections: 4, amount: REQUESTS }, (err, res) => (err ? reject(err) : res.non2xx ? reject(new Error(`${url}: ${res.non2xx} non-2xx`)) : resolve(res))));
const byTime = (url) => new Promise((resolve, reject) => autocannon({ url, connections: 10, duration: THROUGHPUT_SECONDS }, (err, res) => (err ? reject(err) : res.non2xx ? reject(new Error(`${url}: ${res.non2xx} non-2xx`)) : resolve(res.requests.average))));
const cpuPerRequest = async (v, url) => {
  const before = ticks(v.workerd);
  await byCount(url);
  return ((ticks(v.workerd) - before) * 10) / REQUESTS;
};

const figures = new Map();
const record = (key, field, value) => {
  if (!figures.has(key)) figures.set(key, { cpuStatic: [], cpuMiss: [], rpsStatic: [], rpsMiss: [] });
  figures.get(key)[field].push(value);
};
console.log(`${ROUNDS} rounds; per round, page and version: ${REQUESTS} requests for CPU, ${THROUGHPUT_SECONDS} s × 10 connections for req/s`);
for (let round = 0; round < ROUNDS; round++) {
  for (const p of PAGES) {
    for (const v of round % 2 ? [...versions].reverse() : versions) {
      const twin = `${v.base}/bench/${p.name}.html`;
      if (round === 0) { await byCount(twin); await byCount(v.base + p.path); }
      const key = `${p.path}\t${v.label}`;
      record(key, 'cpuStatic', await cpuPerRequest(v, twin));
      record(key, 'cpuMiss', await cpuPerRequest(v, v.base + p.path));
      record(key, 'rpsStatic', await byTime(twin));
      record(key, 'rpsMiss', await byTime(v.base + p.path));
    }
  }
  console.log(`round ${round + 1}/${ROUNDS} done`);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
console.log('\npage\tversion\tCPU ms static\tCPU ms miss\tmiss/static by CPU\treq/s static\treq/s miss\tmiss/static by req/s (rounds)');
for (const [key, f] of figures) {
  const ratios = f.rpsMiss.map((m, i) => `${Math.round((100 * m) / f.rpsStatic[i])}`).join(' ');
  console.log([key, median(f.cpuStatic).toFixed(2), median(f.cpuMiss).toFixed(2), `${Math.round((100 * median(f.cpuStatic)) / median(f.cpuMiss))} %`,
    Math.round(median(f.rpsStatic)), Math.round(median(f.rpsMiss)), `${Math.round(100 * median(f.rpsMiss.map((m, i) => m / f.rpsStatic[i])))} % (${ratios})`].join('\t'));
}
process.exit(0);
