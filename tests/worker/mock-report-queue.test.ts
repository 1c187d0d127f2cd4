/**
 * The mock report queue (ADR 028): the consumer scores a finished test once, stores the report and mails its
 * owner; reading a report before the job has run still works (scored on read), and afterwards reads the stored one.
 */
import { SELF, createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../src/worker/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MockReport, MockView } from '../../src/shared/api/mock.ts';
import { handleMockReportBatch, makeReport, type MockReportMessage } from '../../src/worker/mock/report-jobs.ts';
import { call, env, register } from './api-helpers.ts';
import { seedBank } from './bank-seed.ts';

beforeAll(seedBank);

const key = () => crypto.randomUUID().replace(/-/g, '');

async function endedDiagnostic() {
  const user = await register();
  const t = v.parse(MockView, (await call('/mock/start', { body: { idempotencyKey: key(), kind: 'diagnostic' }, token: user.token })).json);
  await call('/mock/answer', { body: { testId: t.testId, position: 0, answer: { type: 'read-and-select', real: true }, elapsedMs: 2000 }, token: user.token });
  // The candidate walked away: the deadline passes and the test is over without another call.
  await env.DB.prepare('UPDATE mock_tests SET deadline_at = ? WHERE id = ?').bind(Date.now() - 60_000, t.testId).run();
  return { user, testId: t.testId };
}

const stored = (testId: string) => env.DB.prepare('SELECT report, mailed_at FROM mock_reports WHERE test_id = ?').bind(testId).first<{ report: string; mailed_at: number | null }>();
const mails = async (email: string) => (await env.DB.prepare("SELECT subject, body FROM outbox WHERE to_email = ? AND subject LIKE '%report is ready%'").bind(email).all<{ subject: string; body: string }>()).results;

