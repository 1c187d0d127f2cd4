/** The free daily allowance, counted atomically: one conditional upsert takes a unit or returns nothing. */
import { dayNumber, nextReset } from '../../shared/learning/allowance.ts';
import type { Allowance } from '../../shared/api/practice.ts';

/** The per-user daily counters, one row per user and day (the practice allowance, the tutor's messages). */
export type DailyCounter = 'practice_allowance' | 'tutor_usage' | 'practice_feedback_usage';

export async function usedTodayIn(db: D1Database, table: DailyCounter, userId: number, now: number): Promise<number> {
  const row = await db.prepare(`SELECT used FROM ${table} WHERE user_id = ? AND day = ?`).bind(userId, dayNumber(now)).first<{ used: number }>();
  return row?.used ?? 0;
}

/** Takes one unit of today's count and returns the new count; null when the limit is reached (parallel callers cannot overshoot). */
export async function takeFrom(db: D1Database, table: DailyCounter, userId: number, limit: number, now: number): Promise<number | null> {
  const row = await db.prepare(
    `INSERT INTO ${table} (user_id, day, used) VALUES (?1, ?2, 1)
     ON CONFLICT(user_id, day) DO UPDATE SET used = used + 1 WHERE used < ?3
     RETURNING used`,
  ).bind(userId, dayNumber(now), limit).first<{ used: number }>();
  return row !== null && row.used <= limit ? row.used : null;
}

export const usedToday = (db: D1Database, userId: number, now: number) => usedTodayIn(db, 'practice_allowance', userId, now);
export const takeUnit = (db: D1Database, userId: number, limit: number, now: number) => takeFrom(db, 'practice_allowance', userId, limit, now);

export async function giveBackUnit(db: D1Database, userId: number, now: number): Promise<void> {
  await db.prepare('UPDATE practice_allowance SET used = used - 1 WHERE user_id = ? AND day = ? AND used > 0').bind(userId, dayNumber(now)).run();
}

export function allowanceView(used: number, limit: number | null, now: number): Allowance {
  return { used, limit, resetsAt: new Date(nextReset(now)).toISOString(), premium: limit === null };
}

/** Gives back a unit taken from a daily counter (the request that took it did not use it). */
export async function giveBackTo(db: D1Database, table: DailyCounter, userId: number, now: number): Promise<void> {
  await db.prepare(`UPDATE ${table} SET used = used - 1 WHERE user_id = ? AND day = ? AND used > 0`).bind(userId, dayNumber(now)).run();
}

/**
 * Takes `n` units at once (a practice pack's download) and returns the new count; null when they do not all fit
 * under the limit, in which case nothing is taken.
 */
export async function takeUnits(db: D1Database, userId: number, n: number, limit: number, now: number): Promise<number | null> {
  if (n > limit) return null;
  const row = await db.prepare(
    `INSERT INTO practice_allowance (user_id, day, used) VALUES (?1, ?2, ?3)
     ON CONFLICT(user_id, day) DO UPDATE SET used = used + ?3 WHERE used + ?3 <= ?4
     RETURNING used`,
  ).bind(userId, dayNumber(now), n, limit).first<{ used: number }>();
  return row !== null && row.used <= limit ? row.used : null;
}

export async function giveBackUnits(db: D1Database, userId: number, n: number, now: number): Promise<void> {
  await db.prepare('UPDATE practice_allowance SET used = MAX(0, used - ?) WHERE user_id = ? AND day = ?').bind(n, userId, dayNumber(now)).run();
}
