/**
 * Seventh read (issue 22), Speak About the Photo. Two gate rules with planted cases, and the drawings this read
 * fixed, checked on their committed SVGs:
 * - the annotation rules (samples.mjs) now cover the photos' spoken model answers (`spokenSamples`);
 * - a note quote may not stop or start inside a word of its text (text-items.mjs, every annotated type);
 * - ph-0062 and ph-0098: every bicycle has cranks and pedals, and each rider's shoes rest on a pedal;
 * - ph-0081: the runner's shoes are drawn on top of the treadmill belt, standing on it.
 */
import { describe, expect, it } from 'vitest';
import { annotationProblems } from '../../scripts/bank/lib/samples.mjs';
import { cutsWord, locateSamples } from '../../scripts/bank/lib/text-items.mjs';
import ph0062 from '../../content/photos/ph-0062.svg?raw';
import ph0081 from '../../content/photos/ph-0081.svg?raw';
import ph0098 from '../../content/photos/ph-0098.svg?raw';

const spoken = "So this is a park. There's a man on a bench, so I think he's tired. He's resting because he walked a long way. I'd say it's a lovely, peaceful spot.";
const photo = (notes: { quote: string; tag: string }[]) => ({ id: 'ph-9601', spokenSamples: [{ band: 145, text: spoken, notes }] });

describe('seventh read: annotation rules cover the photos\' spoken answers', () => {
  it('fails a bare "because" linking note, a long precise-word note and a simple "complex sentence" in spokenSamples', () => {
    expect(annotationProblems(photo([{ quote: 'because he walked a long way', tag: 'linking' }])).join(' '))
      .toMatch(/ph-9601 spoken band 145: "linking" note is a reason clause/);
    expect(annotationProblems(photo([{ quote: "I'd say it's a lovely, peaceful spot", tag: 'precise-word' }])).join(' '))
      .toMatch(/ph-9601 spoken band 145: "precise-word" note quotes 7 words/);
    expect(annotationProblems(photo([{ quote: "There's a man on a bench", tag: 'complex-sentence' }])).join(' '))
      .toMatch(/ph-9601 spoken band 145: "complex-sentence" note has no subordinate clause/);
  });

  it('fails a "detail" note that opens with a connective (eighth read, ph-0094)', () => {
    expect(annotationProblems(photo([{ quote: "so I think he's tired", tag: 'detail' }])).join(' '))
      .toMatch(/ph-9601 spoken band 145: "detail" note opens with a connective/);
    expect(annotationProblems(photo([{ quote: "There's a man on a bench", tag: 'detail' }]))).toEqual([]);
  });

  it('passes the same answer annotated as the rules ask', () => {
    expect(annotationProblems(photo([
      { quote: "so I think he's tired", tag: 'linking' },
      { quote: "He's resting because he walked a long way", tag: 'complex-sentence' },
      { quote: 'peaceful', tag: 'precise-word' },
    ]))).toEqual([]);
  });
});

describe('seventh read: a note quote is made of whole words', () => {
  const text = "I'd say it's a quick weekday shopping trip, and it looks calm.";
  it('flags a quote that stops inside a word, passes whole words', () => {
    expect(cutsWord(text, 0, "I'd say it's a quick weekday shop")).toBe(true);
    expect(cutsWord(text, text.indexOf('eekday'), 'eekday shopping')).toBe(true);
    expect(cutsWord(text, 0, "I'd say it's a quick weekday shopping trip")).toBe(false);
    expect(cutsWord(text, 0, "I'd say it's a quick weekday shopping trip,")).toBe(false);
  });

  it('the build reports it where it locates the notes', () => {
    const problems: string[] = [];
    locateSamples('ph-9602', [{ band: 145, text, notes: [{ quote: "I'd say it's a quick weekday shop", tag: 'opinion' }] }], problems);
    expect(problems.join(' ')).toMatch(/ph-9602: band 145 note quote cuts a word/);
    const fine: string[] = [];
    locateSamples('ph-9602', [{ band: 145, text, notes: [{ quote: "I'd say it's a quick weekday shopping trip", tag: 'opinion' }] }], fine);
    expect(fine).toEqual([]);
  });
});

/** Bicycle groups of the shared bike part: wheels r 28 at (±40, -28), bottom bracket at (0, -28). */
function bikes(svg: string) {
  const re = /<g transform="translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)">(<circle cx="-40" cy="-28" r="28".*?)<\/g>/g;
  return [...svg.matchAll(re)].map((m) => {
    const [x, y, s] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const pedals = [...m[4]!.matchAll(/<rect x="(-?[\d.]+)" y="(-?[\d.]+)" width="14" height="4"/g)]
      .map((p) => [x + (Number(p[1]) + 7) * s, y + (Number(p[2]) + 2) * s]);
    return { x, y, s, pedals, crank: /<circle cx="0" cy="-28" r="7"/.test(m[4]!) };
  });
}
/** Shoe ellipses of a person group at translate(x y) scale(s). */
function shoes(svg: string, x: number, y: number) {
  const head = `<g transform="translate(${x} ${y}) scale(`;
  const i = svg.indexOf(head);
  if (i < 0) throw new Error(`no person at ${x} ${y}`);
  const s = Number(svg.slice(i + head.length).match(/^([\d.]+)/)![1]);
  const body = svg.slice(i, svg.indexOf('</g>', i));
  return [...body.matchAll(/<ellipse cx="(-?[\d.]+)" cy="(-?[\d.]+)" rx="(\d+)" ry="([\d.]+)"/g)]
    .map((e) => ({ x: x + Number(e[1]) * s, bottom: y + (Number(e[2]) + Number(e[4])) * s }));
}

describe('seventh read: drawings', () => {
  it('ph-0062: both bikes in the repair shop have a crank and two pedals', () => {
    const found = bikes(ph0062);
    expect(found).toHaveLength(2);
    for (const b of found) {
      expect(b.crank).toBe(true);
      expect(b.pedals).toHaveLength(2);
    }
  });

  it('ph-0098: each cyclist rides a bike with pedals, one shoe on each pedal', () => {
    const found = bikes(ph0098);
    expect(found).toHaveLength(2);
    for (const b of found) {
      expect(b.pedals).toHaveLength(2);
      const feet = shoes(ph0098, b.x, 498);
      expect(feet).toHaveLength(2);
      for (const p of b.pedals) {
        const onIt = feet.filter((f) => Math.abs(f.x - p[0]!) <= 6 && Math.abs(f.bottom - (p[1]! - 2)) <= 3);
        expect(onIt.length).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('ph-0081: the runner is drawn after the treadmill belt and a shoe stands on it', () => {
    const belt = ph0081.indexOf('<polygon points="410,530 560,530 566,510 410,510"');
    const runner = ph0081.indexOf('<g transform="translate(490 426) scale(1)">');
    expect(belt).toBeGreaterThan(0);
    expect(runner).toBeGreaterThan(belt);
    const feet = shoes(ph0081, 490, 426);
    expect(feet.some((f) => Math.abs(f.bottom - 510) <= 1)).toBe(true);
  });
});
