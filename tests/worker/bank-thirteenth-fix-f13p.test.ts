/**
 * Thirteenth read, photos (t13p, t13q, issue 22). Planted cases for the gates added with the fixes:
 * - every drawing parses as XML (ph-9001 had a stray </svg> and showed learners a broken image);
 * - the photo gates run on every served photo, the engine fixture ph-9001 included;
 * - a noted model phrase may not share a five-word content run with another photo's answer
 *   (ph-0123/ph-0014 "which shows they take safety seriously");
 * - a `detail` note may not quote a bare alternative guess ("or maybe he's about to start");
 * - "check-up" (British) and "in a busy city street" are caught by the US-usage list.
 */
import { describe, expect, it } from 'vitest';
import { xmlProblems } from '../../scripts/bank/lib/photo-drawings.mjs';
import {
  emptyGuessDetailProblems,
  noteQuoteOnceProblems,
  openerFrameProblems,
  sharedClauseProblems,
  spokenSampleProblems,
  stockOpenerProblems,
  untaggedErrorProblems,
  writtenLengthProblems,
  writtenOpenerTwinProblems,
  closingStockProblems,
  stockSignOffProblems,
} from '../../scripts/bank/lib/photo-items.mjs';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';
import photos from '../../content/photos/photos.json';
import enginePhotos from '../../content/photos/engine-photos.json';

type Note = { quote: string; tag: string };
type Sample = { band: number; text: string; notes: Note[] };
type Photo = { id: string; scene?: string; alt?: string; keywords?: string[]; samples?: Sample[]; spokenSamples?: Sample[] };

const drawings = import.meta.glob<string>('../../content/photos/*.svg', { eager: true, query: '?raw', import: 'default' });
const served = [...(photos as Photo[]), ...(enginePhotos as Photo[])];
const ph9001 = (enginePhotos as Photo[]).find((p) => p.id === 'ph-9001')!;

describe('thirteenth read fix: every drawing is well-formed XML', () => {
  const good = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600">\n  <g transform="scale(1.25)">\n    <rect width="10" height="10" fill="#fff"/>\n  </g>\n</svg>\n';
  it('accepts a well-formed drawing, with a comment and an XML declaration', () => {
    expect(xmlProblems('ph-0001', good)).toEqual([]);
    expect(xmlProblems('ph-0001', `<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn -->\n${good}`)).toEqual([]);
  });
  it('refuses the planted ph-9001 defect: a stray </svg> before the last shapes of a group', () => {
    const bad = good.replace('  </g>\n', '</svg>\n    <circle cx="1" cy="1" r="1"/>\n  </g>\n');
    const problems = xmlProblems('ph-9001', bad);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/ph-9001: the drawing is not well-formed XML \(<\/svg> closes <g>, line 4\)/);
  });
  it('refuses other ways a browser would show a broken image', () => {
    expect(xmlProblems('x', `${good}<rect/>`).join()).toMatch(/after the root element/);
    expect(xmlProblems('x', good.replace('</svg>', ''))).toHaveLength(1);
    expect(xmlProblems('x', good.replace('fill="#fff"', 'fill=#fff')).join()).toMatch(/malformed <rect>/);
    expect(xmlProblems('x', good.replace('fill="#fff"', 'fill="#fff" fill="#000"')).join()).toMatch(/attribute fill twice/);
    expect(xmlProblems('x', good.replace('fill="#fff"', 'fill="a & b"')).join()).toMatch(/bare "&"/);
    expect(xmlProblems('x', good.replace('<g ', '<g><b ').replace('</g>', '</g></b>')).join()).toMatch(/<\/g> closes <b>|malformed/);
    expect(xmlProblems('x', `stray ${good}`).join()).toMatch(/text before the root/);
  });
  it('passes every drawing in content/photos, ph-9001 included', () => {
    const names = Object.keys(drawings);
    expect(names.length).toBeGreaterThanOrEqual(served.length);
    expect(names.some((n) => n.endsWith('ph-9001.svg'))).toBe(true);
    expect(names.flatMap((n) => xmlProblems(n, drawings[n]!))).toEqual([]);
  });
});

describe('thirteenth read fix: the engine fixture ph-9001 passes the photo gates like every served photo', () => {
  it('has a scene of its own (not ph-0004 reading on a bench) and no twin opener', () => {
    expect(ph9001.alt).toMatch(/sketches a white duck/);
    expect(ph9001.samples!.every((s) => !/\breading\b/.test(s.text))).toBe(true);
    const ph0115: Photo = { id: 'ph-0115', samples: [{ band: 145, text: 'On a bright, sunny day, a woman is walking.', notes: [] }] };
    const oldOpener: Photo = { ...ph9001, samples: [{ band: 145, text: 'On a bright, sunny day, a person reads.', notes: [] }] };
    expect(writtenOpenerTwinProblems([oldOpener, ph0115])).toHaveLength(1);
    expect(writtenOpenerTwinProblems([ph9001, ph0115])).toEqual([]);
  });
  it('its spoken band-85 answer has every learner error tagged (the old "so he have shadow" was not)', () => {
    expect(untaggedErrorProblems(ph9001)).toEqual([]);
    const old = { id: 'ph-9001', spokenSamples: [{ band: 85, text: 'There is a tree, so he have shadow. The man sit on a bench.', notes: [{ quote: 'The man sit on a bench', tag: 'error' }] }] };
    expect(untaggedErrorProblems(old).join()).toMatch(/he have/);
  });
  it('the bank-wide photo gates pass on every served photo, the fixture included', () => {
    const each = served.flatMap((p) => [...spokenSampleProblems(p), ...noteQuoteOnceProblems(p), ...writtenLengthProblems(p), ...untaggedErrorProblems(p), ...emptyGuessDetailProblems(p)]);
    expect(each).toEqual([]);
    expect([...stockOpenerProblems(served), ...openerFrameProblems(served), ...writtenOpenerTwinProblems(served), ...closingStockProblems(served), ...stockSignOffProblems(served), ...sharedClauseProblems(served)]).toEqual([]);
  });
});

