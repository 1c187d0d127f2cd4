/**
 * Seventh read (issue 22), text types: gate rules for the defects editor r7a found in Fill in the Blanks, Read and
 * Complete and Read and Select (docs/reviews/seventh-read/r7a.md). Each planted bad case fails (or is flagged); its
 * good counterpart passes, so removing a rule fails its test.
 */
import { describe, expect, it } from 'vitest';
import { plausibleAlternatives, unresolvedAlternatives } from '../../scripts/bank/lib/gap-check.mjs';
import { certainUse } from '../../scripts/bank/lib/key-use.mjs';
import { cTest, fillBlanksItem, readCompleteItem } from '../../scripts/bank/lib/text-items.mjs';
import { coinedFromWord, editorialProblems, clusterInventory } from '../../scripts/bank/lib/editorial.mjs';
import { definitionUsProblems } from '../../scripts/bank/lib/format-rules.mjs';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';

describe('an -s or -ed key between a subject and its object is a verb (fib-0366 "The report highlights the gap")', () => {
  const noun = { pos: 'noun', text: 'plural of “highlight”: the best or most exciting part of something', learner: true };
  const lexicon = { zipf: () => 5, syllables: () => 1, definitions: () => [noun], learnerSenses: () => [noun] };
  const item = { id: 'fib-9999', cefr: 'C1', topic: 'society', text: 'The report [[highlights]] the growing gap between rich and poor neighborhoods.' };

  it('reads a verb after an opening noun subject or a pronoun subject, before a determiner', () => {
    expect(certainUse('The report highlights the growing gap.', 'highlights')).toBe('verb');
    expect(certainUse('He injured his knee during the soccer game.', 'injured')).toBe('verb');
  });

  it('reads nothing where a noun or an adjective can stand', () => {
    expect(certainUse('The report highlights were read aloud.', 'highlights')).toBeNull();
    expect(certainUse('She was injured in the accident.', 'injured')).toBeNull();
    expect(certainUse('The bus passes are free.', 'passes')).toBeNull();
  });

  it('fails the build when such a key is shown a noun', () => {
    expect(() => fillBlanksItem(item, lexicon)).toThrow(/fib-9999: "highlights" is a verb .* definition shown is a noun/);
  });
});

// A small word list standing in for the lexicon (gap-check.mjs gapContext).
const ctx = { words: new Map<number, string[]>(), zipf: () => 1, possiblePos: () => new Set<string>(), forms: () => new Set<string>() };

describe('their/these/those and more/most are second answers where grammar does not decide (rc-0203, rc-0004)', () => {
  it('flags these and those for their, and their for these', () => {
    expect(unresolvedAlternatives('their', 'th')).toEqual(expect.arrayContaining(['these', 'those']));
    expect(unresolvedAlternatives('these', 'th')).toEqual(expect.arrayContaining(['those', 'their']));
  });

  it('flags most for more after a verb when no "than" follows, and not when grammar decides', () => {
    expect(plausibleAlternatives('more', 'mo', 'Everyone yawns. People yawn ', ctx, ' in the morning and late at night.')).toEqual(['most']);
    expect(plausibleAlternatives('more', 'mo', 'Everyone yawns. People yawn ', ctx, ' in the morning than at noon.')).toEqual([]);
    expect(plausibleAlternatives('more', 'mo', 'Keyboard skills are far ', ctx, ' useful in modern life.')).toEqual([]);
    expect(plausibleAlternatives('more', 'mo', 'We packed our things in ', ctx, ' than fifty boxes.')).toEqual([]);
    // Without the text after the gap the rule stays off (a caller that does not know it).
    expect(plausibleAlternatives('more', 'mo', 'People yawn ', ctx)).toEqual([]);
  });

  it('leaves such a word whole in a C-test and gaps the next one', () => {
    const text = 'Everyone yawns, and nobody knows why. People often yawn more in the morning and late at night, when they are changing between sleep and waking. Yawning is also catching, so seeing someone else yawn can make you do the same. Dogs yawn too.';
    const lexicon = { zipf: () => 5, syllables: () => 1, wordnet: { readings: () => [] }, counts: new Map(), englishSet: new Set(), spell: { correct: () => true }, baseForms: () => [] };
    const item = { id: 'rc-9999', cefr: 'B1', topic: 'health', title: 'Yawning', text };
    const gaps = readCompleteItem(item, lexicon).key.gaps.map((g: { word: string }) => g.word);
    expect(gaps).not.toContain('more');
    const plain = cTest(text).gaps.map((g: { word: string }) => g.word);
    expect(plain).toContain('more');
  });
});

