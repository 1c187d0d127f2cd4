// The browser tests' upstream-mode server (issue 25, tests/e2e/slow-upstream-paint.spec.ts): a dev server with
// API_ORIGIN set to bench-slow-upstream.mjs's loopback stub (page data calls held 1.5 s, the rest forwarded to the
// e2e suite's embedded server), behind a small proxy the browser talks to. 127.0.0.1 only.
//
// Why the proxy: `wrangler dev` compresses HTML like Cloudflare's edge but holds a compressed stream until its
// end (workers-sdk issues 6577 and 8004; a deployed worker streams compressed responses), and Chromium always
// asks for gzip/br. The proxy drops the browser's Accept-Encoding before wrangler, so the dev server streams the
// page as the worker writes it; nothing else about the request or the response is changed.
//
// Usage: node scripts/e2e-slow-upstream.mjs --port 8937 --backend http://127.0.0.1:8941
import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import { startSlowStub } from './bench-slow-upstream.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0 || !process.argv[i + 1]) throw new Error(`--${name} is required`);
  return process.argv[i + 1];
};
const port = Number(arg('port'));
const backend = arg('backend');
const workerPort = port - 1;
const stubPort = port - 2;

const closeStub = await startSlowStub(stubPort, backend);
const worker = spawn(process.execPath, ['scripts/dev-server.mjs', '--port', String(workerPort), '--state', '.wrangler/e2e-slow-upstream', '--fresh',
  '--var', `API_ORIGIN:http://127.0.0.1:${stubPort}`, '--var', 'PAGE_CACHE:off'], { stdio: ['ignore', 'ignore', 'inherit'] });

const proxy = createServer((req, res) => {
  const headers = { ...req.headers };
  delete headers['accept-encoding'];
  const upstream = request({ host: '127.0.0.1', port: workerPort, method: req.method, path: req.url, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', (err) => { if (!res.headersSent) res.writeHead(502); res.end(String(err)); });
  req.pipe(upstream);
});
proxy.listen(port, '127.0.0.1');

const stop = async () => {
  worker.kill('SIGTERM');
  proxy.close();
  await closeStub();
  process.exit(0);
};
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, stop);
worker.on('exit', (code) => { proxy.close(); void closeStub().then(() => process.exit(code ?? 1)); });
