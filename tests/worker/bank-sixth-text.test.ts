/**
 * Sixth read (issue 22), text types: gate rules for the defects reviewer rA found in Fill in the Blanks, Read and
 * Complete and Read and Select (docs/reviews/sixth-read/rA.md). Each planted bad case fails (or is flagged); its good
 * counterpart passes, so removing a rule fails its test.
 */
import { describe, expect, it } from 'vitest';
import { bareNounAlternatives, plausibleAlternatives } from '../../scripts/bank/lib/gap-check.mjs';
import { certainUse } from '../../scripts/bank/lib/key-use.mjs';
import { definitionFitsUse, fillBlanksItem } from '../../scripts/bank/lib/text-items.mjs';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';
import { familyZipf } from '../../scripts/bank/lib/word-items.mjs';

describe('a Fill in the Blanks definition has the part of speech the sentence uses (fib-0174 "Do you mind")', () => {
  const noun = { pos: 'noun', text: 'the part of a person that thinks, feels and remembers', learner: true };
  const verb = { pos: 'verb', text: 'to be annoyed or upset by something, or to object to it', learner: true };
  const lexicon = (shown: object, hand: object[]) => ({ zipf: () => 5, syllables: () => 1, definitions: () => [shown], learnerSenses: () => hand });
  const item = { id: 'fib-9999', cefr: 'B1', topic: 'daily life', text: 'Do you [[mind]] if I open the window for a few minutes to let some fresh air in?' };

  it('reads a verb after an auxiliary and its subject, or after a modal, and nothing after "to" or a determiner', () => {
    expect(certainUse('Do you mind if I open the window?', 'mind')).toBe('verb');
    expect(certainUse('Would she mind waiting a little?', 'mind')).toBe('verb');
    expect(certainUse('You should adjust the heat.', 'adjust')).toBe('verb');
    expect(certainUse('She went to school early.', 'school')).toBeNull();
    expect(certainUse('He changed his mind about the trip.', 'mind')).toBeNull();
  });

  it('fails the build when the only learner sense is a noun and the sentence needs a verb', () => {
    expect(() => fillBlanksItem(item, lexicon(noun, [noun]))).toThrow(/fib-9999: "mind" is a verb .* but the definition shown is a noun .*learner entry has no verb sense/);
    expect(() => definitionFitsUse(item, 'mind', 'Do you mind if I sit here?', [noun], { learnerSenses: () => [] })).toThrow(/give it a learner definition/);
  });

  it('passes the verb sense, an adverb between a modal and its verb, and a noun use', () => {
    expect(fillBlanksItem(item, lexicon(verb, [noun, verb])).key.definitions[0].pos).toBe('verb');
    expect(() => definitionFitsUse(item, 'rather', 'I would rather stay at home tonight.', [{ pos: 'adverb', text: 'used with would to say what you prefer' }], { learnerSenses: () => [] })).not.toThrow();
    expect(() => definitionFitsUse(item, 'mind', 'He changed his mind about the trip.', [noun], { learnerSenses: () => [noun] })).not.toThrow();
  });
});

// A small word list standing in for the lexicon (gap-check.mjs gapContext).
const POS: Record<string, string[]> = { rainwater: ['noun'], raindrops: ['noun'], rainstorm: ['noun'], twenty: ['noun', 'adjective'], twelve: ['noun', 'adjective'] };
const ZIPF: Record<string, number> = { rainwater: 2.3, raindrops: 2.9, rainstorm: 2.9, twenty: 1, twelve: 1 };
const words = new Map<number, string[]>();
for (const w of Object.keys(POS)) words.set(w.length, [...(words.get(w.length) ?? []), w]);
const ctx = {
  words, zipf: (w: string) => ZIPF[w] ?? 1, possiblePos: (w: string) => new Set(POS[w] ?? []),
  forms: (w: string) => new Set((POS[w] ?? []).map((p) => `${p}:${w.endsWith('s') ? 'plural of' : 'base'}`)),
};

