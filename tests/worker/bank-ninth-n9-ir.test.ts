/**
 * Ninth sweep, n9-ir (issue 22): gate rules for the British usage and spelling the full read of Interactive Reading
 * found. Each planted bad case is what the sweep found (or its kind); each good case is a US sense of the same words
 * that must keep passing.
 */
import { describe, expect, it } from 'vitest';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';
import { formatProblems } from '../../scripts/bank/lib/format-rules.mjs';

describe('ninth sweep: British usage in Interactive Reading', () => {
  it.each([
    ['Instead of looking at our phones, we look out of the window and talk about what we see.', 'look out of the window', 'look out the window'],
    ['Regular video calls and time to look out of the window at the Earth all help.', 'look out of the window', 'look out the window'],
    ['She stared out of her window for an hour.', 'stared out of her window', 'look out the window'],
    ['a bed in a shared room or a small private room with a washbasin', 'washbasin', 'sink'],
    ['Next month, he will show us how to make flat bread.', 'flat bread', 'flatbread'],
    ['Even a clumsy attempt shows interest and good will.', 'and good will', 'goodwill'],
    ['Why Forms Are So Hard to Fill In', 'Fill In', 'fill out'],
    ['Some tax forms take an hour to fill in.', 'fill in', 'fill out'],
    ['Some shops now sell tools made especially for left-handed users.', 'Some shops', 'stores'],
    ['Luxury restaurants are more expensive than ordinary shops.', 'ordinary shops', 'stores'],
  ])('flags "%s"', (text, phrase, us) => {
    const found = britishUsages(text, 'ir').join(' ');
    expect(found).toContain(`"${phrase}`);
    expect(found).toContain(us);
  });

  it('leaves the US senses of the same words alone', () => {
    for (const text of [
      'We look out the window at breakfast.',
      'The cat fell out of the window, and he climbed out of a window.',
      'Each room has its own sink.',
      'The bread was flat, so we made flatbread.',
      'People of good will agree, and goodwill matters.',
      'Can you fill in for me on Friday? Fill in the details on the forms later, then fill out the form.',
      'Online platforms are easy to fill in.',
      'Some shop owners worried at first, and some stores opened late.',
    ]) expect(britishUsages(text, 'ir'), text).toEqual([]);
  });

  it('runs the window rule on every type (is-0011 and ws-0076 were fixed after the merge)', () => {
    expect(britishUsages('We look out of the window.', 'ir')).not.toEqual([]);
    expect(britishUsages('We look out of the window.', 'is')).not.toEqual([]);
    expect(britishUsages('We look out of the window.')).not.toEqual([]);
    expect(britishUsages('The cat fell out of the window.')).toEqual([]);
  });

  it('reaches an Interactive Reading title distractor through the gate (ir-0071)', () => {
    const set = {
      id: 'ir-0071', cefr: 'C2', topic: 'society',
      title: { answer: 'The Quiet Power of the Default', distractors: ['How to Save for Retirement', 'Choosing the Right Electricity Plan', 'Why Forms Are So Hard to Fill In'] },
      paragraphs: ['One.', 'Two.', 'Three.'],
      passageSentence: { distractors: ['a', 'b', 'c'], why: 'w' },
      highlights: [],
      mainIdea: { answer: 'm', distractors: ['x', 'y', 'z'], why: 'w' },
    };
    expect(formatProblems('ir', set).join(' ')).toContain('"Fill In" (US: fill out');
  });
});
