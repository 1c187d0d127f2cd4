import { describe, expect, it } from 'vitest';
import type { MarkResult } from '../../../../shared/exam/items.ts';
import { applyVerdict, conflictReasons, backoffMs, formatBytes, nextBatch, orphanMedia, packCounts, resumeIndex, settle, toWire, type QueuedAnswer } from './queue.ts';

const local = { score: 0 } as unknown as MarkResult;
const server = { score: 1 } as unknown as MarkResult;
const q = (n: number, state: QueuedAnswer['state'] = 'waiting', itemId = `item-${n}`): QueuedAnswer => ({
  key: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, packId: 'p'.repeat(22), itemId,
  answer: { choice: 'a' } as never, answeredAt: `2026-11-28T10:${String(n).padStart(2, '0')}:00.000Z`, elapsedMs: 1000, local, state,
});

describe('nextBatch', () => {
  it('sends waiting answers only, oldest first, at most the limit', () => {
    const queue = [q(3), q(1, 'synced'), q(2), q(4, 'conflict'), q(5)];
    expect(nextBatch(queue, 2).map((a) => a.itemId)).toEqual(['item-2', 'item-3']);
    expect(nextBatch(queue).map((a) => a.itemId)).toEqual(['item-2', 'item-3', 'item-5']);
  });
  it('caps one request at SYNC_MAX_ANSWERS (50)', () => {
    expect(nextBatch(Array.from({ length: 51 }, (_, i) => q(i)))).toHaveLength(50);
  });
  it('sends nothing when nothing waits', () => {
    expect(nextBatch([q(1, 'synced')])).toEqual([]);
  });
});

describe('verdicts', () => {
  it('recorded and duplicate both become synced with the server result', () => {
    expect(applyVerdict(q(1), { key: q(1).key, status: 'recorded', result: server })).toMatchObject({ state: 'synced', server });
    expect(applyVerdict(q(1), { key: q(1).key, status: 'duplicate', result: server })).toMatchObject({ state: 'synced', server });
  });
  it('a conflict keeps the answer with its reason', () => {
    expect(applyVerdict(q(1), { key: q(1).key, status: 'conflict', reason: 'pack_expired' })).toMatchObject({ state: 'conflict', reason: 'pack_expired' });
  });
  it('a settled answer is not changed by a late verdict', () => {
    const done = { ...q(1, 'synced'), server };
    expect(applyVerdict(done, { key: done.key, status: 'conflict', reason: 'item_retired' })).toBe(done);
  });
  it('settle leaves answers without a verdict waiting (a short answer list is retried, not dropped)', () => {
    const out = settle([q(1), q(2)], [{ key: q(2).key, status: 'recorded', result: server }, { key: q(9).key, status: 'recorded' }]);
    expect(out.map((a) => [a.itemId, a.state])).toEqual([['item-2', 'synced']]);
  });
  it('the wire form carries only the contract fields', () => {
    expect(Object.keys(toWire(q(1))).sort()).toEqual(['answer', 'answeredAt', 'elapsedMs', 'itemId', 'key', 'packId']);
  });
});

describe('counts and resume', () => {
  it('counts answered, left and each sync state', () => {
    expect(packCounts(5, [q(1), q(2, 'synced'), q(3, 'conflict')])).toEqual({ answered: 3, left: 2, waiting: 1, synced: 1, conflict: 1 });
  });
  it('resumes at the first unanswered item, -1 when done', () => {
    expect(resumeIndex(['item-1', 'item-2', 'item-3'], [q(1), q(2)])).toBe(2);
    expect(resumeIndex(['item-1'], [q(1)])).toBe(-1);
  });
});

describe('backoff', () => {
  it('doubles from 2 s and stops growing at 5 minutes', () => {
    expect([1, 2, 3].map(backoffMs)).toEqual([2000, 4000, 8000]);
    expect(backoffMs(20)).toBe(300_000);
  });
});

describe('formatBytes', () => {
  it('shows MB with one decimal from 1 MB and KB below, in the locale', () => {
    expect(formatBytes(4_321_000, 'en')).toBe('4.3 MB');
    expect(formatBytes(4_321_000, 'de')).toBe('4,3 MB');
    expect(formatBytes(999_999, 'en')).toBe('1,000 KB');
    expect(formatBytes(1, 'en')).toBe('1 KB');
  });
});

describe('orphanMedia', () => {
  it('deletes only media no other pack uses', () => {
    expect(orphanMedia(['/media/a.mp3', '/media/b.mp3'], [['/media/b.mp3']])).toEqual(['/media/a.mp3']);
  });
});

describe('conflictReasons', () => {
  it('lists each reason once with its count, synced and waiting answers left out', () => {
    const c = (n: number, reason: QueuedAnswer['reason']) => ({ ...q(n, 'conflict'), reason });
    expect(conflictReasons([c(1, 'pack_expired'), q(2), c(3, 'pack_expired'), c(4, 'item_retired'), q(5, 'synced')]))
      .toEqual([['pack_expired', 2], ['item_retired', 1]]);
  });
});
