/**
 * Thirteenth read, t13a/t13e fixes (issue 22): Read and Select, Fill in the Blanks, Read and Complete, Interactive Reading.
 * - A close noun or adjective second completion is checked down to Zipf 3.0 (NOUN_ADJ_ZIPF): fib-0212 "popul_____"
 *   (popularity, 3.5) and rc-0070 "sharp spi___" (spikes, 3.2) were below the old 4.2 bar. "Close": five or more
 *   letters shown, or a word of six or more letters one letter away. Short words with a two-letter prefix
 *   (milk: mill, mint) stay below the bar, so the gate does not flood.
 * - A Latin word English dictionaries list (rs-ac621bbf9918 "recte") is never a pseudo-word.
 * - The retold passages were rewritten; the planted sentences are gone.
 * Each planted case fails if its rule is removed.
 */
import { describe, expect, it } from 'vitest';
import { NOUN_ADJ_ZIPF, PLAUSIBLE_ZIPF, closeAlternative, plausibleAlternatives } from '../../scripts/bank/lib/gap-check.mjs';
import { resolveGap } from '../../scripts/bank/lib/text-items.mjs';
import { isLatinInEnglish } from '../../scripts/bank/lib/editorial.mjs';
import passages from '../../content/read-and-complete/passages.json';
import sentences from '../../content/fill-in-the-blanks/sentences.json';
import sets from '../../content/interactive-reading/sets.json';

const Z: Record<string, number> = {
  population: 3.96, popularity: 3.47, spines: 2.5, spikes: 3.15, milk: 4.63, mill: 3.98, mint: 3.73, pillow: 4.06, pillar: 3.2,
};
const POS: Record<string, string[]> = {
  population: ['noun'], popularity: ['noun'], spines: ['noun'], spikes: ['noun', 'verb'], milk: ['noun'], mill: ['noun'], mint: ['noun'],
  pillow: ['noun'], pillar: ['noun'], the: [], sharp: ['adjective'], have: ['verb'], some: [], of: [],
};
const FORMS: Record<string, string[]> = {
  population: ['noun:base'], popularity: ['noun:base'], spines: ['noun:plural of'], spikes: ['noun:plural of', 'verb:present tense (he, she, it) of'],
  milk: ['noun:base'], mill: ['noun:base'], mint: ['noun:base'], pillow: ['noun:base'], pillar: ['noun:base'],
};
const byLength = new Map<number, string[]>();
for (const w of Object.keys(Z)) byLength.set(w.length, [...(byLength.get(w.length) ?? []), w]);
const ctx = {
  words: byLength,
  possiblePos: (w: string) => new Set(POS[w] ?? []),
  zipf: (w: string) => Z[w] ?? 1,
  forms: (w: string) => new Set(FORMS[w] ?? []),
};

describe('close noun and adjective second completions below Zipf 4.2', () => {
  it('sets the bar for them below the old one', () => {
    expect(NOUN_ADJ_ZIPF).toBeLessThan(PLAUSIBLE_ZIPF);
    expect(NOUN_ADJ_ZIPF).toBeLessThanOrEqual(3.15);
  });
  it('finds popularity for "The popul_____" (fib-0212)', () => {
    expect(plausibleAlternatives('population', 'popul', 'The ', ctx)).toContain('popularity');
  });
  it('finds spikes for "have sharp spi___" (rc-0070)', () => {
    expect(plausibleAlternatives('spines', 'spi', 'Some cacti store water in their thick stems and have sharp ', ctx)).toContain('spikes');
  });
  it('does not flood: short words and far words stay below the old bar', () => {
    expect(plausibleAlternatives('milk', 'mi', 'a glass of ', ctx)).toEqual([]);
    // pillow/pillar differ in two letters and show three: not close.
    expect(closeAlternative('pillow', 'pil', 'pillar')).toBe(false);
    expect(plausibleAlternatives('pillow', 'pil', 'a soft ', ctx)).toEqual([]);
    expect(closeAlternative('spines', 'spi', 'spikes')).toBe(true);
    expect(closeAlternative('population', 'popul', 'popularity')).toBe(true);
  });
  it('makes the old fib-0212 fail and the fixed one pass', () => {
    const found = plausibleAlternatives('population', 'popul', 'The ', ctx);
    expect(() => resolveGap({ id: 'fib-0212' }, 'population', 'popul', found)).toThrow(/popularity/);
    const fixed = sentences.find((s) => s.id === 'fib-0212') as { id: string; text: string; notAlternatives?: Record<string, string[]> };
    expect(fixed.text).toMatch(/million people/);
    expect(() => resolveGap(fixed, 'population', 'popul', found)).not.toThrow();
  });
});

describe('Latin words English dictionaries list', () => {
  it('are never pseudo-words (rs-ac621bbf9918 "recte")', () => {
    for (const w of ['recte', 'Recte', 'passim', 'viz', 'ibid', 'supra', 'infra']) expect(isLatinInEnglish(w), w).toBe(true);
    for (const w of ['ardrer', 'phippeen', 'cooted']) expect(isLatinInEnglish(w), w).toBe(false);
  });
});

describe('levels and topics the read named', () => {
  const fib = (id: string) => sentences.find((s) => s.id === id) as { cefr: string; topic: string };
  it('fib-0156 is B2 and fib-0039, fib-0130, fib-0265 are not tagged arts', () => {
    expect(fib('fib-0156').cefr).toBe('B2');
    for (const id of ['fib-0039', 'fib-0130', 'fib-0265']) expect(fib(id).topic, id).not.toBe('arts');
  });
});

describe('retold passages rewritten', () => {
  const rc = (id: string) => (passages.find((p) => p.id === id) as { text: string }).text;
  const ir = (id: string) => JSON.stringify(sets.find((s) => s.id === id));
  it('no longer carry the retold sentences', () => {
    expect(rc('rc-0070')).not.toMatch(/Camels/);
    expect(rc('rc-0153')).not.toMatch(/endless scrolling|notifications/);
    expect(rc('rc-0100')).not.toMatch(/behind glass|evening events/);
    expect(rc('rc-0293')).not.toMatch(/civic pride|exceed estimates/);
    expect(rc('rc-0242')).not.toMatch(/melons|cucumbers|far less water/);
    expect(ir('ir-0007')).not.toMatch(/Beavers/);
    expect(ir('ir-0100')).not.toMatch(/efficient cars/);
    expect(ir('ir-0068')).not.toMatch(/Milky Way|Moths/);
    expect(ir('ir-0005')).not.toMatch(/how many pages are/);
    expect(ir('ir-0023')).not.toMatch(/nobody else is wearing|water and energy/);
    expect(ir('ir-0031')).not.toMatch(/drills/);
    expect(ir('ir-0088')).not.toMatch(/better windows|reading develops/);
    expect(ir('ir-0093')).not.toMatch(/clumsy attempt|handshake/);
  });
  it('ir-0038 asks a question its key answers whole', () => {
    const h = (sets.find((s) => s.id === 'ir-0038') as { highlights: { question: string; answer: string }[] }).highlights[1]!;
    expect(h.question).toMatch(/^Where do/);
    expect(h.answer).toBe('the organizations that sell the planting method');
  });
});
