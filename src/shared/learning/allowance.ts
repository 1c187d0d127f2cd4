/** The free daily allowance (SPEC §3 Premium = vipEndTime in the future). Days are UTC days. */
import { FREE_DAILY_ITEMS } from '../constants.ts';
import type { TaskTypeId } from '../exam/task-types.ts';

const DAY = 86_400_000;

export function isPremium(vipEndTime: number | null, now: number): boolean {
  return vipEndTime !== null && vipEndTime > now;
}

/** The learner's daily limit: null means unlimited. */
export function dailyLimit(vipEndTime: number | null, now: number): number | null {
  return isPremium(vipEndTime, now) ? null : FREE_DAILY_ITEMS;
}

/**
 * Tasks practised as a set of small items, and the set's size (issue 23). A round of Read and Select words is one
 * unit of the allowance, like one Fill in the Blanks sentence, not ten: free learners spent their 30 items a day
 * on single words. Other types count one unit per item.
 */
export const PRACTICE_SET_SIZE: Readonly<Partial<Record<TaskTypeId, number>>> = { 'read-and-select': 10 };

export function setSizeOf(type: TaskTypeId): number {
  return PRACTICE_SET_SIZE[type] ?? 1;
}

/** Whether the next practice answer of `type`, after `answeredToday` earlier ones today, opens a set (takes a unit). */
export function opensSet(type: TaskTypeId, answeredToday: number): boolean {
  return answeredToday % setSizeOf(type) === 0;
}

/** The UTC day as an integer (days since the epoch): the key of the daily counter. */
export function dayNumber(now: number): number {
  return Math.floor(now / DAY);
}

export function dayKey(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

export function nextReset(now: number): number {
  return (dayNumber(now) + 1) * DAY;
}

/** Current and best run of consecutive days with at least one answer, given the distinct days answered. */
export function streaks(days: readonly number[], today: number): { current: number; best: number; today: boolean } {
  const set = new Set(days);
  let best = 0;
  let run = 0;
  let prev = Number.NaN;
  for (const d of [...set].sort((a, b) => a - b)) {
    run = d === prev + 1 ? run + 1 : 1;
    best = Math.max(best, run);
    prev = d;
  }
  // A streak is still alive today if yesterday was answered, even before today's first answer.
  let current = 0;
  for (let d = set.has(today) ? today : today - 1; set.has(d); d--) current++;
  return { current, best, today: set.has(today) };
}