describe('mock report queue', () => {
  it('a report is readable before its job runs (scored on read) and nothing is stored by reading', async () => {
    const { user, testId } = await endedDiagnostic();
    const r = await call(`/mock/report?id=${testId}`, { token: user.token });
    expect(r.res.status, r.text).toBe(200);
    expect(v.parse(MockReport, r.json).testId).toBe(testId);
    expect(await stored(testId)).toBeNull();
  });

  it('the consumer stores the report once, mails the owner once, and the report is then read from storage', async () => {
    const { user, testId } = await endedDiagnostic();
    const onRead = v.parse(MockReport, (await call(`/mock/report?id=${testId}`, { token: user.token })).json);
    const msg: MockReportMessage = { kind: 'mock-report', userId: user.user.id, testId };
    // The same message twice (a redelivery): one report, one mail.
    const acked: string[] = [];
    const retried: string[] = [];
    const batch = {
      queue: 'det-prep-mock-reports',
      messages: ['a', 'b'].map((id) => ({ id, timestamp: new Date(), attempts: 1, body: msg, ack: () => acked.push(id), retry: () => retried.push(id) })),
      ackAll() {}, retryAll() {},
    } as unknown as MessageBatch<MockReportMessage>;
    await handleMockReportBatch(batch, env);
    expect(acked).toEqual(['a', 'b']);
    expect(retried).toEqual([]);
    const row = await stored(testId);
    expect(JSON.parse(row!.report)).toEqual(onRead);
    expect(row!.mailed_at).not.toBeNull();
    const sent = await mails(user.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain(`#/mock/report/${testId}`);
    expect(sent[0]!.body).toContain(String(onRead.overall.score));
    // The stored report is what the learner reads now (a later change to the answers does not rescore it).
    await env.DB.prepare('UPDATE mock_reports SET report = json_set(report, \'$.overall.score\', 155) WHERE test_id = ?').bind(testId).run();
    expect((await call(`/mock/report?id=${testId}`, { token: user.token })).json.overall.score).toBe(155);
  });

  it('the mail is in the language the test was taken in, and its link opens the app in that language', async () => {
    const { user, testId } = await endedDiagnostic();
    expect(await makeReport(env, { kind: 'mock-report', userId: user.user.id, testId, locale: 'de' }, Date.now())).toBe(true);
    const sent = (await env.DB.prepare('SELECT subject, body FROM outbox WHERE to_email = ?').bind(user.email).all<{ subject: string; body: string }>())
      .results.filter((m) => m.body.includes(`#/mock/report/${testId}`));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Dein Bericht zum Probetest ist fertig');
    expect(sent[0]!.body).toContain('Einstufungstest');
    expect(sent[0]!.body).toContain(`?lang=de#/mock/report/${testId}`);
    expect(sent[0]!.body).not.toMatch(/report is ready|not an official/);
  });

  it('a test still running is not scored by the consumer (its report comes when it ends)', async () => {
    const user = await register();
    const t = v.parse(MockView, (await call('/mock/start', { body: { idempotencyKey: key(), kind: 'diagnostic' }, token: user.token })).json);
    expect(await makeReport(env, { kind: 'mock-report', userId: user.user.id, testId: t.testId }, Date.now())).toBe(false);
    expect(await stored(t.testId)).toBeNull();
  });
});

describe('the hourly sweep of tests that ended at their deadline', () => {
  async function runCron(at: number) {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron: '23 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
  }

  it('reports and mails a test abandoned before its last answer, once, in the language it was taken in', async () => {
    const user = await register();
    const t = v.parse(MockView, (await call('/mock/start', { body: { idempotencyKey: key(), kind: 'diagnostic' }, token: user.token, headers: { locale: 'ja' } })).json);
    await call('/mock/answer', { body: { testId: t.testId, position: 0, answer: { type: 'read-and-select', real: true }, elapsedMs: 2000 }, token: user.token });
    const started = await env.DB.prepare('SELECT deadline_at FROM mock_tests WHERE id = ?').bind(t.testId).first<{ deadline_at: number }>();

    // Before the deadline the sweep leaves a running test alone.
    await runCron(Date.now());
    expect(await stored(t.testId)).toBeNull();

    // The tab was closed: no request ever ends the test. An hour after its deadline the cron runs.
    await runCron(started!.deadline_at + 3_600_000);
    const row = await stored(t.testId);
    expect(row).not.toBeNull();
    expect(row!.mailed_at).not.toBeNull();
    const report = v.parse(MockReport, JSON.parse(row!.report));
    const sent = (await env.DB.prepare('SELECT subject, body FROM outbox WHERE to_email = ?').bind(user.email).all<{ subject: string; body: string }>())
      .results.filter((m) => m.body.includes(`#/mock/report/${t.testId}`));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain(`?lang=ja#/mock/report/${t.testId}`);
    expect(sent[0]!.body).toContain(String(report.overall.score));
    expect(sent[0]!.subject).not.toMatch(/report is ready/);
    const closed = await env.DB.prepare('SELECT finished_at, deadline_at FROM mock_tests WHERE id = ?').bind(t.testId).first<{ finished_at: number; deadline_at: number }>();
    expect(closed!.finished_at).toBe(closed!.deadline_at);

    // The next run finds nothing to do: no second mail; a late answer is told the time is up.
    await runCron(started!.deadline_at + 7_200_000);
    const again = (await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox WHERE to_email = ? AND body LIKE ?').bind(user.email, `%${t.testId}%`).first<{ n: number }>())!.n;
    expect(again).toBe(1);
    await env.DB.prepare('UPDATE mock_tests SET deadline_at = ?, finished_at = ? WHERE id = ?').bind(Date.now() - 60_000, Date.now() - 60_000, t.testId).run();
    const late = await call('/mock/answer', { body: { testId: t.testId, position: 1, answer: { type: 'read-and-select', real: true }, elapsedMs: 2000 }, token: user.token });
    expect(late.res.status).toBe(409);
    expect(late.json.code).toBe('time_up');
  });

  it('a test its last answer ended and the queue already reported is closed without a second mail', async () => {
    const { user, testId } = await endedDiagnostic();
    expect(await makeReport(env, { kind: 'mock-report', userId: user.user.id, testId }, Date.now())).toBe(true);
    await runCron(Date.now());
    const n = (await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox WHERE to_email = ? AND body LIKE ?').bind(user.email, `%${testId}%`).first<{ n: number }>())!.n;
    expect(n).toBe(1);
    expect((await env.DB.prepare('SELECT finished_at FROM mock_tests WHERE id = ?').bind(testId).first<{ finished_at: number | null }>())!.finished_at).not.toBeNull();
  });
});

describe('shared report link', () => {
  it('the /app shell opens without a session only for a shared report link', async () => {
    const shared = await SELF.fetch('http://localhost:8787/app?view=shared', { redirect: 'manual' });
    expect(shared.status).toBe(200);
    expect(shared.headers.get('content-type')).toContain('text/html');
    const plain = await SELF.fetch('http://localhost:8787/app', { redirect: 'manual' });
    expect(plain.status).toBe(302);
  });
});

describe('the hourly sweep of tests whose queue message was lost (issue 26)', () => {
  async function runCron(at: number) {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron: '23 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
  }

  it('reports and mails a test its last answer ended, exactly once, after the queue had its chance', async () => {
    const user = await register();
    const t = v.parse(MockView, (await call('/mock/start', { body: { idempotencyKey: key(), kind: 'diagnostic' }, token: user.token, headers: { locale: 'de' } })).json);
    await call('/mock/answer', { body: { testId: t.testId, position: 0, answer: { type: 'read-and-select', real: true }, elapsedMs: 2000 }, token: user.token });
    // The last answer ended the test before its deadline; the message asking for its report never arrived.
    const endedAt = Date.now();
    await env.DB.prepare('UPDATE mock_tests SET finished_at = ? WHERE id = ?').bind(endedAt, t.testId).run();
    await env.DB.prepare('DELETE FROM mock_reports WHERE test_id = ?').bind(t.testId).run();
    const count = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox WHERE to_email = ? AND body LIKE ?').bind(user.email, `%#/mock/report/${t.testId}%`).first<{ n: number }>())!.n;

    await runCron(endedAt + 60_000);
    expect(await stored(t.testId)).toBeNull();
    await runCron(endedAt + 3_600_000);
    expect((await stored(t.testId))?.mailed_at).not.toBeNull();
    expect(await count()).toBe(1);
    await runCron(endedAt + 7_200_000);
    expect(await count()).toBe(1);
  });
});
