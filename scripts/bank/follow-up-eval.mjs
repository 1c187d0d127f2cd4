// How often the Interactive Writing chooser (src/shared/learning/follow-up.ts) sends a first answer to the follow-up of
// the side it argues for, on answers written by editors who never saw the chooser (seventh read, issue 22).
//   node scripts/bank/follow-up-eval.mjs [--list]
// tuning-*.json were read while the chooser was changed; held-out-*.json were not, and are the figure to report.
// A guess at the opposite side is the defect that matters (the follow-up argues with the writer); the default
// follow-up, a neutral question on the topic, is the safe miss.
import { readdirSync, readFileSync } from 'node:fs';
import { chooseFollowUp } from '../../src/shared/learning/follow-up.ts';

const root = new URL('../../', import.meta.url).pathname;
const dir = `${root}docs/reviews/seventh-read/follow-up-answers`;
const items = new Map(JSON.parse(readFileSync(`${root}content/writing/interactive-writing.json`, 'utf8')).map((it) => [it.id, it]));
const list = process.argv.includes('--list');

for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const sets = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  const t = { n: 0, right: 0, opposite: 0, toDefault: 0, fromDefault: 0, sided: 0, alwaysDefault: 0 };
  for (const [id, answers] of Object.entries(sets)) {
    const it = items.get(id);
    if (!it) { console.log(`${file}: ${id} is not in the bank`); continue; }
    for (const [want, answer] of answers) {
      const got = chooseFollowUp(answer, it.followUps, it.prompt);
      const wantSide = Boolean(it.followUps[want]?.stance?.length);
      const gotSide = Boolean(it.followUps[got]?.stance?.length);
      t.n++;
      if (wantSide) t.sided++;
      // Baseline: always the default follow-up (never wrong-sided, never on the writer's side).
      if (!wantSide) t.alwaysDefault++;
      if (got === want) { t.right++; continue; }
      if (wantSide && gotSide) t.opposite++;
      else if (wantSide) t.toDefault++;
      else t.fromDefault++;
      if (list) console.log(`  ${file} ${id}: wanted ${want}, got ${got}${wantSide && gotSide ? ' (opposite side)' : ''}: ${answer}`);
    }
  }
  const pct = (x) => `${((100 * x) / t.n).toFixed(1)} %`;
  console.log(`${file.padEnd(24)} ${String(t.n).padStart(4)} answers: right ${pct(t.right)} (always-default baseline ${pct(t.alwaysDefault)}), opposite side ${t.opposite} (${pct(t.opposite)}), sided answer to the default ${t.toDefault}, no-side answer to a side ${t.fromDefault}`);
}
