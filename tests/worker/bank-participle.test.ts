/**
 * Fill in the Blanks labels an -ed form after "be" or "have" as a past participle, not a past tense (issue 22,
 * second editor's review: fib-0053 "was praised", fib-0113, fib-0187, fib-0281).
 */
import { describe, expect, it } from 'vitest';
import { followsBeOrHave, labelInContext } from '../../scripts/bank/lib/participle.mjs';

const PAST = 'past tense of “praise”: express approval of';

describe('past participle label after be/have', () => {
  it.each([
    ['The director was praised for the way she brought an old story to modern audiences.', 'praised'],
    ['The number of people working from home has increased sharply.', 'increased'],
    ['Public trust in institutions can be quickly eroded by a single scandal.', 'eroded'],
    ['The results have not yet been published.', 'published'],
    ["The parcel's arrived.", 'arrived'],
  ])('"%s" → past participle of', (sentence, word) => {
    expect(followsBeOrHave(sentence, word)).toBe(true);
    expect(labelInContext(PAST, sentence, word)).toBe('past participle of “praise”: express approval of');
  });

  it.each([
    ['Our team trained hard all season and finally lifted the trophy.', 'lifted'],
    ['The manager insisted on checking every invoice.', 'insisted'],
    ['She was tired, so she walked home.', 'walked'],
  ])('keeps "past tense of" in "%s"', (sentence, word) => {
    expect(followsBeOrHave(sentence, word)).toBe(false);
    expect(labelInContext(PAST, sentence, word)).toBe(PAST);
  });

  it('leaves other labels alone', () => {
    expect(labelInContext('-ing form of “go”: move', 'She is going home.', 'going')).toBe('-ing form of “go”: move');
  });
});
