/**
 * Today's plan (issue 28): a few blocks that fit the learner's chosen minutes, picked greedily by expected score
 * gain per minute under the growth model (growth.ts) from the current skill estimates — so the weakest skills,
 * and within them the task types with the lowest accuracy, come first — plus due notebook items and a mock test
 * when the last one is old. A day's plan is made once from that day's state; a missed day is simply not
 * carried over, so plans never pile up.
 */
import type { Subscore } from '../../courses.ts';
import { TASK_TYPES, type TaskTypeId } from '../../exam/task-types.ts';
import { SCALE } from '../difficulty.ts';
import { SKILLS } from '../adaptive/scores.ts';
import { GROWTH, practise, skillShares, type GrowthParams } from './growth.ts';

export const PLAN_MINUTES = { min: 20, max: 40, default: 30 } as const;
/** A mock older than this no longer says much about today (the predictor adds drift with age; ADR 023). */
export const MOCK_STALE_DAYS = 21;
export const FULL_MOCK_MINUTES = 60;
export const DIAGNOSTIC_MINUTES = 11;
/** The notebook block takes at most this many due items a day (about a minute each). */
export const REVIEW_MAX_ITEMS = 10;

/** One practice block per task type: its minutes and how many answered items complete it. */
export const PRACTICE_BLOCKS: Readonly<Partial<Record<TaskTypeId, { minutes: number; items: number }>>> = {
  'read-and-select': { minutes: 4, items: 4 },
  'fill-in-the-blanks': { minutes: 4, items: 6 },
  'read-and-complete': { minutes: 6, items: 2 },
  'listen-and-type': { minutes: 5, items: 5 },
  'interactive-reading': { minutes: 8, items: 1 },
  'interactive-listening': { minutes: 8, items: 1 },
  'write-about-the-photo': { minutes: 4, items: 3 },
  'interactive-writing': { minutes: 9, items: 1 },
  'speak-about-the-photo': { minutes: 4, items: 2 },
  'read-then-speak': { minutes: 4, items: 2 },
  'interactive-speaking': { minutes: 6, items: 1 },
  'writing-sample': { minutes: 6, items: 1 },
  'speaking-sample': { minutes: 4, items: 1 },
};

/** A block shorter than this is not worth starting; the last block of a day is cut to the minutes left. */
export const MIN_BLOCK_MINUTES = 3;

/** The block of a type that fits `left` minutes: whole, or cut to the minutes left with proportionally fewer items. */
export function shortened(type: TaskTypeId, left: number): { minutes: number; items: number } {
  const block = PRACTICE_BLOCKS[type]!;
  if (block.minutes <= left) return block;
  return { minutes: left, items: Math.max(1, Math.floor((block.items * left) / block.minutes)) };
}

export const PLAN_TYPES: readonly TaskTypeId[] = TASK_TYPES.filter((t) => !t.retired && PRACTICE_BLOCKS[t.id]).map((t) => t.id);

export type Skills = Record<Subscore, number>;

export interface PlanInput {
  day: number;
  minutes: number;
  /** Current ability per skill in logits; null when nothing is known yet. */
  skills: Skills | null;
  /** Mean practice score in [0, 1] per task type (absent: never practised). */
  typeAccuracy: Readonly<Partial<Record<TaskTypeId, number>>>;
  reviewDue: number;
  /** Age of the newest finished mock or diagnostic; null when there is none. */
  lastMockAgeDays: number | null;
  mockCredits: number;
  /** Days until the test (0 = today); null without a date. */
  daysLeft: number | null;
}

export type PlanItem =
  | { key: string; kind: 'practice'; type: TaskTypeId; items: number; minutes: number; gain: number }
  | { key: string; kind: 'review'; items: number; minutes: number; gain: number }
  | { key: string; kind: 'mock'; mode: 'full' | 'diagnostic'; items: 1; minutes: number; gain: number };

export interface DailyPlan { day: number; minutes: number; items: PlanItem[] }

export function clampMinutes(minutes: number): number {
  if (!Number.isFinite(minutes)) return PLAN_MINUTES.default;
  return Math.max(PLAN_MINUTES.min, Math.min(PLAN_MINUTES.max, Math.round(minutes)));
}

/** A weak task type has more to gain: ×1.25 at accuracy 0.25, ×1 at 0.75, ×0.9 at 0.95; never tried ×1.1. */
export function weaknessFactor(accuracy: number | undefined): number {
  if (accuracy === undefined) return 1.1;
  return Math.max(0.85, Math.min(1.3, 1 + (0.75 - accuracy) / 2));
}

