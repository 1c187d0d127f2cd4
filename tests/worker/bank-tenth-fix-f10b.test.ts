/**
 * Tenth read (issue 22), f10b fixes: a Listen and Type key may not hold a noun's possessive that sounds the same as
 * its plural possessive (lt-0157 "The composer's early works…" is heard equally as "The composers' early works…").
 * Each planted case fails if the rule is removed; the rewritten sentences, pinned singulars and checked items pass.
 */
import { describe, expect, it } from 'vitest';
import { formatProblems, LT_SINGULAR_POSSESSIVE_CHECKED } from '../../scripts/bank/lib/format-rules.mjs';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';

const lt = (text: string, id = 'lt-9999') => ({ id, cefr: 'C1', topic: 'arts', text });

describe('tenth read f10b: possessives that sound like their plural in Listen and Type', () => {
  it.each([
    ["The composer's early works reveal a surprising sensitivity to the rhythms of speech.", "composer's"],
    ["The country's economic recovery remains fragile and heavily dependent on exports.", "country's"],
    ["The students' essays were returned on Monday.", "students'"],
    ["My brother's car broke down on the highway.", "brother's"],
  ])('flags "%s"', (text, form) => {
    expect(formatProblems('lt', lt(text)).join('\n')).toContain(`"${form}" sounds the same as its plural`);
  });

  it.each([
    'Even in her earliest songs, the composer showed a remarkable sensitivity to the rhythms of speech.',
    'The economic recovery in this country remains fragile and heavily dependent on exports.',
    "The children's library is on the second floor.",
    "Today's meeting has been moved to the afternoon.",
    "Each player's score is shown on the screen.",
    "Let's meet at the library after class.",
    "The crash test used a dummy in the driver's seat.",
    "She finished her master's degree while working full time.",
  ])('passes "%s"', (text) => {
    expect(formatProblems('lt', lt(text))).toEqual([]);
  });

  it('passes a possessive a reader checked and listed, and only that item', () => {
    const text = "The human brain uses about a fifth of the body's energy.";
    expect(LT_SINGULAR_POSSESSIVE_CHECKED.has('lt-0220')).toBe(true);
    expect(formatProblems('lt', lt(text, 'lt-0220'))).toEqual([]);
    expect(formatProblems('lt', lt(text, 'lt-0221')).join('\n')).toContain(`"body's" sounds the same`);
  });
});

describe('tenth read f10b: British workplace usage', () => {
  it('flags lt-0227 as it was and passes the US wording', () => {
    const found = britishUsages('Flexible working hours have significantly improved staff satisfaction.').join('\n');
    expect(found).toContain('"Flexible working hours" (US: flexible work schedules');
    expect(found).toContain('"staff satisfaction" (US: employee satisfaction)');
    expect(britishUsages('Flexible work schedules have significantly improved employee satisfaction.')).toEqual([]);
    expect(britishUsages('The staff is satisfied with its working hours.')).toEqual([]);
  });
});
