/**
 * Issue 23: the mock measures. A constant answer to every Read and Select word lands in the bottom band of
 * Reading, the words mix real and pseudo-words, and a learner's next test shares no item with their earlier ones.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MockReport, MockView } from '../../src/shared/api/mock.ts';
import { CEFR_TABLE } from '../../src/shared/learning/adaptive/scores.ts';
import { call, env, ip } from './api-helpers.ts';
import { keyOf, seedBank } from './bank-seed.ts';
import { candidatesNear } from '../../src/worker/mock/mock-repo.ts';

beforeAll(seedBank);

async function guest(examNum = 0) {
  const g = await call('/common/guest', { body: {}, ip: ip() });
  const id = g.json.user.id as number;
  await env.DB.prepare('UPDATE users SET exam_num = ? WHERE id = ?').bind(examNum, id).run();
  return { token: g.json.token as string, id };
}
const key = () => crypto.randomUUID().replace(/-/g, '');

/** Takes a whole test: `real` for every word, no answer (a constant, wrong one) for everything else. */
async function takeTest(token: string, kind: 'full' | 'diagnostic', real: boolean | null) {
  const started = await call('/mock/start', { body: { idempotencyKey: key(), kind, confirmed: true }, token });
  expect(started.res.status, started.text).toBe(200);
  let view = v.parse(MockView, started.json);
  const words: string[] = [];
  const items: string[] = [];
  while (view.status === 'running') {
    items.push(view.item!.id);
    const word = view.type === 'read-and-select';
    if (word) words.push(view.item!.id);
    const answer = word && real !== null ? { type: 'read-and-select', real } : null;
    const r = await call('/mock/answer', { body: { testId: view.testId, position: view.position, answer, elapsedMs: 1000 }, token });
    expect(r.res.status, r.text).toBe(200);
    view = v.parse(MockView, r.json);
  }
  const report = v.parse(MockReport, (await call(`/mock/report?id=${view.testId}`, { token })).json);
  return { report, words, items };
}

const BOTTOM_BAND_TOP = CEFR_TABLE.cuts[1]!.min;

describe('mock tests cannot be maxed by a constant answer', () => {
  for (const kind of ['diagnostic', 'full'] as const) {
    for (const real of [true, false]) {
      it(`always-${real ? 'Yes' : 'No'} to every word lands in the bottom band of Reading (${kind})`, { timeout: 30_000 }, async () => {
        const g = await guest(1);
        const { report, words } = await takeTest(g.token, kind, real);
        const kinds = await Promise.all(words.map(async (id) => (await keyOf(id)).real as boolean));
        const realWords = kinds.filter(Boolean).length;
        // Half real, half pseudo (an odd count leaves one over either way).
        expect(Math.abs(realWords - (words.length - realWords))).toBeLessThanOrEqual(1);
        expect(report.subscores.reading.score).toBeLessThan(BOTTOM_BAND_TOP);
        expect(report.tasks.find((t) => t.type === 'read-and-select')!.accuracy).toBeCloseTo(realWords / words.length * (real ? 1 : 0) + (words.length - realWords) / words.length * (real ? 0 : 1), 5);
      });
    }
  }
});

describe('no repeats across a learner\'s tests', () => {
  it('the full mock after the diagnostic, and a second full mock, share no item with the earlier tests', { timeout: 60_000 }, async () => {
    const g = await guest(2);
    const diagnostic = await takeTest(g.token, 'diagnostic', true);
    const first = await takeTest(g.token, 'full', true);
    const second = await takeTest(g.token, 'full', false);
    expect(first.items).toHaveLength(43);
    expect(second.items).toHaveLength(43);
    const earlier = new Set([...diagnostic.items, ...first.items]);
    expect(first.items.filter((id) => diagnostic.items.includes(id))).toEqual([]);
    expect(second.items.filter((id) => earlier.has(id))).toEqual([]);
    // Another learner is not held back by this one's history: the rule is per learner.
    const other = await guest(0);
    expect((await takeTest(other.token, 'diagnostic', true)).items).toHaveLength(diagnostic.items.length);
  });
});

describe('a small pool the learner has nearly used up', () => {
  it('gives items from earlier tests again rather than only this test\'s own (which would end the test early)', async () => {
    const { results } = await env.DB.prepare("SELECT id FROM bank_items WHERE type = 'interactive-speaking' AND active = 1 ORDER BY id").all<{ id: string }>();
    const ids = results.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(4);
    const user = 990_001;
    const earlier = ids.slice(0, -2);
    const current = ids.slice(-2);
    const insert = env.DB.prepare('INSERT INTO mock_items (user_id, test_id, position, item_id, type, issued_at) VALUES (?, ?, ?, ?, ?, ?)');
    await env.DB.batch([
      ...earlier.map((id, i) => insert.bind(user, 'earlier-test', i, id, 'interactive-speaking', 1)),
      ...current.map((id, i) => insert.bind(user, 'running-test', i, id, 'interactive-speaking', 2)),
    ]);
    const pool = await candidatesNear(env.DB, 'interactive-speaking', 100, { userId: user, testId: 'running-test' });
    expect(pool.length).toBeGreaterThan(0);
    expect(pool.filter((c) => current.includes(c.id))).toEqual([]);
    // While fresh items remain, only they are offered.
    const other = 990_002;
    await env.DB.batch(ids.slice(0, 3).map((id, i) => insert.bind(other, 'earlier-test', i, id, 'interactive-speaking', 1)));
    const fresh = await candidatesNear(env.DB, 'interactive-speaking', 100, { userId: other, testId: 'running-test' });
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.filter((c) => ids.slice(0, 3).includes(c.id))).toEqual([]);
  });
});

describe('the start screen comes before any credit is spent', () => {
  it('the outline is public and spends nothing; a full test without the confirm is refused and keeps the credit', async () => {
    const g = await guest(1);
    const outline = await call('/mock/outline?kind=full', {});
    expect(outline.res.status, outline.text).toBe(200);
    expect(outline.json).toMatchObject({ kind: 'full', items: 43, usesCredit: true });
    expect(outline.json.sections[0]).toEqual({ type: 'read-and-select', items: 15 });
    expect(outline.json.minutes).toBeGreaterThanOrEqual(outline.json.typicalMinutes);
    expect((await call('/mock/outline?kind=diagnostic', {})).json).toMatchObject({ kind: 'diagnostic', items: 20, usesCredit: false });
    expect((await call('/mock/outline?kind=other', {})).res.status).toBe(400);

    const unconfirmed = await call('/mock/start', { body: { idempotencyKey: key(), kind: 'full' }, token: g.token });
    expect(unconfirmed.res.status).toBe(400);
    expect(unconfirmed.json).toMatchObject({ code: 'confirm_required', field: 'confirmed' });
    const examNum = async () => (await env.DB.prepare('SELECT exam_num FROM users WHERE id = ?').bind(g.id).first<{ exam_num: number }>())!.exam_num;
    expect(await examNum()).toBe(1);
    expect((await call('/mock/history', { token: g.token })).json.tests).toEqual([]);
    const confirmed = await call('/mock/start', { body: { idempotencyKey: key(), kind: 'full', confirmed: true }, token: g.token });
    expect(confirmed.res.status, confirmed.text).toBe(200);
    expect(await examNum()).toBe(0);
    // The free diagnostic needs no confirm of a credit.
    expect((await call('/mock/start', { body: { idempotencyKey: key(), kind: 'diagnostic' }, token: g.token })).res.status).toBe(200);
  });
});
