import { describe, expect, it } from 'vitest';
import type { MarkResult, PublicItem } from '../exam/items.ts';
import { missedParts, opensCard, promptExcerpt } from './notebook.ts';

const part = (score: number, given: string, expected: string) => ({ id: given, group: 'gaps', score, given, expected });
const result = (score: number | null, parts: ReturnType<typeof part>[], marking: 'objective' | 'open' = 'objective'): MarkResult => ({
  itemId: 'i', type: 'read-and-complete', marking, score, groups: {}, parts, explanations: [], samples: [], rubric: [], material: [],
});
const base = { id: 'x', difficulty: 80, cefr: 'B1' as const, topic: 't' };

describe('notebook: which answers open a card', () => {
  it('a C-test with one wrong gap of ten opens a card with that gap only', () => {
    const parts = [...Array.from({ length: 9 }, (_, i) => part(1, `ok${i}`, `ok${i}`)), part(0, 'hel', 'help')];
    const r = result(0.9, parts);
    expect(opensCard(r)).toBe(true);
    expect(missedParts(r)).toEqual([{ given: 'hel', expected: 'help' }]);
  });

  it('a fully right answer opens none', () => {
    const r = result(1, [part(1, 'a', 'a'), part(1, 'b', 'b')]);
    expect(opensCard(r)).toBe(false);
    expect(missedParts(r)).toEqual([]);
  });

  it('a part with partial credit (a typo) counts as missed; open answers never open a card', () => {
    expect(missedParts(result(0.8, [part(0.8, 'recieve', 'receive')]))).toHaveLength(1);
    expect(opensCard(result(null, [part(0, 'x', 'y')], 'open'))).toBe(false);
  });
});

describe('notebook: prompt excerpt', () => {
  it('shows gaps as the given letters and underscores, clipped on a word at the limit', () => {
    const item: PublicItem = { ...base, type: 'read-and-complete', title: null, segments: [
      { kind: 'text', text: 'We ' }, { kind: 'gap', index: 0, prefix: 'ne', missing: 2 }, { kind: 'text', text: ' more time to finish the long report tonight.' },
    ] };
    expect(promptExcerpt(item)).toBe('We ne__ more time to finish the long report tonight.');
    const short = promptExcerpt(item, 20);
    expect(short.length).toBeLessThanOrEqual(20);
    expect(short).toBe('We ne__ more time…');
  });

  it('names the word for Read and Select and says nothing for items only heard', () => {
    expect(promptExcerpt({ ...base, type: 'read-and-select', word: 'glorp' })).toBe('glorp');
    expect(promptExcerpt({ ...base, type: 'listen-and-type', audio: null, maxPlays: 3 })).toBe('');
  });
});
