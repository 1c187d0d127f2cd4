/**
 * Seventh read, r7b (issue 22): gate rules for the classes found in Listen and Type, Read Aloud, Interactive Reading
 * and Interactive Speaking. Each planted bad case must be reported; its US or correct counterpart must pass.
 */
import { describe, expect, it } from 'vitest';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';
import { formatProblems, highlightProblems, stateSinceProblems } from '../../scripts/bank/lib/format-rules.mjs';

const lt = (text: string) => ({ id: 'lt-9999', cefr: 'B1', topic: 'health', text });

describe('British usage added in the seventh read', () => {
  it.each([
    ['An extra day is added on the 29th of February.', 'the 29th of February', 'February 29'],
    ['Most of them celebrate on the first of March.', 'the first of March', 'February 29'],
    ['Testing the Four-Day Working Week', 'Working Week', 'workweek'],
    ['A light novel on a long train journey is perfect.', 'train journey', 'train trip'],
    ['A pair of walking boots I bought in the fall.', 'walking boots', 'hiking boots'],
    ['Many students cannot cook, so they buy ready meals.', 'ready meals', 'frozen dinners'],
    ['Rail companies are buying new carriages.', 'new carriages', 'train car'],
    ['The most interesting building is the old railway station.', 'railway station', 'train station'],
  ])('flags "%s" in every type', (text, phrase, us) => {
    const found = britishUsages(text).join(' ');
    expect(found).toContain(`"${phrase}`);
    expect(found).toContain(us);
    expect(formatProblems('lt', lt(text)).join(' ')).toMatch(/lt-9999: US usage, found/);
  });

  it('passes the US forms and the Fourth of July', () => {
    for (const text of [
      'An extra day is added on February 29.',
      'Most of them celebrate on March 1.',
      'We watch the fireworks on the Fourth of July.',
      'It is the end of March for the fall semester.',
      'Testing the four-day workweek.',
      'A light novel on a long train ride is perfect.',
      'We spent the whole weekend working.',
      'A pair of hiking boots I bought in the fall.',
      'Many students cannot cook, so they buy frozen dinners.',
      'Rail companies are buying new cars.',
      'A man drove a carriage pulled by horses.',
      'Dinner is ready. Meals are served at seven.',
      'The monarchs make a long journey south.',
    ]) expect(britishUsages(text), text).toEqual([]);
  });

  it('runs the store and journey patterns on Interactive Reading, Interactive Speaking, Listen and Type and Read Aloud', () => {
    for (const prefix of ['ir', 'is', 'lt', 'ra']) {
      expect(britishUsages('Walk through almost any store, or pay for the same mug in a shop.', prefix).join(' ')).toContain('"in a shop"');
      expect(britishUsages('The train was full for the whole journey.', prefix).join(' ')).toContain('"whole journey"');
      expect(britishUsages('Many residents miss the local shops.', prefix).join(' ')).toContain('"local shops"');
    }
    expect(britishUsages('Pay for the same mug in a store. The coffee shop opens at eight.', 'ir')).toEqual([]);
    // Other types keep their own scope.
    expect(britishUsages('Pay for the same mug in a shop.', 'fib')).toEqual([]);
  });
});

describe('present state with since of past time (seventh read, lt-0112)', () => {
  it.each([
    'I feel much better since I started going to bed earlier.',
    'She looks happier since she moved to the coast.',
    'He seems more relaxed since last summer.',
  ])('fails "%s"', (text) => {
    expect(stateSinceProblems(lt(text)).join(' ')).toMatch(/lt-9999: present tense with since of past time/);
    expect(formatProblems('lt', lt(text)).join(' ')).toMatch(/present tense with since/);
  });

  it('passes the present perfect and the causal since', () => {
    for (const text of [
      'I have felt much better since I started going to bed earlier.',
      'I feel better since the weather is warm.',
      'She has looked happier since she moved to the coast.',
      'I feel much better now that I go to bed earlier.',
    ]) expect(stateSinceProblems(lt(text)), text).toEqual([]);
  });
});

describe('highlight answers do not start with a relative pronoun (seventh read, ir-0076)', () => {
  const ir = (answer: string) => ({ id: 'ir-9999', cefr: 'B1', highlights: [{ question: 'What was wrong with typing prices by hand?', answer, why: 'planted' }] });
  it.each(['which was slow and led to many mistakes', 'who had found the wallet on a bus seat', 'Whose voices they hear for hours'])('fails "%s"', (answer) => {
    expect(highlightProblems(ir(answer)).join(' ')).toMatch(/ir-9999: a highlight answer starts with a relative pronoun/);
    expect(formatProblems('ir', ir(answer)).join(' ')).toMatch(/relative pronoun/);
  });
  it('passes an answer that is only the answer', () => {
    for (const answer of ['was slow and led to many mistakes', 'whether the benefit to sellers survives', 'whole families of deer at the edge']) {
      expect(highlightProblems(ir(answer)), answer).toEqual([]);
    }
  });
});
