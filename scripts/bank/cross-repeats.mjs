// The cross-type repeats parked as OPEN in topics.mjs (PENDING_CROSS_REPEATS): which still repeat and which a rewrite
// has resolved (no longer reported once the pending list is ignored), so the list can only shrink.
//   node scripts/bank/cross-repeats.mjs            every pending pair with its similarity now
//   node scripts/bank/cross-repeats.mjs --stale    only the resolved ones (exit 1 if any: take them off the list)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { nearDuplicateTopics, PENDING_CROSS_REPEATS } from './lib/topics.mjs';

const root = new URL('../../', import.meta.url).pathname;
const files = (dir) => readdirSync(dir).flatMap((n) => {
  const p = `${dir}/${n}`;
  if (p === `${root}content/definitions`) return [];
  return statSync(p).isDirectory() ? files(p) : p.endsWith('.json') && !p.endsWith('media-manifest.json') ? [p] : [];
});
const items = files(`${root}content`).flatMap((f) => {
  const list = JSON.parse(readFileSync(f, 'utf8'));
  return Array.isArray(list) ? list.filter((it) => /^[a-z]+-\d{4}$/.test(it?.id ?? '')) : [];
});
// Everything the gate would report with no pending list; a pending pair absent from it is resolved.
const reported = nearDuplicateTopics(items, { pending: new Map() });
const still = new Map();
for (const line of reported) {
  const m = /^(\S+): near-duplicate topic of (\S+) \(.*similarity ([0-9.]+)/.exec(line);
  if (m) { still.set(`${m[2]}|${m[1]}`, Number(m[3])); still.set(`${m[1]}|${m[2]}`, Number(m[3])); }
}
const staleOnly = process.argv.includes('--stale');
let stale = 0;
for (const [pair, recorded] of PENDING_CROSS_REPEATS) {
  const now = still.get(pair);
  if (now === undefined) stale++;
  if (staleOnly && now !== undefined) continue;
  console.log(`${pair}\trecorded ${recorded.toFixed(2)}\t${now === undefined ? 'RESOLVED' : `still ${now.toFixed(2)}`}`);
}
console.log(`${PENDING_CROSS_REPEATS.size} pending, ${stale} resolved`);
if (staleOnly && stale) process.exit(1);
