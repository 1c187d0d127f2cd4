/**
 * Twelfth read, photos (t12p, t12q, issue 22). Planted cases for the gates added with the fixes:
 * - "I'd say" at most once an answer, and at most CLOSING_STOCK_MAX spoken answers closing on a sentence with it;
 * - opener families: "In the picture…", "This picture is…", "This photo shows…" are one frame, and so are the
 *   time-and-weather openers "On a <adj> day/afternoon/morning…";
 * - no two written answers of a band opening with the same five words;
 * - the untagged-learner-error rule on written band-85 answers too, without the compound-subject false hit
 *   ("The mother and the boy make"); a plural subject with the simple present is correct English;
 * - every note quote occurs exactly once in its answer (written and spoken).
 */
import { describe, expect, it } from 'vitest';
import {
  CLOSING_STOCK_MAX,
  PICTURE_FRAME,
  TIME_FRAME,
  TWIN_WORDS,
  closingSentence,
  closingStockProblems,
  frameOf,
  noteQuoteOnceProblems,
  openerCap,
  openerFrameProblems,
  openingOf,
  untaggedErrorProblems,
  writtenOpenerTwinProblems,
} from '../../scripts/bank/lib/photo-items.mjs';
import photos from '../../content/photos/photos.json';

type Note = { quote: string; tag: string };
type Sample = { band: number; text: string; notes: Note[] };
type Photo = { id: string; samples?: Sample[]; spokenSamples?: Sample[] };

const model = (photos as Photo[]).filter((p) => !/^ph-9/.test(p.id));
/** A word of its own for answer i, so that unplanted answers never share an opening. */
const own = (i: number) => `Kids${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`;

describe('twelfth read fix: "I\'d say" as the stock spoken close', () => {
  const spoken = (texts: string[]): Photo[] => texts.map((text, i) => ({ id: `ph-${9600 + i}`, spokenSamples: [{ band: 145, text, notes: [] }] }));
  const closing = (i: number) => `${own(i)} is on the left, so I think it's a park. I'd say it's a nice day for ${own(i)}.`;
  const other = (i: number) => `I'd say ${own(i)} is on the left. So it's a nice day, and I'd love to be there.`;

  it('reads the last sentence', () => {
    expect(closingSentence('It is a park. So I\'d say it\'s nice!')).toBe("So I'd say it's nice!");
  });

  it(`fails when more than ${CLOSING_STOCK_MAX} spoken answers close on it, passes at the cap`, () => {
    const over = spoken(Array.from({ length: 40 }, (_, i) => (i <= CLOSING_STOCK_MAX ? closing(i) : other(i))));
    const found = closingStockProblems(over);
    expect(found.length).toBe(1);
    expect(found[0]).toContain(`${CLOSING_STOCK_MAX + 1} spoken answers close on a sentence with "I'd say"`);
    const at = spoken(Array.from({ length: 40 }, (_, i) => (i < CLOSING_STOCK_MAX ? closing(i) : other(i))));
    expect(closingStockProblems(at)).toEqual([]);
  });

  it('counts a close that holds it anywhere, not a mid-answer use', () => {
    const mid = spoken(Array.from({ length: 30 }, (_, i) => other(i)));
    expect(closingStockProblems(mid)).toEqual([]);
    const inside = spoken(Array.from({ length: CLOSING_STOCK_MAX + 1 }, (_, i) => `${own(i)} is here. Everyone looks happy, so I’d say it's a party.`));
    expect(closingStockProblems(inside).join(' ')).toContain('close on a sentence');
  });

  it('fails an answer that says it twice', () => {
    const twice = spoken(["I'd say this is a museum. The man points at a painting. I'd say he's explaining it."]);
    expect(closingStockProblems(twice)).toEqual(['ph-9600: the band-145 spoken answer says "I\'d say" 2 times (at most once)']);
  });

  it('the committed photos pass', () => {
    expect(closingStockProblems(model)).toEqual([]);
  });
});

describe('twelfth read fix: opener families', () => {
  it('folds "this picture is", "this photo shows" and "in the picture" into one frame', () => {
    for (const t of ['In the picture is a playground.', 'So, this picture is in the dentist.', 'This photo shows a clinic.', 'OK, the picture is a park.', 'In this image there is a car.']) {
      expect(frameOf(t)).toBe(PICTURE_FRAME);
    }
    expect(frameOf('This is a picture of a park.')).toBe('this is a');
  });

  it('folds "On a <adjectives> day/afternoon/morning" into one frame, not "on a bench"', () => {
    for (const t of ['On a bright, sunny day, two people walk.', 'On a wet, gloomy day in the city, …', 'On a cold winter morning, a man…', 'On a hot afternoon, kids play.', 'On a really windy fall day, …']) {
      expect(frameOf(t)).toBe(TIME_FRAME);
    }
    expect(frameOf('On a bench in the park, a woman reads.')).toBe('on a bench');
  });

  it('caps the picture family across its forms', () => {
    const forms = ['In the picture there is', 'This picture is in', 'In this picture I see', 'This photo shows a', 'So, this picture is', 'OK, in the picture is'];
    const bank = (openings: string[]): Photo[] => Array.from({ length: 47 }, (_, i) => ({
      id: `ph-${9700 + i}`, spokenSamples: [{ band: 85, text: `${openings[i] ?? `${own(i)} meet ${own(i)}z`} a park, I think.`, notes: [] }],
    }));
    expect(openerFrameProblems(bank(forms)).join(' ')).toContain(`6 of the 47 band-85 spoken answers open "${PICTURE_FRAME} …"`);
    expect(openerFrameProblems(bank(forms.slice(0, openerCap(47))))).toEqual([]);
  });

  it('caps the time-and-weather family across its adjectives', () => {
    const forms = Array.from({ length: 17 }, (_, i) => `On a ${own(i)} ${['day', 'morning', 'afternoon', 'evening'][i % 4]}, someone`);
    const bank: Photo[] = Array.from({ length: 153 }, (_, i) => ({
      id: `ph-${9000 + i}`, samples: [{ band: 145, text: `${forms[i] ?? `${own(i)} meet ${own(i)}z`} is outside.`, notes: [] }],
    }));
    expect(openerFrameProblems(bank).join(' ')).toContain(`17 of the 153 band-145 written answers open "${TIME_FRAME} …"`);
  });
});

