/**
 * Issue 23: the free practice allowance counts a round of Read and Select words as one unit, not each word
 * (PRACTICE_SET_SIZE), on the server's counter and in the allowance every answer returns.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AnswerResponse, NextResponse } from '../../src/shared/api/practice.ts';
import { FREE_DAILY_ITEMS } from '../../src/shared/constants.ts';
import { dayNumber, setSizeOf } from '../../src/shared/learning/allowance.ts';
import { call, env, ip } from './api-helpers.ts';
import { seedBank } from './bank-seed.ts';

beforeAll(seedBank);

const ROUND = setSizeOf('read-and-select');

async function guest() {
  const g = await call('/common/guest', { body: {}, ip: ip() });
  return { token: g.json.token as string, id: g.json.user.id as number };
}
async function words(token: string, count: number) {
  const r = await call(`/practice/next?type=read-and-select&count=${count}`, { token });
  expect(r.res.status, r.text).toBe(200);
  return v.parse(NextResponse, r.json).items;
}
const say = (token: string, attemptId: string) => call('/practice/answer', { body: { attemptId, answer: { type: 'read-and-select', real: true }, elapsedMs: 2000 }, token });

describe('practice allowance: a round of words is one unit', () => {
  it('ten words use one unit and the eleventh opens the next round', async () => {
    expect(ROUND).toBe(10);
    const { token } = await guest();
    const used: number[] = [];
    const answer = async (attemptId: string) => {
      const r = await say(token, attemptId);
      expect(r.res.status, r.text).toBe(200);
      used.push(v.parse(AnswerResponse, r.json).allowance.used);
    };
    for (const w of await words(token, 10)) await answer(w.attemptId);
    for (const w of await words(token, 1)) await answer(w.attemptId);
    expect(used).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
  });

  it('the 30th round can be finished word by word; the 31st round is refused', { timeout: 30_000 }, async () => {
    const { token, id } = await guest();
    // 29 units used earlier today (29 rounds or items of any task).
    await env.DB.prepare('INSERT INTO practice_allowance (user_id, day, used) VALUES (?, ?, ?)').bind(id, dayNumber(Date.now()), FREE_DAILY_ITEMS - 1).run();
    // One word more than a round is handed out, so one is left when the round is done.
    const round = (await words(token, ROUND + 1)).slice(0, ROUND);
    for (const [i, w] of round.entries()) {
      const r = await say(token, w.attemptId);
      expect(r.res.status, `word ${i + 1} of the 30th round: ${r.text}`).toBe(200);
      expect(v.parse(AnswerResponse, r.json).allowance).toMatchObject({ used: FREE_DAILY_ITEMS, limit: FREE_DAILY_ITEMS });
      // Mid-round the next word is still handed out although the counter is at the limit.
      if (i < ROUND - 1) expect((await call('/practice/next?type=read-and-select', { token })).res.status).toBe(200);
    }
    const counter = await env.DB.prepare('SELECT used FROM practice_allowance WHERE user_id = ? AND day = ?').bind(id, dayNumber(Date.now())).first<{ used: number }>();
    expect(counter!.used).toBe(FREE_DAILY_ITEMS);
    // The 31st round: no new word is handed out, and a word issued earlier cannot open it either.
    expect((await call('/practice/next?type=read-and-select', { token })).json).toMatchObject({ status: 429, code: 'allowance_exhausted' });
    const leftover = await env.DB.prepare('SELECT id FROM practice_attempts WHERE user_id = ? AND type = ? AND answered_at IS NULL LIMIT 1')
      .bind(id, 'read-and-select').first<{ id: string }>();
    expect(leftover).not.toBeNull();
    expect((await say(token, leftover!.id)).json).toMatchObject({ status: 429, code: 'allowance_exhausted' });
    expect((await call('/practice/next?type=fill-in-the-blanks', { token })).json).toMatchObject({ status: 429, code: 'allowance_exhausted' });
  });
});
