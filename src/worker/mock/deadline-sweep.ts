/**
 * The hourly sweep of mock tests that ended at their deadline without a last answer (issue 10, ADR 028): the
 * candidate closed the tab or lost the connection, so no request ever said "finished". Each such test gets its
 * report stored and its "ready" mail in the language it was taken in, exactly as a test ended by its last answer.
 *
 * A test is marked finished only after its report is stored, so a failure leaves it for the next run; the batch
 * is bounded so one run never outgrows the Cron Trigger's CPU limit, and the oldest deadlines go first.
 */
import type { Bindings } from '../env.ts';
import { isLocale } from '../../shared/locales.ts';
import { DEADLINE_GRACE_MS } from './mock-service.ts';
import { makeReport } from './report-jobs.ts';

export const SWEEP_BATCH = 100;

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
  return result;
}
