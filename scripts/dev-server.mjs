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

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_UPDATE_NOTIFIER: '1' };
// Run wrangler on this Node (22+ from the `node` devDependency), whatever `node` the shell's PATH has.
const wrangler = 'node_modules/wrangler/bin/wrangler.js';
const migrate = spawnSync(process.execPath, [wrangler, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], { stdio: 'inherit', env });
if (migrate.status !== 0) process.exit(migrate.status ?? 1);
// The question bank (ADR 013): the committed, generated seed upserts every item, so applying it again is safe.
const seed = spawnSync(process.execPath, [wrangler, 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--file', 'scripts/bank/generated/question-bank.sql'], { stdio: ['ignore', 'ignore', 'inherit'], env });
if (seed.status !== 0) process.exit(seed.status ?? 1);

const origins = `http://localhost:${port},http://127.0.0.1:${port}`;
// Extra `--var NAME:value` pairs pass through to wrangler (the browser tests switch optional integrations on).
const vars = process.argv.flatMap((a, i) => (a === '--var' && process.argv[i + 1] ? ['--var', process.argv[i + 1]] : []));
const child = spawn(process.execPath, [wrangler,
  'dev', '--port', port, '--ip', '127.0.0.1', '--persist-to', state, '--show-interactive-dev-session=false',
  '--var', `ALLOWED_ORIGINS:${origins}`, ...vars,
], { stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
