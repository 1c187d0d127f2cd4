/**
 * One adaptive test as plain data, advanced one answer at a time (ADR 023). The worker stores this state as JSON
 * between requests; `npm run simulate` drives the same functions in memory.
 */
import type { Subscore } from '../../courses.ts';
import type { TaskTypeId } from '../../exam/task-types.ts';
import { addEvidence, DEFAULT_GRID, eap, priorLogWeights, type AbilityEstimate } from './irt.ts';
import { evidenceOf, guessingOf, selectionSkill, type MarkedAnswer } from './evidence.ts';
import { selectNext, type Candidate, type ExposureCounts } from './item-selection.ts';
import type { Plan, PlanSlot } from './plan.ts';
import type { Random } from './random.ts';
import { SKILLS } from './scores.ts';

export interface SessionState {
  position: number;
  itemIds: string[];
  /** Posterior log-weights per skill on DEFAULT_GRID. */
  posterior: Record<Subscore, number[]>;
  /** How many pieces of evidence each skill has. */
  evidenceCount: Record<Subscore, number>;
}

export function startSession(): SessionState {
  const prior = priorLogWeights(DEFAULT_GRID);
  return {
    position: 0,
    itemIds: [],
    posterior: Object.fromEntries(SKILLS.map((s) => [s, [...prior]])) as Record<Subscore, number[]>,
    evidenceCount: Object.fromEntries(SKILLS.map((s) => [s, 0])) as Record<Subscore, number>,
  };
}

export function abilities(state: SessionState): Record<Subscore, AbilityEstimate> {
  return Object.fromEntries(SKILLS.map((s) => [s, eap(state.posterior[s], DEFAULT_GRID)])) as Record<Subscore, AbilityEstimate>;
}

/**
 * The level that picks an item for `skill`: its own estimate once it has evidence, otherwise the mean of the
 * skills measured so far (the "level reached"), otherwise the prior mean 0.
 */
export function selectionTheta(state: SessionState, skill: Subscore): number {
  const est = abilities(state);
  if (state.evidenceCount[skill] > 0) return est[skill].theta;
  const seen = SKILLS.filter((s) => state.evidenceCount[s] > 0);
  return seen.length ? seen.reduce((t, s) => t + est[s].theta, 0) / seen.length : 0;
}

export type Pools = Readonly<Partial<Record<TaskTypeId, readonly Candidate[]>>>;

/** The item for the current slot, or null when the plan is done (or the bank has no item of that type). */
export function nextItem(
  state: SessionState, plan: Plan, pools: Pools, random: Random,
  opts: { exposure?: ExposureCounts; excluded?: ReadonlySet<string> } = {},
): Candidate | null {
  const slot = plan.slots[state.position];
  if (!slot) return null;
  const pool = poolFor(slot, pools[slot.type] ?? []);
  const excluded = new Set([...state.itemIds, ...(opts.excluded ?? [])]);
  let pick = selectNext(pool, selectionTheta(state, selectionSkill(slot.type)), random, { excluded, exposure: opts.exposure });
  // A candidate who has seen the whole pool of a small type gets a repeat rather than a stalled test.
  if (!pick && opts.excluded) pick = selectNext(pool, selectionTheta(state, selectionSkill(slot.type)), random, { excluded: new Set(state.itemIds), exposure: opts.exposure });
  return pick;
}

/** The slot's candidates: only the word kind it asks for, each with its task's guessing floor (for information). */
function poolFor(slot: PlanSlot, pool: readonly Candidate[]): readonly Candidate[] {
  // A bank without words of the asked kind (a tiny test seed) gives any word rather than a stalled test.
  const only = slot.real === undefined ? pool : pool.filter((c) => c.real === slot.real);
  const kind = only.length > 0 ? only : pool;
  const c = guessingOf(slot.type);
  return c === 0 ? kind : kind.map((x) => ({ ...x, c }));
}

/** Records the current slot's item and its marked answer (or a skipped slot when `answer` is null). */
export function recordAnswer(state: SessionState, itemId: string | null, answer: MarkedAnswer | null): SessionState {
  const posterior = { ...state.posterior };
  const evidenceCount = { ...state.evidenceCount };
  if (answer) {
    for (const { skill, evidence } of evidenceOf(answer)) {
      posterior[skill] = addEvidence(posterior[skill], evidence, DEFAULT_GRID);
      evidenceCount[skill] += 1;
    }
  }
  return { position: state.position + 1, itemIds: itemId ? [...state.itemIds, itemId] : state.itemIds, posterior, evidenceCount };
}
