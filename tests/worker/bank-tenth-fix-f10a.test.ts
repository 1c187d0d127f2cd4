/**
 * Tenth read, t10a/t10c fixes (issue 22): Read and Complete, Fill in the Blanks and Interactive Listening.
 * - An -le adjective gap after a form of "be" also takes its -ly adverb of the same length (rc-0202 "The first clocks
 *   were sim___ sticks": simple or simply).
 * - "Any"/"All" at the start of a sentence, before a mass noun or a plural, both read (rc-0015 "A__ missing paint is").
 * - An Interactive Listening notes gap whose key plus -er/-ing/-or was said in the conversation fits that word too
 *   (il-0004 {{heat}}: the partner offered "an electric heater").
 * - US usage: "every second year" (il-0029), "strong shoes" (il-0045), "tell the time" (rc-0202), liters of household
 *   water (rc-0030).
 * - A pseudo-word built on an inflected real word or ending in British -ised/-ising is blocked (rs-278ef6fb9293
 *   "rainedising", and "dryinges", "miningres").
 * Each planted case fails if its rule is removed.
 */
import { describe, expect, it } from 'vitest';
import { adverbSiblings, plausibleAlternatives } from '../../scripts/bank/lib/gap-check.mjs';
import { derivedForms, derivedGapProblems } from '../../scripts/bank/lib/listening-notes.mjs';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';
import { inflectedOrBritishPseudo } from '../../scripts/bank/lib/editorial.mjs';

const words = new Map<number, string[]>([[6, ['simple', 'simply']], [8, ['possible', 'possibly']], [3, ['all', 'and', 'any']]]);
const ctx = { words, possiblePos: () => new Set(['adjective']), zipf: () => 5, forms: null };

describe('t10a fixes: an -le adjective and its -ly adverb', () => {
  it('flags simply for simple after "were" with the clause going on (rc-0202)', () => {
    expect(plausibleAlternatives('simple', 'sim', 'The first clocks were ', ctx, ' sticks in the ground.')).toContain('simply');
    expect(adverbSiblings('possible', 'poss', 'It is ', ' the oldest clock in Europe.', { words })).toEqual(['possibly']);
  });

  it('passes the adjective at the end of a clause, and after a determiner', () => {
    expect(adverbSiblings('simple', 'sim', 'The idea was ', '.', { words })).toEqual([]);
    expect(adverbSiblings('simple', 'sim', 'It is a ', ' idea.', { words })).toEqual([]);
    expect(adverbSiblings('simple', 'simp', 'The clocks were ', ' sticks.', { words: new Map() })).toEqual([]);
  });
});

describe('t10a fixes: any and all at the start of a sentence', () => {
  it('flags all for Any before a mass noun (rc-0015), and any for All', () => {
    expect(plausibleAlternatives('Any', 'A', 'They remove dirt, working on a tiny area at a time. ', ctx, ' missing paint is filled in carefully.')).toEqual(['all']);
    expect(plausibleAlternatives('All', 'A', '', ctx, ' students who finish early may leave.')).toEqual(['any']);
  });

  it('passes them inside a sentence and before "the"', () => {
    expect(plausibleAlternatives('all', 'a', 'There was a problem with the signals, and ', ctx, ' the trains were late.')).toEqual([]);
    expect(plausibleAlternatives('all', 'a', 'Yogurt, cheese and many kinds of bread ', ctx, ' depend on fermentation.')).toEqual([]);
    expect(plausibleAlternatives('All', 'A', 'It rained. ', ctx, ' the roads were closed.')).toEqual([]);
  });
});

describe('t10c fixes: a notes key plus -er, -ing or -or said in the conversation', () => {
  const item = (notes: string, notAlternatives: string[] = []) => ({
    id: 'il-9999',
    scenario: 'You call the housing office because the heat in your room stopped working.',
    turns: [{ speaker: 'partner', text: 'I can bring you an electric heater for tonight.' }, { speaker: 'you', answer: 'Yes, please.' }],
    complete: { text: notes, notAlternatives },
  });

  it('flags {{heat}} when the partner said "heater" (il-0004)', () => {
    expect(derivedGapProblems(item('The {{heat}} in my room stopped working.')).join(' ')).toContain('also takes "heater"');
  });

  it('passes an accepted or ruled-out form, and a key whose forms were not said', () => {
    expect(derivedGapProblems(item('The {{heat|heater}} in my room stopped working.'))).toEqual([]);
    expect(derivedGapProblems(item('The {{heat}} in my room stopped working.', ['heater']))).toEqual([]);
    expect(derivedGapProblems(item('The heat stopped working by {{eight}}. I can pick up an electric {{heater}}.'))).toEqual([]);
  });

  it('spells the forms with the usual changes', () => {
    expect([...derivedForms('bake')]).toEqual(expect.arrayContaining(['baker', 'baking']));
    expect([...derivedForms('run')]).toEqual(expect.arrayContaining(['runner', 'running']));
    expect([...derivedForms('visit')]).toEqual(expect.arrayContaining(['visitor', 'visiting']));
  });
});

describe('t10a/t10c fixes: US usage', () => {
  it.each([
    ["I'd reduce the counting to every second year.", 'every second year'],
    ['We meet every second week.', 'every second week'],
    ['Just old clothes and strong shoes.', 'strong shoes'],
    ['People told the time by watching the sun.', 'told the time'],
    ['Telling the Time', 'Telling the Time'],
    ['A dripping faucet can lose thousands of liters over a year.', 'liters'],
  ])('flags "%s"', (text, phrase) => {
    expect(britishUsages(text).join(' ')).toContain(`"${phrase}"`);
  });

  it.each([
    ["I'd reduce the counting to every other year."],
    ['Every second counts.'],
    ['Just old clothes and sturdy shoes.'],
    ['Can you tell me the time?'],
    ['People told time by watching the sun.'],
    ['Adults should drink about two liters of water a day.'],
  ])('passes "%s"', (text) => {
    expect(britishUsages(text)).toEqual([]);
  });
});

describe('t10a fixes: pseudo-words built on an inflected word or a British suffix', () => {
  const common = new Set(['rain', 'rained', 'dry', 'drying', 'mine', 'mining', 'ring', 'bed', 'red']);
  const isCommon = (w: string) => common.has(w);

  it.each([['rainedising'], ['dryinges'], ['miningres'], ['ressised'], ['usising'], ['crifalisation']])('blocks "%s"', (w) => {
    expect(inflectedOrBritishPseudo(w, isCommon)).not.toBeNull();
  });

  it.each([['pervalins'], ['lograted'], ['bedrous'], ['tringlet'], ['comise']])('passes "%s"', (w) => {
    expect(inflectedOrBritishPseudo(w, isCommon)).toBeNull();
  });
});