/** Expected overall points from `minutes` of a task type, given skills and blocks of each skill already done today. */
export function blockGain(type: TaskTypeId, minutes: number, skills: Skills, doneToday: Readonly<Record<Subscore, number>>, g: GrowthParams = GROWTH): number {
  let logits = 0;
  for (const { skill, share } of skillShares(type)) {
    const efficiency = g.massedPractice ** doneToday[skill];
    logits += practise(skills[skill], minutes * share, efficiency, g) - skills[skill];
  }
  return (logits / SKILLS.length) * SCALE.pointsPerLogit;
}

/**
 * The practice part of a day: greedy by gain per minute, one block per task type, until no block fits. Returns
 * the chosen blocks and the skills after them (what the projection and the simulation step forward with).
 */
export function allocate(
  skills: Skills, minutes: number, accuracy: Readonly<Partial<Record<TaskTypeId, number>>> = {}, g: GrowthParams = GROWTH,
): { blocks: { type: TaskTypeId; minutes: number; items: number; gain: number }[]; skills: Skills } {
  const now = { ...skills };
  const done: Record<Subscore, number> = { reading: 0, listening: 0, writing: 0, speaking: 0 };
  const blocks: { type: TaskTypeId; minutes: number; items: number; gain: number }[] = [];
  let left = minutes;
  const open = new Set(PLAN_TYPES);
  for (;;) {
    let best: { type: TaskTypeId; perMinute: number; gain: number; minutes: number; items: number } | null = null;
    if (left < MIN_BLOCK_MINUTES) break;
    for (const type of open) {
      const block = shortened(type, left);
      const gain = blockGain(type, block.minutes, now, done, g);
      const perMinute = (gain * weaknessFactor(accuracy[type])) / block.minutes;
      // Ties (equal skills) go to the list's order, so the same state always gives the same plan.
      if (!best || perMinute > best.perMinute + 1e-12) best = { type, perMinute, gain, ...block };
    }
    if (!best) break;
    for (const { skill, share } of skillShares(best.type)) {
      now[skill] = practise(now[skill], best.minutes * share, g.massedPractice ** done[skill], g);
      done[skill] += 1;
    }
    blocks.push({ type: best.type, minutes: best.minutes, items: best.items, gain: best.gain });
    open.delete(best.type);
    left -= best.minutes;
  }
  return { blocks, skills: now };
}

function meanSkills(skills: Skills): number {
  return SKILLS.reduce((t, s) => t + skills[s], 0) / SKILLS.length;
}

const NEUTRAL: Skills = { reading: 0, listening: 0, writing: 0, speaking: 0 };

export function dailyPlan(input: PlanInput, g: GrowthParams = GROWTH): DailyPlan {
  const minutes = clampMinutes(input.minutes);
  const skills = input.skills ?? NEUTRAL;
  const items: PlanItem[] = [];
  const stale = input.lastMockAgeDays === null || input.lastMockAgeDays > MOCK_STALE_DAYS;
  // A mock measures; it is worth taking only while there is time to act on what it shows.
  const timeToAct = input.daysLeft === null || input.daysLeft >= 2;
  if (stale && timeToAct && input.mockCredits > 0 && input.skills !== null) {
    // A full mock is the whole day: it is longer than the usual budget, and practising on top of it is cramming.
    return { day: input.day, minutes, items: [{ key: 'mock-full', kind: 'mock', mode: 'full', items: 1, minutes: FULL_MOCK_MINUTES, gain: 0 }] };
  }
  let left = minutes;
  if (stale && timeToAct) {
    items.push({ key: 'mock-diagnostic', kind: 'mock', mode: 'diagnostic', items: 1, minutes: DIAGNOSTIC_MINUTES, gain: 0 });
    left -= DIAGNOSTIC_MINUTES;
  }
  if (input.reviewDue > 0) {
    const count = Math.min(input.reviewDue, REVIEW_MAX_ITEMS);
    const reviewMinutes = Math.max(2, count);
    // Notebook items are reading and listening items; their worth is a new item's at the mean of those skills.
    const objective = (skills.reading + skills.listening) / 2;
    const gain = ((practise(objective, reviewMinutes, g.reviewBoost, g) - objective) / SKILLS.length) * SCALE.pointsPerLogit;
    if (reviewMinutes <= left) {
      items.push({ key: 'review', kind: 'review', items: count, minutes: reviewMinutes, gain });
      left -= reviewMinutes;
    }
  }
  for (const b of allocate(skills, left, input.typeAccuracy, g).blocks) {
    items.push({ key: `practice-${b.type}`, kind: 'practice', type: b.type, items: b.items, minutes: b.minutes, gain: b.gain });
  }
  return { day: input.day, minutes, items };
}

/** Total expected overall points of a plan's practice and review (what the learner is told it is worth). */
export function planGain(plan: DailyPlan): number {
  return plan.items.reduce((t, i) => t + i.gain, 0);
}

export { meanSkills };
