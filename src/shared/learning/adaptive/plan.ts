/**
 * Which tasks a mock test or the diagnostic gives, in order, from the versioned test layout (ADR 023). A shortened
 * test (browser tests, a quick demo) is the same plan with a `scale` below 1, never a different code path.
 */
import { CURRENT_LAYOUT, type TestLayout } from '../../exam/layout.ts';
import type { TaskTypeId } from '../../exam/task-types.ts';

export type MockKind = 'full' | 'diagnostic';

export interface PlanConfig {
  kind: MockKind;
  /** Multiplies every count (at least one item of each planned type remains). */
  scale: number;
  /** Fixed counts per type; types left out are not given. When absent, the layout's minimum per test is
   * used (the test's own counts vary within min–max; the minimum keeps the mock nearest the real test's length). */
  counts?: Partial<Record<TaskTypeId, number>>;
}

/**
 * SPEC §1: a full mock takes 45–60 minutes. The layout's minimum counts at their full item times add up to about
 * 78 minutes (the official test's ~1 hour is not the sum of every item's maximum), so the mock keeps every live
 * task type and the minimum of each short task, and gives one Interactive Reading, one Interactive Listening and
 * two Read and Complete: 40 items in at most 60 minutes (ADR 027).
 */
export const FULL_MOCK: PlanConfig = {
  kind: 'full', scale: 1,
  counts: {
    'read-and-select': 15, 'fill-in-the-blanks': 6, 'read-and-complete': 2, 'listen-and-type': 6, 'interactive-reading': 1,
    'interactive-listening': 1, 'write-about-the-photo': 3, 'interactive-writing': 1, 'speak-about-the-photo': 1,
    'read-then-speak': 1, 'interactive-speaking': 1, 'writing-sample': 1, 'speaking-sample': 1,
  },
};

/** About ten minutes: reading and listening items for the adaptive estimate, one writing and one speaking task. */
export const DIAGNOSTIC: PlanConfig = {
  kind: 'diagnostic', scale: 1,
  counts: { 'read-and-select': 10, 'fill-in-the-blanks': 4, 'listen-and-type': 4, 'write-about-the-photo': 1, 'speak-about-the-photo': 1 },
};

/** `real`: for Read and Select, whether this slot shows a real word or a pseudo-word (set per test, word-mix.ts). */
export interface PlanSlot { index: number; type: TaskTypeId; seconds: number; real?: boolean }
export interface Plan { kind: MockKind; layout: string; slots: readonly PlanSlot[]; timeLimitSeconds: number }

/** Seconds allowed on top of the items' own time for reading instructions and moving between screens. */
export const INSTRUCTION_SECONDS_PER_TYPE = 20;

export function buildPlan(config: PlanConfig, layout: TestLayout = CURRENT_LAYOUT): Plan {
  const slots: PlanSlot[] = [];
  let types = 0;
  for (const type of layout.order) {
    const timing = layout.tasks.find((t) => t.type === type)!;
    const base = config.counts ? (config.counts[type] ?? 0) : timing.perTest.min;
    if (base <= 0) continue;
    const count = Math.max(1, Math.round(base * config.scale));
    types += 1;
    for (let i = 0; i < count; i++) slots.push({ index: slots.length, type, seconds: timing.prepSeconds + timing.answerSeconds });
  }
  const timeLimitSeconds = slots.reduce((t, s) => t + s.seconds, 0) + types * INSTRUCTION_SECONDS_PER_TYPE;
  return { kind: config.kind, layout: layout.version, slots, timeLimitSeconds };
}
