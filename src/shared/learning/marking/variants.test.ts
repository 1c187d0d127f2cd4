/**
 * Fair marking (issue 22): British spellings, digits for spoken numbers and ordinals, "can not", and listed
 * alternatives are marked right wherever an answer is typed, and the explanation names the accepted variant.
 */
import { describe, expect, it } from 'vitest';
import type { PublicItemOf } from '../../exam/items.ts';
import type { FillBlanksKey, InteractiveListeningKey, ReadCompleteKey } from '../../exam/keys.ts';
import { markAnswer } from './index.ts';
import { acceptedVariant, canonicalWord } from './variants.ts';

const meta = { difficulty: 85, cefr: 'B1' as const, topic: 'test' };

describe('accepted variants of a typed word', () => {
  it('accepts British spellings, with their inflections', () => {
    expect(acceptedVariant('centre', 'center')).toBe('spelling');
    expect(acceptedVariant('recognise', 'recognize')).toBe('spelling');
    expect(acceptedVariant('recognised', 'recognized')).toBe('spelling');
    expect(acceptedVariant('colours', 'colors')).toBe('spelling');
    expect(acceptedVariant('travelled', 'traveled')).toBe('spelling');
    expect(acceptedVariant('color', 'colour')).toBe('spelling');
  });

  it('treats American forms shared with British English as the word itself, not a variant', () => {
    expect(canonicalWord('programming')).toEqual({ word: 'programming' });
    expect(canonicalWord('programmer')).toEqual({ word: 'programmer' });
    expect(acceptedVariant('programme', 'program')).toBe('spelling');
  });

  it('accepts digits for numbers and ordinals, both ways', () => {
    expect(acceptedVariant('4', 'four')).toBe('number');
    expect(acceptedVariant('10', 'ten')).toBe('number');
    expect(acceptedVariant('2nd', 'second')).toBe('number');
    expect(acceptedVariant('twenty-first', '21st')).toBe('number');
    expect(acceptedVariant('11th', 'eleventh')).toBe('number');
    expect(canonicalWord('twelfth').word).toBe('12th');
  });

  it('accepts a listed alternative', () => {
    expect(acceptedVariant('those', 'these', ['those'])).toBe('alternative');
  });

  it('does not accept a different word, a wrong number or an invented spelling', () => {
    expect(acceptedVariant('5', 'four')).toBeNull();
    expect(acceptedVariant('3rd', 'second')).toBeNull();
    expect(acceptedVariant('those', 'these')).toBeNull();
    expect(acceptedVariant('doctour', 'doctor')).toBeNull();
    expect(acceptedVariant('center', 'center')).toBeNull();
  });
});

