/**
 * Issue 29: practice packs and the exactly-once sync of answers given offline (ADR 061). Packs respect the free
 * allowance, hold keys of objective items only, and every offline answer lands once, however often it is sent.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PackPlanResponse, PackResponse, SyncResponse, type OfflineAnswer } from '../../src/shared/api/offline-pack.ts';
import { NotebookResponse, PracticeProgressResponse } from '../../src/shared/api/practice.ts';
import { FREE_DAILY_ITEMS, PACKS_PER_HOUR } from '../../src/shared/constants.ts';
import { OBJECTIVE_TYPES, taskType } from '../../src/shared/exam/task-types.ts';
import { dayNumber } from '../../src/shared/learning/allowance.ts';
import { markAnswer } from '../../src/shared/learning/marking/index.ts';
import { call, env, ip } from './api-helpers.ts';
import { keyOf, seedBank } from './bank-seed.ts';

beforeAll(seedBank);

async function guest() {
  const g = await call('/common/guest', { body: {}, ip: ip() });
  return { token: g.json.token as string, id: g.json.user.id as number };
}
const setUsed = (id: number, used: number) =>
  env.DB.prepare('INSERT OR REPLACE INTO practice_allowance (user_id, day, used) VALUES (?, ?, ?)').bind(id, dayNumber(Date.now()), used).run();
const usedNow = async (id: number) =>
  (await env.DB.prepare('SELECT used FROM practice_allowance WHERE user_id = ? AND day = ?').bind(id, dayNumber(Date.now())).first<{ used: number }>())?.used ?? 0;
const premium = (id: number) => env.DB.prepare('UPDATE users SET vip_end_time = ? WHERE id = ?').bind(Date.now() + 86_400_000, id).run();
const rows = async (id: number) => (await env.DB.prepare('SELECT COUNT(*) AS n FROM practice_attempts WHERE user_id = ?').bind(id).first<{ n: number }>())!.n;

async function plan(token: string, types: string, size: number) {
  const r = await call(`/practice/pack/plan?types=${types}&size=${size}`, { token });
  expect(r.res.status, r.text).toBe(200);
  return v.parse(PackPlanResponse, r.json);
}
async function pack(token: string, types: string[], size: number) {
  const r = await call('/practice/pack', { body: { types, size }, token });
  expect(r.res.status, r.text).toBe(200);
  return v.parse(PackResponse, r.json);
}
async function sync(token: string, answers: OfflineAnswer[]) {
  const r = await call('/practice/sync', { body: { answers }, token });
  expect(r.res.status, r.text).toBe(200);
  return v.parse(SyncResponse, r.json);
}
async function totals(token: string) {
  const r = await call('/practice/progress', { token });
  return v.parse(PracticeProgressResponse, r.json).totals;
}

/** An offline answer to a Read and Select word of the pack: right or wrong on purpose. */
function wordAnswer(p: PackResponse, index: number, right: boolean, at = new Date().toISOString()): OfflineAnswer {
  const { item, key } = p.items[index]!;
  const real = (key as { real: boolean }).real;
  return { key: crypto.randomUUID(), packId: p.packId, itemId: item.id, answer: { type: 'read-and-select', real: right ? real : !real }, answeredAt: at, elapsedMs: 3000 };
}

