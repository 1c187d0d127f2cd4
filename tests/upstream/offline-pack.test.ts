/**
 * Issue 29 in upstream mode: the pack plan, the download and the sync go to the upstream like every /weapp/api
 * call (no retries by the proxy), and the upstream's idempotency is what the device sees.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, env, ip } from '../worker/api-helpers.ts';
import { seedBank } from '../worker/bank-seed.ts';
import { upstreamCalls } from './stub-upstream.ts';

beforeAll(seedBank);

describe('practice packs through the proxy', () => {
  it('forwards plan, download and sync; a batch sent twice lands once at the upstream', async () => {
    const g = await call('/common/guest', { body: {}, ip: ip() });
    const token = g.json.token as string;
    await env.DB.prepare('UPDATE users SET vip_end_time = ? WHERE id = ?').bind(Date.now() + 86_400_000, g.json.user.id).run();
    expect((await call('/practice/pack/plan?types=read-and-select&size=10', { token })).json).toMatchObject({ items: 10 });
    const pack = await call('/practice/pack', { body: { types: ['read-and-select'], size: 10 }, token });
    expect(pack.res.status, pack.text).toBe(200);
    const { item, key } = pack.json.items[0];
    const answers = [{ key: crypto.randomUUID(), packId: pack.json.packId, itemId: item.id, answer: { type: 'read-and-select', real: key.real }, answeredAt: new Date().toISOString(), elapsedMs: 2000 }];
    expect((await call('/practice/sync', { body: { answers }, token })).json.verdicts[0]).toMatchObject({ status: 'recorded' });
    expect((await call('/practice/sync', { body: { answers }, token })).json.verdicts[0]).toMatchObject({ status: 'duplicate' });
    const paths = upstreamCalls.map((c) => `${c.method} ${c.path.split('?')[0]}`);
    expect(paths).toEqual(expect.arrayContaining(['GET /weapp/api/practice/pack/plan', 'POST /weapp/api/practice/pack', 'POST /weapp/api/practice/sync']));
    expect(paths.filter((p) => p === 'POST /weapp/api/practice/sync')).toHaveLength(2);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM offline_answers WHERE user_id = ?').bind(g.json.user.id).first<{ n: number }>();
    expect(rows!.n).toBe(1);
  });
});