describe('marking with variants', () => {
  it('Listen and Type: "4", "centre", "can not" and "2nd" earn full credit and are explained', () => {
    const item: PublicItemOf<'listen-and-type'> = { ...meta, id: 'lt-x', type: 'listen-and-type', audio: null, maxPlays: 3 };
    const r = markAnswer(item, { text: 'I cannot meet you at the center at four on the second floor.' },
      { type: 'listen-and-type', text: 'I can not meet you at the centre at 4 on the 2nd floor', plays: 1 });
    expect(r.score).toBe(1);
    const frames = r.explanations.map((e) => `${e.frame}:${String(e.args.given)}`);
    expect(frames).toContain('explain.variant.spelling:centre');
    expect(frames).toContain('explain.variant.number:4');
    expect(frames).toContain('explain.variant.number:2nd');
  });

  it('Listen and Type: digits for a compound spoken number earn full credit (lt-0208 "ten thousand" as "10,000")', () => {
    const item: PublicItemOf<'listen-and-type'> = { ...meta, id: 'lt-x', type: 'listen-and-type', audio: null, maxPlays: 3 };
    const mark = (key: string, typed: string) => markAnswer(item, { text: key }, { type: 'listen-and-type', text: typed, plays: 1 });
    const bread = 'People have been making bread for at least ten thousand years.';
    for (const typed of ['People have been making bread for at least 10,000 years.', 'people have been making bread for at least 10000 years', 'People have been making bread for at least 10 000 years.', bread]) {
      expect(mark(bread, typed).score, typed).toBe(1);
    }
    // The explanation shows both forms as written, not the joined form the alignment uses.
    expect(mark(bread, 'People have been making bread for at least 10,000 years.').explanations.map((e) => `${e.frame}:${String(e.args.given)}:${String(e.args.expected)}`))
      .toContain('explain.variant.number:10,000:ten thousand');
    expect(mark('The government has promised to plant a million trees over the next five years.', 'The government has promised to plant 1,000,000 trees over the next 5 years.').score).toBe(1);
    expect(mark('The wind farm produces enough electricity for thirty thousand homes.', 'The wind farm produces enough electricity for 30,000 homes.').score).toBe(1);
    expect(mark('The ancient road was used by traders for more than a thousand years.', 'The ancient road was used by traders for more than 1000 years.').score).toBe(1);
    expect(mark('It holds two hundred and fifty people.', 'It holds 250 people.').score).toBe(1);
    expect(mark('It holds twenty-one thousand people.', 'It holds 21,000 people.').score).toBe(1);
  });

  it('Listen and Type: a compound number with the wrong value, or a plural like "thousands", is not accepted', () => {
    const item: PublicItemOf<'listen-and-type'> = { ...meta, id: 'lt-x', type: 'listen-and-type', audio: null, maxPlays: 3 };
    const mark = (key: string, typed: string) => markAnswer(item, { text: key }, { type: 'listen-and-type', text: typed, plays: 1 });
    expect(mark('People have been making bread for at least ten thousand years.', 'People have been making bread for at least 1,000 years.').score).toBeLessThan(1);
    expect(mark('People have been making bread for at least ten thousand years.', 'People have been making bread for at least 100,000 years.').score).toBeLessThan(1);
    expect(mark('Some whales travel thousands of miles every year.', 'Some whales travel 1000s of miles every year.').score).toBeLessThan(1);
    expect(mark('We counted one two three.', 'We counted 123.').score).toBeLessThan(1);
  });

  it('Listen and Type: a clock time written "8:00", "8 o\'clock" or "8:00 p.m." for a spoken "eight" is right (lt-0319)', () => {
    const item: PublicItemOf<'listen-and-type'> = { ...meta, id: 'lt-x', type: 'listen-and-type', audio: null, maxPlays: 3 };
    const mark = (key: string, typed: string) => markAnswer(item, { text: key }, { type: 'listen-and-type', text: typed, plays: 1 }).score;
    const theater = 'Meet me outside the movie theater at eight.';
    for (const typed of ['Meet me outside the movie theater at 8:00.', 'meet me outside the movie theater at 8.00', "Meet me outside the movie theater at 8 o'clock.",
      "Meet me outside the movie theater at eight o'clock.", 'Meet me outside the movie theater at 8.', theater]) {
      expect(mark(theater, typed), typed).toBe(1);
    }
    const pm = 'The concert starts at eight p.m. on Friday.';
    for (const typed of ['The concert starts at 8:00 p.m. on Friday.', 'The concert starts at 8 pm on Friday.', 'The concert starts at 8pm on Friday.', 'The concert starts at 8 P.M. on Friday.', 'The concert starts at 8:00pm on Friday.']) {
      expect(mark(pm, typed), typed).toBe(1);
    }
    expect(mark("The shop opens at eight o'clock.", 'The shop opens at 8:00.')).toBe(1);
    expect(mark("The shop opens at eight o'clock.", 'The shop opens at 8.')).toBe(1);
    expect(mark('We left at eight, before the rain.', 'We left at 8:00, before the rain.')).toBe(1);
    expect(mark('We left at eight tonight.', 'We left at 8:00 tonight.')).toBe(1);
    // "8:30" is "eight thirty" (as before), but "8:00" is not, and "8:30" is not "eight".
    expect(mark('The film starts at eight thirty.', 'The film starts at 8:30.')).toBe(1);
    expect(mark('The film starts at eight thirty.', 'The film starts at 8.30.')).toBe(1);
    expect(mark('The film starts at eight thirty.', 'The film starts at 8:00.')).toBeLessThan(1);
    expect(mark(theater, 'Meet me outside the movie theater at 8:30.')).toBeLessThan(1);
    expect(mark(theater, 'Meet me outside the movie theater at 9:00.')).toBeLessThan(1);
    expect(mark(pm, 'The concert starts at 8:00 a.m. on Friday.')).toBeLessThan(1);
    // A count is not a time: "8:00 people" is wrong, "8 people" right, and "at eight" before a noun is a count.
    expect(mark('Eight people came to the meeting.', '8:00 people came to the meeting.')).toBeLessThan(1);
    expect(mark('Eight people came to the meeting.', '8 people came to the meeting.')).toBe(1);
    expect(mark('The bus stopped at eight stations.', 'The bus stopped at 8:00 stations.')).toBeLessThan(1);
    expect(mark('The bus stopped at eight stations.', 'The bus stopped at 8 stations.')).toBe(1);
    // An hour past twelve is not said as "eight", and a plain decimal is not a time.
    expect(mark(theater, 'Meet me outside the movie theater at 20:00.')).toBeLessThan(1);
  });

  it('Listen and Type: digits followed by "thousand", "million" or "hundred" are the number heard (lt-0206)', () => {
    const item: PublicItemOf<'listen-and-type'> = { ...meta, id: 'lt-x', type: 'listen-and-type', audio: null, maxPlays: 3 };
    const mark = (key: string, typed: string) => markAnswer(item, { text: key }, { type: 'listen-and-type', text: typed, plays: 1 });
    const homes = 'The wind farm produces enough electricity for thirty thousand homes.';
    for (const typed of ['The wind farm produces enough electricity for 30 thousand homes.', 'The wind farm produces enough electricity for 30 000 homes.',
      'The wind farm produces enough electricity for 30,000 homes.', 'the wind farm produces enough electricity for thirty thousand homes']) {
      expect(mark(homes, typed).score, typed).toBe(1);
    }
    expect(mark(homes, 'The wind farm produces enough electricity for 30 thousand homes.').explanations.map((e) => `${e.frame}:${String(e.args.given)}:${String(e.args.expected)}`))
      .toContain('explain.variant.number:30 thousand:thirty thousand');
    expect(mark('The government has promised to plant a million trees.', 'The government has promised to plant 1 million trees.').score).toBe(1);
    expect(mark('It holds two hundred people.', 'It holds 2 hundred people.').score).toBe(1);
    expect(mark('The city has two hundred and fifty thousand people.', 'The city has 250 thousand people.').score).toBe(1);
    // A wrong value, a plural and a stray digit stay wrong.
    expect(mark(homes, 'The wind farm produces enough electricity for 3 thousand homes.').score).toBeLessThan(1);
    expect(mark(homes, 'The wind farm produces enough electricity for 300 thousand homes.').score).toBeLessThan(1);
    expect(mark(homes, 'The wind farm produces enough electricity for 30 thousands homes.').score).toBeLessThan(1);
    expect(mark(homes, 'The wind farm produces enough electricity for 30 million homes.').score).toBeLessThan(1);
    expect(mark('Some whales travel thousands of miles every year.', 'Some whales travel 1000s of miles every year.').score).toBeLessThan(1);
  });

  it('Listen and Type: a wrong number is still wrong', () => {
    const item: PublicItemOf<'listen-and-type'> = { ...meta, id: 'lt-x', type: 'listen-and-type', audio: null, maxPlays: 3 };
    const r = markAnswer(item, { text: 'We need four chairs.' }, { type: 'listen-and-type', text: 'We need 5 chairs', plays: 1 });
    expect(r.score).toBeLessThan(1);
    expect(r.explanations.some((e) => e.frame.startsWith('explain.variant.'))).toBe(false);
  });

  it('Interactive Listening notes: "10" for "ten" and a listed alternative are right', () => {
    const item = { ...meta, id: 'il-x', type: 'interactive-listening', scenario: 's', partner: 'p', turns: [], complete: [] } as unknown as PublicItemOf<'interactive-listening'>;
    const key: InteractiveListeningKey = { complete: [{ word: 'ten' }, { word: 'Thursday', accept: ['Thu'] }], completeWhy: '', responses: [], sampleSummary: '', transcript: [] };
    const r = markAnswer(item, key, { type: 'interactive-listening', complete: ['10', 'thu'], responses: [], summary: '' });
    expect(r.parts.filter((p) => p.group === 'complete').map((p) => [p.score, p.explanation?.frame])).toEqual([[1, 'explain.variant.number'], [1, 'explain.variant.alternative']]);
  });

  it('C-test: the British completion of "cent…" and an accepted alternative are right; other letters are not', () => {
    const item: PublicItemOf<'read-and-complete'> = { ...meta, id: 'rc-x', type: 'read-and-complete', title: null, segments: [] };
    const key: ReadCompleteKey = { gaps: [{ word: 'center', missing: 'er' }, { word: 'these', missing: 'ese', accept: ['those'] }, { word: 'these', missing: 'ese' }] };
    const r = markAnswer(item, key, { type: 'read-and-complete', gaps: ['re', 'ose', 'ose'] });
    expect(r.parts.map((p) => p.score)).toEqual([1, 1, expect.any(Number)]);
    expect(r.parts[2]!.score).toBeLessThan(1);
    expect(r.parts[0]!.explanation?.frame).toBe('explain.variant.spelling');
    expect(r.parts[1]!.explanation).toMatchObject({ frame: 'explain.variant.alternative', args: { given: 'those', expected: 'these' } });
  });

  it('Fill in the Blanks: an accepted alternative (cha… charge/change) is right', () => {
    const item: PublicItemOf<'fill-in-the-blanks'> = { ...meta, id: 'fib-x', type: 'fill-in-the-blanks', segments: [] };
    const key: FillBlanksKey = { word: 'charge', missing: 'rge', sentence: 'I need to charge it.', definitions: [], accept: ['change'] };
    expect(markAnswer(item, key, { type: 'fill-in-the-blanks', letters: 'nge' }).score).toBe(1);
    expect(markAnswer(item, { ...key, accept: undefined }, { type: 'fill-in-the-blanks', letters: 'nge' }).score).toBeLessThan(1);
  });
});
