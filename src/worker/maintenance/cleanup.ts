/**
 * The scheduled clean-up (Cron Trigger, hourly): deletes what has expired, in bounded batches so one run never
 * holds the database for long and a backlog drains over several runs. Each rule names a table, an indexed
 * condition and how long a row stays after it stopped mattering.
 */
import { dayNumber } from '../../shared/learning/allowance.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const BATCH_SIZE = 500;
/** Batches per table per run: at most 10,000 rows of one table per hour, plenty for 400k learners. */
export const MAX_BATCHES = 20;

/** `key`: the columns that name a row in a WITHOUT ROWID table (default rowid). */
interface Rule { table: string; where: string; olderThan: (now: number) => number; key?: string }

/** `?` is bound to olderThan(now). Rate-limit windows are at most an hour; a day of margin costs nothing. */
export const CLEANUP_RULES: readonly Rule[] = [
  { table: 'sessions', where: 'expires_at < ?', olderThan: (now) => now },
  { table: 'sessions', where: 'revoked_at IS NOT NULL AND revoked_at < ?', olderThan: (now) => now - DAY },
  { table: 'email_codes', where: 'expires_at < ?', olderThan: (now) => now - DAY },
  { table: 'email_tickets', where: 'expires_at < ?', olderThan: (now) => now - DAY },
  { table: 'auth_nonces', where: 'expires_at < ?', olderThan: (now) => now },
  { table: 'rate_limits', where: 'window_start < ?', olderThan: (now) => now - DAY },
  { table: 'path_log', where: 'created_at < ?', olderThan: (now) => now - 90 * DAY },
  { table: 'outbox', where: 'created_at < ?', olderThan: (now) => now - 7 * DAY },
  // Closed contact messages and applications are kept a year for follow-ups, then deleted (ADR 020).
  { table: 'contact_messages', where: "status = 'closed' AND created_at < ?", olderThan: (now) => now - 365 * DAY },
  // Daily counters (practice allowance, tutor messages) only matter on their UTC day; two days of margin.
  { table: 'practice_allowance', where: 'day < ?', olderThan: (now) => dayNumber(now) - 2, key: 'user_id, day' },
  { table: 'tutor_usage', where: 'day < ?', olderThan: (now) => dayNumber(now) - 2, key: 'user_id, day' },
  { table: 'practice_feedback_usage', where: 'day < ?', olderThan: (now) => dayNumber(now) - 2, key: 'user_id, day' },
  // Practice packs and the idempotency keys of their synced answers (ADR 061): a month past the pack's expiry, so a
  // device that retries late still hears `duplicate` for what was recorded; the attempts themselves stay.
  { table: 'practice_packs', where: 'expires_at < ?', olderThan: (now) => now - 30 * DAY, key: 'user_id, id' },
  { table: 'offline_answers', where: 'pack_expires_at < ?', olderThan: (now) => now - 30 * DAY, key: 'user_id, key' },
];

export type CleanupReport = Record<string, number>;

export async function cleanUp(db: D1Database, now = Date.now(), batchSize = BATCH_SIZE): Promise<CleanupReport> {
  const report: CleanupReport = {};
  for (const rule of CLEANUP_RULES) {
    const cutoff = rule.olderThan(now);
    const key = rule.key ?? 'rowid';
    const statement = db.prepare(
      `DELETE FROM ${rule.table} WHERE (${key}) IN (SELECT ${key} FROM ${rule.table} WHERE ${rule.where} LIMIT ?)`,
    );
    let deleted = 0;
    for (let i = 0; i < MAX_BATCHES; i++) {
      const { meta } = await statement.bind(cutoff, batchSize).run();
      deleted += meta.changes;
      if (meta.changes < batchSize) break;
    }
    report[rule.table] = (report[rule.table] ?? 0) + deleted;
  }
  return report;
}
