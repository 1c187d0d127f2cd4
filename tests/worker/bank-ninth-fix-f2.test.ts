/**
 * Ninth read (issue 22), e9b fixes: Listen and Type keys avoid contractions, so an everyday A1–B1 sentence must be
 * worded so that no contraction is needed (lt-0033 "We are out of eggs, so I cannot make pancakes", lt-0199 "when I am
 * busy"). A Read Aloud sentence may not repeat a Listen and Type key (ra-0006 was lt-9002 plus "from this stop").
 * Each planted case fails if its rule is removed; the reworded sentences and formal C1 sentences pass.
 */
import { describe, expect, it } from 'vitest';
import { formatProblems, spokenEchoProblems } from '../../scripts/bank/lib/format-rules.mjs';

const lt = (cefr: string, text: string) => ({ id: 'lt-9999', cefr, topic: 'daily life', text });

describe('ninth read e9b: full forms nobody says in Listen and Type', () => {
  it.each([
    ['B1', 'We are out of eggs, so I cannot make pancakes this morning.', 'We are'],
    ['B1', 'I usually have lunch at my desk when I am busy.', 'I am'],
    ['A2', 'Do not forget to charge your phone before the trip.', 'Do not'],
    ['B1', 'I will meet you outside the movie theater at eight.', 'I will'],
    ['A1', 'It is cold and windy today.', 'It is'],
  ])('flags %s "%s"', (cefr, text, form) => {
    expect(formatProblems('lt', lt(cefr, text)).join('\n')).toContain(`"${form}" is a full form nobody says`);
  });

  it.each([
    ['B1', 'We ran out of eggs, so I made toast instead of pancakes.'],
    ['B1', 'I usually have lunch at my desk on busy days.'],
    ['B1', 'My friends and I have been waiting for the bus for twenty minutes.'],
    ['B2', 'I would have called you earlier, but my phone battery was dead.'],
    ['C1', 'Scientists still do not fully understand how the treatment affects patients over time.'],
  ])('passes %s "%s"', (cefr, text) => {
    expect(formatProblems('lt', lt(cefr, text))).toEqual([]);
  });
});

describe('ninth read e9b: a Read Aloud sentence that repeats a Listen and Type key', () => {
  it('flags ra-0006 as it was (lt-9002 with "from this stop" added)', () => {
    const found = spokenEchoProblems([
      { id: 'lt-9002', text: 'The bus to the city center leaves every twenty minutes.' },
      { id: 'ra-0006', text: 'The bus to the city center leaves every twenty minutes from this stop.' },
    ]);
    expect(found.join('\n')).toContain('ra-0006: repeats the spoken sentence of lt-9002');
  });

  it('passes the rewritten ra-0006 and a sentence on the same topic in other words', () => {
    expect(spokenEchoProblems([
      { id: 'lt-9002', text: 'The bus to the city center leaves every twenty minutes.' },
      { id: 'ra-0006', text: 'Excuse me, does this bus stop near the public library?' },
      { id: 'ra-0118', text: 'The city plans to add more bicycle lanes along the busy roads near the schools.' },
    ])).toEqual([]);
  });
});
