import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MockReport, MockView } from '../../src/shared/api/mock.ts';
import { call, env, ip } from './api-helpers.ts';
import { keyOf, seedBank } from './bank-seed.ts';
import { speechWav, uploadWav } from './recording-helpers.ts';

beforeAll(seedBank);

const DAY = 86_400_000;

async function guest(examNum = 0) {
  const g = await call('/common/guest', { body: {}, ip: ip() });
  const id = g.json.user.id as number;
  await env.DB.prepare('UPDATE users SET exam_num = ? WHERE id = ?').bind(examNum, id).run();
  return { token: g.json.token as string, id };
}

const key = () => crypto.randomUUID().replace(/-/g, '');
const examNum = async (id: number) => (await env.DB.prepare('SELECT exam_num FROM users WHERE id = ?').bind(id).first<{ exam_num: number }>())!.exam_num;
const start = (token: string, idempotencyKey: string, kind: 'full' | 'diagnostic' = 'full') => call('/mock/start', { body: { idempotencyKey, kind, confirmed: true }, token });

/** A paid purchase of `n` mock credits made `daysAgo` days ago, with its 90-day window (as fulfilment writes it). */
async function purchase(userId: number, n: number, daysAgo: number) {
  const paidAt = Date.now() - daysAgo * DAY;
  const p = await env.DB.prepare(
    `INSERT INTO payments (user_id, vip_id, amount, currency, type, exam_num, state, provider, paid_at, created_at, updated_at)
     VALUES (?1, '41', 499, 'usd', 4, ?2, 'paid', 'test', ?3, ?3, ?3) RETURNING id`,
  ).bind(userId, n, paidAt).first<{ id: number }>();
  await env.DB.prepare('INSERT INTO exam_credits (payment_id, user_id, exam_num, granted_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .bind(p!.id, userId, n, paidAt, paidAt + 90 * DAY).run();
  await env.DB.prepare('UPDATE users SET exam_num = exam_num + ? WHERE id = ?').bind(n, userId).run();
}

describe('mock tests: credits shown with their expiry', () => {
  it('lists usable purchased credits by expiry, not expired or used ones, and the undated rest', async () => {
    const g = await guest(2);
    await purchase(g.id, 1, 91);
    await env.DB.prepare('UPDATE users SET exam_num = 2 WHERE id = ?').bind(g.id).run();
    await purchase(g.id, 3, 10);
    await purchase(g.id, 1, 50);
    const before = (await call('/mock/credits', { token: g.token })).json;
    expect(before.credits.map((c: { count: number }) => c.count)).toEqual([1, 3]);
    expect(Date.parse(before.credits[0].expiresAt)).toBeLessThan(Date.parse(before.credits[1].expiresAt));
    expect(before.undated).toBe(2);
    expect((await start(g.token, key())).res.status).toBe(200);
    const after = (await call('/mock/credits', { token: g.token })).json;
    expect(after.credits.map((c: { count: number }) => c.count)).toEqual([3]);
    expect(after.undated).toBe(2);
    expect((await call('/mock/credits', {})).res.status).toBe(401);
  });
  it('a resumed view says when its item was given (the page counts the item time from it)', async () => {
    const g = await guest(0);
    const d = v.parse(MockView, (await start(g.token, key(), 'diagnostic')).json);
    expect(Date.parse(d.itemStartedAt!)).toBeLessThanOrEqual(Date.parse(d.serverNow));
    const again = v.parse(MockView, (await call(`/mock/test?id=${d.testId}`, { token: g.token })).json);
    expect(again.itemStartedAt).toBe(d.itemStartedAt);
  });
});

describe('mock tests: starting takes one credit exactly once', () => {
  it('20 parallel starts with one key start one test and take one credit', async () => {
    const g = await guest(3);
    const k = key();
    const all = await Promise.all(Array.from({ length: 20 }, () => start(g.token, k)));
    for (const r of all) expect(r.res.status, r.text).toBe(200);
    expect(new Set(all.map((r) => r.json.testId)).size).toBe(1);
    expect(await examNum(g.id)).toBe(2);
  });
  it('20 parallel starts with different keys and 3 credits start exactly 3 tests', async () => {
    const g = await guest(3);
    const all = await Promise.all(Array.from({ length: 20 }, () => start(g.token, key())));
    expect(all.filter((r) => r.res.status === 200)).toHaveLength(3);
    const refused = all.filter((r) => r.res.status !== 200);
    expect(refused).toHaveLength(17);
    for (const r of refused) expect(r.json).toMatchObject({ status: 402, code: 'no_mock_credit' });
    expect(await examNum(g.id)).toBe(0);
  });
  it('without a credit a full test is refused but the diagnostic is free, guests included', async () => {
    const g = await guest(0);
    expect((await start(g.token, key())).json.code).toBe('no_mock_credit');
    const d = await start(g.token, key(), 'diagnostic');
    expect(d.res.status, d.text).toBe(200);
    expect(v.parse(MockView, d.json).total).toBe(20);
    expect(await examNum(g.id)).toBe(0);
  });
  it('a purchased credit expires 90 days after the purchase', async () => {
    const old = await guest(0);
    await purchase(old.id, 1, 91);
    expect((await start(old.token, key())).json.code).toBe('no_mock_credit');
    const recent = await guest(0);
    await purchase(recent.id, 1, 89);
    expect((await start(recent.token, key())).res.status).toBe(200);
    expect((await start(recent.token, key())).json.code).toBe('no_mock_credit');
  });
});

/** Field names only answer keys use; none may appear in a view during the test. */
const KEY_FIELDS = ['answer_key', 'real', 'definitions', 'missingLetters', 'fullText', 'transcript', 'samples', 'why', 'score', 'result'];

describe('mock tests: taking, resuming, time limit, report', () => {
  it('resumes at the same item, ignores a retried answer and never sends a key', async () => {
    const g = await guest(1);
    const first = v.parse(MockView, (await start(g.token, key())).json);
    expect(first.status).toBe('running');
    expect(first.type).toBe('read-and-select');
    const again = v.parse(MockView, (await call(`/mock/test?id=${first.testId}`, { token: g.token })).json);
    expect(again.item).toEqual(first.item);
    expect(again.position).toBe(0);
    const body = { testId: first.testId, position: 0, answer: { type: 'read-and-select', real: true }, elapsedMs: 3000 };
    const [a, b] = await Promise.all([call('/mock/answer', { body, token: g.token }), call('/mock/answer', { body, token: g.token })]);
    expect(a.res.status, a.text).toBe(200);
    expect(b.res.status, b.text).toBe(200);
    const after = v.parse(MockView, (await call(`/mock/test?id=${first.testId}`, { token: g.token })).json);
    expect(after.position).toBe(1);
    expect(after.item?.id).not.toBe(first.item?.id);
    for (const r of [first, again, after]) for (const f of KEY_FIELDS) expect(JSON.stringify(r)).not.toContain(`"${f}"`);
    const other = await guest(0);
    expect((await call(`/mock/test?id=${first.testId}`, { token: other.token })).res.status).toBe(404);
  });
  it('refuses answers after the deadline and still scores the abandoned test', async () => {
    const g = await guest(1);
    const t = v.parse(MockView, (await start(g.token, key())).json);
    expect((await call(`/mock/report?id=${t.testId}`, { token: g.token })).json.code).toBe('test_running');
    await call('/mock/answer', { body: { testId: t.testId, position: 0, answer: { type: 'read-and-select', real: false }, elapsedMs: 2000 }, token: g.token });
    await env.DB.prepare('UPDATE mock_tests SET deadline_at = ? WHERE user_id = ? AND id = ?').bind(Date.now() - 60_000, g.id, t.testId).run();
    const late = await call('/mock/answer', { body: { testId: t.testId, position: 1, answer: { type: 'read-and-select', real: true }, elapsedMs: 2000 }, token: g.token });
    expect(late.res.status).toBe(409);
    expect(late.json).toMatchObject({ status: 409, code: 'time_up' });
    expect(late.json.message).toMatch(/time/i);
    const view = v.parse(MockView, (await call(`/mock/test?id=${t.testId}`, { token: g.token })).json);
    expect(view.status).toBe('finished');
    expect(view.item).toBeNull();
    const r = await call(`/mock/report?id=${t.testId}`, { token: g.token });
    expect(r.res.status, r.text).toBe(200);
    const report = v.parse(MockReport, r.json);
    for (const s of [report.overall.score, report.overall.band.low, report.overall.band.high, ...Object.values(report.integrated)]) {
      expect(s % 5).toBe(0);
      expect(s).toBeGreaterThanOrEqual(10);
      expect(s).toBeLessThanOrEqual(160);
    }
    expect(report.overall.band.low).toBeLessThanOrEqual(report.overall.score);
    expect(report.overall.band.high).toBeGreaterThanOrEqual(report.overall.score);
    expect(report.tasks.find((x) => x.type === 'read-and-select')).toMatchObject({ answered: 1, accuracy: expect.any(Number) });
    expect(report.unscored).toEqual(expect.arrayContaining(['listening', 'writing', 'speaking']));
    expect(report.cefr.source).toContain('englishtest.duolingo.com');
  });
  it('a shortened full mock (MOCK_SCALE, same plan code) runs to the end and rates written answers with the correction engine', async () => {
    const g = await guest(1);
    const short = { MOCK_SCALE: '0.05' };
    let view = v.parse(MockView, (await call('/mock/start', { body: { idempotencyKey: key(), confirmed: true }, token: g.token, bindings: short })).json);
    expect(view.total).toBe(13);
    const types: string[] = [];
    while (view.status === 'running') {
      types.push(view.type!);
      const answer = view.type === 'write-about-the-photo'
        ? { type: 'write-about-the-photo', text: 'A young woman is reading a thick novel on a wooden bench beside a quiet river, while two ducks glide past and autumn leaves drift slowly across the water.' }
        : null;
      const r = await call('/mock/answer', { body: { testId: view.testId, position: view.position, answer, elapsedMs: 1000 }, token: g.token });
      expect(r.res.status, r.text).toBe(200);
      view = v.parse(MockView, r.json);
    }
    expect(types).toHaveLength(13);
    expect(types[0]).toBe('read-and-select');
    const report = v.parse(MockReport, (await call(`/mock/report?id=${view.testId}`, { token: g.token })).json);
    expect(report.open).toEqual([expect.objectContaining({ type: 'write-about-the-photo', source: 'correction-engine', kind: 'writing' })]);
    expect(report.unscored).not.toContain('writing');
    expect(report.unscored).toContain('speaking');
    expect(report.tasks).toHaveLength(13);
    expect(report.tasks.find((t) => t.type === 'read-and-select')).toMatchObject({ answered: 1, accuracy: 0 });
  });
  it('keeps a history with scores and shares a report by a private, revocable link', async () => {
    const g = await guest(0);
    const t = v.parse(MockView, (await start(g.token, key(), 'diagnostic')).json);
    const running = (await call('/mock/history', { token: g.token })).json;
    expect(running.tests).toEqual([expect.objectContaining({ testId: t.testId, status: 'running', overall: null })]);
    expect((await call('/mock/share', { body: { testId: t.testId }, token: g.token })).json.code).toBe('test_running');
    await env.DB.prepare('UPDATE mock_tests SET deadline_at = ? WHERE user_id = ? AND id = ?').bind(Date.now() - 1000, g.id, t.testId).run();
    const history = (await call('/mock/history', { token: g.token })).json;
    expect(history.tests[0]).toMatchObject({ status: 'finished', overall: expect.any(Number) });
    const shared = await call('/mock/share', { body: { testId: t.testId }, token: g.token });
    expect(shared.res.status, shared.text).toBe(200);
    const token = shared.json.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await call('/mock/share', { body: { testId: t.testId }, token: g.token })).json.token).toBe(token);
    const other = await guest(0);
    expect((await call('/mock/share', { body: { testId: t.testId }, token: other.token })).res.status).toBe(404);
    const publicView = await call(`/mock/shared?token=${token}`);
    expect(publicView.res.status, publicView.text).toBe(200);
    expect(v.parse(MockReport, publicView.json).overall.score).toBe(history.tests[0].overall);
    expect(publicView.json.practiseNext).toHaveLength(3);
    await call('/mock/share/revoke', { body: { testId: t.testId }, token: g.token });
    expect((await call(`/mock/shared?token=${token}`)).json).toMatchObject({ status: 404, code: 'share_not_found' });
  });
  it('predicts an official score once there is a finished mock, with a band that contains it', async () => {
    const g = await guest(1);
    expect((await call('/mock/prediction', { token: g.token })).json).toEqual({ prediction: null });
    const t = v.parse(MockView, (await start(g.token, key())).json);
    await env.DB.prepare('UPDATE mock_tests SET deadline_at = ? WHERE user_id = ? AND id = ?').bind(Date.now() - 1000, g.id, t.testId).run();
    const p = (await call('/mock/prediction', { token: g.token })).json.prediction;
    expect(p.sources).toEqual({ mocks: 1, practice: 0 });
    expect(p.band.low).toBeLessThanOrEqual(p.score);
    expect(p.band.high).toBeGreaterThanOrEqual(p.score);
    expect(p.band.high - p.band.low).toBeGreaterThan(0);
  });
});

