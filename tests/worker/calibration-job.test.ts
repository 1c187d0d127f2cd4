/**
 * The hourly calibration job on the local database (issue 24, ADR 053): answers of finished mock tests are
 * harvested with each test's ability estimate, items with enough answers get calibrated parameters, the engine's
 * queries then read them, and items nobody gets right are left out of new tests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { recordAnswer, startSession, type SessionState } from '../../src/shared/learning/adaptive/session.ts';
import { scoreFromB } from '../../src/shared/learning/difficulty.ts';
import { calibrateBank } from '../../src/worker/learning/calibration-job.ts';
import { candidatesNear, itemParams } from '../../src/worker/mock/mock-repo.ts';
import { call, env, ip } from './api-helpers.ts';
import { seedBank } from './bank-seed.ts';

beforeAll(seedBank);

/** A finished test state whose reading estimate is high (`right` = true) or low. */
function stateOf(right: boolean): SessionState {
  let s = startSession();
  for (let i = 0; i < 12; i++) s = recordAnswer(s, `seed-${i}`, { type: 'read-and-select', item: { a: 1.2, b: right ? 1 : -1 }, parts: 1, score: right ? 1 : 0, rating: null });
  return s;
}

async function finishedTestWith(userId: number, answers: { itemId: string; score: number }[], strong: boolean, at: number) {
  const id = crypto.randomUUID().replace(/-/g, '').slice(0, 22);
  await env.DB.prepare(
    `INSERT INTO mock_tests (user_id, id, idempotency_key, kind, plan, state, charged, started_at, deadline_at, finished_at)
     VALUES (?, ?, ?, 'full', '{"slots":[]}', ?, 1, ?, ?, ?)`,
  ).bind(userId, id, id, JSON.stringify(stateOf(strong)), at - 3_600_000, at, at).run();
  await env.DB.batch(answers.map((a, position) => env.DB.prepare(
    `INSERT INTO mock_items (user_id, test_id, position, item_id, type, issued_at, answered_at, score) VALUES (?, ?, ?, ?, 'read-and-select', ?, ?, ?)`,
  ).bind(userId, id, position, a.itemId, at - 60_000, at - 30_000, a.score)));
}

describe('the calibration job', () => {
  it('re-estimates an item from real answers; the engine then uses the calibrated values; an item nobody gets right is left out', async () => {
    const g = await call('/common/guest', { body: {}, ip: ip() });
    const userId = g.json.user.id as number;
    const { results } = await env.DB.prepare(
      "SELECT id, a, b, difficulty FROM bank_items WHERE type = 'read-and-select' AND active = 1 AND b BETWEEN -1 AND 0 ORDER BY id LIMIT 2",
    ).all<{ id: string; a: number; b: number; difficulty: number }>();
    const [hard, never] = results as [typeof results[number], typeof results[number]];
    const now = Date.now();
    // 60 tests: strong readers get `hard` right only a third of the time, weak ones never: much harder than predicted.
    for (let t = 0; t < 60; t++) {
      const strong = t % 2 === 0;
      await finishedTestWith(userId, [{ itemId: hard.id, score: strong && t % 3 === 0 ? 1 : 0 }, { itemId: never.id, score: 0 }], strong, now - t * 1000);
    }
    // 260 other tests that did not give these two items, so neither is over the 20 % exposure cap.
    const { results: others } = await env.DB.prepare(
      "SELECT id FROM bank_items WHERE type = 'read-and-select' AND active = 1 AND id NOT IN (?, ?) ORDER BY id LIMIT 260",
    ).bind(hard.id, never.id).all<{ id: string }>();
    for (const [t, o] of others.entries()) await finishedTestWith(userId, [{ itemId: o.id, score: 1 }], t % 2 === 0, now - 100_000 - t * 1000);
    expect(await itemParams(env.DB, hard.id)).toEqual({ a: hard.a, b: hard.b });

    const run = await calibrateBank(env.DB, now);
    expect(run.harvested).toBe(200); // bounded per run: the rest waits for the next hour
    while ((await calibrateBank(env.DB, now)).harvested > 0) { /* drain the backlog */ }
    const cal = await env.DB.prepare('SELECT a, b, answers, pending, flags FROM item_calibration WHERE item_id = ?').bind(hard.id).first<{ a: number; b: number; answers: number; pending: number; flags: string }>();
    expect(cal).toMatchObject({ answers: 60, pending: 0, flags: '' });
    expect(cal!.b).toBeGreaterThan(hard.b + 0.8);

    // The engine's reads: the answer's parameters and the candidates for the next item.
    expect(await itemParams(env.DB, hard.id)).toEqual({ a: cal!.a, b: cal!.b });
    // A small pool (the window's LIMIT would otherwise hide the two items among hundreds).
    await env.DB.prepare("UPDATE bank_items SET active = 0 WHERE type = 'read-and-select' AND id NOT IN (?, ?) AND id NOT IN (SELECT id FROM bank_items WHERE type = 'read-and-select' ORDER BY id LIMIT 6)")
      .bind(hard.id, never.id).run();
    const near = await candidatesNear(env.DB, 'read-and-select', hard.difficulty);
    expect(near.length).toBeGreaterThanOrEqual(5);
    expect(near.find((c) => c.id === hard.id)).toMatchObject({ a: cal!.a, b: cal!.b });
    const flagged = await env.DB.prepare('SELECT flags FROM item_calibration WHERE item_id = ?').bind(never.id).first<{ flags: string }>();
    expect(flagged!.flags).toContain('noneCorrect');
    expect(near.some((c) => c.id === never.id)).toBe(false);

    // A second run harvests nothing twice and re-estimates nothing without new answers.
    const again = await calibrateBank(env.DB, now + 1000);
    expect(again).toMatchObject({ harvested: 0, answers: 0, estimated: 0 });
    expect((await env.DB.prepare('SELECT answers FROM item_calibration WHERE item_id = ?').bind(hard.id).first<{ answers: number }>())!.answers).toBe(60);
    expect(scoreFromB(cal!.b)).toBeGreaterThan(hard.difficulty);
  }, 60_000);
});
