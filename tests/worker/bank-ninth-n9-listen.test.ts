/**
 * Ninth sweep (issue 22), n9-listen: British usage in Interactive Listening and Interactive Speaking. "On the day" alone
 * (is-0023, is-0036) now runs on the `is` and `il` items as well as the samples, and market "traders" (il-0080) and
 * "shopkeepers" (is-0012) are flagged bank-wide. Each planted case fails if its rule is removed; the US frames pass.
 */
import { describe, expect, it } from 'vitest';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';

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
