import { describe, expect, it } from 'vitest';
import { allAt, at, clean } from './cue-terms.ts';

const finds = (text: string, term: string) => at(clean(text), term) >= 0;

describe('cue terms', () => {
  it('finds whole words with a regular ending', () => {
    expect(finds('I love cooking for friends.', 'cook')).toBe(true);
    expect(finds('Big cities are loud.', 'city')).toBe(true);
    expect(finds('We were replacing the roof.', 'replace')).toBe(true);
    expect(finds('My favorite season is fall.', 'sea')).toBe(false);
  });

  it('does not take a form that names something else for the cue (is-0015: parking is not a park)', () => {
    expect(finds('Parking is a nightmare, and cars are parked everywhere.', 'park')).toBe(false);
    expect(finds('We walk in the park; there are two parks nearby.', 'park')).toBe(true);
    expect(finds('I booked a hotel and paid for the booking.', 'book')).toBe(false);
    expect(finds('I read two books a month.', 'book')).toBe(true);
    expect(finds('Football training is on Tuesdays.', 'train')).toBe(false);
    expect(finds('I take two trains to work.', 'train')).toBe(true);
    // A multi-word cue ends on the same word; a cue spelled as the other word still finds it.
    expect(finds('The city parking garage is full.', 'city park')).toBe(false);
    expect(finds('Parking is expensive downtown.', 'parking')).toBe(true);
    expect(allAt(clean('parked near the park, parking again at the park'), 'park')).toHaveLength(2);
  });
});
