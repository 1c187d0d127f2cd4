import { describe, expect, it } from 'vitest';
import { clampAnsweredAt, mediaSources, packableType, spreadPack, unitsFor } from './pack-plan.ts';
import type { TaskTypeId } from '../exam/task-types.ts';

const bank = (entries: [TaskTypeId, number][]) => new Map(entries);
const plenty = bank([['read-and-select', 500], ['fill-in-the-blanks', 500], ['listen-and-type', 500]]);

describe('packableType', () => {
  it('takes objective types and refuses open ones', () => {
    expect(packableType('fill-in-the-blanks')).toBe(true);
    expect(packableType('interactive-listening')).toBe(true);
    expect(packableType('write-about-the-photo')).toBe(false);
    expect(packableType('read-aloud')).toBe(false);
  });
});

describe('unitsFor', () => {
  it('counts a round of words as one unit and other items one each', () => {
    expect(unitsFor('read-and-select', 10)).toBe(1);
    expect(unitsFor('read-and-select', 11)).toBe(2);
    expect(unitsFor('fill-in-the-blanks', 11)).toBe(11);
    expect(unitsFor('fill-in-the-blanks', 0)).toBe(0);
  });
});

describe('spreadPack', () => {
  it('gives Premium the whole size, spread evenly in the order chosen', () => {
    const s = spreadPack(['fill-in-the-blanks', 'listen-and-type'], 151, plenty, null);
    expect(s.byType).toEqual([{ type: 'fill-in-the-blanks', items: 76 }, { type: 'listen-and-type', items: 75 }]);
    expect(s).toMatchObject({ items: 151, units: 0, limitedBy: null });
  });

  it('a free learner with no unit left gets nothing, limited by the allowance', () => {
    expect(spreadPack(['fill-in-the-blanks'], 20, plenty, 0)).toMatchObject({ items: 0, units: 0, limitedBy: 'allowance' });
  });

  it('exactly the units left for the size: all of it; one fewer: one item fewer', () => {
    expect(spreadPack(['fill-in-the-blanks'], 12, plenty, 12)).toMatchObject({ items: 12, units: 12, limitedBy: null });
    expect(spreadPack(['fill-in-the-blanks'], 12, plenty, 11)).toMatchObject({ items: 11, units: 11, limitedBy: 'allowance' });
    expect(spreadPack(['fill-in-the-blanks'], 12, plenty, 30)).toMatchObject({ items: 12, units: 12, limitedBy: null });
  });

  it('counts Read and Select by rounds: one unit holds ten words', () => {
    const s = spreadPack(['read-and-select', 'fill-in-the-blanks'], 40, plenty, 3);
    // Turn by turn: word 1 opens a round (1), FIB 1 (2), word 2 free, FIB 2 (3), then only words are free.
    expect(s.byType).toEqual([{ type: 'read-and-select', items: 10 }, { type: 'fill-in-the-blanks', items: 2 }]);
    expect(s).toMatchObject({ items: 12, units: 3, limitedBy: 'allowance' });
  });

  it('says the bank ran short when a type has too few items, and fills from the others', () => {
    const s = spreadPack(['fill-in-the-blanks', 'listen-and-type'], 30, bank([['fill-in-the-blanks', 5], ['listen-and-type', 100]]), null);
    expect(s.byType).toEqual([{ type: 'fill-in-the-blanks', items: 5 }, { type: 'listen-and-type', items: 25 }]);
    expect(s.limitedBy).toBeNull();
    expect(spreadPack(['fill-in-the-blanks'], 30, bank([['fill-in-the-blanks', 5]]), null)).toMatchObject({ items: 5, limitedBy: 'bank' });
  });
});

describe('clampAnsweredAt', () => {
  const created = Date.UTC(2026, 10, 1);
  const now = Date.UTC(2026, 10, 20);
  it('keeps a plausible device time and clamps one before the pack or in the future', () => {
    expect(clampAnsweredAt('2026-11-10T08:00:00.000Z', created, now)).toBe(Date.UTC(2026, 10, 10, 8));
    expect(clampAnsweredAt('2020-01-01T00:00:00.000Z', created, now)).toBe(created);
    expect(clampAnsweredAt('2030-01-01T00:00:00.000Z', created, now)).toBe(now);
  });
});

describe('mediaSources', () => {
  it('finds every media file once, however deep', () => {
    const stim = { audio: { src: '/media/audio/a.mp3' }, turns: [{ audio: { src: '/media/audio/b.mp3' } }, { audio: { src: '/media/audio/a.mp3' } }, { audio: null }], text: 'src' };
    expect(mediaSources(stim)).toEqual(['/media/audio/a.mp3', '/media/audio/b.mp3']);
  });
});
