/**
 * Goal reminders through the hourly cron and the outbox (issue 28): sent at the chosen local hour in the learner's
 * time zone, in their language, only with consent, once per slot, with an unsubscribe link that works without
 * signing in (and a forged one that does not).
 */
import { SELF, createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../src/worker/index.ts';
import { isoFromDay, localDay } from '../../src/shared/learning/planning/time-zone.ts';
import { call, env, ORIGIN, register } from './api-helpers.ts';
import { seedBank } from './bank-seed.ts';

beforeAll(seedBank);

async function cron(at: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '0 * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const outbox = async (email: string) =>
  // Only the goal mails (the sign-up code went to the same outbox).
  (await env.DB.prepare("SELECT subject, body FROM outbox WHERE to_email = ? AND instr(body, '/unsubscribe?') > 0 ORDER BY id").bind(email).all<{ subject: string; body: string }>()).results;
const row = (userId: number) => env.DB.prepare('SELECT * FROM goals WHERE user_id = ?').bind(userId).first<{ next_daily_at: number | null; next_weekly_at: number | null; consent_at: number | null }>();

async function learner(locale: string, timeZone: string, reminders: { weekly: boolean; dailyHour: number | null }) {
  const u = await register();
  const testDate = isoFromDay(localDay(Date.now(), timeZone) + 40);
  const headers = { locale };
  expect((await call('/goal', { body: { target: 120, testDate, minutes: 30, timeZone }, token: u.token, headers })).res.status).toBe(200);
  const r = await call('/goal/reminders', { body: { ...reminders, consent: true, timeZone }, token: u.token, headers });
  expect(r.res.status, r.text).toBe(200);
  return { ...u, testDate };
}

describe('goal reminders', { timeout: 30_000 }, () => {
  it('the daily reminder goes at the chosen hour of the learner\'s own time zone, in their language, once', async () => {
    const u = await learner('ja', 'Asia/Tokyo', { weekly: false, dailyHour: 8 });
    const due = (await row(u.user.id))!.next_daily_at!;
    // 08:00 in Tokyo is 23:00 UTC the day before.
    expect(new Date(due).getUTCHours()).toBe(23);
    expect(new Date(due).getUTCMinutes()).toBe(0);
    await cron(due - 60_000);
    expect(await outbox(u.email)).toHaveLength(0);
    await cron(due);
    await cron(due + 60_000);
    const mails = await outbox(u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('今日の計画');
    expect(mails[0]!.body).toContain('/unsubscribe?u=');
    expect(mails[0]!.body).toContain('#/goal');
    // The next one is the next morning in Tokyo.
    expect((await row(u.user.id))!.next_daily_at).toBe(due + 86_400_000);
  });

  it('the weekly mail reports the target and goes on Monday at the hour in the learner\'s zone, in German', async () => {
    const u = await learner('de', 'Europe/Berlin', { weekly: true, dailyHour: null });
    const due = (await row(u.user.id))!.next_weekly_at!;
    const local = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).format(new Date(due));
    expect(local.replace(',', '')).toBe('Mon 18');
    await cron(due);
    const mails = await outbox(u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Deine Woche: Fortschritt Richtung 120');
    expect(mails[0]!.body).toContain('Einstufungstest');
    expect(mails[0]!.body).toContain('Diese E-Mails abbestellen');
  });

  it('nothing is sent without consent, even with a send time set', async () => {
    const u = await learner('en', 'UTC', { weekly: true, dailyHour: 9 });
    const due = (await row(u.user.id))!.next_daily_at!;
    await env.DB.prepare('UPDATE goals SET consent_at = NULL WHERE user_id = ?').bind(u.user.id).run();
    await cron(due + 8 * 86_400_000);
    expect(await outbox(u.email)).toHaveLength(0);
  });

  it('the unsubscribe link works without signing in; GET changes nothing; a forged link is refused', async () => {
    const u = await learner('fr', 'Europe/Paris', { weekly: false, dailyHour: 7 });
    await cron((await row(u.user.id))!.next_daily_at!);
    const [mail] = await outbox(u.email);
    expect(mail!.subject).toBe('Ton programme du jour');
    const link = new URL(/https:\/\/\S+\/unsubscribe\?\S+/.exec(mail!.body)![0]);
    expect(link.searchParams.get('lang')).toBe('fr');

    const page = await SELF.fetch(`${ORIGIN}${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Se désabonner');
    expect((await row(u.user.id))!.consent_at).not.toBeNull();

    const form = (t: string) => new URLSearchParams({ u: link.searchParams.get('u')!, t, lang: 'fr' });
    const forged = await SELF.fetch(`${ORIGIN}/unsubscribe`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: form('A'.repeat(43)) });
    expect(forged.status).toBe(403);
    expect((await row(u.user.id))!.consent_at).not.toBeNull();

    const done = await SELF.fetch(`${ORIGIN}/unsubscribe`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: form(link.searchParams.get('t')!) });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Tu es désabonné(e)');
    expect(await row(u.user.id)).toMatchObject({ consent_at: null, next_daily_at: null, next_weekly_at: null });
    await cron(Date.now() + 3 * 86_400_000);
    expect(await outbox(u.email)).toHaveLength(1);
  });
});