describe('GET /practice/pack/plan', () => {
  it('a free learner with nothing left gets an empty plan, limited by the allowance', async () => {
    const { token, id } = await guest();
    await setUsed(id, FREE_DAILY_ITEMS);
    const p = await plan(token, 'fill-in-the-blanks', 20);
    expect(p).toMatchObject({ items: 0, limitedBy: 'allowance', mediaBytes: 0 });
    expect(p.allowance).toMatchObject({ used: FREE_DAILY_ITEMS, limit: FREE_DAILY_ITEMS });
  });

  it('exactly the size left gives the whole size; one unit fewer gives one item fewer; plans reserve nothing', async () => {
    const { token, id } = await guest();
    await setUsed(id, FREE_DAILY_ITEMS - 12);
    expect(await plan(token, 'fill-in-the-blanks', 12)).toMatchObject({ items: 12, limitedBy: null, byType: [{ type: 'fill-in-the-blanks', items: 12 }] });
    await setUsed(id, FREE_DAILY_ITEMS - 11);
    expect(await plan(token, 'fill-in-the-blanks', 12)).toMatchObject({ items: 11, limitedBy: 'allowance' });
    await setUsed(id, 0);
    expect(await plan(token, 'fill-in-the-blanks', 12)).toMatchObject({ items: 12, limitedBy: null });
    expect(await usedNow(id)).toBe(0);
  });

  it('counts Read and Select by rounds and gives Premium the full size with its data and media bytes', async () => {
    const { token, id } = await guest();
    await setUsed(id, FREE_DAILY_ITEMS - 1);
    // One unit left holds one round of ten words.
    expect(await plan(token, 'read-and-select', 30)).toMatchObject({ items: 10, limitedBy: 'allowance' });
    await premium(id);
    const p = await plan(token, 'read-and-select,fill-in-the-blanks,listen-and-type,interactive-listening', 150);
    expect(p).toMatchObject({ items: 150, limitedBy: null, allowance: { premium: true, limit: null } });
    expect(p.byType.reduce((s, t) => s + t.items, 0)).toBe(150);
    expect(p.dataBytes).toBeGreaterThan(10_000);
    expect(p.mediaBytes).toBeGreaterThan(100_000);
  });

  it('a typical 150-item pack with Listen and Type and Interactive Listening audio stays under 5 MB', async () => {
    const { token, id } = await guest();
    await premium(id);
    // The same choice of types as scripts/bench-pack.mjs (npm run bench prints the figure).
    const p = await plan(token, 'read-and-select,fill-in-the-blanks,read-and-complete,listen-and-type,interactive-reading,interactive-listening', 150);
    console.log(`150-item pack: data ${p.dataBytes} B, media ${p.mediaBytes} B`);
    expect(p.items).toBe(150);
    expect(p.byType.find((t) => t.type === 'interactive-listening')!.items).toBeGreaterThan(0);
    expect(p.dataBytes + p.mediaBytes).toBeLessThan(5_000_000);
  });

  it('refuses open task types with a clear error, and asks for a signed-in learner', async () => {
    const { token } = await guest();
    const r = await call('/practice/pack/plan?types=fill-in-the-blanks,write-about-the-photo&size=20', { token });
    expect(r.json).toMatchObject({ status: 400, code: 'type_not_packable', field: 'types' });
    expect(r.json.message).toMatch(/objective/);
    expect((await call('/practice/pack/plan?types=fill-in-the-blanks&size=20')).json).toMatchObject({ status: 401 });
    expect((await call('/practice/pack/plan?types=fill-in-the-blanks&size=5', { token })).json).toMatchObject({ status: 400, code: 'size_invalid' });
  });
});

describe('POST /practice/pack', () => {
  it('holds keys of objective items only, marks like the server, and takes the units from today\'s allowance', async () => {
    const { token, id } = await guest();
    await setUsed(id, FREE_DAILY_ITEMS - 10);
    const types = ['read-and-select', 'fill-in-the-blanks', 'listen-and-type'];
    const p = await pack(token, types, 40);
    // 10 units left, taken in turn: 5 fill-in-the-blanks, 4 listen-and-type and one round of 10 words.
    expect(p.items.map((i) => i.item.type).sort()).toEqual([...Array(5).fill('fill-in-the-blanks'), ...Array(4).fill('listen-and-type'), ...Array(10).fill('read-and-select')]);
    expect(p.allowance).toMatchObject({ used: FREE_DAILY_ITEMS, limit: FREE_DAILY_ITEMS });
    expect(await usedNow(id)).toBe(FREE_DAILY_ITEMS);
    expect(new Date(p.expiresAt).getTime() - new Date(p.createdAt).getTime()).toBe(30 * 86_400_000);
    for (const { item, key } of p.items) {
      expect(OBJECTIVE_TYPES).toContain(item.type);
      expect(taskType(item.type).marking).toBe('objective');
      expect(key).toEqual(await keyOf(item.id));
    }
    const listen = p.items.filter((i) => i.item.type === 'listen-and-type');
    expect(listen.length).toBeGreaterThan(0);
    for (const l of listen) expect(p.media.map((m) => m.src)).toContain((l.item as { audio: { src: string } }).audio.src);
    expect(p.media.every((m) => m.bytes > 0)).toBe(true);
    // Nothing left: no second pack today.
    const again = await call('/practice/pack', { body: { types, size: 10 }, token });
    expect(again.json).toMatchObject({ status: 429, code: 'allowance_exhausted' });
  });

  it('refuses open types, needs CSRF and sign-in, and is throttled per learner', async () => {
    const { token, id } = await guest();
    expect((await call('/practice/pack', { body: { types: ['interactive-writing'], size: 10 }, token })).json).toMatchObject({ status: 400, code: 'type_not_packable' });
    expect((await call('/practice/pack', { body: { types: ['fill-in-the-blanks'], size: 10 }, token, origin: 'https://evil.example' })).res.status).toBe(403);
    expect((await call('/practice/pack', { body: { types: ['fill-in-the-blanks'], size: 10 } })).json).toMatchObject({ status: 401 });
    await premium(id);
    for (let i = 1; i < PACKS_PER_HOUR; i++) await pack(token, ['fill-in-the-blanks'], 10);
    expect((await call('/practice/pack', { body: { types: ['fill-in-the-blanks'], size: 10 }, token })).json).toMatchObject({ status: 429, code: 'rate_limited' });
  });
});

