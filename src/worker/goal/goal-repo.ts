/** The goals table (migration 0025): one row per account. */
export interface GoalRow {
  user_id: number; target: number; test_date: string; minutes: number; time_zone: string; locale: string;
  plan_day: number | null; plan: string | null; ticks: string;
  consent_at: number | null; weekly_mail: number; daily_hour: number | null; next_weekly_at: number | null; next_daily_at: number | null;
  created_at: number; updated_at: number;
}

export function goalOf(db: D1Database, userId: number): Promise<GoalRow | null> {
  return db.prepare('SELECT * FROM goals WHERE user_id = ?').bind(userId).first<GoalRow>();
}

export async function upsertGoal(db: D1Database, userId: number, g: { target: number; testDate: string; minutes: number; timeZone: string; locale: string }, now: number): Promise<void> {
  // A changed goal re-plans today (the plan depends on minutes and the days left).
  await db.prepare(
    `INSERT INTO goals (user_id, target, test_date, minutes, time_zone, locale, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)
     ON CONFLICT (user_id) DO UPDATE SET target = ?2, test_date = ?3, minutes = ?4, time_zone = ?5, locale = ?6, plan_day = NULL, plan = NULL, ticks = '[]', updated_at = ?7`,
  ).bind(userId, g.target, g.testDate, g.minutes, g.timeZone, g.locale, now).run();
}

/** Stores the day's plan unless another request stored one for that day first; returns the stored one. */
export async function storePlan(db: D1Database, userId: number, day: number, plan: string): Promise<{ plan: string; ticks: string }> {
  const row = await db.prepare(
    `UPDATE goals SET plan_day = ?2, plan = ?3, ticks = '[]' WHERE user_id = ?1 AND (plan_day IS NULL OR plan_day <> ?2) RETURNING plan, ticks`,
  ).bind(userId, day, plan).first<{ plan: string; ticks: string }>();
  if (row) return row;
  const kept = await db.prepare('SELECT plan, ticks FROM goals WHERE user_id = ?').bind(userId).first<{ plan: string; ticks: string }>();
  return kept ?? { plan, ticks: '[]' };
}

export async function saveTicks(db: D1Database, userId: number, day: number, ticks: readonly string[]): Promise<void> {
  await db.prepare('UPDATE goals SET ticks = ? WHERE user_id = ? AND plan_day = ?').bind(JSON.stringify(ticks), userId, day).run();
}

export async function saveReminders(
  db: D1Database, userId: number,
  r: { consentAt: number | null; weekly: boolean; dailyHour: number | null; timeZone: string; locale: string; nextWeeklyAt: number | null; nextDailyAt: number | null }, now: number,
): Promise<boolean> {
  const res = await db.prepare(
    `UPDATE goals SET consent_at = ?2, weekly_mail = ?3, daily_hour = ?4, time_zone = ?5, locale = ?6, next_weekly_at = ?7, next_daily_at = ?8, updated_at = ?9
     WHERE user_id = ?1`,
  ).bind(userId, r.consentAt, r.weekly ? 1 : 0, r.dailyHour, r.timeZone, r.locale, r.nextWeeklyAt, r.nextDailyAt, now).run();
  return res.meta.changes > 0;
}

/** Withdraws consent and turns every reminder off (the unsubscribe link). */
export async function stopReminders(db: D1Database, userId: number, now: number): Promise<void> {
  await db.prepare(
    'UPDATE goals SET consent_at = NULL, weekly_mail = 0, daily_hour = NULL, next_weekly_at = NULL, next_daily_at = NULL, updated_at = ? WHERE user_id = ?',
  ).bind(now, userId).run();
}
