/**
 * Eleventh read (t11b): an open compound in a Listen and Type key ("post office", "wind farm") typed closed up or
 * with a hyphen ("postoffice", "post-office", "windfarm") is the same answer, and so is a hyphenated key word typed
 * as two words ("part time" for "part-time"). The explanation names the accepted form. Function-word pairs whose
 * closed form is another word ("every day"/"everyday", "any one"/"anyone", "a lot"/"alot") are not joined.
 */
import { describe, expect, it } from 'vitest';
import type { PublicItemOf } from '../../exam/items.ts';
import { markAnswer } from './index.ts';
import { alignWords, joinsCompound, listenTypeScore } from './listen-type.ts';

const meta = { difficulty: 85, cefr: 'B1' as const, topic: 'test' };
const item: PublicItemOf<'listen-and-type'> = { ...meta, id: 'lt-x', type: 'listen-and-type', audio: null, maxPlays: 3 };
const mark = (key: string, typed: string) => markAnswer(item, { text: key }, { type: 'listen-and-type', text: typed, plays: 1 });
const variants = (key: string, typed: string) => mark(key, typed).explanations
  .filter((e) => e.frame.startsWith('explain.variant.'))
  .map((e) => `${e.frame}:${String(e.args.given)}:${String(e.args.expected)}`);

describe('Listen and Type: open compounds typed closed or hyphenated', () => {
  const office = 'The post office closes early on Saturdays.';
  const farm = 'The wind farm produces enough electricity for thirty thousand homes.';

  it('gives full credit for "post-office", "postoffice" and "windfarm"', () => {
    for (const typed of ['The post-office closes early on Saturdays.', 'the postoffice closes early on saturdays', office]) {
      expect(mark(office, typed).score, typed).toBe(1);
    }
    expect(mark(farm, 'The windfarm produces enough electricity for 30,000 homes.').score).toBe(1);
    expect(mark(farm, 'The wind-farm produces enough electricity for thirty thousand homes.').score).toBe(1);
    expect(mark('She checks her blood pressure at the swimming pool.', 'She checks her blood-pressure at the swimmingpool.').score).toBe(1);
  });

  it('keeps one op per key word, so the count of words right is the key\'s', () => {
    const ops = alignWords('The post-office closes early on Saturdays.', office);
    expect(ops.map((o) => o.op)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
    expect(ops.slice(1, 3)).toEqual([{ op: 'ok', expected: 'post', given: 'post-office' }, { op: 'ok', expected: 'office', given: 'post-office' }]);
    expect(mark(office, 'The post-office closes early on Saturdays.').explanations[0]!.args).toMatchObject({ right: 7, total: 7 });
  });

  it('says which form it accepted, once', () => {
    expect(variants(office, 'The post-office closes early on Saturdays.')).toEqual(['explain.variant.compound:post-office:post office']);
    expect(variants(office, 'The postoffice closes early on Saturdays.')).toEqual(['explain.variant.compound:postoffice:post office']);
    expect(variants(farm, 'The windfarm produces enough electricity for 30,000 homes.'))
      .toEqual(['explain.variant.compound:windfarm:wind farm', 'explain.variant.number:30,000:thirty thousand']);
    expect(variants(office, office)).toEqual([]);
  });

  it('accepts a hyphenated key word typed as two words, and explains it', () => {
    const key = 'She found a part-time job near campus.';
    expect(mark(key, 'She found a part time job near campus.').score).toBe(1);
    expect(variants(key, 'She found a part time job near campus.')).toEqual(['explain.variant.compound:part time:part-time']);
    expect(mark(key, 'She found a part time job near campus.').explanations[0]!.args).toMatchObject({ right: 7, total: 7 });
  });

  it('does not join function-word pairs whose closed form is another word or a misspelling', () => {
    expect(mark('I walk to work every day.', 'I walk to work everyday.').score).toBeLessThan(1);
    expect(mark('Did any one of them call?', 'Did anyone of them call?').score).toBeLessThan(1);
    expect(mark('She reads a lot of books.', 'She reads alot of books.').score).toBeLessThan(1);
    expect(mark('Prices rose over time.', 'Prices rose overtime.').score).toBeLessThan(1);
    expect(mark('It may be late.', 'It maybe late.').score).toBeLessThan(1);
    expect(joinsCompound('everyday', 'every', 'day')).toBe(false);
    expect(joinsCompound('into', 'in', 'to')).toBe(false);
  });

  it('still marks a wrong or misspelled compound as wrong', () => {
    expect(mark(office, 'The post-offices close early on Saturdays.').score).toBeLessThan(1);
    expect(mark(office, 'The postofice closes early on Saturdays.').score).toBeLessThan(1);
    expect(listenTypeScore(alignWords('The office-post closes early on Saturdays.', office))).toBeLessThan(1);
  });
});