describe('a pseudo-word may not be a common word with a verb-making suffix (rs-fb6f4315b2ec "catifying")', () => {
  const common = new Set(['cat', 'towel', 'man', 'modern']);
  it('finds the word and the suffix', () => {
    expect(coinedFromWord('catifying', (w: string) => common.has(w))).toEqual(['cat', 'ifying']);
    expect(coinedFromWord('towelify', (w: string) => common.has(w))).toEqual(['towel', 'ify']);
    expect(coinedFromWord('modernized', (w: string) => common.has(w))).toEqual(['modern', 'ized']);
    expect(coinedFromWord('jokinctor', (w: string) => common.has(w))).toBeNull();
    expect(coinedFromWord('plorify', (w: string) => common.has(w))).toBeNull();
  });
  it('reports it in the gate', () => {
    const lexicon = { baseForms: () => [], possiblePos: () => new Set(), safeWords: new Set(), inventory: clusterInventory(['catty', 'fly', 'tiny', 'plot', 'glory', 'city'], 1), isCommonWord: (w: string) => common.has(w) };
    const pseudo = (word: string) => ({ id: 'rs-x', type: 'read-and-select', stimulus: { word }, key: { real: false, definitions: [] } });
    expect(editorialProblems([pseudo('catifying')], lexicon).join(' ')).toMatch(/"cat" with "-ifying", a coinage/);
    expect(editorialProblems([pseudo('plorify')], lexicon).join(' ')).not.toMatch(/coinage/);
  });
});

describe('a shown definition is US English (WordNet glosses: "a small shop", "towards", "railway")', () => {
  const fib = (text: string) => ({ id: 'fib-9999', type: 'fill-in-the-blanks', key: { word: 'x', definitions: [{ pos: 'noun', text }] } });
  it('flags British spelling and usage in a gloss', () => {
    expect(definitionUsProblems([fib('make more attractive by adding ornament, colour, etc.')])).toHaveLength(1);
    expect(definitionUsProblems([fib('a person who owns or runs a small shop')])).toHaveLength(1);
    expect(definitionUsProblems([fib('to go or travel towards')])).toHaveLength(1);
    expect(definitionUsProblems([fib('an electric railway operating below the surface of the ground')])).toHaveLength(1);
    expect(definitionUsProblems([fib('public transport provided by a line of cars')])).toHaveLength(1);
  });
  it('passes the US forms and US uses of the same words', () => {
    for (const t of ['a person who owns or runs a small store', 'to go or travel toward a place', 'a small coffee shop', 'to transport goods by truck', 'a line of railroad cars'])
      expect(definitionUsProblems([fib(t)]), t).toEqual([]);
  });
});

describe('British usage: seventh read, text ("moving house", "carry shopping")', () => {
  it('flags them', () => {
    expect(britishUsages('Moving House')).toHaveLength(1);
    expect(britishUsages('We moved house last year.')).toHaveLength(1);
    expect(britishUsages('She needs someone to carry shopping upstairs.')).toHaveLength(1);
    expect(britishUsages('He brought the shopping home.')).toHaveLength(1);
  });
  it('passes the US uses', () => {
    for (const t of ['We moved to a new house.', 'She needs someone to carry groceries upstairs.', 'He brought the shopping bags home.', 'I went to the shopping center.'])
      expect(britishUsages(t), t).toEqual([]);
  });
});
