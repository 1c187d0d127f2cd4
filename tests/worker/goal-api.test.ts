/**
 * The goal API (issue 28): validation, CSRF, owner only, today's plan frozen for the day, practice answered today
 * ticking its block, hand ticks, and the projection once there is evidence.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { GoalView } from '../../src/shared/api/goal.ts';
import { NextResponse } from '../../src/shared/api/practice.ts';
import { isoFromDay, localDay } from '../../src/shared/learning/planning/time-zone.ts';
import { call, env, register } from './api-helpers.ts';
import { seedBank } from './bank-seed.ts';

beforeAll(seedBank);

const inDays = (n: number, tz = 'UTC') => isoFromDay(localDay(Date.now(), tz) + n);
const goal = (over: Record<string, unknown> = {}) => ({ target: 110, testDate: inDays(30), minutes: 30, timeZone: 'UTC', ...over });
const view = (r: { res: Response; json: unknown; text: string }) => {
  expect(r.res.status, r.text).toBe(200);
  return v.parse(GoalView, r.json);
};

describe('goal API', { timeout: 30_000 }, () => {
  it('needs a session, and a state change needs the site as its origin', async () => {
    expect((await call('/goal')).res.status).toBe(401);
    const { token } = await register();
    expect((await call('/goal', { body: goal(), token, origin: 'https://evil.example' })).res.status).toBe(403);
    expect(view(await call('/goal', { token }))).toMatchObject({ goal: null, plan: null, projection: null });
  });

  it('refuses a target outside 10–160 or off the steps of 5, a bad date, minutes outside 20–40 and an unknown time zone', async () => {
    const { token } = await register();
    for (const [body, code] of [
      [goal({ target: 165 }), 'target_invalid'], [goal({ target: 5 }), 'target_invalid'], [goal({ target: 112 }), 'target_invalid'],
      [goal({ testDate: '2027-02-30' }), 'date_invalid'], [goal({ minutes: 45 }), 'minutes_invalid'], [goal({ minutes: 15 }), 'minutes_invalid'],
      [goal({ timeZone: 'Mars/Olympus' }), 'time_zone_invalid'],
    ] as const) {
      const r = await call('/goal', { body, token });
      expect(r.res.status, JSON.stringify(body)).toBe(400);
      expect(r.json.code).toBe(code);
    }
    expect((await call('/goal', { body: goal({ target: 160, minutes: 40 }), token })).res.status).toBe(200);
    expect((await call('/goal', { body: goal({ target: 10, minutes: 20 }), token })).res.status).toBe(200);
  });

  it('stores the goal on the account: the owner sees it, another learner does not', async () => {
    const a = await register();
    const b = await register();
    const set = view(await call('/goal', { body: goal({ timeZone: 'Asia/Tokyo', testDate: inDays(12, 'Asia/Tokyo') }), token: a.token }));
    expect(set.goal).toMatchObject({ target: 110, minutes: 30, timeZone: 'Asia/Tokyo', daysLeft: 12 });
    expect(view(await call('/goal', { token: a.token })).goal?.target).toBe(110);
    expect(view(await call('/goal', { token: b.token })).goal).toBeNull();
    expect((await call('/goal/tick', { body: { key: set.plan!.items[0]!.key }, token: b.token })).res.status).toBe(404);
  });

  it('a new learner: no projection yet, a plan that starts with the free diagnostic and fits the minutes', async () => {
    const { token } = await register();
    const g = view(await call('/goal', { body: goal({ minutes: 20 }), token }));
    expect(g.projection).toMatchObject({ status: 'no-data', probability: null, points: [] });
    expect(g.plan!.items[0]).toMatchObject({ kind: 'mock', mode: 'diagnostic' });
    expect(g.plan!.items.reduce((t, i) => t + i.minutes, 0)).toBeLessThanOrEqual(20);
    expect(g.plan!.day).toBe(inDays(0));
  });

  it('a test date in the past says so', async () => {
    const { token } = await register();
    const g = view(await call('/goal', { body: goal({ testDate: inDays(-3) }), token }));
    expect(g.goal!.daysLeft).toBe(-3);
    expect(['past', 'no-data']).toContain(g.projection!.status);
  });

  it('answering practice of a planned type ticks its block; the plan stays the same all day', async () => {
    const { token } = await register();
    const first = view(await call('/goal', { body: goal(), token }));
    // A new learner's skills are all equal: the first reading block is Read and Select (the list's order).
    const block = first.plan!.items.find((i) => i.kind === 'practice' && i.type === 'read-and-select')!;
    expect(block.done).toBe(false);
    const next = v.parse(NextResponse, (await call(`/practice/next?type=${block.type}&count=${block.items}`, { token })).json);
    for (const item of next.items) {
      // Any answer counts as practice done, right or wrong.
      const r = await call('/practice/answer', { body: { attemptId: item.attemptId, answer: { type: 'read-and-select', real: true }, elapsedMs: 3000 }, token });
      expect(r.res.status, r.text).toBe(200);
    }
    const after = view(await call('/goal', { token }));
    expect(after.plan!.items.map((i) => i.key)).toEqual(first.plan!.items.map((i) => i.key));
    const ticked = after.plan!.items.find((i) => i.key === block.key)!;
    expect(ticked).toMatchObject({ doneItems: block.items, done: true });
    expect(after.plan!.doneMinutes).toBe(block.minutes);
  });

  it('a hand tick marks an item done and counts its minutes; an unknown key is refused', async () => {
    const { token } = await register();
    const g = view(await call('/goal', { body: goal(), token }));
    const item = g.plan!.items[g.plan!.items.length - 1]!;
    const t = view(await call('/goal/tick', { body: { key: item.key }, token }));
    expect(t.plan!.items.find((i) => i.key === item.key)!.done).toBe(true);
    expect(t.plan!.doneMinutes).toBe(item.minutes);
    expect((await call('/goal/tick', { body: { key: 'practice-nothing' }, token })).json.code).toBe('item_not_found');
  });

  it('with evidence (practice answers): a projection to the test date with a band and a probability', async () => {
    const { token, user } = await register();
    // 40 marked practice answers of known difficulty are enough evidence for the predictor (ADR 023).
    const items = (await env.DB.prepare("SELECT id FROM bank_items WHERE type = 'read-and-select' LIMIT 40").all<{ id: string }>()).results;
    const now = Date.now();
    await env.DB.batch(items.map((it, i) => env.DB.prepare(
      "INSERT INTO practice_attempts (user_id, id, item_id, type, mode, issued_at, answered_at, day, score) VALUES (?, ?, ?, 'read-and-select', 'practice', ?, ?, ?, ?)",
    ).bind(user.id, `seed-${i}`, it.id, now - 3_600_000, now - 3_600_000 + i, Math.floor(now / 86_400_000), i % 3 ? 1 : 0)));
    const g = view(await call('/goal', { body: goal({ target: 60 }), token }));
    expect(g.projection!.status).not.toBe('no-data');
    expect(g.projection!.probability).toBeGreaterThan(0);
    expect(g.projection!.atTest!.day).toBe(inDays(30));
    expect(g.projection!.atTest!.high).toBeGreaterThan(g.projection!.atTest!.low);
    const hard = view(await call('/goal', { body: goal({ target: 160 }), token }));
    expect(hard.projection!.probability!).toBeLessThan(g.projection!.probability!);
  });

  it('reminders need consent; all off withdraws it', async () => {
    const { token } = await register();
    expect((await call('/goal/reminders', { body: { weekly: true, dailyHour: null, consent: true, timeZone: 'UTC' }, token })).json.code).toBe('goal_not_found');
    await call('/goal', { body: goal(), token });
    const refused = await call('/goal/reminders', { body: { weekly: false, dailyHour: 8, consent: false, timeZone: 'UTC' }, token });
    expect(refused.res.status).toBe(400);
    expect(refused.json.code).toBe('consent_required');
    expect(view(await call('/goal/reminders', { body: { weekly: true, dailyHour: 8, consent: true, timeZone: 'UTC' }, token })).reminders).toEqual({ weekly: true, dailyHour: 8, consent: true });
    expect(view(await call('/goal/reminders', { body: { weekly: false, dailyHour: null, consent: false, timeZone: 'UTC' }, token })).reminders).toEqual({ weekly: false, dailyHour: null, consent: false });
  });
});
