/**
 * Photo model answers (issue 22, point 5): Speak About the Photo shows spoken answers of 80–150 words that last
 * 30–60 s at the bank voices' pace, not the written answer reused; Write About the Photo keeps the written ones.
 */
import { describe, expect, it } from 'vitest';
import photos from '../../content/photos/photos.json';
import enginePhotos from '../../content/photos/engine-photos.json';
import manifest from '../../content/media-manifest.json';
import {
  clipText, durationProblems, photoItems, speakingRates, spokenRegisterProblems, spokenSampleProblems, wordCount,
  bandOrderProblems, BAND_ORDER_MARGIN,
} from '../../scripts/bank/lib/photo-items.mjs';

// A spoken answer built from sentences a speaker would say; cut to any length to probe the word limits.
const SPOKEN_WORDS = ("So in this picture I can see a man who's walking his dog through a park on a sunny morning. " +
  "He's wearing a blue shirt, and the dog's pulling a little on the lead, I think because it wants to run. " +
  "And then on the right there's a woman sitting on a bench with a book open on her lap. " +
  "There are tall green trees at the back and some flowers along the path in front of them. " +
  "I'd say it's a weekend, because nobody seems to be in a hurry, and everyone looks relaxed. " +
  "It really makes me want to go outside for a walk myself, to be honest, and maybe sit on that bench too with a coffee and a good book for an hour.").split(' ');
const spoken = (n: number) => `${SPOKEN_WORDS.slice(0, n).join(' ').replace(/[.,]$/, '')}.`;
const written = 'This picture depicts a man walking his dog in a park while a woman reads on a bench; the trees provide shade.';

const photo = (over: Record<string, unknown> = {}) => ({
  id: 'ph-9999', cefr: 'A2', topic: 'nature', file: 'x.svg', alt: 'A man walks a dog in a park.', scene: 'A park. A man. A dog.', keywords: ['park'],
  samples: [{ band: 145, text: written, notes: [{ quote: 'walking his dog', tag: 'detail' }] }],
  spokenSamples: [{ band: 145, text: spoken(110), notes: [{ quote: "I'd say it's a weekend", tag: 'opinion' }] }],
  ...over,
});
const media = { photo: (id: string, file: string, alt: string) => ({ src: `/media/photos/${id}.svg`, alt, width: 800, height: 600 }) };

describe('spoken register of a photo model answer', () => {
  it('rejects a spoken sample under 80 words or over 150, and accepts 80 and 150', () => {
    expect(wordCount(spoken(79))).toBe(79);
    expect(spokenRegisterProblems(spoken(79))).toEqual(['79 words, not 80–150']);
    expect(spokenRegisterProblems(spoken(80))).toEqual([]);
    const long = `${spoken(110)} ${spoken(41)}`;
    expect(wordCount(long)).toBe(151);
    expect(spokenRegisterProblems(long)).toContain('151 words, not 80–150');
    expect(spokenRegisterProblems(`${spoken(110)} ${spoken(40)}`)).toEqual([]);
  });

  it('rejects written register: no contractions, no first person, no spoken linking, semicolons and "depicts", digits, fillers', () => {
    const formal = `${Array.from({ length: 9 }, () => 'This picture depicts a man with a dog in a green park near trees').join('; ')} with 3 birds, um, above.`;
    const why = spokenRegisterProblems(formal).join(' | ');
    for (const p of ['fewer than two contractions', 'no first-person framing', 'no spoken linking', 'punctuation that cannot be spoken', 'a written-only connector', 'digits', 'a hesitation filler']) expect(why).toContain(p);
  });

  it('rejects "you know," and "I mean," used as fillers, and leaves "what you know" alone (eighth read)', () => {
    expect(spokenRegisterProblems(`${spoken(90)} So this is a food bank, you know, a place for food.`).join(' ')).toContain('a spoken filler');
    expect(spokenRegisterProblems(`${spoken(90)} I mean, it looks like a food bank.`).join(' ')).toContain('a spoken filler');
    expect(spokenRegisterProblems(`${spoken(90)} They cook what you know best, and I mean it.`).join(' ')).not.toContain('a spoken filler');
  });

  it('fails a photo whose spoken sample is missing, at a band the written ones lack, or reuses a written sentence', () => {
    expect(spokenSampleProblems(photo())).toEqual([]);
    expect(spokenSampleProblems(photo({ spokenSamples: undefined }))).toEqual(expect.arrayContaining([expect.stringMatching(/no band-145 spoken sample/)]));
    expect(spokenSampleProblems(photo({ spokenSamples: [{ band: 145, text: spoken(100), notes: [] }, { band: 85, text: spoken(90), notes: [] }] })).join(' ')).toMatch(/bands 85,145 differ from the written ones \(145\)/);
    const reused = `${spoken(100)} This picture depicts a man walking his dog in a park while a woman reads on a bench.`;
    expect(spokenSampleProblems(photo({ samples: [{ band: 145, text: 'This picture depicts a man walking his dog in a park while a woman reads on a bench.', notes: [] }], spokenSamples: [{ band: 145, text: reused, notes: [] }] })).join(' ')).toMatch(/reuses a sentence of the written one/);
  });
});

