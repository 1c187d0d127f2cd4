/**
 * Twelfth read, t12d fixes (issue 22): Writing Sample, Read Then Speak, Speaking Sample, Listen Then Speak.
 * - A band-85 answer off its word range (writing 37–66, speech 30–44) or not shorter than its 115 fails
 *   (rts-0006 47, rts-0010 46, ss-0013 46, ss-0007 28 words).
 * - A `linking` note whose only connective is a comment adverb ("Honestly, …", "Personally, …") fails
 *   (rts-0004, rts-0072, rts-0098, ss-0005, lts-0087, lts-0092).
 * - Band-145 pairs with Interactive Writing or Interactive Speaking fail at the similarity cap like the others
 *   (rts-0104/iw-0073 0.58, lts-0076/iw-0023 0.47 before the fix).
 * Each planted case fails if its rule is removed.
 */
import { describe, expect, it } from 'vitest';
import {
  ANSWER_SIMILARITY, SIMILARITY_PENDING_PREFIXES, annotationProblems, band85LengthProblems, similarAnswerProblems,
  stanceOnlyLink,
} from '../../scripts/bank/lib/samples.mjs';
import iw from '../../content/writing/interactive-writing.json';
import ws from '../../content/writing/writing-sample.json';
import rts from '../../content/speaking/read-then-speak.json';
import ss from '../../content/speaking/speaking-sample.json';
import lts from '../../content/speaking/listen-then-speak.json';
import is from '../../content/speaking/interactive-speaking.json';

const n = (k: number) => Array.from({ length: k }, () => 'word').join(' ');
type Sample = { band: number; text: string | string[]; notes?: { quote: string; tag: string }[] };
type Item = { id: string; samples?: Sample[] };
const bank = [iw, ws, rts, ss, lts, is].flat() as Item[];

describe('t12d fixes: band-85 length', () => {
  it('flags a spoken 85 over 44 words and under 30 (rts-0006: 47, ss-0007: 28)', () => {
    expect(band85LengthProblems({ id: 'rts-0801', samples: [{ band: 115, text: n(90) }, { band: 85, text: n(47) }] }))
      .toEqual([expect.stringMatching(/rts-0801 band 85: 47 words, outside 30–44/)]);
    expect(band85LengthProblems({ id: 'ss-0801', samples: [{ band: 85, text: n(28) }] }))
      .toEqual([expect.stringMatching(/28 words, outside 30–44/)]);
    expect(band85LengthProblems({ id: 'lts-0801', samples: [{ band: 85, text: n(45) }] })).toHaveLength(1);
  });

  it('flags a written 85 outside 37–66 and an 85 not shorter than its 115', () => {
    expect(band85LengthProblems({ id: 'ws-0801', samples: [{ band: 85, text: n(36) }] })).toEqual([expect.stringMatching(/outside 37–66/)]);
    expect(band85LengthProblems({ id: 'iw-0801', samples: [{ band: 85, text: n(67) }] })).toEqual([expect.stringMatching(/outside 37–66/)]);
    expect(band85LengthProblems({ id: 'ws-0802', samples: [{ band: 115, text: n(60) }, { band: 85, text: n(60) }] }))
      .toEqual([expect.stringMatching(/not shorter than its band-115 answer/)]);
  });

  it('passes the boundaries, the engine fixtures and items without an 85', () => {
    for (const k of [30, 44]) expect(band85LengthProblems({ id: 'rts-0801', samples: [{ band: 115, text: n(90) }, { band: 85, text: n(k) }] })).toEqual([]);
    for (const k of [37, 66]) expect(band85LengthProblems({ id: 'ws-0801', samples: [{ band: 115, text: n(100) }, { band: 85, text: n(k) }] })).toEqual([]);
    expect(band85LengthProblems({ id: 'rts-9001', samples: [{ band: 85, text: n(80) }] })).toEqual([]);
    expect(band85LengthProblems({ id: 'ss-0801', samples: [{ band: 145, text: n(150) }] })).toEqual([]);
  });

  it('passes every band-85 answer in the bank', () => {
    expect(bank.flatMap((it) => band85LengthProblems(it))).toEqual([]);
  });
});

