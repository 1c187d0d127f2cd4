/**
 * Engine candidates per task type read from the committed bank seed (scripts/bank/generated/question-bank.sql),
 * so `npm run simulate` and the engine's tests run on the real bank's parameters and word kinds.
 */
import type { TaskTypeId } from '../../exam/task-types.ts';
import { partsOf } from './evidence.ts';
import type { Candidate } from './item-selection.ts';
import type { Pools } from './session.ts';

// One INSERT per line: id, type, difficulty, b, a, b_source, cefr, topic, stimulus JSON, answer key JSON, …
const ROW = /^INSERT OR REPLACE INTO bank_items VALUES \('([^']+)', '([^']+)', -?\d+, (-?[\d.]+), (-?[\d.]+), '[a-z]+', '[A-Z0-9]+', '(?:[^']|'')*', '((?:[^']|'')*)', '((?:[^']|'')*)'/;

export function poolsFromSeed(sql: string): Pools {
  const pools: Partial<Record<TaskTypeId, Candidate[]>> = {};
  for (const line of sql.split('\n')) {
    const m = ROW.exec(line);
    if (!m) continue;
    const [, id, type, b, a, stimulus, key] = m as unknown as [string, string, TaskTypeId, string, string, string, string];
    const parts = partsOf(type, JSON.parse(stimulus.replaceAll("''", "'")) as Record<string, unknown>);
    const candidate: Candidate = { id, a: Number(a), b: Number(b), parts };
    if (type === 'read-and-select') candidate.real = (JSON.parse(key.replaceAll("''", "'")) as { real?: boolean }).real === true;
    (pools[type] ??= []).push(candidate);
  }
  return pools;
}
