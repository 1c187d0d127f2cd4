// How often the Interactive Writing chooser (src/shared/learning/follow-up.ts) sends a first answer to the follow-up of
// the side it argues for, on answers written by editors who never saw the chooser (seventh read, issue 22).
//   node scripts/bank/follow-up-eval.mjs [--list]
// tuning-*.json were read while the chooser was changed; held-out-*.json were not, and are the figure to report.
// A guess at the opposite side is the defect that matters (the follow-up argues with the writer); the default
// follow-up, a neutral question on the topic, is the safe miss. Every follow-up but the default is a side, whether
// `stance` terms or `ifMentions` cues alone choose it (scripts/bank/lib/follow-up-score.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { chooseFollowUp } from '../../src/shared/learning/follow-up.ts';
import { scoreAnswers } from './lib/follow-up-score.mjs';

const root = new URL('../../', import.meta.url).pathname;
const dir = `${root}docs/reviews/seventh-read/follow-up-answers`;
const items = new Map(JSON.parse(readFileSync(`${root}content/writing/interactive-writing.json`, 'utf8')).map((it) => [it.id, it]));
const list = process.argv.includes('--list');

for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const sets = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  const t = scoreAnswers(sets, items, (answer, it) => chooseFollowUp(answer, it.followUps, it.prompt));
  for (const id of t.unknown) console.log(`${file}: ${id} is not in the bank`);
  if (list) for (const m of t.misses) console.log(`  ${file} ${m.id}: wanted ${m.want}, got ${m.got}${m.kind === 'opposite' ? ' (opposite side)' : ''}: ${m.answer}`);
  const pct = (x) => `${((100 * x) / t.n).toFixed(1)} %`;
  console.log(`${file.padEnd(24)} ${String(t.n).padStart(4)} answers: right ${pct(t.right)} (always-default baseline ${pct(t.alwaysDefault)}), opposite side ${t.opposite} (${pct(t.opposite)}), sided answer to the default ${t.toDefault}, no-side answer to a side ${t.fromDefault}`);
}
