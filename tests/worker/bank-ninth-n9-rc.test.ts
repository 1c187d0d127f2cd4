/**
 * Ninth read, n9-rc (issue 22): gate rules for the defects the full sweep of Read and Complete found
 * (docs/reviews/ninth-sweep/n9-rc.md). Each planted bad case is flagged; its good counterpart passes, so removing a
 * rule fails its test.
 */
import { describe, expect, it } from 'vitest';
import { plausibleAlternatives } from '../../scripts/bank/lib/gap-check.mjs';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';
import { readCompleteItem } from '../../scripts/bank/lib/text-items.mjs';

// A lexicon-free context: only the closed-class and in-context rules can answer.
const ctx = { words: new Map(), possiblePos: () => new Set(), zipf: () => 0, forms: null };

describe('rely on / rest on are second answers to each other before "on" (rc-0233, rc-0247)', () => {
  it('flags rest for rely and rely for rest when "on" or "upon" follows the gap', () => {
    expect(plausibleAlternatives('rely', 're', 'Yet legal systems everywhere ', ctx, ' on deliberately open terms.')).toEqual(['rest']);
    expect(plausibleAlternatives('rest', 're', 'Some buildings ', ctx, ' on flexible bearings made of rubber.')).toEqual(['rely']);
    expect(plausibleAlternatives('rest', 're', 'Some buildings ', ctx, ' upon flexible bearings.')).toEqual(['rely']);
  });

  it('leaves rest alone where grammar decides (fib-0008 "drink some water and rest for a while")', () => {
    expect(plausibleAlternatives('rest', 're', 'If you have a headache, you should drink some water and ', ctx, ' for a while.')).toEqual([]);
    expect(plausibleAlternatives('rest', 're', 'The ', ctx, ' of the class stayed.')).toEqual([]);
  });

  it('makes the build fail on an unruled rely/rest gap in a C-test, and pass once accepted', () => {
    const text = 'Engineers protect buildings. Many tall buildings rest on flexible bearings made of rubber and steel, which absorb much '
      + 'of the movement of the ground and keep the walls from cracking when the earth shakes hard. Others use heavy weights '
      + 'near the top that swing against the motion of the building. Simple steel bars help too.';
    const lexicon = { zipf: () => 5, syllables: () => 1, wordnet: { readings: () => [] }, counts: new Map(), englishSet: new Set(), spell: { correct: () => true }, baseForms: new Map() };
    const gapped = (item: object) => readCompleteItem(item, lexicon).key.gaps.map((g: { word: string }) => g.word);
    // Unruled, "rest" is left whole (the C-test gaps the next word instead); accepted, it is gapped and takes "rely".
    expect(gapped({ id: 'rc-9998', cefr: 'B2', topic: 'x', title: 'x', text })).not.toContain('rest');
    const ruled = readCompleteItem({ id: 'rc-9998', cefr: 'B2', topic: 'x', title: 'x', text, accept: { rest: ['rely'] } }, lexicon);
    expect(ruled.key.gaps.find((g: { word: string }) => g.word === 'rest')?.accept).toEqual(['rely']);
  });
});

describe('the sample-scoped US usage patterns run on Read and Complete (rc-0031, rc-0085, rc-0097, rc-0122, rc-0151, rc-0266)', () => {
  it.each([
    ['On the day, arrive a little early and dress neatly.', 'On the day'],
    ['In care homes, music is sometimes used to help people with memory loss.', 'care homes'],
    ['Some people also miss the social side of visiting local shops.', 'local shops'],
    ['Eating at a food stall is a good way to meet local people.', 'food stall'],
    ['Producing food close to consumers reduces transport costs.', 'transport costs'],
    ['Most waste happens in shops and homes.', 'in shops'],
  ])('flags %j in a rc passage', (text, found) => {
    expect(britishUsages(text, 'rc').join(' ')).toContain(`"${found}"`);
  });

  it('leaves the US forms alone', () => {
    for (const text of ['On the day of the interview, arrive a little early.', 'In nursing homes, music helps.', 'Eating at a food stand is fun.',
      'It reduces transportation costs.', 'Most waste happens in stores and homes.', 'We bought a book in the gift shop.']) {
      expect(britishUsages(text, 'rc')).toEqual([]);
    }
  });
});

describe('cleaners listed with other workers are janitors (rc-0139)', () => {
  it('flags "security guards and cleaners" and leaves cleaner air and window cleaners alone', () => {
    expect(britishUsages('Nurses, bakers, security guards and cleaners often work through the night.').join(' ')).toContain('"guards and cleaners"');
    expect(britishUsages('Nurses, bakers, security guards and janitors often work through the night.')).toEqual([]);
    expect(britishUsages('Electric buses make for cleaner air, and window cleaners work on the tower.')).toEqual([]);
  });
});