describe('POST /practice/sync', () => {
  it('the same batch sent twice lands once; progress rises by exactly what was recorded', async () => {
    const { token, id } = await guest();
    await premium(id);
    const p = await pack(token, ['read-and-select'], 20);
    const before = await totals(token);
    const batch = [0, 1, 2, 3, 4].map((i) => wordAnswer(p, i, i % 2 === 0));
    const first = await sync(token, batch);
    expect(first.verdicts.map((x) => x.status)).toEqual(['recorded', 'recorded', 'recorded', 'recorded', 'recorded']);
    expect(first.verdicts.map((x) => x.key)).toEqual(batch.map((a) => a.key));
    expect(first.verdicts.map((x) => x.result!.score)).toEqual([1, 0, 1, 0, 1]);
    const second = await sync(token, batch);
    expect(second.verdicts.map((x) => x.status)).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(second.verdicts.map((x) => x.result)).toEqual(first.verdicts.map((x) => x.result));
    expect(await rows(id)).toBe(5);
    const after = await totals(token);
    expect(after.attempts - before.attempts).toBe(5);
    expect(after.marked - before.marked).toBe(5);
  });

  it('an interrupted batch (first answers sent, then the whole batch retried) lands exactly once', async () => {
    const { token, id } = await guest();
    await premium(id);
    const p = await pack(token, ['read-and-select'], 20);
    const batch = Array.from({ length: 8 }, (_, i) => wordAnswer(p, i, true));
    await sync(token, batch.slice(0, 3));
    const retried = await sync(token, batch);
    expect(retried.verdicts.map((x) => x.status)).toEqual([...Array(3).fill('duplicate'), ...Array(5).fill('recorded')]);
    expect(await rows(id)).toBe(8);
    const keys = await env.DB.prepare('SELECT COUNT(*) AS n FROM offline_answers WHERE user_id = ?').bind(id).first<{ n: number }>();
    expect(keys!.n).toBe(8);
  });

  it('reports each conflict on its own answer and records the others of the batch', async () => {
    const other = await guest();
    await premium(other.id);
    const theirs = await pack(other.token, ['read-and-select'], 10);
    const { token, id } = await guest();
    await premium(id);
    const mine = await pack(token, ['read-and-select'], 12);
    const expired = await pack(token, ['read-and-select'], 10);
    await env.DB.prepare('UPDATE practice_packs SET expires_at = ? WHERE user_id = ? AND id = ?').bind(Date.now() - 1, id, expired.packId).run();
    const retired = mine.items[4]!.item.id;
    await env.DB.prepare('UPDATE bank_items SET active = 0 WHERE id = ?').bind(retired).run();
    try {
      const notMine = { ...wordAnswer(theirs, 0, true) };
      const notInPack = { ...wordAnswer(mine, 1, true), itemId: mine.items.some((i) => i.item.id === theirs.items[1]!.item.id) ? 'rs-none' : theirs.items[1]!.item.id };
      const wrongType: OfflineAnswer = { ...wordAnswer(mine, 5, true), answer: { type: 'fill-in-the-blanks', letters: 'x' } };
      // An answer this server cannot read at all (an older device build): its own verdict, not a refused batch.
      const unreadable = { ...wordAnswer(mine, 6, true), answer: { type: 'read-and-select', real: 'yes' } } as unknown as OfflineAnswer;
      const batch = [wordAnswer(mine, 0, true), notMine, notInPack, wordAnswer(expired, 0, true), wordAnswer(mine, 4, true), wrongType, unreadable, wordAnswer(mine, 2, false)];
      const res = await sync(token, batch);
      expect(res.verdicts.map((x) => [x.status, x.reason])).toEqual([
        ['recorded', undefined], ['conflict', 'not_in_pack'], ['conflict', 'not_in_pack'], ['conflict', 'pack_expired'],
        ['conflict', 'item_retired'], ['conflict', 'answer_invalid'], ['conflict', 'answer_invalid'], ['recorded', undefined],
      ]);
      expect(await rows(id)).toBe(2);
      expect(await rows(other.id)).toBe(0);
    } finally {
      await env.DB.prepare('UPDATE bank_items SET active = 1 WHERE id = ?').bind(retired).run();
    }
  });

  it('a wrong synced answer shows in the notebook, at the device\'s time clamped to the pack and now', async () => {
    const { token, id } = await guest();
    const p = await pack(token, ['read-and-select'], 10);
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const past = '2020-01-01T00:00:00.000Z';
    const res = await sync(token, [wordAnswer(p, 0, false, future), wordAnswer(p, 1, false, past)]);
    expect(res.verdicts.map((x) => x.status)).toEqual(['recorded', 'recorded']);
    // The download took the units: syncing takes none.
    expect(res.allowance.used).toBe(1);
    const book = v.parse(NotebookResponse, (await call('/practice/notebook', { token })).json);
    expect(book.entries.map((e) => e.itemId).sort()).toEqual([p.items[0]!.item.id, p.items[1]!.item.id].sort());
    const stored = (await env.DB.prepare('SELECT answered_at FROM practice_attempts WHERE user_id = ? ORDER BY answered_at').bind(id).all<{ answered_at: number }>()).results;
    expect(stored[0]!.answered_at).toBe(new Date(p.createdAt).getTime());
    expect(stored[1]!.answered_at).toBeLessThanOrEqual(Date.now());
    expect(stored[1]!.answered_at).toBeGreaterThan(Date.now() - 60_000);
  });

  it('the device\'s marking with the pack\'s key agrees with the server\'s', async () => {
    const { token, id } = await guest();
    await premium(id);
    const p = await pack(token, ['read-and-complete'], 10);
    const { item, key } = p.items[0]!;
    const gaps = (key as { gaps: { missing: string }[] }).gaps.map((g, i) => (i === 0 ? 'zz' : g.missing));
    const answer = { type: 'read-and-complete' as const, gaps };
    const res = await sync(token, [{ key: crypto.randomUUID(), packId: p.packId, itemId: item.id, answer, answeredAt: new Date().toISOString(), elapsedMs: 60_000 }]);
    expect(res.verdicts[0]!.result).toEqual(markAnswer(item, key, answer));
    expect(res.verdicts[0]!.result!.score).toBeLessThan(1);
  });

  it('needs CSRF and sign-in', async () => {
    const { token } = await guest();
    const body = { answers: [{ key: crypto.randomUUID(), packId: 'A'.repeat(22), itemId: 'rs-0001', answer: { type: 'read-and-select', real: true }, answeredAt: new Date().toISOString(), elapsedMs: 1 }] };
    expect((await call('/practice/sync', { body, token, origin: null })).res.status).toBe(403);
    expect((await call('/practice/sync', { body })).json).toMatchObject({ status: 401 });
    const unknown = await sync(token, body.answers as OfflineAnswer[]);
    expect(unknown.verdicts[0]).toMatchObject({ status: 'conflict', reason: 'not_in_pack' });
  });
});
