/**
 * Tenth read, photos (t10p, t10q; issue 22): "a memorable day out" (ph-0134) is British usage (US "a day trip", "an
 * outing"), and written band-145 Write About the Photo answers ran to 81–90 words for a one-minute task. Planted cases
 * show the usage pattern and the written word cap fire, and that US forms and an answer at the cap pass.
 */
import { describe, expect, it } from 'vitest';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';
import { WRITTEN_145_MAX, wordCount, writtenLengthProblems } from '../../scripts/bank/lib/photo-items.mjs';
import photos from '../../content/photos/photos.json';

type Sample = { band: number; text: string; notes: unknown[] };
const photo = (id: string, samples: Sample[]) => ({ id, samples });
const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ') + '.';

describe('tenth read fix: "day out" is British usage', () => {
  it.each([
    ['It must be a memorable day out for the children.', 'a memorable day out'],
    ["I'd say it's a fun family day out, even if it's freezing.", 'fun family day out'],
    ['Where would you like to go for your next day out?', 'next day out'],
    ['They have found the perfect place for a peaceful day out.', 'peaceful day out'],
  ])('flags "%s"', (text, phrase) => {
    const found = britishUsages(text, 'ph');
    expect(found.length).toBe(1);
    expect(found[0]).toContain(phrase);
    expect(found[0]).toContain('day trip');
  });

  it.each([
    'It must be a day the children will remember.',
    'Where would you like to go for your next day trip?',
    'We spent the whole day out on the lake.',
    'She works one day out of seven.',
    'They were out all day.',
  ])('passes "%s"', (text) => {
    expect(britishUsages(text, 'ph')).toEqual([]);
  });

  it('no photo text says "day out"', () => {
    const texts = (photos as { samples: Sample[]; spokenSamples: Sample[] }[]).flatMap((p) => [...p.samples, ...p.spokenSamples].map((s) => s.text));
    expect(texts.filter((t) => britishUsages(t, 'ph').some((u: string) => /day out/i.test(u)))).toEqual([]);
  });
});

describe('tenth read fix: written band-145 photo answers fit one minute of writing', () => {
  it('flags a band-145 written answer over the cap', () => {
    const problems = writtenLengthProblems(photo('ph-0999', [{ band: 145, text: words(WRITTEN_145_MAX + 1), notes: [] }]));
    expect(problems.length).toBe(1);
    expect(problems[0]).toContain('ph-0999');
    expect(problems[0]).toContain(`${WRITTEN_145_MAX + 1} words`);
  });

  it('passes an answer at the cap, and does not apply the cap to other bands', () => {
    expect(writtenLengthProblems(photo('ph-0999', [{ band: 145, text: words(WRITTEN_145_MAX), notes: [] }]))).toEqual([]);
    expect(writtenLengthProblems(photo('ph-0999', [{ band: 115, text: words(WRITTEN_145_MAX + 5), notes: [] }]))).toEqual([]);
  });

  it('the cap is about one minute of writing, and every bank photo keeps it', () => {
    expect(WRITTEN_145_MAX).toBeLessThanOrEqual(70);
    const over = (photos as { id: string; samples: Sample[] }[]).filter((p) => writtenLengthProblems(p).length > 0).map((p) => p.id);
    expect(over).toEqual([]);
    expect(wordCount('It is a day the children will remember.')).toBe(8);
  });
});
