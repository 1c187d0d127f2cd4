// Scoring of the Interactive Writing follow-up eval (scripts/bank/follow-up-eval.mjs), kept apart so that it can be tested.
// A side is every follow-up that is not the default: one chosen by `stance` terms or by `ifMentions` cues alone
// (twelfth read, t12f class 5: iw-0058, iw-0063 and iw-0069 carry no `stance`, yet their F0 and F1 each take a side;
// counting only `stance` follow-ups as sides put answers keyed to them in the always-default baseline and printed their
// misses to the default as "no-side answer to a side").

/** Whether follow-up `i` of `options` is a side (any follow-up but the default). */
export const isSide = (options, i) => Boolean(options[i]) && !options[i].default;

/**
 * Tally of one answer set: `sets` is { id: [[wantedIndex, answer], …] }, `items` a Map of id → item, `choose(answer, item)`
 * the chooser. Returns counts and the misses ({ id, want, got, answer, kind }).
 */
export function scoreAnswers(sets, items, choose) {
  const t = { n: 0, right: 0, opposite: 0, toDefault: 0, fromDefault: 0, sided: 0, alwaysDefault: 0, unknown: [], misses: [] };
  for (const [id, answers] of Object.entries(sets)) {
    const it = items.get(id);
    if (!it) { t.unknown.push(id); continue; }
    for (const [want, answer] of answers) {
      const got = choose(answer, it);
      const wantSide = isSide(it.followUps, want);
      const gotSide = isSide(it.followUps, got);
      t.n++;
      if (wantSide) t.sided++;
      // Baseline: always the default follow-up (never wrong-sided, never on the writer's side).
      else t.alwaysDefault++;
      if (got === want) { t.right++; continue; }
      const kind = wantSide && gotSide ? 'opposite' : wantSide ? 'toDefault' : 'fromDefault';
      t[kind]++;
      t.misses.push({ id, want, got, answer, kind });
    }
  }
  return t;
}
