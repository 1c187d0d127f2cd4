/**
 * The mock report queue (ADR 028): when a test ends, a message names it; the consumer scores it once, stores the
 * report and e-mails "your report is ready". Reading a report never waits for this: a finished test without a
 * stored report is scored on read, so a queue that is down loses nothing.
 */
import type { Bindings } from '../env.ts';
import { sendMail } from '../services/mail.ts';
import { APP_PATH } from '../../shared/routes.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/locales.ts';
import { translatorFor } from '../i18n.ts';
import { isScoreable, reportOf } from './mock-service.ts';
import { testById } from './mock-repo.ts';

export const MOCK_QUEUE_PREFIX = 'det-prep-mock-reports';

/** `locale`: the UI language the test was taken in, for the mail (absent in messages queued before it existed). */
export interface MockReportMessage { kind: 'mock-report'; userId: number; testId: string; locale?: Locale }

/** Asks for a test's report to be made; a missing binding or a failed send is logged, never the caller's error. */
export async function queueReport(env: Bindings, userId: number, testId: string, locale: Locale): Promise<void> {
  try {
    await env.MOCK_QUEUE?.send({ kind: 'mock-report', userId, testId, locale } satisfies MockReportMessage);
  } catch (err) {
    console.error(JSON.stringify({ msg: 'mock report not queued', testId, err: String(err) }));
  }
}

/** Scores and stores one test's report; e-mails the owner when this call stored it. Returns whether it stored. */
export async function makeReport(env: Bindings, msg: MockReportMessage, now: number): Promise<boolean> {
  const row = await testById(env.DB, msg.userId, msg.testId);
  if (!row || !isScoreable(row, now)) return false;
  const report = await reportOf(env.DB, row);
  const stored = await env.DB.prepare(
    'INSERT INTO mock_reports (user_id, test_id, report, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, test_id) DO NOTHING',
  ).bind(msg.userId, msg.testId, JSON.stringify(report), now).run();
  if (!stored.meta.changes) return false;
  const user = await env.DB.prepare('SELECT email FROM users WHERE id = ?').bind(msg.userId).first<{ email: string | null }>();
  if (user?.email) {
    const locale = isLocale(msg.locale) ? msg.locale : DEFAULT_LOCALE;
    const t = await translatorFor(locale, env.SUPPORT_EMAIL);
    const link = `https://${env.PRODUCTION_HOST}${APP_PATH}?lang=${locale}#/mock/report/${msg.testId}`;
    const args = { score: report.overall.score, low: report.overall.band.low, high: report.overall.band.high };
    const sent = await sendMail(env, {
      to: user.email,
      subject: t.t('mockMail.subject'),
      text: [t.t(report.kind === 'diagnostic' ? 'mockMail.readyDiagnostic' : 'mockMail.readyMock', args), t.t('mockMail.link', { link }), t.t('mockMail.estimate')].join('\n\n'),
    });
    if (sent) await env.DB.prepare('UPDATE mock_reports SET mailed_at = ? WHERE user_id = ? AND test_id = ?').bind(now, msg.userId, msg.testId).run();
  }
  return true;
}

export async function handleMockReportBatch(batch: MessageBatch<MockReportMessage>, env: Bindings): Promise<void> {
  for (const m of batch.messages) {
    try {
      await makeReport(env, m.body, Date.now());
      m.ack();
    } catch (err) {
      console.error(JSON.stringify({ msg: 'mock report failed', testId: m.body.testId, err: String(err) }));
      m.retry();
    }
  }
}

export function isMockReportQueue(queue: string): boolean {
  return queue.startsWith(MOCK_QUEUE_PREFIX);
}
