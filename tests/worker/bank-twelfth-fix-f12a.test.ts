/**
 * Twelfth read, t12a fixes (issue 22): Read and Select, Fill in the Blanks and Read and Complete.
 * - A pseudo-word in which "ass" is a piece a reader splits off fails (rs-8b39fb9bfa85 "tortheasse"; "wideass",
 *   "weass", "preass", "asslindisof"): at the start, after a vowel letter, at the end after d/th, or at the end after
 *   a whole common word ("stab|asse"). A final "ass" after a consonant onset, as in glass or mass, passes.
 * - "greenback" has a learner definition: an informal word for US paper money, not any banknote (rs-da1aae0b6b01).
 * - Retold passages and sentences were rewritten; the ones the read named no longer share their story's wording.
 * Each planted case fails if its rule is removed.
 */
import { describe, expect, it } from 'vitest';
import { clusterInventory, editorialProblems, separableAss } from '../../scripts/bank/lib/editorial.mjs';
import { parseLearnerDefinitions } from '../../scripts/bank/lib/learner-definitions.mjs';
import { crossTypeSentenceProblems } from '../../scripts/bank/lib/cross-type.mjs';
import rsRead8 from '../../content/definitions/rs-read-8.json';
import passages from '../../content/read-and-complete/passages.json';
import sentences from '../../content/fill-in-the-blanks/sentences.json';
import sets from '../../content/interactive-reading/sets.json';

const common = new Set(['stab', 'wide', 'pre', 'bath', 'sh']);
const isWord = (w: string): boolean => common.has(w);

describe('pseudo-words that set "ass" apart', () => {
  it('fails "ass" at the start of the word or of a syllable after a vowel letter', () => {
    for (const w of ['tortheasse', 'wideass', 'weass', 'preass', 'asslindisof', 'assinale', 'reassity', 'beassual', 'byass']) {
      expect(separableAss(w), w).not.toBeNull();
    }
  });
  it('fails a final "ass" or "asse" after d or th', () => {
    expect(separableAss('bodass')).toMatch(/after "bod"/);
    expect(separableAss('lethasse')).toMatch(/after "leth"/);
    expect(separableAss('brindasses')).not.toBeNull();
  });
  it('fails a final "ass" after a whole common word of three or more letters', () => {
    expect(separableAss('stabasse', isWord)).toMatch(/"stab"/);
    expect(separableAss('stabasse')).toBeNull();
    // A two-letter head is not read as a word ("sh" is an exclamation).
    expect(separableAss('shasse', isWord)).toBeNull();
  });
  it('passes "ass" after a consonant onset, as in glass, mass or pass, and inside a word', () => {
    for (const w of ['somplass', 'batemasse', 'scomemass', 'swass', 'cassing', 'passimpurts', 'rubmassion', 'stasslifies', 'rassitorch', 'blorglass']) {
      expect(separableAss(w, isWord), w).toBeNull();
    }
  });
  it('makes the editorial gate fail a served pseudo-word, and only that one', () => {
    const words = ['wideass', 'somplass', 'stabasse'];
    const items = words.map((word, i) => ({ id: `rs-${i}`, type: 'read-and-select', stimulus: { word }, key: { real: false, definitions: [] } }));
    const lexicon = {
      baseForms: () => [], possiblePos: () => new Set(), safeWords: new Set<string>(), inventory: clusterInventory(words, 1),
      isCommonWord: isWord,
    };
    const problems = editorialProblems(items, lexicon).filter((p: string) => p.includes('sets "ass" apart'));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^rs-0: pseudo-word "wideass"/);
    expect(problems[1]).toMatch(/^rs-2: pseudo-word "stabasse"/);
  });
});

describe('learner definition of "greenback"', () => {
  it('says informal and US money, not any banknote', () => {
    const problems: string[] = [];
    const defs = parseLearnerDefinitions(rsRead8, 'rs-read-8.json', problems).get('greenback');
    expect(problems).toEqual([]);
    expect(defs).toHaveLength(1);
    expect(defs[0].pos).toBe('noun');
    expect(defs[0].text).toMatch(/informal/);
    expect(defs[0].text).toMatch(/\bUS\b/);
    expect(defs[0].text).not.toMatch(/central bank/);
  });
});

describe('retold stories rewritten (t12a)', () => {
  const text = (id: string): string => {
    const rc = (passages as { id: string; text: string }[]).find((x) => x.id === id);
    const fib = (sentences as { id: string; text: string }[]).find((x) => x.id === id);
    return (rc ?? fib)!.text.toLowerCase();
  };
  it('no longer tells the Interactive Reading set, model answer or passage it repeated', () => {
    expect(text('rc-0088')).not.toMatch(/pain, nausea and fatigue/);
    expect(text('rc-0231')).not.toMatch(/pension|enroll/);
    expect(text('rc-0147')).not.toMatch(/headphones/);
    expect(text('rc-0228')).not.toMatch(/four days/);
    expect(text('rc-0060')).not.toMatch(/audiobook/);
    expect(text('rc-0092')).not.toMatch(/farm/);
    expect(text('fib-0517')).not.toMatch(/tomatoes and beans/);
    expect(text('fib-0156')).not.toMatch(/hypothesis/);
    expect(text('fib-0282')).not.toMatch(/octopus/);
    expect(text('fib-0229')).not.toMatch(/novel|child/);
    expect(text('fib-0204')).not.toMatch(/vitamin/);
  });
  it('states the bilingual-development finding as current guidance has it (rc-0252)', () => {
    expect(text('rc-0252')).not.toMatch(/start speaking slightly later/);
    expect(text('rc-0252')).toMatch(/first words at about the same age/);
  });
  it('shares no statement with another task type', () => {
    const items = [...(passages as { id: string }[]), ...(sentences as { id: string }[]), ...(sets as { id: string }[])];
    expect(crossTypeSentenceProblems(items)).toEqual([]);
  });
});
