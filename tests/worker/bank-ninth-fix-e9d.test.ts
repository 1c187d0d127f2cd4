/**
 * Ninth read, e9d fixes (issue 22): "exclamation mark" is British; the US term is "exclamation point"
 * (scripts/bank/lib/us-usage.mjs). A planted sentence is flagged in every type; its US counterpart passes.
 */
import { describe, expect, it } from 'vitest';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';

describe('e9d: exclamation marks', () => {
  const british: Array<[string, RegExp]> = [
    ['the headline is full of capital letters and exclamation marks', /exclamation marks/],
    ['She ended every message with an exclamation mark.', /exclamation mark/],
  ];
  it.each(british)('flags "%s"', (sentence, found) => {
    for (const prefix of [null, 'lts', 'ws', 'ir']) {
      expect(britishUsages(sentence, prefix).join(' ')).toMatch(found);
    }
  });

  it('leaves the US form and question marks alone', () => {
    for (const sentence of [
      'the headline is full of capital letters and exclamation points',
      'She ended every message with an exclamation point and a question mark.',
    ]) expect(britishUsages(sentence, 'lts')).toEqual([]);
  });
});
