#!/usr/bin/env node
/**
 * A small mutation check (issue 26): applies each listed mutation (scripts/mutants/list.mjs) to its file, one at a
 * time and in place, runs only the matching pure-module test files in plain Node (vitest.mutants.config.ts), and
 * counts the mutation as caught when those tests fail. The original file is restored after every run (finally,
 * and on Ctrl-C / SIGTERM), and a mutation whose text no longer matches is reported as stale, never skipped
 * silently. Not part of `npm test`: each mutation is one vitest run (a few seconds, much more on a busy
 * 2-core machine). Filter with `npm run mutants -- <module-or-id substring>`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MUTANTS } from './mutants/list.mjs';

const root = resolve(import.meta.dirname, '..');
const filter = process.argv[2] ?? '';
const chosen = MUTANTS.filter((m) => !filter || m.module.includes(filter) || m.id.includes(filter));
let pending = null;

function restore() {
  if (pending) { writeFileSync(pending.path, pending.original); pending = null; }
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { restore(); process.exit(130); });
process.on('exit', restore);

const results = [];
for (const m of chosen) {
  const path = resolve(root, m.file);
  const original = readFileSync(path, 'utf8');
  const at = original.indexOf(m.find);
  if (at < 0 || original.indexOf(m.find, at + 1) >= 0) {
    results.push({ ...m, outcome: 'stale' });
    console.log(`stale    ${m.id}: the text to mutate is missing or not unique in ${m.file}`);
    continue;
  }
  pending = { path, original };
  try {
    writeFileSync(path, original.slice(0, at) + m.replace + original.slice(at + m.find.length));
    const run = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.mutants.config.ts', '--bail', '1', ...m.tests], { cwd: root, encoding: 'utf8', timeout: 300_000 });
    const outcome = run.status === 0 ? 'survived' : 'caught';
    results.push({ ...m, outcome });
    console.log(`${outcome.padEnd(8)} ${m.id}`);
  } finally {
    restore();
  }
}

const byModule = new Map();
for (const r of results) {
  const s = byModule.get(r.module) ?? { caught: 0, total: 0, survivors: [] };
  if (r.outcome !== 'stale') s.total++;
  if (r.outcome === 'caught') s.caught++;
  if (r.outcome === 'survived') s.survivors.push(r.id);
  byModule.set(r.module, s);
}
console.log('\nmodule        caught/total');
let caught = 0;
let total = 0;
for (const [module, s] of byModule) {
  caught += s.caught;
  total += s.total;
  console.log(`${module.padEnd(13)} ${s.caught}/${s.total}${s.survivors.length ? `  survivors: ${s.survivors.join(', ')}` : ''}`);
}
const stale = results.filter((r) => r.outcome === 'stale').length;
console.log(`all           ${caught}/${total} (${total ? Math.round((100 * caught) / total) : 0} %)${stale ? `, ${stale} stale` : ''}`);
process.exitCode = stale || (total && caught / total < 0.9) ? 1 : 0;