describe('t12d fixes: a linking note is more than a comment word', () => {
  const item = (quote: string, text = `${quote} Then we went home.`) => ({ id: 'rts-0801', samples: [{ band: 145, text, notes: [{ quote, tag: 'linking' }] }] });

  it('flags the six notes of the read (rts-0004, rts-0072, rts-0098, ss-0005, lts-0087, lts-0092)', () => {
    for (const q of [
      'Honestly, it was easier than I expected.',
      "To be honest, I didn't like it much when I was a child",
      'Personally, what worked best was studying with a friend',
      'Interestingly, research on happiness suggests',
      'Personally, I keep my accounts private',
      'Luckily, my song was near the end',
    ]) {
      expect(stanceOnlyLink(q)).toBe(true);
      expect(annotationProblems(item(q))).toEqual([expect.stringMatching(/"linking" note shows only a comment word/)]);
    }
  });

  it('passes a comment word beside a real connective, a clause opened by "if", and the fixed notes', () => {
    for (const q of [
      'Honestly, though, it was easier than I expected.',
      'Personally, if I had the choice, I would wait.',
      'But personally, I keep my accounts private',
      'So I bought a good metal bottle',
      'Nothing bad happened, but it really shook her.',
      'Of course, there are risks.',
      'Unfortunately, it was the weekend before my driving test',
    ]) {
      expect(stanceOnlyLink(q)).toBe(false);
      expect(annotationProblems(item(q))).toEqual([]);
    }
  });

  it('leaves other tags alone and passes every note in the bank', () => {
    expect(annotationProblems({ id: 'rts-0801', samples: [{ band: 145, text: 'Honestly, it was easy. Then we left.', notes: [{ quote: 'Honestly, it was easy.', tag: 'register' }] }] })).toEqual([]);
    expect(bank.flatMap((it) => annotationProblems(it)).filter((p: string) => /comment word/.test(p))).toEqual([]);
  });
});

describe('t12d fixes: pairs with Interactive Writing and Speaking fail at the cap', () => {
  // rts-0104's band-145 answer before the fix: iw-0073's flat bike tire, learned from a video instead of a grandfather.
  const OLD_RTS_0104 = "The most useful thing I've learned online is how to change a flat tire on my bike. A couple of years ago, my back tire went flat on my way home, and I had to walk for almost an hour. That evening, I searched for a video and found a short one made by a bike mechanic who explained every step very clearly. I watched it twice, bought a small repair kit and practiced on my old tire the next weekend. The first time took me forty minutes, but now I can do it in about ten. Since I learned, it's saved me a lot of time and money, and I've even helped two friends fix their bikes. It showed me that you can learn practical skills online if you find a good teacher.";

  it('no prefix is pending any more', () => {
    expect([...SIMILARITY_PENDING_PREFIXES]).toEqual([]);
  });

  // iw-0073's answer at the twelfth read, planted too so the case does not depend on later edits to that file.
  const IW_0073 = 'When I was twelve, my grandfather taught me how to fix a bicycle tire. He had a small workshop behind his house, full of tools that he had used for forty years. One Saturday my tire was flat, and instead of fixing it for me, he gave me the tools and explained each step while I did the work. First we took the wheel off, then we found the hole by putting the tube in a bowl of water and watching for bubbles. My first repair was terrible, and the tire was flat again the next morning, but he just laughed and made me do it again. I still use this skill often, because I ride my bike to campus every day. Each time I repair a tire, I think of his patient voice saying, "Slowly, there is no hurry."';

  it('flags the flat-tire story planted back into rts-0104 (0.58 with iw-0073 before the fix; about 0.6 in this bank)', () => {
    const planted = [
      ...bank.filter((it) => it.id !== 'rts-0104' && it.id !== 'iw-0073'),
      { id: 'rts-0104', samples: [{ band: 145, text: OLD_RTS_0104 }] },
      { id: 'iw-0073', samples: [{ band: 145, text: IW_0073 }] },
    ];
    const problems = similarAnswerProblems(planted);
    expect(problems).toEqual([expect.stringMatching(/^(?:rts-0104|iw-0073): band-145 answer tells the same story or argument as (?:iw-0073|rts-0104) \(content-word similarity 0\.[56]\d/)]);
  }, 60_000);

  it('passes the bank as it is, Interactive Writing and Speaking included', () => {
    expect(ANSWER_SIMILARITY).toBe(0.45);
    expect(similarAnswerProblems(bank)).toEqual([]);
  }, 60_000);
});
