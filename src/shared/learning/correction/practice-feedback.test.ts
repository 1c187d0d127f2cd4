import { describe, expect, it } from 'vitest';
import type { PublicItem } from '../../exam/items.ts';
import { markOpen } from '../marking/open.ts';
import { practicePrompt, ratePracticeAnswer } from './practice-feedback.ts';

const base = { id: 'x', difficulty: 80, cefr: 'B1' as const, topic: 'daily life' };
const iw: PublicItem = { ...base, type: 'interactive-writing', prompt: 'Describe a skill you would like to learn.',
  followUps: [{ question: 'How would cooking change your routine?' }, { question: 'Who could teach you?' }] };

describe('practice feedback context', () => {
  it('rates Interactive Writing against the follow-up question the learner answered', () => {
    const answer = { type: 'interactive-writing' as const, text: 'a', followUp: 1, followUpText: 'b' };
    expect(practicePrompt(iw, { prompt: iw.prompt }, {}, answer)).toBe('Describe a skill you would like to learn.\nWho could teach you?');
  });

  it('rates nothing for a spoken answer without measured recordings', () => {
    const item: PublicItem = { ...base, type: 'read-then-speak', prompt: 'Talk about a park.', guidance: [] };
    expect(ratePracticeAnswer(item, { prompt: 'Talk about a park.' }, {}, { type: 'read-then-speak', durationsMs: [30_000] }, undefined)).toBeNull();
    expect(ratePracticeAnswer(item, { prompt: 'Talk about a park.' }, {}, { type: 'read-then-speak', durationsMs: [30_000] }, [])).toBeNull();
  });

  it('flags a description of another scene as off topic', () => {
    const photo: PublicItem = { ...base, type: 'write-about-the-photo', photo: { src: '/p.jpg' } };
    const key = { material: [{ text: 'Visitors look at old paintings and marble statues in a quiet museum hall with high windows.' }], samples: [] };
    const kitchen = 'My kitchen at home is small but bright. Every evening my mother cooks rice and fried chicken on the stove, and I wash the dishes in the sink.';
    const off = ratePracticeAnswer(photo, {}, key, { type: 'write-about-the-photo', text: kitchen }, undefined)!;
    expect(off.flags).toContain('offTopic');
    const museum = 'Several visitors are walking slowly through a quiet museum hall. They look at old paintings on the walls and at white marble statues, while light comes in through the high windows.';
    expect(ratePracticeAnswer(photo, {}, key, { type: 'write-about-the-photo', text: museum }, undefined)!.flags).not.toContain('offTopic');
  });
});

describe('open marking', () => {
  it('drops samples without text instead of showing an empty one', () => {
    const r = markOpen('x', 'read-aloud', { samples: [{ band: 85, text: ' ', notes: [] }], material: [] });
    expect(r.samples).toEqual([]);
    expect(r.rubric[0]).toMatch(/^explain\.readAloudCheck\./);
  });
});
