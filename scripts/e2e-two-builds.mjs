// The two-build browser test's server (issue 29, tests/e2e/offline-build-switch.spec.ts): two builds of the same
// source with different ids and chunk names (BUILD_SALT), each served by its own `wrangler dev` on one shared D1
// state, behind a proxy on one origin (so the service worker, its caches and IndexedDB are the same for both). The
// proxy answers for build A until the test deploys B with POST /__e2e/deploy?build=b (and back with build=a, which
// the test does first, so a retry starts from A). 127.0.0.1 only; development servers only.
//
// Usage: node scripts/e2e-two-builds.mjs --port 8953 --a 8959 --b 8957 (the proxy, and the two builds' servers)
import { spawn, spawnSync } from 'node:child_process';
import { createServer, request } from 'node:http';

const arg = (name) => {
  const n = Number(process.argv[process.argv.indexOf(`--${name}`) + 1]);
  if (!n) throw new Error(`--${name} is required`);
  return n;
};
const port = arg('port');
const dir = '.wrangler/e2e-builds';
const state = '.wrangler/e2e-two-builds';
const ports = { a: arg('a'), b: arg('b') };

for (const build of ['a', 'b']) {
  const made = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, BUILD_OUT: `${dir}/${build}`, BUILD_SALT: build } });
  if (made.status !== 0) process.exit(made.status ?? 1);
}

const children = [];
const serve = (build, extra) => {
  const child = spawn(process.execPath, ['scripts/dev-server.mjs', '--port', String(ports[build]), '--public-port', String(port),
    '--state', state, '--build', `${dir}/${build}`, ...extra], { stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code) => { stop(); process.exit(code ?? 1); });
  children.push(child);
};
const ready = async (p) => {
  for (;;) {
    try { if ((await fetch(`http://127.0.0.1:${p}/robots.txt`)).ok) return; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
};
// A applies the migrations and seeds; B starts on the same state once they are in.
serve('a', ['--fresh']);
await ready(ports.a);
serve('b', ['--no-setup']);
await ready(ports.b);

let live = 'a';
const proxy = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname === '/__e2e/deploy' && req.method === 'POST') {
    const build = url.searchParams.get('build');
    if (build !== 'a' && build !== 'b') { res.writeHead(400); res.end(); return; }
    live = build;
    res.writeHead(204); res.end();
    return;
  }
  const upstream = request({ host: '127.0.0.1', port: ports[live], method: req.method, path: req.url, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', (err) => { if (!res.headersSent) res.writeHead(502); res.end(String(err)); });
  req.pipe(upstream);
});
proxy.listen(port, '127.0.0.1');

function stop() {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  proxy.close();
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => { stop(); process.exit(0); });