describe('mock tests: open answers rated by the correction engine (ADR 036)', () => {
  const SHORT = { MOCK_SCALE: '0.05' };
  type Reply = { answer: unknown; recordings?: string[] };
  const OFF_TOPIC = 'Football tactics changed a lot in the last decade. Coaches now ask defenders to press high, midfielders to switch the play quickly, and strikers to defend from the front, because every team studies data about passing lanes before each match.';
  const recorded = async (token: string, seconds: number[]) => Promise.all(seconds.map((s) => uploadWav(token, speechWav(s))));

  /** Takes a shortened full mock to its end, answering each item with `reply` (null = time ran out). */
  async function takeMock(token: string, reply: (view: MockView) => Promise<Reply | null>) {
    let view = v.parse(MockView, (await call('/mock/start', { body: { idempotencyKey: key(), confirmed: true }, token, bindings: SHORT })).json);
    while (view.status === 'running') {
      const r = (await reply(view)) ?? { answer: null };
      const res = await call('/mock/answer', { body: { testId: view.testId, position: view.position, elapsedMs: 1000, ...r }, token });
      expect(res.res.status, res.text).toBe(200);
      view = v.parse(MockView, res.json);
    }
    return { testId: view.testId, report: v.parse(MockReport, (await call(`/mock/report?id=${view.testId}`, { token })).json) };
  }
  const sampleOf = async (view: MockView) => ((await keyOf(view.item!.id)).samples as { band: number; text: string }[]).sort((a, b) => b.band - a.band)[0]!.text;
  const openOf = (report: MockReport, type: string) => report.open.find((o) => o.type === type);

  it('flags and caps copied or off-topic writing, rates a long relevant answer above a short one, and scores speech from its uploaded recordings', async () => {
    const g = await guest(2);
    let shortPhoto = '';
    const first = await takeMock(g.token, async (view) => {
      const item = view.item as Record<string, unknown>;
      switch (view.type) {
        case 'write-about-the-photo': {
          const text = await sampleOf(view);
          shortPhoto = text.split(' ').slice(0, 6).join(' ');
          return { answer: { type: 'write-about-the-photo', text } };
        }
        case 'writing-sample': return { answer: { type: 'writing-sample', text: `${item.prompt as string} ${item.prompt as string}` } };
        case 'interactive-writing': return { answer: { type: 'interactive-writing', text: OFF_TOPIC, followUp: 0, followUpText: '' } };
        case 'speak-about-the-photo': return { answer: { type: 'speak-about-the-photo', durationsMs: [60_000] }, recordings: await recorded(g.token, [59]) };
        case 'interactive-speaking': {
          const n = (item.stages as unknown[]).length;
          return { answer: { type: 'interactive-speaking', durationsMs: Array(n).fill(35_000) }, recordings: await recorded(g.token, Array(n).fill(34)) };
        }
        // No microphone: no features, still accepted and unrated.
        case 'read-then-speak': return { answer: { type: 'read-then-speak', durationsMs: [0] } };
        default: return null;
      }
    });
    const copied = openOf(first.report, 'writing-sample')!;
    expect(copied).toMatchObject({ source: 'correction-engine', flags: expect.arrayContaining(['copiedPrompt']) });
    expect(copied.estimate).toBeLessThanOrEqual(20);
    const offTopic = openOf(first.report, 'interactive-writing')!;
    expect(offTopic.flags).toContain('offTopic');
    expect(offTopic.estimate).toBeLessThanOrEqual(30);
    const photo = openOf(first.report, 'write-about-the-photo')!;
    expect(photo.flags).toEqual([]);
    expect(photo.feedback!.length).toBeGreaterThan(0);
    expect(Object.keys(photo.criteria!).sort()).toEqual(['coherence', 'content', 'grammar', 'lexis']);

    const spoken = openOf(first.report, 'speak-about-the-photo')!;
    expect(spoken).toMatchObject({ kind: 'speaking', source: 'correction-engine', measuredOn: 'server', recorded: true, criteria: { content: null, lexis: null, grammar: null, pronunciation: null } });
    expect(spoken.criteria!.fluency).toBeGreaterThan(3);
    expect(openOf(first.report, 'interactive-speaking')).toMatchObject({ kind: 'speaking', criteria: { fluency: expect.any(Number) } });
    expect(openOf(first.report, 'read-then-speak')).toBeUndefined();
    expect(first.report.unscored).not.toContain('speaking');

    const second = await takeMock(g.token, async (view) => (view.type === 'write-about-the-photo' ? { answer: { type: 'write-about-the-photo', text: shortPhoto } } : null));
    const short = openOf(second.report, 'write-about-the-photo')!;
    expect(short.flags).toContain('tooShort');
    expect(photo.estimate).toBeGreaterThan(short.estimate);
    expect(second.report.unscored).toContain('speaking');
  }, 30_000);

  it('refuses recordings that are not this answer\'s with the field, saves nothing, and takes the same answer without them', async () => {
    // Uploads need a running mock test or a correction credit (ADR 041): the early one is made before the test.
    const g = await guest(1);
    await env.DB.prepare('UPDATE users SET correct_num = 1 WHERE id = ?').bind(g.id).run();
    const other = await guest(0);
    await env.DB.prepare('UPDATE users SET correct_num = 1 WHERE id = ?').bind(other.id).run();
    const early = await uploadWav(g.token, speechWav(10));
    await env.DB.prepare('UPDATE recordings SET created_at = created_at - 3600000 WHERE user_id = ? AND id = ?').bind(g.id, early).run();
    let checked = false;
    await takeMock(g.token, async (view) => {
      if (view.type !== 'speak-about-the-photo') return null;
      const answer = { type: 'speak-about-the-photo', durationsMs: [20_000] };
      const mine = await uploadWav(g.token, speechWav(19));
      const theirs = await uploadWav(other.token, speechWav(19));
      const tooLong = await uploadWav(g.token, speechWav(30));
      const refused: [unknown, unknown, string, string][] = [
        [answer, [theirs], 'recording_not_found', 'recordings.0'],
        [answer, [early], 'recording_invalid', 'recordings.0'],
        [answer, [tooLong], 'recording_invalid', 'recordings.0'],
        [answer, [mine, mine], 'recording_invalid', 'recordings'],
        [answer, ['not-an-id'], 'recording_invalid', 'recordings.0'],
        [null, [mine], 'recording_invalid', 'recordings'],
      ];
      for (const [a, recordings, code, field] of refused) {
        const r = await call('/mock/answer', { body: { testId: view.testId, position: view.position, answer: a, elapsedMs: 1000, recordings }, token: g.token });
        expect(r.res.status, field).toBe(400);
        expect(r.json).toMatchObject({ status: 400, code, field });
      }
      const still = v.parse(MockView, (await call(`/mock/test?id=${view.testId}`, { token: g.token })).json);
      expect(still.position).toBe(view.position);
      const row = await env.DB.prepare('SELECT answered_at, rating FROM mock_items WHERE test_id = ? AND position = ?').bind(view.testId, view.position).first();
      expect(row).toEqual({ answered_at: null, rating: null });
      checked = true;
      return { answer };
    });
    expect(checked).toBe(true);
  }, 30_000);

  it('still reads a report stored before the engine, with its measured-feature estimates', async () => {
    const g = await guest(0);
    const t = v.parse(MockView, (await start(g.token, key(), 'diagnostic')).json);
    await env.DB.prepare('UPDATE mock_tests SET deadline_at = ? WHERE user_id = ? AND id = ?').bind(Date.now() - 1000, g.id, t.testId).run();
    const fresh = v.parse(MockReport, (await call(`/mock/report?id=${t.testId}`, { token: g.token })).json);
    // The shape written before migration 0015: open entries with a number and the older label only.
    const stored = { ...fresh, open: [{ position: 18, type: 'write-about-the-photo', estimate: 95, source: 'measured-features' }] };
    await env.DB.prepare('INSERT INTO mock_reports (user_id, test_id, report, created_at) VALUES (?, ?, ?, ?)').bind(g.id, t.testId, JSON.stringify(stored), Date.now()).run();
    const r = await call(`/mock/report?id=${t.testId}`, { token: g.token });
    expect(r.res.status, r.text).toBe(200);
    expect(v.parse(MockReport, r.json).open).toEqual([{ position: 18, type: 'write-about-the-photo', estimate: 95, source: 'measured-features' }]);
  });
});
