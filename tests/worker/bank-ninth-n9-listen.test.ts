/**
 * Ninth sweep (issue 22), n9-listen: British usage in Interactive Listening and Interactive Speaking. "On the day" alone
 * (is-0023, is-0036) now runs on the `is` and `il` items as well as the samples, and market "traders" (il-0080) and
 * "shopkeepers" (is-0012) are flagged bank-wide. Each planted case fails if its rule is removed; the US frames pass.
 * Interactive Speaking's model-answer notes now pass the same annotation rules as the other open tasks (82 failed),
 * with one difference: each stage's answer may close with its own conclusion.
 */
import { describe, expect, it } from 'vitest';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';
import { annotationProblems } from '../../scripts/bank/lib/samples.mjs';

describe('ninth sweep: on the day, traders, shopkeepers', () => {
  it.each([
    ['is', 'What do people do if the weather is bad on the day?', 'on the day'],
    ['is', 'On the day, I make sure I\'m free.', 'On the day'],
    ['il', 'Some people simply freeze on the day.', 'on the day'],
    [null, 'Higher rents pushed out small traders.', 'small traders'],
    [null, 'A cap on rents for existing traders would help.', 'existing traders'],
    [null, 'Success means traders\' families still work there.', 'traders\' families'],
    [null, 'The shopkeepers know regular customers by name.', 'shopkeepers'],
  ])('flags %s "%s"', (prefix, text, phrase) => {
    expect(britishUsages(text, prefix).join(' ')).toContain(`"${phrase}"`);
  });

  it.each([
    ['is', 'On the day of the festival, I make sure I\'m free.'],
    ['is', 'What do people do if the weather is bad that day?'],
    ['il', 'On the day I get paid, a fixed amount goes into savings.'],
    [null, 'Stock traders watch the market all day.'],
    [null, 'Higher rents pushed out small vendors.'],
    [null, 'The store owners know regular customers by name.'],
  ])('passes %s "%s"', (prefix, text) => {
    expect(britishUsages(text, prefix)).toEqual([]);
  });
});

describe('ninth sweep: Interactive Speaking notes', () => {
  const text = [
    'I live near the river. There is hardly any shade between the bus stop and the square. So I walk in the morning.',
    'My mother likes animals too, but she keeps them outside because they make a mess. We feed the birds every winter.',
  ];
  const item = (notes: { quote: string; tag: string; stage: number }[]) => ({ id: 'is-9999', samples: [{ band: 145, text, notes }] });

  it('flags a long precise-word note, a complex-sentence note with no subordinate clause and a because-clause linking note', () => {
    const found = annotationProblems(item([
      { quote: 'There is hardly any shade between the bus stop and the square', tag: 'precise-word', stage: 0 },
      { quote: 'We feed the birds every winter.', tag: 'complex-sentence', stage: 1 },
      { quote: 'because they make a mess', tag: 'linking', stage: 1 },
    ])).join('\n');
    expect(found).toContain('"precise-word" note quotes');
    expect(found).toContain('"complex-sentence" note has no subordinate clause');
    expect(found).toContain('"linking" note is a reason clause');
  });

  it('passes short precise words and a stage that closes with its own conclusion; flags a conclusion that does not close its stage', () => {
    expect(annotationProblems(item([
      { quote: 'hardly any shade', tag: 'precise-word', stage: 0 },
      { quote: 'So I walk in the morning.', tag: 'conclusion', stage: 0 },
      { quote: 'she keeps them outside because they make a mess', tag: 'complex-sentence', stage: 1 },
      { quote: 'We feed the birds every winter.', tag: 'conclusion', stage: 1 },
    ]))).toEqual([]);
    expect(annotationProblems(item([{ quote: 'I live near the river.', tag: 'conclusion', stage: 0 }])).join(' '))
      .toContain('"conclusion" note must quote the last two sentences');
  });
});
