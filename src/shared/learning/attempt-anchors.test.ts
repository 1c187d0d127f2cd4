import { describe, expect, it } from 'vitest';
import type { PublicItem } from '../exam/items.ts';
import { MAX_ANCHOR_NAMES, parseAnchors, playLimit, withPart, withPlay } from './attempt-anchors.ts';

const base = { id: 'x', difficulty: 80, cefr: 'B1' as const, topic: 't' };
const audio = { src: '/a.mp3' };
const il: PublicItem = { ...base, type: 'interactive-listening', scenario: 's', partner: { name: 'P', voice: 'female' },
  turns: [{ speaker: 'partner', audio }, { speaker: 'you', index: 0, options: ['a', 'b'] }, { speaker: 'partner', audio }], complete: [] };

describe('attempt anchors', () => {
  it('keeps the first start of a part', () => {
    const a = withPart(parseAnchors(null), 'main', 1000)!;
    expect(withPart(a, 'main', 5000)).toBe(a);
    expect(withPart(a, 'follow', 5000)!.parts).toEqual({ main: 1000, follow: 5000 });
  });

  it('refuses a part beyond the bound', () => {
    let a = parseAnchors(null);
    for (let i = 0; i < MAX_ANCHOR_NAMES; i++) a = withPart(a, `p${i}`, i)!;
    expect(withPart(a, 'one-more', 1)).toBeNull();
  });

  it('counts plays up to the limit and refuses the next', () => {
    const one = withPlay(parseAnchors(null), 'turn-0', 1)!;
    expect(one.plays['turn-0']).toBe(1);
    expect(withPlay(one, 'turn-0', 1)).toBeNull();
    expect(withPlay(one, 'turn-2', 1)!.plays).toEqual({ 'turn-0': 1, 'turn-2': 1 });
  });

  it('knows which clips an item has, and their limits', () => {
    expect(playLimit(il, 'turn-0')).toBe(1);
    expect(playLimit(il, 'turn-2')).toBe(1);
    expect(playLimit(il, 'turn-1')).toBeNull();
    expect(playLimit(il, 'turn-9')).toBeNull();
    expect(playLimit(il, 'audio')).toBeNull();
    expect(playLimit({ ...base, type: 'listen-and-type', audio, maxPlays: 3 }, 'audio')).toBe(3);
    expect(playLimit({ ...base, type: 'read-aloud', text: 'x' }, 'audio')).toBeNull();
  });
});
