/**
 * Goal reminders (issue 28), sent by the hourly cron through the one mail path (services/mail.ts): a daily
 * reminder at the learner's chosen local hour and a weekly progress mail, in the language they chose, only with
 * consent, each with a signed one-click unsubscribe link. Due rows are found by their next send time (indexed);
 * each row is claimed by moving that time forward before the mail goes, so two overlapping runs send once. A
 * reminder that fails is not retried: a late "today's plan" is noise.
 */
import type { Bindings } from '../env.ts';
import { sendMail } from '../services/mail.ts';
import { translatorFor } from '../i18n.ts';
import { APP_PATH } from '../../shared/routes.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/locales.ts';
import type { Translator } from '../../shared/i18n.ts';
import { nextLocalHour } from '../../shared/learning/planning/time-zone.ts';
import { goalSnapshot, WEEKLY_DEFAULT_HOUR, WEEKLY_WEEKDAY } from './goal-service.ts';
import type { GoalRow } from './goal-repo.ts';
import { unsubscribeLink, unsubscribeToken } from './unsubscribe-token.ts';
import type { GoalView } from '../../shared/api/goal.ts';

/** Rows per kind and run: the cron is hourly, so this bounds one run's work (ADR 056 has the sizes). */
export const REMINDERS_PER_RUN = 200;
const WEEK = 7 * 86_400_000;

type Due = GoalRow & { email: string | null };
type Kind = 'daily' | 'weekly';

function dateText(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

function itemText(t: Translator, item: NonNullable<GoalView['plan']>['items'][number]): string {
  if (item.kind === 'practice' && item.type) return t.t('goal.plan.practice', { task: t.t(`practice.task.${item.type}`) });
  if (item.kind === 'review') return t.t('goal.plan.review', { n: item.items });
  return t.t(item.mode === 'full' ? 'goal.plan.mockFull' : 'goal.plan.mockDiagnostic');
}

async function compose(env: Bindings, row: Due, kind: Kind, now: number): Promise<{ subject: string; text: string }> {
  const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  const t = await translatorFor(locale, env.SUPPORT_EMAIL);
  const { view } = await goalSnapshot(env.DB, row.user_id, now);
  const link = `https://${env.PRODUCTION_HOST}${APP_PATH}?lang=${locale}#/goal`;
  const stop = unsubscribeLink(env, row.user_id, await unsubscribeToken(env, row.user_id), locale);
  const footer = [t.t('goal.mail.link', { link }), t.t('goal.mail.unsubscribe', { link: stop })];
  if (kind === 'daily') {
    const open = view.plan?.items.filter((i) => !i.done) ?? [];
    const minutes = open.reduce((s, i) => s + i.minutes, 0);
    const body = open.length ? t.t('goal.mail.dailyBody', { minutes, items: open.map((i) => itemText(t, i)).join(', ') }) : t.t('goal.mail.dailyNone');
    return { subject: t.t('goal.mail.dailySubject'), text: [body, ...footer].join('\n\n') };
  }
  const date = dateText(row.test_date, locale);
  const p = view.projection;
  const lines: string[] = [];
  if (p?.current) {
    lines.push(t.t('goal.mail.weeklyScore', { score: Math.round(p.current.score), low: Math.round(p.current.low), high: Math.round(p.current.high), target: row.target, date }));
    if (p.probability !== null) lines.push(t.t('goal.mail.weeklyChance', { p: p.probability }));
  } else {
    lines.push(t.t('goal.mail.weeklyNoData'));
  }
  const active = await env.DB.prepare('SELECT COUNT(DISTINCT day) AS n FROM practice_attempts WHERE user_id = ? AND answered_at >= ?')
    .bind(row.user_id, now - WEEK).first<{ n: number }>();
  lines.push(t.t('goal.mail.weeklyDays', { n: active?.n ?? 0 }));
  return { subject: t.t('goal.mail.weeklySubject', { target: row.target }), text: [...lines, t.t('goal.mail.note'), ...footer].join('\n\n') };
}

function nextTime(row: GoalRow, kind: Kind, now: number): number {
  return kind === 'daily'
    ? nextLocalHour(now, row.time_zone, row.daily_hour ?? WEEKLY_DEFAULT_HOUR)
    : nextLocalHour(now, row.time_zone, row.daily_hour ?? WEEKLY_DEFAULT_HOUR, WEEKLY_WEEKDAY);
}

async function sendKind(env: Bindings, kind: Kind, now: number): Promise<{ sent: number; failed: number }> {
  const column = kind === 'daily' ? 'next_daily_at' : 'next_weekly_at';
  const { results } = await env.DB.prepare(
    `SELECT g.*, u.email AS email FROM goals g JOIN users u ON u.id = g.user_id
     WHERE g.${column} <= ? AND g.consent_at IS NOT NULL ORDER BY g.${column} LIMIT ?`,
  ).bind(now, REMINDERS_PER_RUN).all<Due>();
  let sent = 0;
  let failed = 0;
  for (const row of results) {
    const claimed = await env.DB.prepare(`UPDATE goals SET ${column} = ? WHERE user_id = ? AND ${column} = ? AND consent_at IS NOT NULL`)
      .bind(nextTime(row, kind, now), row.user_id, row[column]).run();
    if (!claimed.meta.changes || !row.email) continue;
    try {
      const mail = await compose(env, row, kind, now);
      if (await sendMail(env, { to: row.email, ...mail })) sent++;
      else failed++;
    } catch (err) {
      failed++;
      console.error(JSON.stringify({ msg: 'goal reminder failed', kind, userId: row.user_id, err: String(err) }));
    }
  }
  return { sent, failed };
}

export async function sendGoalReminders(env: Bindings, now: number): Promise<{ daily: number; weekly: number; failed: number }> {
  const daily = await sendKind(env, 'daily', now);
  const weekly = await sendKind(env, 'weekly', now);
  return { daily: daily.sent, weekly: weekly.sent, failed: daily.failed + weekly.failed };
}
