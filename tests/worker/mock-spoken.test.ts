/**
 * Spoken mock answers measured on the server (issue 24, ADR 052): only the server's measurement of an uploaded
 * recording can move a score; a shared report shows only server-measured figures; the kept recording serves
 * "Get AI feedback"; recordings expire after 90 days and a learner can delete theirs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MockReport, MockView } from '../../src/shared/api/mock.ts';
import { expireRecordings, RECORDING_DAYS } from '../../src/worker/learning/correction/recordings-repo.ts';
import { call, env, ip } from './api-helpers.ts';
import { seedBank } from './bank-seed.ts';
import { speechWav, uploadWav } from './recording-helpers.ts';

beforeAll(seedBank);

const SHORT = { MOCK_SCALE: '0.05' };
const key = () => crypto.randomUUID().replace(/-/g, '');
const DAY = 86_400_000;

async function guest(examNum: number, correctNum = 0) {
  const g = await call('/common/guest', { body: {}, ip: ip() });
  const id = g.json.user.id as number;
  await env.DB.prepare('UPDATE users SET exam_num = ?, correct_num = ? WHERE id = ?').bind(examNum, correctNum, id).run();
  return { token: g.json.token as string, id };
}

/** Forged browser numbers of an excellent speaker (what a silent answer sent before ADR 052 to score 160). */
const FORGED = [{ durationSeconds: 89, speakingSpanSeconds: 88, phonationSeconds: 86, pauses: 2, longPauses: 0 }];

type Reply = { answer: unknown; recordings?: string[]; speech?: unknown };

/** A shortened full mock where only the photo-speaking item is answered (`reply`); everything else times out. */
async function takeMock(token: string, reply: (view: MockView) => Promise<Reply | null>) {
  let view = v.parse(MockView, (await call('/mock/start', { body: { idempotencyKey: key(), confirmed: true }, token, bindings: SHORT })).json);
  let spokenAt = -1;
  while (view.status === 'running') {
    const r = view.type === 'speak-about-the-photo' ? await reply(view) : null;
    if (r) spokenAt = view.position;
    const res = await call('/mock/answer', { body: { testId: view.testId, position: view.position, elapsedMs: 1000, ...(r ?? { answer: null }) }, token });
    expect(res.res.status, res.text).toBe(200);
    view = v.parse(MockView, res.json);
  }
  expect(spokenAt).toBeGreaterThanOrEqual(0);
  const report = v.parse(MockReport, (await call(`/mock/report?id=${view.testId}`, { token })).json);
  return { testId: view.testId, report, spokenAt };
}

const ANSWER = { type: 'speak-about-the-photo', durationsMs: [90_000] };

describe('spoken mock answers are scored only from what the server measured', () => {
  it('forged numbers without a recording, or beside a silent recording, cannot raise a score', async () => {
    const g = await guest(4);
    const none = await takeMock(g.token, async () => ({ answer: ANSWER }));
    const forged = await takeMock(g.token, async () => ({ answer: ANSWER, speech: FORGED }));
    // Forged numbers are ignored: the answer is unrated exactly like one with no recording at all.
    expect(forged.report.unscored).toContain('speaking');
    expect(forged.report.subscores.speaking).toEqual(none.report.subscores.speaking);
    expect(forged.report.open.filter((o) => o.kind === 'speaking')).toEqual([]);
    const row = await env.DB.prepare('SELECT rating, assessment FROM mock_items WHERE test_id = ? AND position = ?').bind(forged.testId, forged.spokenAt).first();
    expect(row).toEqual({ rating: null, assessment: null });

    // A silent recording with the same forged numbers: the server hears silence, whatever the numbers say.
    const silent = await takeMock(g.token, async () => ({ answer: ANSWER, recordings: [await uploadWav(g.token, speechWav(89, { silent: true }))], speech: FORGED }));
    expect(silent.report.subscores.speaking.score).toBeLessThanOrEqual(none.report.subscores.speaking.score);
    // The same length of real (synthetic) speech is what raises it.
    const spoken = await takeMock(g.token, async () => ({ answer: ANSWER, recordings: [await uploadWav(g.token, speechWav(89))] }));
    expect(spoken.report.unscored).not.toContain('speaking');
    expect(spoken.report.subscores.speaking.score).toBeGreaterThan(none.report.subscores.speaking.score);
    expect(spoken.report.open.find((o) => o.kind === 'speaking')).toMatchObject({ measuredOn: 'server', recorded: true });
  }, 60_000);

  it('a report and its share link leave out speaking figures the browser measured (tests taken before ADR 052)', async () => {
    const g = await guest(1);
    const t = await takeMock(g.token, async () => ({ answer: ANSWER, recordings: [await uploadWav(g.token, speechWav(89))] }));
    const honest = t.report.subscores.speaking.score;
    // The row as it was stored when the browser sent the numbers: same rating, no server measurement.
    await env.DB.prepare("UPDATE mock_items SET assessment = json_remove(assessment, '$.measuredOn') WHERE user_id = ? AND test_id = ? AND position = ?")
      .bind(g.id, t.testId, t.spokenAt).run();
    // Even a report the queue stored earlier with those figures is not served.
    await env.DB.prepare('INSERT INTO mock_reports (user_id, test_id, report, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET report = excluded.report')
      .bind(g.id, t.testId, JSON.stringify(t.report), Date.now()).run();
    const own = v.parse(MockReport, (await call(`/mock/report?id=${t.testId}`, { token: g.token })).json);
    expect(own.unscored).toContain('speaking');
    expect(own.subscores.speaking.score).toBeLessThan(honest);
    expect(own.open.filter((o) => o.kind === 'speaking')).toEqual([]);

    const share = await call('/mock/share', { body: { testId: t.testId }, token: g.token });
    const shared = await call(`/mock/shared?token=${share.json.token as string}`);
    expect(shared.res.status, shared.text).toBe(200);
    const s = v.parse(MockReport, shared.json);
    expect(s.subscores.speaking).toEqual(own.subscores.speaking);
    expect(s.overall).toEqual(own.overall);
    expect(s.open.filter((o) => o.kind === 'speaking')).toEqual([]);
    const history = await call('/mock/history', { token: g.token });
    expect(history.json.tests.find((x: { testId: string }) => x.testId === t.testId).overall).toBe(own.overall.score);
  }, 30_000);

  it('a shared report shows a server-measured spoken answer as such, without the owner\'s audio details', async () => {
    const g = await guest(1);
    const t = await takeMock(g.token, async () => ({ answer: ANSWER, recordings: [await uploadWav(g.token, speechWav(60))] }));
    const share = await call('/mock/share', { body: { testId: t.testId }, token: g.token });
    const s = v.parse(MockReport, (await call(`/mock/shared?token=${share.json.token as string}`)).json);
    const spoken = s.open.find((o) => o.kind === 'speaking')!;
    expect(spoken).toMatchObject({ measuredOn: 'server' });
    expect(spoken).not.toHaveProperty('recorded');
  }, 30_000);
});

