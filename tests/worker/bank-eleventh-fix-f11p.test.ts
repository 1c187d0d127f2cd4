/**
 * Eleventh read, photos (t11p, t11q, issue 22). Planted cases for the tightened opener gate: leading "OK"/"So"/"Well"
 * are dropped and "In this/the picture" is one opener, the written answers are capped too, and one-word swaps
 * between band-145 spoken answers ("Out in the country" / "Out in the countryside") are caught. And for the band-85
 * spoken answers: a learner error the build can see must sit inside an `error` note.
 */
import { describe, expect, it } from 'vitest';
import {
  MIN_85_ERRORS,
  NEAR_FRAME_CAP,
  frameOf,
  openerCap,
  openerFrameProblems,
  untaggedErrorProblems,
} from '../../scripts/bank/lib/photo-items.mjs';
import photos from '../../content/photos/photos.json';

type Note = { quote: string; tag: string };
type Sample = { band: number; text: string; notes: Note[] };
type Photo = { id: string; samples?: Sample[]; spokenSamples?: Sample[] };

/** A word of its own for answer i ("Kidsba"), so that unplanted answers never share a frame, even up to one word. */
const own = (i: number) => `Kids${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`;
const ownOpening = (i: number) => `${own(i)} meet ${own(i)}z`;

/** n photos with one answer of the band (spoken or written); answer i opens with openings[i] when there is one. */
function bank(kind: 'spoken' | 'written', band: number, n: number, openings: string[]): Photo[] {
  return Array.from({ length: n }, (_, i) => {
    const s: Sample = { band, text: `${openings[i] ?? ownOpening(i)}, and I think it's a nice day.`, notes: [] };
    return { id: `ph-${9700 + i}`, ...(kind === 'spoken' ? { spokenSamples: [s] } : { samples: [s] }) };
  });
}

describe('eleventh read fix: opener frames of the photo answers', () => {
  it('drops leading discourse markers and reads "in this/the picture" as one opener', () => {
    expect(frameOf('OK, so in this picture there is a boat.')).toBe('in the picture');
    expect(frameOf('So, in the picture I see a lake.')).toBe('in the picture');
    expect(frameOf('Well, in this photo the sun is out.')).toBe('in the picture');
    expect(frameOf('In this picture is a park.')).toBe('in the picture');
    expect(frameOf('Out in the countryside, there’s a farm.')).toBe('out in the');
  });

  it('flags the band-85 stock frame spread over "OK,", "So," and bare forms', () => {
    const forms = ['OK, in this picture there is', 'So, in the picture there is', 'OK, so in this picture there is', 'In this picture there is', 'In the picture is', 'Well, in this picture I see'];
    const found = openerFrameProblems(bank('spoken', 85, 47, forms));
    expect(found.length).toBe(1);
    expect(found[0]).toContain('6 of the 47 band-85 spoken answers open "in the picture …"');
  });

  it('caps the written answers too', () => {
    const forms = ['In the picture there is', 'In this picture a man', 'In this picture some people', 'In the picture two children', 'In this picture a woman', 'In this picture there are'];
    const found = openerFrameProblems(bank('written', 115, 47, forms));
    expect(found.join(' ')).toContain('6 of the 47 band-115 written answers open "in the picture …"');
    expect(openerFrameProblems(bank('written', 115, 47, forms.slice(0, openerCap(47))))).toEqual([]);
  });

  it('catches one-word swaps among band-145 spoken answers beyond NEAR_FRAME_CAP', () => {
    const swaps = ['Out in the country, there is', 'Out in the countryside, there is', 'Out in the hills, there is', 'Out in the woods, there is'];
    const found = openerFrameProblems(bank('spoken', 145, 150, swaps));
    expect(found.length).toBe(1);
    expect(found[0]).toContain('"out in * …"');
    expect(openerFrameProblems(bank('spoken', 145, 150, swaps.slice(0, NEAR_FRAME_CAP)))).toEqual([]);
    // A swap anywhere in the frame: "It's a really hot/windy/sunny/cold day".
    const mid = ["This city's really hot", "This city's really windy", "This city's really sunny", "This city's really cold"];
    expect(openerFrameProblems(bank('spoken', 145, 150, mid)).join(' ')).toContain("this city's really");
  });

  it('leaves bare presentatives and first-person framings alone', () => {
    const plain = Array.from({ length: 12 }, () => 'This is a park');
    expect(openerFrameProblems(bank('spoken', 115, 47, plain))).toEqual([]);
    const first = ['I think this is', 'I guess this is', 'I think that is', 'I think this must be', 'I think this one is'];
    expect(openerFrameProblems(bank('spoken', 145, 150, first))).toEqual([]);
  });

  it('the committed photos pass', () => {
    expect(openerFrameProblems((photos as Photo[]).filter((p) => !/^ph-9/.test(p.id)))).toEqual([]);
  });
});

describe('eleventh read fix: learner errors in the band-85 spoken answers are tagged', () => {
  const text = 'I see a park. The girl throw the bread. There is many ducks. The old man have a stick. The ducks is happy. I like it.';
  const photo = (notes: Note[]): Photo => ({ id: 'ph-9800', spokenSamples: [{ band: 85, text, notes }] });
  const all: Note[] = ['The girl throw the bread', 'There is many ducks', 'The old man have a stick', 'The ducks is happy'].map((quote) => ({ quote, tag: 'error' }));

  it('flags each untagged error the build can see', () => {
    const found = untaggedErrorProblems(photo(all.slice(0, MIN_85_ERRORS - 1).concat({ quote: 'I like it', tag: 'error' })));
    expect(found.join(' ')).toContain('"The ducks is"');
    expect(found.length).toBe(1);
  });

  it('asks for at least MIN_85_ERRORS error notes', () => {
    expect(untaggedErrorProblems(photo(all.slice(0, 2))).join(' ')).toContain(`at least ${MIN_85_ERRORS}`);
  });

  it('passes when every error is tagged', () => {
    expect(untaggedErrorProblems(photo(all))).toEqual([]);
  });

  it('the committed photos pass', () => {
    expect((photos as Photo[]).flatMap((p) => untaggedErrorProblems(p))).toEqual([]);
  });
});
