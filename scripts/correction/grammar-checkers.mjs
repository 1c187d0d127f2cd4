// Issue 24 (ADR 054): harper.js against the project's grammar heuristics on learner sentences with one known
// error each and on good sentences: error recall, false alarms, time per answer, and the size the WASM would add.
// Usage: node scripts/correction/grammar-checkers.mjs (through npm's Node ≥ 22, e.g. npx node …).
import { readFileSync, statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { measureWriting } from '../../src/shared/learning/correction/writing-features.ts';

const data = JSON.parse(readFileSync(new URL('./grammar-sentences.json', import.meta.url), 'utf8'));
const harper = await import('harper.js');
const { binaryInlined } = await import('harper.js/binaryInlined');
const t0 = performance.now();
const linter = new harper.LocalLinter({ binary: binaryInlined });
await linter.setup();
const initMs = performance.now() - t0;

// The rules of grammar.ts plus spelling (unknown words one edit from a known word), as the scorer sees them.
const heuristics = (text) => measureWriting(text, { prompt: '' }).findings.map((f) => ({ start: f.start, end: f.end, kind: f.kind }));
const viaHarper = async (text) => (await linter.lint(text)).map((l) => ({ start: l.span().start, end: l.span().end, kind: l.lint_kind() }));

async function score(name, check) {
  let hit = 0, falseAlarms = 0;
  for (const e of data.errors) {
    const at = e.text.indexOf(e.error);
    const found = await check(e.text);
    if (found.some((f) => f.start < at + e.error.length && f.end > at)) hit++;
  }
  for (const g of data.good) if ((await check(g)).length) falseAlarms++;
  const answer = data.good.slice(11).join(' ') + ' ' + data.errors.slice(0, 8).map((e) => e.text).join(' ');
  for (let i = 0; i < 3; i++) await check(answer);
  const t = performance.now();
  for (let i = 0; i < 20; i++) await check(answer);
  const ms = (performance.now() - t) / 20;
  console.log(`${name.padEnd(12)} recall ${hit}/${data.errors.length} (${(100 * hit / data.errors.length).toFixed(0)} %), false alarms ${falseAlarms}/${data.good.length} good sentences, ${ms.toFixed(1)} ms per ${answer.split(/\s+/).length}-word answer`);
  return { hit, falseAlarms, ms };
}

console.log(`${data.errors.length} sentences with one known error, ${data.good.length} good sentences`);
await score('heuristics', heuristics);
await score('harper.js', viaHarper);
const wasm = new URL('../../node_modules/harper.js/dist/harper_wasm_slim_bg.wasm', import.meta.url);
console.log(`harper.js: setup ${initMs.toFixed(0)} ms; slim WASM ${(statSync(wasm).size / 1e6).toFixed(1)} MB, ${(gzipSync(readFileSync(wasm)).length / 1e6).toFixed(1)} MB gzipped (a Worker's compressed limit: 3 MB free, 10 MB paid)`);