describe('the recording of a spoken mock answer', () => {
  it('"Get AI feedback" corrects it without recording again', async () => {
    const g = await guest(1, 1);
    const t = await takeMock(g.token, async () => ({ answer: ANSWER, recordings: [await uploadWav(g.token, speechWav(40, { every: 5, gap: 1.2 }))] }));
    const r = await call('/corrections', { token: g.token, body: { requestId: key(), mockTestId: t.testId, position: t.spokenAt } });
    expect(r.res.status, r.text).toBe(202);
    let done: { job: { state: string }; report: { kind: string; pauses: unknown[]; durationSeconds: number } } | null = null;
    for (let i = 0; i < 100 && !done; i++) {
      const p = await call(`/corrections/${r.json.job.id as string}`, { token: g.token });
      if (p.json.job.state === 'done' || p.json.job.state === 'failed') done = p.json;
      else await new Promise((res) => setTimeout(res, 50));
    }
    expect(done?.job.state).toBe('done');
    expect(done!.report.kind).toBe('speaking');
    expect(done!.report.durationSeconds).toBeCloseTo(40, 0);
    expect(done!.report.pauses.length).toBeGreaterThan(3);
  }, 30_000);

  it('a learner lists and deletes their own recordings; someone else cannot', async () => {
    // A correction credit lets them upload outside a mock test (ADR 041).
    const g = await guest(0, 1);
    const other = await guest(0, 1);
    const id = await uploadWav(g.token, speechWav(3));
    const list = await call('/corrections/recordings', { token: g.token });
    expect(list.json.recordings.map((r: { recordingId: string }) => r.recordingId)).toEqual([id]);
    expect((await call(`/corrections/recordings/${id}`, { method: 'DELETE', token: other.token })).res.status).toBe(404);
    expect(await env.RECORDINGS.head(`recordings/${g.id}/${id}.wav`)).not.toBeNull();
    const del = await call(`/corrections/recordings/${id}`, { method: 'DELETE', token: g.token });
    expect(del.res.status, del.text).toBe(200);
    expect(await env.RECORDINGS.head(`recordings/${g.id}/${id}.wav`)).toBeNull();
    expect((await call('/corrections/recordings', { token: g.token })).json.recordings).toEqual([]);
    expect((await call(`/corrections/recordings/${id}`, { method: 'DELETE', token: g.token })).res.status).toBe(404);
  });

  it('the hourly clean-up deletes recordings older than 90 days and keeps newer ones', async () => {
    const g = await guest(0, 1);
    const old = await uploadWav(g.token, speechWav(2));
    const fresh = await uploadWav(g.token, speechWav(2));
    const now = Date.now();
    await env.DB.prepare('UPDATE recordings SET created_at = ? WHERE user_id = ? AND id = ?').bind(now - RECORDING_DAYS * DAY - 1000, g.id, old).run();
    await env.DB.prepare('UPDATE recordings SET created_at = ? WHERE user_id = ? AND id = ?').bind(now - (RECORDING_DAYS - 1) * DAY, g.id, fresh).run();
    expect(await expireRecordings(env, now)).toBeGreaterThanOrEqual(1);
    expect(await env.RECORDINGS.head(`recordings/${g.id}/${old}.wav`)).toBeNull();
    expect(await env.RECORDINGS.head(`recordings/${g.id}/${fresh}.wav`)).not.toBeNull();
    const left = await env.DB.prepare('SELECT id FROM recordings WHERE user_id = ?').bind(g.id).all<{ id: string }>();
    expect(left.results.map((r) => r.id)).toEqual([fresh]);
  });
});
