/**
 * Ninth read, e9a fixes (issue 22): gate rules for the Fill in the Blanks and Read and Complete defects of
 * docs/reviews/ninth-read/e9a.md. Each planted bad case is flagged and its good counterpart passes, so removing a
 * rule fails its test.
 */
import { describe, expect, it } from 'vitest';
import { plausibleAlternatives } from '../../scripts/bank/lib/gap-check.mjs';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';
import { readCompleteItem } from '../../scripts/bank/lib/text-items.mjs';

// A lexicon-free context: only the closed-class, reviewed and in-context rules can answer.
const ctx = { words: new Map(), possiblePos: () => new Set(), zipf: () => 0, forms: null };

describe('of and on are second answers to each other after a covering noun, "those" or before "the planet" (rc-0217, rc-0167)', () => {
  it('flags on for of after fur, skin, feathers, coat or pattern', () => {
    expect(plausibleAlternatives('of', 'o', 'Others have hooks that stick to the fur ', ctx, ' passing animals.')).toEqual(['on']);
    expect(plausibleAlternatives('of', 'o', 'The octopus can change the color and pattern ', ctx, ' its skin.')).toEqual(['on']);
    expect(plausibleAlternatives('on', 'o', 'Oil left a stain on the feathers ', ctx, ' the birds.')).toEqual(['of']);
    expect(plausibleAlternatives('of', 'o', 'Some seeds, like those ', ctx, ' the dandelion, fly.')).toEqual(['on']);
    expect(plausibleAlternatives('of', 'o', 'They are the most valuable ecosystems ', ctx, ' the planet.')).toEqual(['on']);
  });

  it('leaves of alone where grammar decides', () => {
    expect(plausibleAlternatives('of', 'o', 'The cells ', ctx, ' the onion break.')).toEqual([]);
    expect(plausibleAlternatives('of', 'o', 'It is the top ', ctx, ' the cloud.')).toEqual([]);
  });

  it('leaves an unruled "fur of" whole in a C-test and gaps the next word', () => {
    const text = 'Plants cannot walk. Others have hooks that stick to the fur of passing animals or to our clothes, and '
      + 'many plants grow sweet fruits that birds and animals eat far from the parent plant. Coconuts can even float across '
      + 'the sea to distant islands. Seeds travel.';
    const lexicon = { zipf: () => 5, syllables: () => 1, wordnet: { readings: () => [] }, counts: new Map(), englishSet: new Set(), spell: { correct: () => true }, baseForms: new Map() };
    const words = readCompleteItem({ id: 'rc-9997', cefr: 'B1', topic: 'x', title: 'x', text }, lexicon).key.gaps.map((g: { word: string }) => g.word);
    expect(words).not.toContain('of');
    expect(words).toContain('passing');
  });
});

describe('stress and strain are a reviewed confusable pair (rc-0110, rc-0049, rc-0077, rc-0104)', () => {
  it('flags strain for stress and stress for strain', () => {
    expect(plausibleAlternatives('stress', 'str', 'Excessive homework, however, can cause ', ctx, ', reduce sleep.')).toEqual(['strain']);
    expect(plausibleAlternatives('strain', 'str', 'Long hours can put ', ctx, ' on the heart.')).toEqual(['stress']);
  });
});

describe('US usage: journey … takes and walking many kilometers (fib-0432, rc-0220)', () => {
  it('flags an ordinary journey that takes minutes or hours, also in Fill in the Blanks', () => {
    expect(britishUsages('The journey from the city to the village takes about three hours by bus.', 'fib').join(' ')).toContain('journey from the city');
    expect(britishUsages('The journey to the airport took forty minutes.', 'fib').join(' ')).toContain('journey to the airport');
    expect(britishUsages('The journey takes two hours.', 'fib').join(' ')).toContain('"journey takes"');
  });

  it('leaves a trip and a long journey alone', () => {
    expect(britishUsages('The trip from the city to the village takes about three hours by bus.', 'fib')).toEqual([]);
    expect(britishUsages('Young birds make their first journey alone, guided by instinct.', 'fib')).toEqual([]);
  });

  it('flags vague everyday kilometers on foot and keeps races and science', () => {
    expect(britishUsages('Most guides walk many kilometers every day.').join(' ')).toContain('walk many kilometers');
    expect(britishUsages('We hiked several kilometers before lunch.').join(' ')).toContain('hiked several kilometers');
    expect(britishUsages('Most guides walk several miles every day.')).toEqual([]);
    expect(britishUsages('It was only five kilometers, but I was nervous.')).toEqual([]);
    expect(britishUsages('The rain falls hundreds of kilometers away.')).toEqual([]);
  });
});
