/**
 * Twelfth read, f12c fixes (issue 22, Interactive Listening): marking gave "kilometres" half credit for the key
 * "kilometers" (the "-es" derivation of a British -re/-me/-gue word overwrote its plural with "kilometeres"), and
 * notes gaps took a common synonym nobody had accepted (student {{card}} / ID, {{tablets}} / pills). Each planted case
 * fails; its corrected form passes. The lengthened distractors that became right replies have no mechanical test (read).
 */
import { describe, expect, it } from 'vitest';
import { acceptedVariant, canonicalWord } from '../../src/shared/learning/marking/variants.ts';
import { markInteractiveListening } from '../../src/shared/learning/marking/objective.ts';
import { synonymGapProblems } from '../../scripts/bank/lib/listening-notes.mjs';
import { usageProblems } from '../../scripts/bank/lib/format-rules.mjs';
import conversations from '../../content/interactive-listening/conversations.json';

describe('f12c: British plurals of -re/-me/-gue words', () => {
  it.each([
    ['kilometres', 'kilometers'], ['metres', 'meters'], ['centres', 'centers'], ['theatres', 'theaters'], ['litres', 'liters'],
    ['programmes', 'programs'], ['catalogues', 'catalogs'], ['centimetres', 'centimeters'], ['fibres', 'fibers'], ['dialogues', 'dialogs'],
    ['manoeuvres', 'maneuvers'],
    ['kilometre', 'kilometer'], ['metre', 'meter'], ['centre', 'center'], ['theatre', 'theater'], ['litre', 'liter'],
    ['programme', 'program'], ['catalogue', 'catalog'],
  ])('accepts "%s" for the key "%s" as a spelling variant', (uk, us) => {
    expect(canonicalWord(uk).word).toBe(us);
    expect(acceptedVariant(uk, us)).toBe('spelling');
  });
  it('does not derive the impossible "-eres" form or accept a singular for a plural', () => {
    expect(canonicalWord('kilometres').word).not.toBe('kilometeres');
    expect(acceptedVariant('kilometre', 'kilometers')).toBeNull();
    expect(acceptedVariant('kilometres', 'kilometer')).toBeNull();
  });
  it('keeps the forms that are the same in American English and the other derived forms', () => {
    expect(acceptedVariant('programming', 'programing')).toBeNull();
    expect(canonicalWord('centred').word).toBe('centered');
    expect(canonicalWord('colours').word).toBe('colors');
    expect(canonicalWord('tyres').word).toBe('tires');
    expect(canonicalWord('licences').word).toBe('licenses');
    expect(canonicalWord('analyses').word).toBe('analyzes');
  });
  it('marks il-0037\'s "runs five {{kilometers}}" typed as "kilometres" fully right', () => {
    const base = { itemId: 'il-0037', type: 'interactive-listening' } as const;
    const item = { id: 'il-0037', type: 'interactive-listening', turns: [] } as never;
    const key = { complete: [{ word: 'kilometers' }], responses: [], completeWhy: '', sampleSummary: '' } as never;
    const marked = markInteractiveListening(base as never, item, key, { type: 'interactive-listening', complete: ['kilometres'], responses: [] } as never);
    expect(marked.parts[0]!.score).toBe(1);
  });
});

describe('f12c: an accepted alternative in its British spelling', () => {
  it('accepts "practise" and "practice" where the notes accept {{rehearse|practice}}', () => {
    expect(acceptedVariant('practice', 'rehearse', ['practice'])).toBe('alternative');
    expect(acceptedVariant('practise', 'rehearse', ['practice'])).toBe('alternative');
    expect(acceptedVariant('prepare', 'rehearse', ['practice'])).toBeNull();
  });
});

describe('f12c: a listed common synonym in a notes gap', () => {
  const item = (text: string, notAlternatives?: string[]) => ({ id: 'il-9999', complete: { text, notAlternatives } });
  it('flags "ID" for "my student {{card}}" and "pills" for {{tablets}}', () => {
    expect(synonymGapProblems(item('I have to bring my student {{card}}.')).join(' ')).toContain('"ID"');
    expect(synonymGapProblems(item('The pharmacist gave me {{tablets}} to take once a day.')).join(' ')).toContain('"pills"');
    expect(synonymGapProblems(item('After the {{railroads}} arrived, cities grew.')).join(' ')).toContain('"railways"');
  });
  it('passes an accepted synonym, in any case, or one an editor ruled out', () => {
    expect(synonymGapProblems(item('I have to bring my student {{card|ID}}.'))).toEqual([]);
    expect(synonymGapProblems(item('I have to bring my student {{card|id}}.'))).toEqual([]);
    expect(synonymGapProblems(item('The pharmacist gave me {{tablets}} to take once a day.', ['pills']))).toEqual([]);
  });
  it('applies a framed pair only after its word', () => {
    expect(synonymGapProblems(item('I bought a birthday {{card}} for my sister.'))).toEqual([]);
    expect(synonymGapProblems(item('The ticket {{costs}} ten dollars.'))).toEqual([]);
    expect(synonymGapProblems(item('It covers two thirds of living {{costs}}.')).join(' ')).toContain('"expenses"');
  });
  it('reports each missing synonym of a gap once', () => {
    expect(synonymGapProblems(item('We will add a {{figure}}.'))).toHaveLength(2);
    expect(synonymGapProblems(item('We will add a {{figure|graph}}.'))).toHaveLength(1);
  });
  it('passes every conversation of the bank', () => {
    expect(conversations.flatMap((c) => synonymGapProblems(c))).toEqual([]);
  });
});

describe('f12c: British words among a notes gap\'s alternatives', () => {
  const conv = (text: string) => ({ id: 'il-9999', turns: [{ speaker: 'partner', text: 'Bring running shoes.' }], complete: { text } });
  it('skips the alternatives, not the key or the sentence', () => {
    expect(usageProblems(conv('I should buy new {{shoes|sneakers|trainers}}.'))).toEqual([]);
    expect(usageProblems(conv('I should buy new {{trainers}}.')).join(' ')).toContain('trainers');
    expect(usageProblems(conv('I should buy new {{shoes|sneakers}} and some trainers.')).join(' ')).toContain('trainers');
  });
  it('still checks every option of an Interactive Reading gap, which the learner reads', () => {
    expect(usageProblems({ id: 'ir-9999', paragraph: 'They put it in the {{rubbish|garbage|trash|waste}} bin.' }).join(' ')).toContain('rubbish');
  });
});
