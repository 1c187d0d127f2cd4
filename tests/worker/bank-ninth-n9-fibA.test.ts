/**
 * Ninth sweep, n9-fibA (issue 22): a Fill in the Blanks key between "to" and its object is a verb, so a noun
 * definition shown for it fails the build (fib-0164 "I would like to book a table" was shown the noun "a set of
 * printed pages fixed together inside a cover"). The planted cases must be read as verbs; the prepositional "to"
 * before a noun and a time phrase must not.
 */
import { describe, expect, it } from 'vitest';
import { certainUse, verbAfterTo } from '../../scripts/bank/lib/key-use.mjs';

const words = (s: string): string[] => s.toLowerCase().match(/[a-z']+/g) ?? [];

describe('a key between "to" and its object is a verb (fib-0164)', () => {
  it.each([
    ["I would like to book a table for four people at eight o'clock, please.", 'book'],
    ['Could you ask him to pass me the salt, please?', 'pass'],
    ['She wants to paint her room a lighter color.', 'paint'],
    ['We hope to land our first client this year.', 'land'],
  ])('"%s" uses "%s" as a verb', (sentence, key) => {
    expect(certainUse(sentence, key)).toBe('verb');
    expect(verbAfterTo(words(sentence), words(sentence).indexOf(key))).toBe(true);
  });

  it.each([
    ['We walked to school the next morning because the bus was late.', 'school'],
    ['She went back to work this morning after a long illness.', 'work'],
    ['He gave the book to his sister for her birthday.', 'his'],
    ['They moved to the city last year.', 'city'],
  ])('"%s" does not force a verb on "%s"', (sentence, key) => {
    expect(verbAfterTo(words(sentence), words(sentence).indexOf(key))).toBe(false);
    expect(certainUse(sentence, key)).toBeNull();
  });
});
