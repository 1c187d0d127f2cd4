/**
 * Nothing lost (issue 23, ADR 047): drafts autosaved on the server come back with the item after a reload, timed
 * parts keep their first start, and a clip cannot be played beyond its limit by reloading (practice and mock).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AnchorResponse, NextResponse } from '../../src/shared/api/practice.ts';
import { MockView } from '../../src/shared/api/mock.ts';
import type { TaskTypeId } from '../../src/shared/exam/task-types.ts';
import { call, ip } from './api-helpers.ts';
import { seedBank } from './bank-seed.ts';

beforeAll(seedBank);

async function guest() {
  const g = await call('/common/guest', { body: {}, ip: ip() });
  return g.json.token as string;
}

async function next(token: string, type: TaskTypeId) {
  const r = await call(`/practice/next?type=${type}`, { token });
  expect(r.res.status, r.text).toBe(200);
  return v.parse(NextResponse, r.json).items[0]!;
}

const play = (token: string, attemptId: string, key: string) => call('/practice/attempt/anchor', { body: { attemptId, play: key }, token });

describe('practice: drafts and anchors survive a reload', () => {
  it('an Interactive Writing draft comes back with the same item, and is gone once answered', async () => {
    const token = await guest();
    const first = await next(token, 'interactive-writing');
    expect(first.resume).toBeUndefined();
    const draft = { text: 'I would like to learn to cook', phase: 'follow', followUp: 1, second: 'My aunt' };
    const saved = await call('/practice/attempt/draft', { body: { attemptId: first.attemptId, draft }, token });
    expect(saved.res.status, saved.text).toBe(200);

    const again = await next(token, 'interactive-writing');
    expect(again.attemptId).toBe(first.attemptId);
    expect(again.resume!.draft).toEqual(draft);

    await call('/practice/answer', { body: { attemptId: first.attemptId, answer: { type: 'interactive-writing', text: 'x', followUp: 0, followUpText: 'y' }, elapsedMs: 1000 }, token });
    const late = await call('/practice/attempt/draft', { body: { attemptId: first.attemptId, draft }, token });
    expect(late.res.status).toBe(409);
    expect(late.json.code).toBe('attempt_answered');
  });

  it('a timed part keeps its first start when started again', async () => {
    const token = await guest();
    const item = await next(token, 'interactive-writing');
    const a = v.parse(AnchorResponse, (await call('/practice/attempt/anchor', { body: { attemptId: item.attemptId, part: 'main' }, token })).json);
    await new Promise((r) => setTimeout(r, 30));
    const b = v.parse(AnchorResponse, (await call('/practice/attempt/anchor', { body: { attemptId: item.attemptId, part: 'main' }, token })).json);
    expect(b.anchors.parts.main).toBe(a.anchors.parts.main);
    expect(Date.parse(b.serverNow)).toBeGreaterThan(a.anchors.parts.main!);
    expect((await next(token, 'interactive-writing')).resume!.anchors.parts.main).toBe(a.anchors.parts.main);
  });

  it('Interactive Listening: a partner line is heard once; a replay after a reload is refused', async () => {
    const token = await guest();
    const item = await next(token, 'interactive-listening');
    const first = await play(token, item.attemptId, 'turn-0');
    expect(first.res.status, first.text).toBe(200);
    expect(v.parse(AnchorResponse, first.json).anchors.plays['turn-0']).toBe(1);
    const reloaded = await next(token, 'interactive-listening');
    expect(reloaded.resume!.anchors.plays['turn-0']).toBe(1);
    const replay = await play(token, item.attemptId, 'turn-0');
    expect(replay.res.status).toBe(409);
    expect(replay.json.code).toBe('plays_exhausted');
    // Only partner lines are clips; a "you" turn or an unknown key is not.
    expect((await play(token, item.attemptId, 'turn-1')).res.status).toBe(400);
    expect((await play(token, item.attemptId, 'stage-0')).res.status).toBe(400);
  });

  it('Listen and Type: three plays, the fourth refused', async () => {
    const token = await guest();
    const item = await next(token, 'listen-and-type');
    for (let i = 1; i <= 3; i++) expect((await play(token, item.attemptId, 'audio')).json.anchors.plays.audio).toBe(i);
    expect((await play(token, item.attemptId, 'audio')).res.status).toBe(409);
  });

  it('someone else\'s attempt is not found; a huge draft is refused', async () => {
    const owner = await guest();
    const other = await guest();
    const item = await next(owner, 'writing-sample');
    expect((await call('/practice/attempt/draft', { body: { attemptId: item.attemptId, draft: { text: 'x' } }, token: other })).res.status).toBe(404);
    expect((await play(other, item.attemptId, 'audio')).res.status).toBe(404);
    const huge = await call('/practice/attempt/draft', { body: { attemptId: item.attemptId, draft: { text: 'x'.repeat(20_000) } }, token: owner });
    expect(huge.res.status).toBe(400);
  });
});

describe('mock: the current item\'s draft and anchors', () => {
  it('come back in the test view; other positions and answered items are refused', async () => {
    const token = await guest();
    const started = await call('/mock/start', { body: { idempotencyKey: `k-${crypto.randomUUID()}`, kind: 'diagnostic' }, token });
    expect(started.res.status, started.text).toBe(200);
    const view = v.parse(MockView, started.json);
    expect(view.resume?.draft ?? null).toBeNull();
    const draft = { sentences: [1, null, 2], part: 2 };
    const saved = await call('/mock/draft', { body: { testId: view.testId, position: view.position, draft }, token });
    expect(saved.res.status, saved.text).toBe(200);
    const part = v.parse(AnchorResponse, (await call('/mock/anchor', { body: { testId: view.testId, position: view.position, part: 'passage' }, token })).json);

    const reloaded = v.parse(MockView, (await call(`/mock/test?id=${view.testId}`, { token })).json);
    expect(reloaded.resume!.draft).toEqual(draft);
    expect(reloaded.resume!.anchors.parts.passage).toBe(part.anchors.parts.passage);

    const wrong = await call('/mock/draft', { body: { testId: view.testId, position: view.position + 1, draft }, token });
    expect(wrong.res.status).toBe(409);
    const stranger = await guest();
    expect((await call('/mock/draft', { body: { testId: view.testId, position: view.position, draft }, token: stranger })).res.status).toBe(404);

    await call('/mock/answer', { body: { testId: view.testId, position: view.position, answer: null, elapsedMs: 1000 }, token });
    expect((await call('/mock/draft', { body: { testId: view.testId, position: view.position, draft }, token })).res.status).toBe(409);
  });
});
