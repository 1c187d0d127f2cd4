/**
 * Which tasks a mock test or the diagnostic gives, in order, from the versioned test layout (ADR 023). A shortened
 * test (browser tests, a quick demo) is the same plan with a `scale` below 1, never a different code path.
 */
import { CURRENT_LAYOUT, itemSeconds, type TestLayout } from '../../exam/layout.ts';
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
 * The full mock is the test as it is (issue 23): every live task type in the layout's order with the layout's count
 * per test (its minimum), each item on the test's own timer. The old 40-item cut (one Interactive Reading, one
 * Interactive Listening, two Read and Complete, ADR 027) made the mock shorter and easier than the test; the counts
 * now come from the layout alone, so a format change is a layout change.
 */
export const FULL_MOCK: PlanConfig = { kind: 'full', scale: 1 };

/** About ten minutes: reading and listening items for the adaptive estimate, one writing and one speaking task. */
export const DIAGNOSTIC: PlanConfig = {
  kind: 'diagnostic', scale: 1,
  counts: { 'read-and-select': 10, 'fill-in-the-blanks': 4, 'listen-and-type': 4, 'write-about-the-photo': 1, 'speak-about-the-photo': 1 },
};

/** `real`: for Read and Select, whether this slot shows a real word or a pseudo-word (set per test, word-mix.ts). */
export interface PlanSlot { index: number; type: TaskTypeId; seconds: number; real?: boolean }
export interface Plan { kind: MockKind; layout: string; slots: readonly PlanSlot[]; timeLimitSeconds: number }

/** What the start screen shows: each task type in order with its count, and the time limit. */
export interface PlanOutline {
  kind: MockKind; sections: { type: TaskTypeId; items: number }[]; items: number;
  /** The test clock: every item's timer used to the end, plus instructions. */
  minutes: number;
  /** What a candidate should plan for: the official test's typical length for a full mock, the clock otherwise. */
  typicalMinutes: number;
}

export function outlineOf(plan: Plan, layout: TestLayout = CURRENT_LAYOUT): PlanOutline {
  const sections: PlanOutline['sections'] = [];
  for (const s of plan.slots) {
    const last = sections[sections.length - 1];
    if (last?.type === s.type) last.items += 1;
    else sections.push({ type: s.type, items: 1 });
  }
  const minutes = Math.ceil(plan.timeLimitSeconds / 60);
  return { kind: plan.kind, sections, items: plan.slots.length, minutes, typicalMinutes: plan.kind === 'full' ? Math.min(minutes, layout.typicalMinutes) : minutes };
}

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
    for (let i = 0; i < count; i++) slots.push({ index: slots.length, type, seconds: itemSeconds(timing) });
  }
  const timeLimitSeconds = slots.reduce((t, s) => t + s.seconds, 0) + types * INSTRUCTION_SECONDS_PER_TYPE;
  return { kind: config.kind, layout: layout.version, slots, timeLimitSeconds };
}
