/**
 * Ninth sweep (issue 22), Read, Then Speak and Listen, Then Speak: two gate rules with planted cases.
 * - samples.mjs: a `detail` note may not open with a connective ("so the kitchen went dark…" in rts-0006, "so they're
 *   much easier to recycle…" in rts-0115); the eighth read's photo rule now covers the two then-speak types.
 * - us-usage.mjs: British usages the then-speak model answers carried (key ring, go rusty, friendly matches, the other
 *   way round, a zipped pocket, building work, hotel reception, caring responsibilities, across the road from, blocked
 *   my card, unwell, opening hours, power cut, evening course), each with its US form passing.
 */
import { describe, expect, it } from 'vitest';
import { annotationProblems } from '../../scripts/bank/lib/samples.mjs';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';

const text = 'Last winter the power went out, so the kitchen went dark with a pot of water on the stove. We ate by candlelight.';
const item = (id: string, notes: { quote: string; tag: string }[]) => ({ id, samples: [{ band: 145, text, notes }] });

describe('ninth sweep: a detail note that opens with a connective, in the then-speak types', () => {
  it('fails in read-then-speak and listen-then-speak, and since the lead\'s follow-up in every annotated type', () => {
    for (const id of ['rts-9701', 'lts-9701', 'ws-9701', 'ss-9701', 'iw-9701']) {
      expect(annotationProblems(item(id, [{ quote: 'so the kitchen went dark with a pot of water on the stove', tag: 'detail' }])).join(' '))
        .toMatch(new RegExp(`${id} band 145: "detail" note opens with a connective`));
    }
  });

  it('passes the same note quoted from its content, and "so much" as a noun phrase', () => {
    expect(annotationProblems(item('rts-9701', [{ quote: 'the kitchen went dark with a pot of water on the stove', tag: 'detail' }]))).toEqual([]);
    expect(annotationProblems({ id: 'lts-9701', samples: [{ band: 145, text: 'There was so much food on the table.', notes: [{ quote: 'so much food on the table', tag: 'detail' }] }] })).toEqual([]);
  });
});

describe('ninth sweep: British usages in the then-speak model answers', () => {
  const british: [string, RegExp][] = [
    ['he even gave me a small key ring at the end', /key ring/],
    ['fridge magnets, key rings or T-shirts', /key rings/],
    ["You can't leave it wet or it goes rusty.", /goes rusty/],
    ['adults play friendly matches in the evenings', /friendly matches/],
    ['a big city after a village, or the other way round', /other way round/],
    ['I keep my cards in a zipped pocket.', /zipped pocket/],
    ['rules about building work at night', /building work/],
    ['a summer job at a hotel reception', /hotel reception/],
    ['Adults with long working hours or caring responsibilities', /caring responsibilities/],
    ["a small park across the road from my grandparents' house", /across the road from/],
    ['Then I called the bank and blocked my card.', /blocked my card/],
    ['anyone who is tired or unwell', /or unwell/],
    ['their opening hours can be short', /opening hours/],
    ['Our building had a power cut on a freezing night.', /power cut/],
    ['I took an evening course in drawing.', /evening course/],
  ];
  it.each(british)('flags "%s"', (sentence, found) => {
    expect(britishUsages(sentence, 'lts').join(' ')).toMatch(found);
    expect(britishUsages(sentence, 'rts').join(' ')).toMatch(found);
  });

  it('leaves the US forms and the US senses alone', () => {
    for (const sentence of [
      'he even gave me a small keychain at the end',
      "You can't leave it wet or it'll rust.",
      'adults play pickup games in the evenings',
      'or the other way around',
      'I keep my cards in a zippered pocket.',
      'rules about construction at night, and building work habits early',
      'a summer job at the front desk of a hotel, then the wedding reception in a reception hall',
      'Adults with long working hours or relatives to care for',
      "a small park across the street from my grandparents' house",
      'Then I called the bank and canceled my card.',
      "anyone who's tired or not feeling well",
      'they often close early; the store hours are short',
      'Our building lost power on a freezing night.',
      'I took a night class in drawing.',
    ]) expect(britishUsages(sentence, 'lts')).toEqual([]);
  });
});
