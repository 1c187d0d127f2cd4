/** Issue 26 §2–3: the public sample marks only the published sample; parallel /practice/next re-serves. */
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { NextResponse, SampleResponse } from '../../src/shared/api/practice.ts';
import { SAMPLE_POOL_SIZE } from '../../src/shared/constants.ts';
import { call, env, ip } from './api-helpers.ts';
import { keyOf, seedBank } from './bank-seed.ts';

beforeAll(seedBank);

async function guest() {
  const g = await call('/common/guest', { body: {}, ip: ip() });
  return g.json.token as string;
}

describe('the public sample', () => {
  it('marks only the published sample items and answers any other item 404 without a key', async () => {
    const type = 'fill-in-the-blanks';
    const { results } = await env.DB.prepare('SELECT id FROM bank_items WHERE type = ? AND active = 1 ORDER BY difficulty, id').bind(type).all<{ id: string }>();
    expect(results.length).toBeGreaterThan(SAMPLE_POOL_SIZE);
    const published = results.slice(0, SAMPLE_POOL_SIZE).map((r) => r.id);
    const hidden = results.at(-1)!.id;
    const key = await keyOf(hidden);
    const refused = await call('/practice/sample/answer', { body: { itemId: hidden, answer: { type, letters: key.missing } }, ip: ip() });
    expect(refused.res.status).toBe(404);
    expect(refused.json.code).toBe('item_not_found');
    expect(refused.text).not.toContain(key.missing);
    const ok = await call('/practice/sample/answer', { body: { itemId: published[0], answer: { type, letters: (await keyOf(published[0]!)).missing } }, ip: ip() });
    expect(ok.res.status).toBe(200);
    expect(ok.json.result.score).toBe(1);
  });

  it('serves sets from the published sample only', async () => {
    const type = 'read-and-select';
    const { results } = await env.DB.prepare('SELECT id FROM bank_items WHERE type = ? AND active = 1 ORDER BY difficulty, id LIMIT ?').bind(type, SAMPLE_POOL_SIZE).all<{ id: string }>();
    const published = new Set(results.map((r) => r.id));
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      for (const item of v.parse(SampleResponse, (await call(`/practice/sample?type=${type}&count=5`, { ip: ip() })).json).items) seen.add(item.id);
    }
    for (const id of seen) expect(published.has(id), id).toBe(true);
  });
});

describe('/practice/next under parallel calls', { timeout: 60_000 }, () => {
  it('issues one set and re-serves it to every parallel call (no extra exposure)', async () => {
    const token = await guest();
    const before = await env.DB.prepare('SELECT COALESCE(SUM(issued), 0) AS n FROM item_exposure').first<{ n: number }>();
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('/practice/next?type=read-and-select&count=3', { token })));
    const ids = new Set<string>();
    const items = new Set<string>();
    for (const a of answers) {
      expect(a.res.status, a.text).toBe(200);
      for (const i of v.parse(NextResponse, a.json).items) { ids.add(i.attemptId); items.add(i.item.id); }
    }
    expect(ids.size).toBe(3);
    expect(items.size).toBe(3);
    const after = await env.DB.prepare('SELECT COALESCE(SUM(issued), 0) AS n FROM item_exposure').first<{ n: number }>();
    expect(after!.n - before!.n).toBe(3);
  });
});
