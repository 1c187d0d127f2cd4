/** The free daily allowance (SPEC §3 Premium = vipEndTime in the future). Days are UTC days. */
import { FREE_DAILY_ITEMS } from '../constants.ts';

const DAY = 86_400_000;

export function isPremium(vipEndTime: number | null, now: number): boolean {
  return vipEndTime !== null && vipEndTime > now;
}

/** The learner's daily limit: null means unlimited. */
export function dailyLimit(vipEndTime: number | null, now: number): number | null {
  return isPremium(vipEndTime, now) ? null : FREE_DAILY_ITEMS;
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