describe('band order of photo model answers (sixth read)', () => {
  it('fails a lower band that is not shorter than the band above, spoken or written', () => {
    const ok = [{ band: 85, text: spoken(85), notes: [] }, { band: 115, text: spoken(95), notes: [] }, { band: 145, text: spoken(120), notes: [] }];
    expect(bandOrderProblems('ph-9999', ok)).toEqual([]);
    // The sixth read's ph-0100: an 85 of 86 words under a 115 of 85 words.
    expect(bandOrderProblems('ph-9999', [{ band: 115, text: spoken(85), notes: [] }, { band: 85, text: spoken(86), notes: [] }]).join(' ')).toMatch(/band-85 sample \(86 words\) is not shorter than the band-115 one \(85 words\)/);
    // Equal lengths (ph-0104) fail; one word shorter passes.
    expect(bandOrderProblems('ph-9999', [{ band: 85, text: spoken(86), notes: [] }, { band: 115, text: spoken(86), notes: [] }])).toHaveLength(1);
    expect(bandOrderProblems('ph-9999', [{ band: 85, text: spoken(85), notes: [] }, { band: 115, text: spoken(85 + BAND_ORDER_MARGIN), notes: [] }])).toEqual([]);
    const three = [{ band: 145, text: spoken(120), notes: [] }, { band: 85, text: spoken(90), notes: [] }, { band: 115, text: spoken(90), notes: [] }];
    const written3 = [{ band: 145, text: written, notes: [] }, { band: 115, text: spoken(40), notes: [] }, { band: 85, text: spoken(41), notes: [] }];
    const why = spokenSampleProblems(photo({ samples: written3, spokenSamples: three })).join(' | ');
    expect(why).toMatch(/band-85 spoken sample \(90 words\)/);
    expect(why).toMatch(/band-85 written sample \(41 words\)/);
  });
});

describe('photo items', () => {
  it('give Speak About the Photo the spoken samples and Write About the Photo the written ones', () => {
    const problems: string[] = [];
    const [write, speak] = photoItems(photo(), media, problems) as any[];
    expect(problems).toEqual([]);
    expect(write).toMatchObject({ id: 'ph-9999', type: 'write-about-the-photo' });
    expect(speak).toMatchObject({ id: 'ph-9999-s', type: 'speak-about-the-photo' });
    expect(write.key.samples.map((s: any) => s.text)).toEqual([written]);
    expect(speak.key.samples.map((s: any) => s.text)).toEqual([spoken(110)]);
    expect(speak.key.samples[0].notes[0]).toMatchObject({ quote: "I'd say it's a weekend", tag: 'opinion' });
  });

  it('report a spoken sample under 80 words to the build', () => {
    const problems: string[] = [];
    photoItems(photo({ spokenSamples: [{ band: 145, text: spoken(70), notes: [] }] }), media, problems);
    expect(problems).toEqual(['ph-9999: band 145 spoken sample: 70 words, not 80–150']);
  });
});

describe('spoken answer duration at the bank voices\' pace', () => {
  const content = new Map<string, any>();
  for (const file of Object.values(import.meta.glob('../../content/**/*.json', { eager: true, import: 'default' })) as unknown[]) {
    if (Array.isArray(file)) for (const it of file) if (it?.id) content.set(it.id, it);
  }
  const rates = speakingRates((manifest as any).audio, (id: string, part: string) => clipText(content.get(id), part));

  it('measures each voice on the committed clips at a human pace', () => {
    expect(Object.keys(rates).sort()).toEqual(['female', 'male']);
    for (const wps of Object.values(rates)) {
      expect(wps).toBeGreaterThan(2.2);
      expect(wps).toBeLessThan(2.9);
    }
  });

  it('fails a band-145 answer that would run past 60 s or stop before 30 s', () => {
    expect(durationProblems(photo({ spokenSamples: [{ band: 145, text: `${spoken(110)} ${spoken(40)}`, notes: [] }] }), { male: 2.4 }).join(' ')).toMatch(/62\.5 s at the male voice/);
    expect(durationProblems(photo({ spokenSamples: [{ band: 145, text: spoken(80), notes: [] }] }), { female: 2.8 }).join(' ')).toMatch(/28\.6 s at the female voice/);
    expect(durationProblems(photo(), { female: 2.6, male: 2.4 })).toEqual([]);
  });

  it('holds for every photo in the bank: spoken samples at each written band, spoken register, 30–60 s at band 145', () => {
    const all = [...photos, ...enginePhotos] as any[];
    expect(all.length).toBeGreaterThanOrEqual(61);
    const problems = all.flatMap((p) => [...spokenSampleProblems(p), ...durationProblems(p, rates)]);
    expect(problems).toEqual([]);
  });
});
