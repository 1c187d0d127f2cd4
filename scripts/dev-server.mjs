// Starts `wrangler dev` on local bindings after applying the D1 migrations (and seeds, when present).
// Used by `npm start` (port 8787, state in .wrangler/state) and by the browser tests (own port, fresh state).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};
const port = arg('port', '8787');
const state = arg('state', '.wrangler/state');
if (process.argv.includes('--fresh')) rmSync(state, { recursive: true, force: true });
// `--build DIR` serves another build made by `BUILD_OUT=DIR npm run build` (its worker source copy and assets) instead
// of src/ and dist/; `--public-port` is the port the browser uses when a proxy stands in front (the two-build
// test, scripts/e2e-two-builds.mjs); `--no-setup` skips migrations and seeds another server already applied.
const buildDir = arg('build', '');
const publicPort = arg('public-port', port);
const setup = !process.argv.includes('--no-setup');

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_UPDATE_NOTIFIER: '1' };
// Run wrangler on this Node (22+ from the `node` devDependency), whatever `node` the shell's PATH has.
const wrangler = 'node_modules/wrangler/bin/wrangler.js';
if (setup) {
  const migrate = spawnSync(process.execPath, [wrangler, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], { stdio: 'inherit', env });
  if (migrate.status !== 0) process.exit(migrate.status ?? 1);
  // The question bank (ADR 013): the committed, generated seed upserts every item, so applying it again is safe.
  const seed = spawnSync(process.execPath, [wrangler, 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--file', 'scripts/bank/generated/question-bank.sql'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (seed.status !== 0) process.exit(seed.status ?? 1);
  // Blog articles (ADR 022): the generated seed upserts every article, so applying it on every start is safe.
  const blogSeed = spawnSync(process.execPath, [wrangler, 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--file', 'scripts/blog/generated/articles.sql'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (blogSeed.status !== 0) process.exit(blogSeed.status ?? 1);
}

const origins = `http://localhost:${publicPort},http://127.0.0.1:${publicPort}`;
// Extra `--var NAME:value` pairs pass through to wrangler (the browser tests switch optional integrations on).
const vars = process.argv.flatMap((a, i) => (a === '--var' && process.argv[i + 1] ? ['--var', process.argv[i + 1]] : []));
// That build's own worker source (with its generated manifest) and its public files.
const buildArgs = buildDir ? [`${buildDir}/src/worker/index.ts`, '--assets', `${buildDir}/public`] : [];
const script = buildArgs.slice(0, 1);
const assets = buildArgs.slice(1);
// The configuration file is production-safe (ADR 010); development is switched on here, and only here and in
// the worker tests: the mail outbox and its reader, the fallback AUTH_SECRET, localhost origins, host-only cookies.
const development = ['ENVIRONMENT:development', 'DEV_TOOLS:on', `ALLOWED_ORIGINS:${origins}`, 'COOKIE_DOMAIN:'];
const child = spawn(process.execPath, [wrangler,
  'dev', ...script, '--port', port, '--ip', '127.0.0.1', '--persist-to', state, '--show-interactive-dev-session=false',
  ...assets, ...development.flatMap((v) => ['--var', v]), ...vars,
], { stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
