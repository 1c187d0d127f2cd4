/**
 * Eleventh read, fix f11b (issue 22): gate rules for the Interactive Reading highlight keys the read t11e found.
 * A key is the minimal span that answers, and the only one. Each planted bad case is what the read found; each
 * good case is its fix and must keep passing.
 */
import { describe, expect, it } from 'vitest';
import { highlightProblems } from '../../scripts/bank/lib/format-rules.mjs';

interface PlantedSet {
  id: string;
  paragraphs: string[];
  highlights: { question: string; answer: string; why: string }[];
}

const set = (id: string, paragraph: string, question: string, answer: string): PlantedSet => ({
  id,
  paragraphs: [paragraph, 'Two.', 'Three.'],
  highlights: [{ question, answer, why: 'w' }],
});

describe('eleventh read: a highlight key does not run into a non-restrictive clause (ir-0059)', () => {
  const paragraph = 'However, it is less useful for understanding ideas, which depends on making connections rather than storing items.';
  it('flags "understanding ideas, which depends on…"', () => {
    const found = highlightProblems(set('ir-0059', paragraph, 'What is the method less useful for?', 'understanding ideas, which depends on making connections rather than storing items'));
    expect(found.join(' ')).toContain('ir-0059: a highlight answer runs past a comma into a non-restrictive clause');
  });
  it('passes the minimal key "understanding ideas"', () => {
    expect(highlightProblems(set('ir-0059', paragraph, 'What is the method less useful for?', 'understanding ideas'))).toEqual([]);
  });
});

describe('eleventh read: a highlight key does not stop before the clause that completes its noun (ir-0044)', () => {
  it('flags "…finish without the debt" when the passage goes on "that many graduates carry"', () => {
    const paragraph = 'The appeal is obvious: they earn a salary from the first day and finish without the {{debt|doubt|diet|date}} that many graduates carry for years.';
    const found = highlightProblems(set('ir-0044', paragraph, 'What makes apprenticeships attractive?', 'they earn a salary from the first day and finish without the debt'));
    expect(found.join(' ')).toContain('ir-0044: a highlight answer stops before the relative clause');
  });
  it('passes a key that stands alone ("…finish without student debt", then a comma clause)', () => {
    const paragraph = 'The appeal is obvious: they earn a salary from the first day and finish without student {{debt|doubt|diet|date}}, which many graduates carry for years.';
    expect(highlightProblems(set('ir-0044', paragraph, 'What makes apprenticeships attractive?', 'they earn a salary from the first day and finish without student debt'))).toEqual([]);
  });
});

describe('eleventh read: a "some researchers" question over a paragraph with a second view has two answers (ir-0074)', () => {
  const paragraph = 'Some researchers believe purring calms the cat, a little like humming when we are nervous. <<Others point out that the frequency of a purr is similar to the vibrations doctors use to help bones heal.>> This has led to the idea that purring might help injured cats recover.';
  it('flags "What do some researchers believe purring does for the cat?"', () => {
    const found = highlightProblems(set('ir-0074', paragraph, 'What do some researchers believe purring does for the cat?', 'purring calms the cat'));
    expect(found.join(' ')).toContain('ir-0074: a highlight question asks what some researchers think');
  });
  it('passes a question with one answer', () => {
    expect(highlightProblems(set('ir-0074', paragraph, 'According to the passage, which human habit is purring compared to?', 'humming when we are nervous'))).toEqual([]);
  });
  it('passes "some researchers" when the paragraph gives no other view', () => {
    expect(highlightProblems(set('ir-0074', 'Some researchers believe purring calms the cat.', 'What do some researchers believe purring does?', 'purring calms the cat'))).toEqual([]);
  });
});