describe('thirteenth read fix: no noted model phrase shared with another photo', () => {
  const photo = (id: string, text: string, quote: string, tag = 'complex-sentence'): Photo => ({ id, samples: [{ band: 145, text, notes: [{ quote, tag }] }] });
  it('refuses the planted ph-0123/ph-0014 clause, and passes the fixed pair', () => {
    const bikes = photo('ph-0014', 'Both of them are wearing helmets, which shows they take safety seriously.', 'which shows they take safety seriously');
    const kayak = photo('ph-0123', 'They are all wearing life jackets, which shows they take safety seriously even here.', 'which shows they take safety seriously');
    const problems = sharedClauseProblems([bikes, kayak]);
    expect(problems).toHaveLength(2);
    expect(problems[1]).toMatch(/ph-0123: the band-145 written note "which shows they take safety seriously" \(complex-sentence\) shares "which shows they take safety" with ph-0014 written 145/);
    const fixed = photo('ph-0123', 'Everyone has a life jacket on, which is sensible even on water this calm.', 'which is sensible even on water this calm');
    expect(sharedClauseProblems([bikes, fixed])).toEqual([]);
  });
  it('finds a shared clause in a spoken answer of another band too, and ignores error and repetition notes', () => {
    const a = photo('ph-0078', 'The father is helping him keep his balance on the ice.', 'helping him keep his balance');
    const b: Photo = { id: 'ph-0097', spokenSamples: [{ band: 115, text: "So I think she's helping him keep his balance there.", notes: [] }] };
    expect(sharedClauseProblems([a, b]).join()).toMatch(/ph-0097 spoken 115/);
    expect(sharedClauseProblems([{ ...a, samples: [{ ...a.samples![0]!, notes: [{ quote: 'helping him keep his balance', tag: 'error' }] }] }, b])).toEqual([]);
  });
  it('leaves plain scene words alone ("is sitting on a chair", "I think she\'s about to")', () => {
    const a = photo('ph-0001', "A woman is sitting on a chair, and I think she's about to stand.", "A woman is sitting on a chair, and I think she's about to stand", 'detail');
    const b = photo('ph-0002', "A woman is sitting on a chair, and I think she's about to leave.", 'leave', 'precise-word');
    expect(sharedClauseProblems([a, b])).toEqual([]);
  });
});

describe('thirteenth read fix: a detail note quotes a detail, not an alternative guess', () => {
  const withNote = (quote: string, tag = 'detail'): Photo => ({ id: 'ph-0027', spokenSamples: [{ band: 145, text: `I think he's just finished working, or maybe he's about to start. He has a red shirt, blue jeans and a red cap.`, notes: [{ quote, tag }] }] });
  it('refuses the planted ph-0027 and ph-0011 notes', () => {
    expect(emptyGuessDetailProblems(withNote("or maybe he's about to start")).join()).toMatch(/ph-0027: the band-145 spoken `detail` note "or maybe he's about to start" is an alternative guess/);
    expect(emptyGuessDetailProblems(withNote('Or he is about to start'))).toHaveLength(1);
  });
  it('passes a concrete detail, and the same guess tagged as an opinion', () => {
    expect(emptyGuessDetailProblems(withNote('a red shirt, blue jeans and a red cap'))).toEqual([]);
    expect(emptyGuessDetailProblems(withNote("or maybe he's about to start", 'opinion'))).toEqual([]);
  });
  it('the fixed items note concrete details', () => {
    const note = (id: string, kind: 'samples' | 'spokenSamples', band: number) => (served.find((p) => p.id === id)![kind] ?? []).find((s) => s.band === band)!.notes.filter((n) => n.tag === 'detail').map((n) => n.quote);
    expect(note('ph-0027', 'spokenSamples', 145)).toContain('a farmer in a red shirt, blue jeans and a red cap');
    expect(note('ph-0011', 'spokenSamples', 115)).toContain('a paper with writing on the wall');
  });
});

describe('thirteenth read fix: US usage in the photos', () => {
  it('"check-up" is British; "checkup" and the verb "check up on" are US', () => {
    expect(britishUsages('a routine check-up at the dentist', 'ph')).toEqual(['"check-up" (US: checkup)']);
    expect(britishUsages('two check-ups a year', 'ph')).toHaveLength(1);
    expect(britishUsages('a routine checkup; she will check up on him', 'ph')).toEqual([]);
  });
  it('"in a busy city street" is British; "on a busy city street" is US', () => {
    expect(britishUsages('In a busy city street at rush hour', 'ph').join()).toMatch(/on \(a\) street/);
    expect(britishUsages('It is raining in a gray city street', 'ph')).toHaveLength(1);
    expect(britishUsages('On a busy city street at rush hour', 'ph')).toEqual([]);
  });
  it('no photo text says "check-up", "spade" or "in a … street" any more', () => {
    const text = JSON.stringify(served);
    expect(text).not.toMatch(/check-up|\bspades?\b/i);
    expect(text).not.toMatch(/\bin (?:a|the) (?:[a-z,]+ ){0,3}street\b/i);
  });
});
