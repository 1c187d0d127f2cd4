/**
 * Ninth read, photos (e9p, e9q; issue 22): "shoals of brightly colored fish" (ph-0099) and "has leapt high" (ph-0155)
 * are British-leaning usage (US "schools of fish", "leaped"), and 32 band-145 spoken answers signed off with
 * "honestly". Planted cases show the usage patterns and the stock sign-off cap fire, and that the US forms, a shoal of
 * sand and a mid-sentence "actually" pass.
 */
import { describe, expect, it } from 'vitest';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';
import { STOCK_SIGN_OFF_MAX, stockSignOffProblems } from '../../scripts/bank/lib/photo-items.mjs';
import photos from '../../content/photos/photos.json';

type Spoken = { band: number; text: string; notes: unknown[] };
const photo = (id: string, text: string) => ({ id, spokenSamples: [{ band: 145, text, notes: [] }] as Spoken[] });

describe('ninth read fix: British usage in the photos', () => {
  it.each([
    ['They look down at shoals of brightly colored fish darting among the corals.', 'shoals of brightly colored fish', 'school'],
    ['A shoal of small silver fish turns at once.', 'shoal', 'school'],
    ['Small fish often swim in shoals for safety.', 'swim in shoals', 'school'],
    ['A player in blue has leapt high into the air.', 'leapt', 'leaped'],
  ])('flags "%s"', (text, phrase, us) => {
    const found = britishUsages(text, 'ph');
    expect(found.length).toBe(1);
    expect(found[0]).toContain(phrase);
    expect(found[0]).toContain(us);
  });

  it.each([
    'They look down at schools of brightly colored fish darting among the corals.',
    'The boat ran aground on a shoal near the river mouth.',
    'Shoals and sandbars make the channel dangerous.',
    'A player in blue has leaped high into the air.',
  ])('passes "%s"', (text) => {
    expect(britishUsages(text, 'ph')).toEqual([]);
  });
});

describe('ninth read fix: stock sign-offs in the spoken photo answers', () => {
  const many = (text: string, n: number) => Array.from({ length: n }, (_, i) => photo(`ph-${9800 + i}`, text));

  it('flags a sign-off used in more spoken answers than the cap', () => {
    const found = stockSignOffProblems(many('I think it looks great, and honestly I would go there too.', STOCK_SIGN_OFF_MAX + 1));
    expect(found.length).toBe(1);
    expect(found[0]).toContain('"honestly"');
    expect(stockSignOffProblems(many('I would love to try that, actually.', STOCK_SIGN_OFF_MAX + 1)).join(' ')).toContain('", actually"');
  });

  it('passes the cap itself and a mid-sentence "actually"', () => {
    expect(stockSignOffProblems(many('It looks great, and honestly I would go there too.', STOCK_SIGN_OFF_MAX))).toEqual([]);
    expect(stockSignOffProblems(many('People have actually stopped to listen.', STOCK_SIGN_OFF_MAX + 5))).toEqual([]);
  });

  it('the committed photos stay under the cap', () => {
    expect(stockSignOffProblems(photos as Array<{ id: string; spokenSamples?: Spoken[] }>)).toEqual([]);
  });
});
