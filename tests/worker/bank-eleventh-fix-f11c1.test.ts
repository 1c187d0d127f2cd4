/**
 * Eleventh read, f11c1 fixes (issue 22, Interactive Listening): the right reply was the longest option in 81.5 % of
 * turns; "There will be a sound {{technician}}" took "system", heard as "sound system"; and "I think plugs are quite
 * expensive in this country." / "Because economics is a very old subject." / "Bike lanes are becoming common in many
 * cities." passed the truism rule. Each planted case fails; its corrected form passes.
 */
import { describe, expect, it } from 'vitest';
import { bankLengthCueProblems, distractorProblems, isWordEchoTruism, keyIsLongest, lengthCueProblems } from '../../scripts/bank/lib/distractors.mjs';
import { collocateGapProblems } from '../../scripts/bank/lib/listening-notes.mjs';

type Turn = { speaker: string; text?: string; answer?: string; distractors?: string[] };
const you = (answer: string, distractors: string[]): Turn => ({ speaker: 'you', answer, distractors });
const longKey = you('Yes, I can bring the forms to your office this afternoon.', ['No.', 'Maybe later.', 'I like forms.']);
const shortKey = you('Sure, this afternoon.', ['I already sent the forms to the wrong office last week.', 'No.', 'Maybe.']);
const conv = (id: string, yous: Turn[]) => ({ id, scenario: 'You talk to a clerk.', turns: yous.flatMap((t) => [{ speaker: 'partner', text: 'Can you bring the forms?' }, t]) });

describe('f11c1: option-length cue', () => {
  it('knows when the key is the strictly longest option', () => {
    expect(keyIsLongest(longKey)).toBe(true);
    expect(keyIsLongest(shortKey)).toBe(false);
    expect(keyIsLongest(you('one two three', ['four five six']))).toBe(false);
  });
  it('fails a conversation whose key is longest in 4 of 5 turns, passes 3 of 5', () => {
    expect(lengthCueProblems(conv('il-9999', [longKey, longKey, longKey, longKey, shortKey])).join(' ')).toContain('4 of 5 turns');
    expect(lengthCueProblems(conv('il-9999', [longKey, longKey, longKey, shortKey, shortKey]))).toEqual([]);
  });
  it('fails the bank above 45 % of turns, passes at or below it', () => {
    const heavy = [conv('il-9998', [longKey, longKey, longKey, shortKey, shortKey]), conv('il-9999', [longKey, shortKey, shortKey, shortKey, shortKey])];
    expect(bankLengthCueProblems(heavy)).toEqual([]); // 4 of 10
    const over = [conv('il-9998', [longKey, longKey, longKey, shortKey, shortKey]), conv('il-9999', [longKey, longKey, shortKey, shortKey, shortKey])];
    expect(bankLengthCueProblems(over).join(' ')).toContain('5 of 10 turns');
  });
});

describe('f11c1: a heard word in the gap frame', () => {
  const item = (text: string, notAlternatives?: string[]) => ({
    id: 'il-9999',
    turns: [{ speaker: 'partner', text: "There'll be a technician and a full sound system." }],
    complete: { text, notAlternatives },
  });
  it('flags "system" for "a sound {{technician}}"', () => {
    expect(collocateGapProblems(item('There will be a sound {{technician}}.')).join(' ')).toContain('"system"');
  });
  it('passes the rewritten sentence, an accepted alternative, or a word an editor ruled out', () => {
    expect(collocateGapProblems(item('The organizer will send a {{technician}} for the sound.'))).toEqual([]);
    expect(collocateGapProblems(item('There will be a sound {{technician|system}}.'))).toEqual([]);
    expect(collocateGapProblems(item('There will be a sound {{technician}}.', ['system']))).toEqual([]);
  });
  it('skips a function word before the gap', () => {
    expect(collocateGapProblems(item('There will be a {{technician}}.'))).toEqual([]);
  });
});

describe('f11c1: hedged and earlier-turn truisms', () => {
  it.each([
    ['Do you have a plug adapter I could borrow?', 'I think plugs are quite expensive in this country.'],
    ['I want to drop my economics course.', 'Because economics is a very old subject.'],
  ])('flags a hedge before a generic clause: "%s" / "%s"', (said, reply) => {
    expect(isWordEchoTruism(said, reply)).toBe(true);
    expect(isWordEchoTruism(said, reply, false)).toBe(false);
  });
  it.each([
    'I think my plug is broken.',
    'Because the bus was late this morning.',
    'I think plugs are cheaper at the hardware store, so I can get one for you.',
  ])('passes a reply about the situation: "%s"', (reply) => {
    expect(isWordEchoTruism('Do you have a plug adapter? The bus was late.', reply)).toBe(false);
  });
  it('reads the scenario and earlier turns, not only the last partner turn', () => {
    const item = {
      id: 'il-9999',
      scenario: 'The city plans new bike lanes on your street.',
      turns: [{ speaker: 'partner', text: "What's your overall reaction to the proposal?" }, you('I like it.', ['Bike lanes are becoming common in many cities.', 'No.', 'Later.'])],
    };
    expect(distractorProblems(item).join(' ')).toContain('Bike lanes');
    expect(distractorProblems(item, { wide: false })).toEqual([]);
  });
});