describe('twelfth read fix: five-word opener twins among written answers', () => {
  const written = (entries: [number, string][]): Photo[] => entries.map(([band, text], i) => ({ id: `ph-${9500 + i}`, samples: [{ band, text, notes: [] }] }));

  it(`fails two written answers of a band that open with the same ${TWIN_WORDS} words`, () => {
    const found = writtenOpenerTwinProblems(written([[145, 'It is a bright, sunny afternoon in a park.'], [145, 'It is a bright sunny afternoon at the playground.']]));
    expect(found).toEqual(['photos: 2 band-145 written answers open with the same 5 words, "it is a bright sunny …": ph-9500/145, ph-9501/145']);
  });

  it('drops a leading discourse marker', () => {
    expect(openingOf('Well, it is a bright sunny day.')).toBe('it is a bright sunny');
  });

  it('passes four shared words, two bands, and spoken answers', () => {
    expect(writtenOpenerTwinProblems(written([[145, 'It is a bright afternoon.'], [145, 'It is a bright morning.']]))).toEqual([]);
    expect(writtenOpenerTwinProblems(written([[145, 'A woman is hanging clothes.'], [115, 'A woman is hanging clothes.']]))).toEqual([]);
    const spoken: Photo[] = [0, 1].map((i) => ({ id: `ph-950${i}`, spokenSamples: [{ band: 145, text: 'It is a bright sunny day.', notes: [] }] }));
    expect(writtenOpenerTwinProblems(spoken)).toEqual([]);
  });

  it('the committed photos pass', () => {
    expect(writtenOpenerTwinProblems(model)).toEqual([]);
  });
});

describe('twelfth read fix: learner errors in written band-85 answers', () => {
  const photo = (text: string, quotes: string[]): Photo => ({ id: 'ph-9801', samples: [{ band: 85, text, notes: quotes.map((quote) => ({ quote, tag: 'error' })) }] });

  it('flags an untagged "She use" in a written band-85 answer', () => {
    const text = 'The boy help his grandmother. She use the tablet for call her family.';
    expect(untaggedErrorProblems(photo(text, ['The boy help his grandmother', 'for call her family']))).toEqual(['ph-9801: the band-85 written sample has an untagged learner error "She use" (tag it `error`)']);
    expect(untaggedErrorProblems(photo(text, ['The boy help his grandmother', 'She use the tablet', 'for call her family']))).toEqual([]);
  });

  it('asks no minimum of error notes of a short written answer', () => {
    expect(untaggedErrorProblems(photo('Two people play ping pong. The ball is on the air.', ['on the air']))).toEqual([]);
  });

  it('skips a singular subject that ends a compound one, but not a bare one', () => {
    expect(untaggedErrorProblems(photo('The mother and the boy make cookie.', ['make cookie']))).toEqual([]);
    expect(untaggedErrorProblems(photo('The father and the girl clean the room. They are happy.', []))).toEqual([]);
    expect(untaggedErrorProblems(photo('The mother is here. The boy make cookie.', [])).join(' ')).toContain('"The boy make"');
  });

  it('leaves a plural subject with the simple present alone (correct English)', () => {
    expect(untaggedErrorProblems(photo('Two people sit at the table. They play table tennis.', []))).toEqual([]);
  });

  it('the committed photos pass', () => {
    expect(model.flatMap((p) => untaggedErrorProblems(p))).toEqual([]);
  });
});

describe('twelfth read fix: a note quote occurs exactly once in its answer', () => {
  const text = "The middle one's kind of abstract, and I'd like to know what the abstract one means.";
  it('fails a quote found twice, in a spoken or a written answer', () => {
    expect(noteQuoteOnceProblems({ id: 'ph-9900', spokenSamples: [{ band: 145, text, notes: [{ quote: 'abstract', tag: 'precise-word' }] }] }))
      .toEqual(['ph-9900: the band-145 spoken answer holds the note quote "abstract" 2 times (quote a part that occurs once)']);
    expect(noteQuoteOnceProblems({ id: 'ph-9900', samples: [{ band: 115, text, notes: [{ quote: 'abstract', tag: 'precise-word' }] }] }).join(' ')).toContain('band-115 written answer');
  });

  it('fails a quote noted twice', () => {
    const notes = [{ quote: 'Is fun', tag: 'error' }, { quote: 'Is fun', tag: 'error' }];
    expect(noteQuoteOnceProblems({ id: 'ph-9900', samples: [{ band: 85, text: 'The boy kick the ball. Is fun.', notes }] }))
      .toEqual(['ph-9900: the band-85 written answer notes "Is fun" twice']);
  });

  it('passes a quote found once', () => {
    expect(noteQuoteOnceProblems({ id: 'ph-9900', spokenSamples: [{ band: 145, text, notes: [{ quote: 'kind of abstract', tag: 'precise-word' }] }] })).toEqual([]);
  });

  it('the committed photos pass', () => {
    expect((photos as Photo[]).flatMap((p) => noteQuoteOnceProblems(p))).toEqual([]);
  });
});
