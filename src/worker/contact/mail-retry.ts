/**
 * Hourly (beside the clean-up): mails of contact messages and affiliate applications that could not be sent
 * when they arrived. Support's copy and the sender's confirmation are each retried until accepted, on the
 * back-off of store.ts; a bounded number of rows per run, so an outage's backlog drains over a few runs
 * without holding the mail provider or the database.
 */
import type { Bindings } from '../env.ts';
import { sendOwedMails } from './mails.ts';
import { dueMessages, recordMailRound } from './store.ts';

export const RETRY_BATCH = 50;

export interface RetryReport { tried: number; completed: number; gaveUp: number }

export async function retryFormMails(env: Bindings, now = Date.now(), batch = RETRY_BATCH): Promise<RetryReport> {
  const report: RetryReport = { tried: 0, completed: 0, gaveUp: 0 };
  for (const row of await dueMessages(env.DB, now, batch)) {
    report.tried++;
    const round = await recordMailRound(env.DB, row, await sendOwedMails(env, row), now);
    if (!round.pending) report.completed++;
    if (round.gaveUp) {
      report.gaveUp++;
      console.error(JSON.stringify({ msg: 'form mail given up; answer from the database', reference: row.reference }));
    }
  }
  return report;
}
