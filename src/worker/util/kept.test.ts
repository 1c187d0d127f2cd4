import { describe, expect, it } from 'vitest';
import { keptFor } from './kept.ts';

const T0 = 1_000_000;

describe('data kept in the isolate for a while', () => {
  it('answers from the kept load until the minute is over, then loads again', async () => {
    const kept = keptFor<string>(60_000);
    let loads = 0;
    const load = async () => ({ data: `plans ${++loads}`, complete: true });
    expect(await kept.get('d1', load, T0)).toEqual({ data: 'plans 1', complete: true });
    expect(await kept.get('d1', load, T0 + 59_999)).toEqual({ data: 'plans 1', complete: true });
    // At the expiry instant the kept copy is no longer fresh.
    expect(await kept.get('d1', load, T0 + 60_000)).toEqual({ data: 'plans 2', complete: true });
    expect(loads).toBe(2);
  });

  it('never keeps an incomplete load or a failure: the next request asks again', async () => {
    const kept = keptFor<string[]>(60_000);
    let calls = 0;
    expect(await kept.get('d1', async () => { calls++; return { data: [], complete: false }; }, T0)).toEqual({ data: [], complete: false });
    await expect(kept.get('d1', async () => { calls++; throw new Error('D1 is down'); }, T0 + 1)).rejects.toThrow('D1 is down');
    expect(await kept.get('d1', async () => { calls++; return { data: ['basic'], complete: true }; }, T0 + 2)).toEqual({ data: ['basic'], complete: true });
    expect(calls).toBe(3);
  });

  it('keeps each key on its own, forgets on clear, and drops the oldest key past its limit', async () => {
    const kept = keptFor<string>(60_000, 2);
    let loads = 0;
    const load = (key: string) => async () => ({ data: `${key} ${++loads}`, complete: true });
    await kept.get('a', load('a'), T0);
    await kept.get('b', load('b'), T0);
    expect((await kept.get('a', load('a'), T0)).data).toBe('a 1');
    await kept.get('c', load('c'), T0); // evicts 'a', the oldest inserted
    expect((await kept.get('b', load('b'), T0)).data).toBe('b 2');
    expect((await kept.get('a', load('a'), T0)).data).toBe('a 4');
    kept.clear();
    expect((await kept.get('b', load('b'), T0)).data).toBe('b 5');
  });
});
