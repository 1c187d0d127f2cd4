/**
 * Eighth read, e8a (issue 22): gate rules for the classes found in Fill in the Blanks and Read and Complete. Each
 * planted bad case must be reported; its corrected counterpart must pass.
 */
import { describe, expect, it } from 'vitest';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';
import { editorialProblems, negatedSelfReference } from '../../scripts/bank/lib/editorial.mjs';
import { plausibleAlternatives } from '../../scripts/bank/lib/gap-check.mjs';

describe('"sweets" as a gift or a thing bought (rc-0072): US candy', () => {
  it.each([
    'When visiting a home, bringing a small gift such as fruit or sweets is often appreciated.',
    'Children love sweets such as lollipops.',
    'She bought a bag of sweets for the trip.',
    'The old sweet shop on the corner closed.',
    'He brings sweets to every party.',
  ])('flags "%s"', (text) => {
    expect(britishUsages(text).join(' ')).toContain('candy');
  });

  it('passes candy, chocolates and sweets as sugary food in general', () => {
    for (const text of [
      'When visiting a home, bringing a small gift such as fruit or chocolates is often appreciated.',
      'The dentist told me to eat less candy.',
      'Try to cut down on sweets and soda.',
    ]) expect(britishUsages(text)).toEqual([]);
  });
});

describe('a negative adjective defined with its own base (fib-0066 unexpected, fib-0451 inconclusive)', () => {
  const words = new Set(['expected', 'conclusive', 'come', 'press']);
  const isWord = (w: string) => words.has(w);
  const lexicon = { baseForms: () => [], possiblePos: () => new Set(['adjective']), safeWords: new Set<string>(), inventory: new Map(), isWord };
  const fib = (word: string, text: string) => ({ id: 'fib-9', type: 'fill-in-the-blanks', key: { word, definitions: [{ pos: 'adjective', text }] } });

  it.each([
    ['unexpected', 'not expected or anticipated', 'expected'],
    ['inconclusive', 'not conclusive; not putting an end to doubt or question', 'conclusive'],
  ])('flags %s defined as "%s"', (word, text, base) => {
    expect(negatedSelfReference(word, text, isWord)).toBe(base);
    expect(editorialProblems([fib(word, text)], lexicon).join(' ')).toMatch(/defined with its base/);
  });

  it('passes a learner definition, and words that only look prefixed', () => {
    expect(editorialProblems([fib('unexpected', 'surprising because you did not think it would happen')], lexicon)).toEqual([]);
    expect(negatedSelfReference('income', 'money that comes in', isWord)).toBeNull();
    expect(negatedSelfReference('impress', 'to make people press forward to admire you', () => false)).toBeNull();
  });
});

describe('an answer whose usual part of speech does not fit its slot (rc-0246 "The pro____": project/program)', () => {
  // WordNet tags "project" mostly as a verb; after "The" it is a noun, and "program" is a second answer.
  const POS: Record<string, string[]> = { project: ['verb'], program: ['noun', 'verb'], provoke: ['verb'] };
  const ctx = {
    words: new Map([[7, ['program', 'project', 'provoke']]]), zipf: () => 5,
    possiblePos: (w: string) => new Set(POS[w] ?? []),
    forms: (w: string) => new Set(w === 'provoke' ? ['verb:base'] : ['noun:base', 'verb:base']),
  };

  it('flags the noun of the same length and shown letters', () => {
    expect(plausibleAlternatives('project', 'pro', 'Many seedlings died in the harsh conditions. The ', ctx)).toEqual(['program']);
  });

  it('still lets a verb slot keep its usual reading', () => {
    expect(plausibleAlternatives('project', 'pro', 'They plan to ', ctx)).toEqual(['program', 'provoke']);
  });
});
