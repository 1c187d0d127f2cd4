/**
 * Ticking off today's plan: an item is done when the learner has answered enough items of its kind today (in
 * their own time zone), or ticked it by hand. Counts come from what was really answered, so doing a practice
 * item of a type ticks its block without the learner doing anything else.
 */
import type { TaskTypeId } from '../../exam/task-types.ts';
import type { DailyPlan, PlanItem } from './daily-plan.ts';

export interface DoneToday {
  practice: Readonly<Partial<Record<TaskTypeId, number>>>;
  reviews: number;
  mocks: { full: number; diagnostic: number };
  /** Keys of items the learner ticked by hand. */
  manual: readonly string[];
}

export type TickedItem = PlanItem & { doneItems: number; done: boolean };

export interface TickedPlan { day: number; minutes: number; items: TickedItem[]; doneMinutes: number; complete: boolean }

function doneCount(item: PlanItem, d: DoneToday): number {
  switch (item.kind) {
    case 'practice': return d.practice[item.type] ?? 0;
    case 'review': return d.reviews;
    case 'mock': return d.mocks[item.mode];
  }
}

export function tick(plan: DailyPlan, d: DoneToday): TickedPlan {
  const items = plan.items.map((item): TickedItem => {
    const count = Math.min(item.items, doneCount(item, d));
    return { ...item, doneItems: count, done: count >= item.items || d.manual.includes(item.key) };
  });
  return {
    day: plan.day, minutes: plan.minutes, items,
    doneMinutes: items.filter((i) => i.done).reduce((t, i) => t + i.minutes, 0),
    complete: items.length > 0 && items.every((i) => i.done),
  };
}

/** Adds a hand tick (idempotent); keys not in the plan are ignored. */
export function withManualTick(plan: DailyPlan, manual: readonly string[], key: string): string[] {
  if (!plan.items.some((i) => i.key === key) || manual.includes(key)) return [...manual];
  return [...manual, key];
}
