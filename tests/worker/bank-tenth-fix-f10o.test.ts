/**
 * Tenth read, photos (t10p, issue 22): every band-145 spoken answer opened "So…" or "OK, so…" (88 of 153 "So this
 * is…") and 40 of 47 band-115 answers opened "In this picture…". Planted cases show the opener cap fires when one
 * band's answers share their first words, ignores case and punctuation ("OK, so" = "ok so"), counts each band apart,
 * and passes varied openings and the cap itself.
 */
import { describe, expect, it } from 'vitest';
import { OPENER_MIN_CAP, openerCap, openerOf, stockOpenerProblems } from '../../scripts/bank/lib/photo-items.mjs';
import photos from '../../content/photos/photos.json';

type Spoken = { band: number; text: string; notes: unknown[] };
type Photo = { id: string; spokenSamples?: Spoken[] };

/** n photos, each with one spoken answer of the band; the first `same` of them open with `opening`. */
function bank(band: number, n: number, same: number, opening: string): Photo[] {
  // A word of its own for each other answer ("Kidsba are…"): the opener reads letters only, so no digits.
  const own = (i: number) => `Kids${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`;
  return Array.from({ length: n }, (_, i) => ({
    id: `ph-${9700 + i}`,
    spokenSamples: [{ band, text: `${i < same ? opening : `${own(i)} are`} here, and I think it's a nice day.`, notes: [] }],
  }));
}

describe('tenth read fix: stock openers in the spoken photo answers', () => {
  it('reads the first two words without case or punctuation', () => {
    expect(openerOf('OK, so this is a park.')).toBe('ok so');
    expect(openerOf('So this is a park.')).toBe('so this');
    expect(openerOf("There's a park.")).toBe("there's a");
  });

  it('flags an opening shared by more band-145 answers than the cap', () => {
    const cap = openerCap(150);
    expect(cap).toBe(15);
    const found = stockOpenerProblems(bank(145, 150, cap + 1, 'So this is'));
    expect(found.length).toBe(1);
    expect(found[0]).toContain('"so this …"');
    expect(found[0]).toContain('band-145');
  });

  it('counts "OK, so…" and "ok so…" as one opening', () => {
    const n = 60;
    const list = bank(115, n, openerCap(n) + 1, 'OK, so');
    const last = list[openerCap(n)]?.spokenSamples?.[0];
    if (last) last.text = last.text.replace('OK, so', 'ok so');
    expect(stockOpenerProblems(list).join(' ')).toContain('"ok so …"');
  });

  it('never lets the cap fall below OPENER_MIN_CAP for a small band', () => {
    expect(openerCap(10)).toBe(OPENER_MIN_CAP);
    expect(stockOpenerProblems(bank(85, 20, OPENER_MIN_CAP + 1, 'In the picture')).join(' ')).toContain('"in the …"');
  });

  it('passes the cap itself, and the same opening spread over bands', () => {
    expect(stockOpenerProblems(bank(145, 150, openerCap(150), 'So this is'))).toEqual([]);
    const a = bank(145, 20, OPENER_MIN_CAP, 'In this picture');
    const b = bank(115, 20, OPENER_MIN_CAP, 'In this picture').map((p) => ({ ...p, id: `${p.id}b` }));
    expect(stockOpenerProblems([...a, ...b])).toEqual([]);
  });

  it('the committed photos stay under the cap', () => {
    expect(stockOpenerProblems((photos as Photo[]).filter((p) => !/^ph-9/.test(p.id)))).toEqual([]);
  });
});
