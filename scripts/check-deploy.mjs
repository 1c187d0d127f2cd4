// Deploy gate (part of npm test, ADR 010): a plain `wrangler deploy` and each `--env` must bind a deployed
// environment, never development (no ENVIRONMENT = "development", no DEV_TOOLS, no plain-http or localhost
// origins), and the committed binding types must match wrangler.toml (`wrangler types --check`).
// Runs `wrangler deploy --dry-run`, which bundles and prints the bindings without contacting Cloudflare.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const wrangler = 'node_modules/wrangler/bin/wrangler.js';
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_UPDATE_NOTIFIER: '1', CI: 'true' };
const problems = [];

function run(args) {
  const out = spawnSync(process.execPath, [wrangler, ...args], { env, encoding: 'utf8' });
  return { status: out.status, text: `${out.stdout}\n${out.stderr}` };
}

const types = run(['types', 'src/worker/worker-configuration.d.ts', '--include-runtime=false', '--strict-vars=false', '--check']);
if (types.status !== 0) problems.push('src/worker/worker-configuration.d.ts is out of date: run `npm run types`');

for (const target of ['', 'staging', 'production']) {
  const outdir = mkdtempSync(join(tmpdir(), 'dry-run-'));
  const { status, text } = run(['deploy', '--dry-run', '--outdir', outdir, `--env=${target}`]);
  rmSync(outdir, { recursive: true, force: true });
  const name = target || 'top level';
  if (status !== 0) { problems.push(`${name}: wrangler deploy --dry-run failed:\n${text}`); continue; }
  const bindings = text.split('\n').filter((l) => l.includes('env.'));
  const show = (name) => bindings.find((l) => l.includes(`env.${name} `)) ?? '';
  if (!/ENVIRONMENT \("(production|staging)"\)/.test(show('ENVIRONMENT'))) problems.push(`${name}: ENVIRONMENT is not production or staging: ${show('ENVIRONMENT').trim()}`);
  if (show('DEV_TOOLS')) problems.push(`${name}: DEV_TOOLS is bound`);
  if (show('PAGE_CACHE')) problems.push(`${name}: PAGE_CACHE is bound (development only)`);
  if (/http:\/\/|localhost|127\.0\.0\.1/.test(show('ALLOWED_ORIGINS'))) problems.push(`${name}: ALLOWED_ORIGINS allows a non-https or local origin`);
  if (!show('DB')) problems.push(`${name}: no D1 binding`);
  console.log(`deploy --dry-run ${name}: ${show('ENVIRONMENT').trim().replace(/\s+/g, ' ')}`);
}

if (problems.length) {
  console.error(`Deploy check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Deploy check OK: no development binding in any deploy target; binding types up to date');
