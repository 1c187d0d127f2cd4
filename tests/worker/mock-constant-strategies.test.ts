/**
 * Issue 23: no task of the mock can be maxed by a constant strategy. Every marked item of the committed bank is
 * answered the same way (the same letters in every gap, the same option for every choice) through the real
 * marker; such answers must stay at or below chance.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Answer, PublicItem } from '../../src/shared/exam/items.ts';
import type { TaskTypeId } from '../../src/shared/exam/task-types.ts';
import { markAnswer } from '../../src/shared/learning/marking/index.ts';
import { toPublicItem, type ItemRow } from '../../src/worker/learning/bank-repo.ts';
import { env } from './api-helpers.ts';
import { seedBank } from './bank-seed.ts';

beforeAll(seedBank);

async function bank(type: TaskTypeId): Promise<{ item: PublicItem; key: unknown }[]> {
  const { results } = await env.DB.prepare('SELECT * FROM bank_items WHERE type = ? AND active = 1').bind(type).all<ItemRow & { answer_key: string }>();
  return results.map((r) => ({ item: toPublicItem(r), key: JSON.parse(r.answer_key) }));
}

function meanScore(items: { item: PublicItem; key: unknown }[], answer: (item: PublicItem) => Answer): { mean: number; full: number } {
  let total = 0, full = 0;
  for (const { item, key } of items) {
    const s = markAnswer(item, key as never, answer(item)).score ?? 0;
    total += s;
    if (s >= 1) full += 1;
  }
  return { mean: total / items.length, full };
}

const LETTERS = ['', 'e', 's', 'ed', 'ing', 'the'];

describe('constant strategies stay at chance on every marked task', () => {
  it('Fill in the Blanks, Read and Complete and Listen and Type: the same letters everywhere score (almost) nothing', { timeout: 60_000 }, async () => {
    const fib = await bank('fill-in-the-blanks');
    const rc = await bank('read-and-complete');
    const lt = await bank('listen-and-type');
    expect(fib.length).toBeGreaterThan(100);
    for (const letters of LETTERS) {
      // A common ending is right for a few words by chance, never for most.
      expect(meanScore(fib, () => ({ type: 'fill-in-the-blanks', letters })).mean).toBeLessThan(0.1);
      expect(meanScore(rc, (i) => ({ type: 'read-and-complete', gaps: Array.from({ length: gapsOf(i) }, () => letters) })).mean).toBeLessThan(0.1);
      expect(meanScore(lt, () => ({ type: 'listen-and-type', text: letters, plays: 1 })).full).toBe(0);
    }
  });

  it('Interactive Reading and Listening: picking the same option everywhere is never a full score and stays near chance', { timeout: 60_000 }, async () => {
    const ir = await bank('interactive-reading');
    const il = await bank('interactive-listening');
    for (const k of [0, 1, 2, 3]) {
      const reading = meanScore(ir, (i) => {
        const s = i as Extract<PublicItem, { type: 'interactive-reading' }>;
        return { type: 'interactive-reading', sentences: s.sentences.filter((x) => x.kind === 'choice').map(() => k), passage: k, highlights: s.highlights.map(() => null), mainIdea: k, title: k };
      });
      expect(reading.full).toBe(0);
      expect(reading.mean).toBeLessThan(0.5);
      const listening = meanScore(il, (i) => {
        const s = i as Extract<PublicItem, { type: 'interactive-listening' }>;
        return { type: 'interactive-listening', complete: s.complete.filter((x) => x.kind === 'blank').map(() => 'e'), responses: s.turns.filter((t) => t.speaker === 'you').map(() => k), summary: '' };
      });
      expect(listening.full).toBe(0);
      expect(listening.mean).toBeLessThan(0.5);
    }
  });
});

function gapsOf(item: PublicItem): number {
  return item.type === 'read-and-complete' ? item.segments.filter((s) => s.kind === 'gap').length : 0;
}
