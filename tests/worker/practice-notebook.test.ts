/** Issue 23: the notebook lists past mistakes (partly wrong ones too) before any review; progress per skill adds up. */
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AnswerResponse, NextResponse, NotebookResponse, PracticeProgressResponse } from '../../src/shared/api/practice.ts';
import type { TaskTypeId } from '../../src/shared/exam/task-types.ts';
import { call, env, ip } from './api-helpers.ts';
import { keyOf, seedBank } from './bank-seed.ts';

beforeAll(seedBank);

async function guest() {
  const g = await call('/common/guest', { body: {}, ip: ip() });
  return { token: g.json.token as string, id: g.json.user.id as number };
}

async function next(token: string, type: TaskTypeId, count = 1) {
  const r = await call(`/practice/next?type=${type}&count=${count}`, { token });
  expect(r.res.status, r.text).toBe(200);
  return v.parse(NextResponse, r.json).items;
}

async function answer(token: string, attemptId: string, body: unknown) {
  const r = await call('/practice/answer', { body: { attemptId, answer: body, elapsedMs: 20_000 }, token });
  expect(r.res.status, r.text).toBe(200);
  return v.parse(AnswerResponse, r.json);
}

async function notebook(token: string) {
  const r = await call('/practice/notebook', { token });
  expect(r.res.status, r.text).toBe(200);
  return v.parse(NotebookResponse, r.json);
}

describe('GET /practice/notebook', () => {
  it('lists two wrong answers at once (what, when, why, next review) and starts nothing', async () => {
    const { token, id } = await guest();
    const items = await next(token, 'read-and-select', 3);
    const started = Date.now();
    for (const [i, { attemptId, item }] of items.entries()) {
      const key = await keyOf(item.id);
      await answer(token, attemptId, { type: 'read-and-select', real: i < 2 ? !key.real : key.real });
    }
    const attempts = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM practice_attempts WHERE user_id = ?').bind(id).first<{ n: number }>())!.n;
    const before = await attempts();
    const book = await notebook(token);
    // Not due yet (a first miss comes back later in the day), yet the list is not empty: this was the "empty" notebook.
    expect(book.total).toBe(2);
    expect(book.entries.map((e) => e.itemId).sort()).toEqual([items[0]!.item.id, items[1]!.item.id].sort());
    for (const e of book.entries) {
      const item = items.find((x) => x.item.id === e.itemId)!.item;
      const key = await keyOf(e.itemId);
      expect(e.type).toBe('read-and-select');
      expect(e.excerpt).toBe((item as { word: string }).word);
      expect(e.wrong).toEqual([{ given: key.real ? 'no' : 'yes', expected: key.real ? 'yes' : 'no' }]);
      expect(new Date(e.missedAt!).getTime()).toBeGreaterThanOrEqual(started - 1000);
      expect(new Date(e.due).getTime()).toBeGreaterThan(new Date(e.missedAt!).getTime());
    }
    expect(await attempts()).toBe(before);
  });

  it('lists a partly wrong C-test with its wrong gap only, and not a fully right one', async () => {
    const { token } = await guest();
    const [partly, right] = await next(token, 'read-and-complete', 2);
    const pk = await keyOf(partly!.item.id);
    const res = await answer(token, partly!.attemptId, { type: 'read-and-complete', gaps: pk.gaps.map((g: any, i: number) => (i === 1 ? '' : g.missing)) });
    expect(res.result.score).toBeGreaterThanOrEqual(0.8);
    expect(res.reviewDue).not.toBeNull();
    const rk = await keyOf(right!.item.id);
    const ok = await answer(token, right!.attemptId, { type: 'read-and-complete', gaps: rk.gaps.map((g: any) => g.missing) });
    expect(ok.result.score).toBe(1);
    expect(ok.reviewDue).toBeNull();

    const book = await notebook(token);
    expect(book.entries.map((e) => e.itemId)).toEqual([partly!.item.id]);
    expect(book.entries[0]!.wrong).toEqual([{ given: '', expected: pk.gaps[1].missing }]);
    expect(book.entries[0]!.excerpt.length).toBeGreaterThan(10);
    expect(book.entries[0]!.excerpt.length).toBeLessThanOrEqual(90);
  });

  it('lists a partly wrong Interactive Reading answer with the parts that were wrong', async () => {
    const { token } = await guest();
    const [ir] = await next(token, 'interactive-reading');
    const k = await keyOf(ir!.item.id);
    await answer(token, ir!.attemptId, {
      type: 'interactive-reading', sentences: k.sentences.map((s: any) => s.answer), passage: k.passage.answer,
      highlights: k.highlights.map((h: any) => h.answer), mainIdea: k.mainIdea.answer, title: (k.title.answer + 1) % (ir!.item as { title: { options: string[] } }).title.options.length,
    });
    const [entry] = (await notebook(token)).entries;
    expect(entry!.type).toBe('interactive-reading');
    expect(entry!.wrong).toHaveLength(1);
    expect(entry!.wrong[0]!.expected).toBe(k.title.text);
  });

  it('is one learner\'s own: another learner sees an empty list; no session is refused', async () => {
    const a = await guest();
    const [item] = await next(a.token, 'read-and-select');
    const key = await keyOf(item!.item.id);
    await answer(a.token, item!.attemptId, { type: 'read-and-select', real: !key.real });
    expect((await notebook(a.token)).total).toBe(1);
    const b = await guest();
    expect(await notebook(b.token)).toEqual({ entries: [], due: 0, total: 0 });
    expect((await call('/practice/notebook', {})).res.status).toBe(401);
  });
});

describe('GET /practice/progress: accuracy per skill', () => {
  it('Interactive Listening scores listening, never writing; writing says it has no scored answer', async () => {
    const { token } = await guest();
    const [il] = await next(token, 'interactive-listening');
    const lk = await keyOf(il!.item.id);
    await answer(token, il!.attemptId, {
      type: 'interactive-listening', complete: lk.complete.map((c: any) => c.word), responses: lk.responses.map((r: any) => r.answer), summary: 'They talked about the plan.',
    });
    const p = v.parse(PracticeProgressResponse, (await call('/practice/progress', { token })).json);
    const skill = (s: string) => p.bySubscore.find((x) => x.subscore === s)!;
    expect(skill('listening')).toMatchObject({ attempts: 1, scored: 1, accuracy: 1 });
    expect(skill('writing')).toMatchObject({ attempts: 1, scored: 0, accuracy: null });
    expect(skill('reading')).toMatchObject({ attempts: 0, scored: 0, accuracy: null });
  });
});