describe('number words and more/most are second answers (rc-0044 twe___, rc-0249 mo__)', () => {
  it('flags twelve for twenty and fifth for first', () => {
    expect(plausibleAlternatives('twenty', 'twe', 'There are ', ctx)).toEqual(['twelve']);
    expect(plausibleAlternatives('first', 'fi', 'It was the ', ctx)).toContain('fifth');
    expect(plausibleAlternatives('two', 't', 'We waited ', ctx)).toContain('ten');
  });

  it('flags more for most after "one of the", and not where grammar decides', () => {
    expect(plausibleAlternatives('most', 'mo', 'Teaching is one of the ', ctx)).toEqual(['more']);
    expect(plausibleAlternatives('more', 'mo', 'It is one of the ', ctx)).toEqual(['most']);
    expect(plausibleAlternatives('most', 'mo', 'She was the ', ctx)).toEqual([]);
  });
});

describe('a second answer with another ending is not dropped (rc-0048 rain_____: rainwater, raindrops)', () => {
  it('flags a plural noun for a bare mass-noun answer, whatever the spelled endings', () => {
    expect(plausibleAlternatives('rainwater', 'rain', 'They also absorb ', ctx)).toEqual(['raindrops']);
    expect(bareNounAlternatives('rainwater', 'rain', null, ctx)).toEqual(['raindrops']);
  });

  it('lets it through after a determiner, from a plural answer, and below the frequency floor', () => {
    expect(plausibleAlternatives('rainwater', 'rain', 'They also absorb the ', ctx)).toEqual([]);
    expect(plausibleAlternatives('raindrops', 'rain', 'They also absorb ', ctx)).toEqual([]);
    expect(plausibleAlternatives('rainwater', 'rain', 'They also absorb ', { ...ctx, zipf: (w: string) => (w === 'raindrops' ? 2 : ZIPF[w] ?? 1) })).toEqual([]);
  });
});

describe('British usage: sixth read, text ("the heating")', () => {
  it('flags "the heating" for a home\'s heating system, in plain text and in a conversation gap', () => {
    expect(britishUsages('Smart thermostats can adjust the heating automatically.')).toHaveLength(1);
    expect(britishUsages('The heating does not work, so the whole house is freezing.')).toHaveLength(1);
    expect(britishUsages('Could you turn the heating down?')).toHaveLength(1);
    expect(britishUsages('The {{heating}} in my room stopped working.')).toHaveLength(1);
  });

  it('leaves the US uses alone', () => {
    for (const t of ['The heat in my room stopped working.', 'Our heating bills doubled.', 'a new heating system', 'the heating and cooling costs',
      'the heating of the oceans', 'Cook the rice by heating it slowly.']) expect(britishUsages(t)).toEqual([]);
  });
});

describe('a Read and Select inflection is levelled by its base (rs-5b8e8d1a3aed "improves" keyed B2)', () => {
  const Z: Record<string, number> = { improves: 2.8, improve: 3.9, piecing: 2.4, piece: 5.1 };
  const readings = (w: string) => ({
    improves: [{ pos: 'verb', lemma: 'improve', form: 'present tense (he, she, it) of', tagged: 50 }],
    improve: [{ pos: 'verb', lemma: 'improve', form: null, tagged: 50 }],
    piecing: [{ pos: 'verb', lemma: 'piece', form: '-ing form of', tagged: 1 }],
    piece: [{ pos: 'noun', lemma: 'piece', form: null, tagged: 90 }, { pos: 'verb', lemma: 'piece', form: null, tagged: 1 }],
  } as Record<string, object[]>)[w] ?? [];
  const lexicon = { zipf: (w: string) => Z[w] ?? 1, wordnet: { readings } };

  it('reads an inflection at its base frequency less a little, when the base is usually that part of speech', () => {
    expect(familyZipf('improves', lexicon)).toBeCloseTo(3.6, 5);
    expect(familyZipf('piecing', lexicon)).toBe(2.4);
    expect(familyZipf('improve', lexicon)).toBe(3.9);
  });
});
