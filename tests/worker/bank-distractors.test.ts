/**
 * Interactive Listening distractors (issue 22 point 5): the build refuses a wrong reply that is only a general
 * statement about a word the partner said ("Dates are difficult fruit to grow"), and the authored conversations
 * hold none. Replies a half-listener could give (a misheard number, another question's answer) pass.
 */
import { describe, expect, it } from 'vitest';
import conversations from '../../content/interactive-listening/conversations.json';
import { distractorProblems, isWordEchoTruism } from '../../scripts/bank/lib/distractors.mjs';

const date = 'The only issue left is the date, since the hall is booked on the fourteenth.';

describe('word-echo truisms are refused as distractors', () => {
  it.each([
    [date, 'Dates are difficult fruit to grow.'],
    ['That includes the gym and the swimming pool.', 'Pools are full of water.'],
    ['That means starting at six.', 'Six is a really nice number.'],
    ['You can walk along the river in about thirty minutes.', 'Rivers are usually full of water.'],
    ['I need someone to open the cafe on Tuesday and Thursday.', 'Tuesday comes after Monday.'],
  ])('after "%s" refuses "%s"', (partner, reply) => {
    expect(isWordEchoTruism(partner, reply)).toBe(true);
  });

  it.each([
    [date, 'Would the fourteenth of next month work instead?'],
    [date, 'Then we\'ll just use the hall anyway.'],
    ['It costs eight dollars. Express costs twenty.', 'Twenty dollars is too much.'],
    ['Which bus was it, and what time?', 'It was the number fourteen, at about eight o\'clock.'],
    ['Two people are on holiday.', 'Flights are expensive in August.'],
  ])('after "%s" accepts "%s"', (partner, reply) => {
    expect(isWordEchoTruism(partner, reply)).toBe(false);
  });

  it('reports a planted truism with the item id, so the build fails', () => {
    const item = { id: 'il-9999', turns: [{ speaker: 'partner', text: date }, { speaker: 'you', answer: 'Is the twenty-first free?', distractors: ['Dates are difficult fruit to grow.', 'Then we will use the hall anyway.', 'The fourteenth suits us.'] }, { speaker: 'partner', text: 'It is.' }] };
    expect(distractorProblems(item)).toEqual(['il-9999: distractor is a general statement about the partner\'s words, not a reply: "Dates are difficult fruit to grow."']);
  });

  it('finds none in the authored conversations, at least 40 of them', () => {
    expect(conversations.length).toBeGreaterThanOrEqual(40);
    // The eleventh round's wider rule: the scenario, earlier turns and hedged openings count too.
    expect(conversations.flatMap((c) => distractorProblems(c, { wide: true }))).toEqual([]);
  });
});
