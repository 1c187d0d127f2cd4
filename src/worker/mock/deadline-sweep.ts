/**
 * The hourly sweep of mock tests that ended at their deadline without a last answer (issue 10, ADR 028): the
 * candidate closed the tab or lost the connection, so no request ever said "finished". Each such test gets its
 * report stored and its "ready" mail in the language it was taken in, exactly as a test ended by its last answer.
 *
 * The same run reports tests a last answer ended whose queue message never arrived (issue 26).
 *
 * A test is marked finished only after its report is stored, so a failure leaves it for the next run; the batch
 * is bounded so one run never outgrows the Cron Trigger's CPU limit, and the oldest deadlines go first.
 */
import type { Bindings } from '../env.ts';
import { isLocale } from '../../shared/locales.ts';
import { DEADLINE_GRACE_MS } from './mock-service.ts';
import { makeReport } from './report-jobs.ts';

export const SWEEP_BATCH = 100;
/** A test its last answer ended is the queue's for this long; after it the sweep reports it if nobody did. */
export const QUEUE_GRACE_MS = 10 * 60_000;
/** How far back the sweep looks for finished tests without a report (a few hourly runs of margin). */
export const FINISHED_LOOKBACK_MS = 2 * 24 * 3_600_000;

export interface SweepResult { reported: number; failed: number }

export async function sweepEndedTests(env: Bindings, now: number, limit = SWEEP_BATCH): Promise<SweepResult> {
  const { results } = await env.DB.prepare(
    'SELECT user_id, id, locale FROM mock_tests WHERE finished_at IS NULL AND deadline_at < ? ORDER BY deadline_at LIMIT ?',
  ).bind(now - DEADLINE_GRACE_MS, limit).all<{ user_id: number; id: string; locale: string | null }>();
  const result: SweepResult = { reported: 0, failed: 0 };
  for (const t of results) {
    try {
      // false = already stored (the queue or an earlier run got there first): still closed below, never mailed twice.
      if (await makeReport(env, { kind: 'mock-report', userId: t.user_id, testId: t.id, ...(isLocale(t.locale) ? { locale: t.locale } : {}) }, now)) result.reported++;
      await env.DB.prepare('UPDATE mock_tests SET finished_at = deadline_at WHERE user_id = ? AND id = ? AND finished_at IS NULL').bind(t.user_id, t.id).run();
    } catch (err) {
      result.failed++;
      console.error(JSON.stringify({ msg: 'mock deadline sweep failed', testId: t.id, err: String(err) }));
    }
  }
  await reportLostMessages(env, now, limit, result);
  return result;
}

/**
 * Tests ended by their last answer whose queue message was lost (a failed send, a dropped message): finished,
 * older than the queue's grace, no stored report. makeReport stores and mails at most once however often it runs.
 */
async function reportLostMessages(env: Bindings, now: number, limit: number, result: SweepResult): Promise<void> {
  const { results } = await env.DB.prepare(
    `SELECT t.user_id, t.id, t.locale FROM mock_tests t
     WHERE t.finished_at IS NOT NULL AND t.finished_at BETWEEN ?1 AND ?2
       AND NOT EXISTS (SELECT 1 FROM mock_reports r WHERE r.user_id = t.user_id AND r.test_id = t.id)
     ORDER BY t.finished_at LIMIT ?3`,
  ).bind(now - FINISHED_LOOKBACK_MS, now - QUEUE_GRACE_MS, limit).all<{ user_id: number; id: string; locale: string | null }>();
  for (const t of results) {
    try {
      if (await makeReport(env, { kind: 'mock-report', userId: t.user_id, testId: t.id, ...(isLocale(t.locale) ? { locale: t.locale } : {}) }, now)) result.reported++;
    } catch (err) {
      result.failed++;
      console.error(JSON.stringify({ msg: 'mock lost-message sweep failed', testId: t.id, err: String(err) }));
    }
  }
}
