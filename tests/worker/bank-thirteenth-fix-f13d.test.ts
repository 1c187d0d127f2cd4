/**
 * Thirteenth read, t13d fixes (issue 22): Writing Sample, Speaking Sample, Read Then Speak, Listen Then Speak.
 * - A one-answer band-145 model that retells ONE Interactive Speaking stage, a Read and Complete passage or an
 *   Interactive Reading set fails (partSimilarityProblems): ws-0090 told is-0046's employers-and-old-posts stage,
 *   ss-0070 is-0060's "growth is a crude measure" stage, ss-0001 rc-0201's exam method. The old answers are planted.
 * - Band 145 is held to README's range at both ends (Writing Sample 178–212, speech 119–169; FORMAT and SAMPLE_WORDS
 *   said 150–220 and 90–170, and only the cap was checked).
 * - A spoken band-145 transcript with no contraction fails (ss-0072, rts-0107 and six more).
 * Each planted case fails if its rule is removed; the fixed bank passes every rule.
 */
import { describe, expect, it } from 'vitest';
import {
  BAND145_WORDS, PART_SIMILARITY_ALLOWED, PART_SIMILARITY_PENDING, PASSAGE_SIMILARITY, STAGE_SIMILARITY, band145LengthProblems,
  partSimilarityPairs, partSimilarityProblems, spokenContractionProblems,
} from '../../scripts/bank/lib/samples.mjs';
import { SAMPLE_WORDS, formatProblems } from '../../scripts/bank/lib/format-rules.mjs';
import ws from '../../content/writing/writing-sample.json';
import rts from '../../content/speaking/read-then-speak.json';
import ss from '../../content/speaking/speaking-sample.json';
import lts from '../../content/speaking/listen-then-speak.json';
import is from '../../content/speaking/interactive-speaking.json';
import rc from '../../content/read-and-complete/passages.json';
import ir from '../../content/interactive-reading/sets.json';

/** A pair as partSimilarityPairs reports it. */
type Pair = { a: string; b: string; kind: string; score: number };

type Sample = { band: number; text: string | string[]; notes?: { quote: string; tag: string }[] };
type Item = { id: string; samples?: Sample[]; [k: string]: unknown };
const bank = [ws, rts, ss, lts, is, rc, ir].flat() as Item[];
const n = (k: number) => Array.from({ length: k }, () => 'word').join(' ');

/** The bank with one item's band-145 text replaced (the answer as it was before this fix). */
const planted = (id: string, text: string) => bank.map((it) => (it.id !== id ? it : {
  ...it, samples: (it.samples ?? []).map((s) => (s.band === 145 ? { ...s, text } : s)),
}));
const OLD_WS_0090 = "It has become common for employers to search for candidates online, and I can see why. A résumé and a forty-minute interview reveal very little about a person, and a public profile may show how someone communicates, what they care about and whether they treat others with respect. If an applicant regularly posts insulting comments about colleagues or customers, an employer would be foolish to ignore it. Nevertheless, I believe this practice should be strictly limited. Social media gives a distorted picture of people. Many of us joined these platforms as teenagers, and judging a thirty-year-old on a careless joke made at sixteen seems deeply unfair. There is also a real risk of discrimination: a profile reveals age, religion, family plans and political views, none of which should influence a hiring decision, yet it is almost impossible for a recruiter to unsee them. A friend of mine was turned down for a job, and she later learned that the manager had disliked photos from her vacation. The fairest approach, in my view, is to check only what is relevant to the role, such as a professional profile, and to do so only at the final stage, with the candidate's knowledge. Employers deserve honest information, but applicants deserve to be judged on their work, not their weekends.";
const OLD_SS_0070 = "Most discussions of progress come down to economic growth, and I think that's a fairly crude measure on its own. A country's output can rise while most people's lives stay the same, or even get worse, if the gains go to a small group or come at the cost of clean air and rivers. So I'd want to look at a broader set of questions. Are people living longer, healthier lives? Can a child from a poor family realistically get a good education? Do people feel safe, and do they trust the institutions around them? Those things are harder to measure than income, but not impossible. Personally, if I had to pick one indicator, I'd choose something like the gap between the best and worst schools, because it tells you whether opportunity is actually shared. Ultimately, progress isn't about how much a country has, but about how many of its people get a fair chance to use it.";
const OLD_SS_0001 = "For me, the best way to prepare for an important exam is to start early and test myself, instead of just rereading my notes. About a month before, I make a simple plan: I list all the topics, and I give each one a couple of days. Then, for each topic, I read the material once, close the book and try to write down everything I remember, or I answer old exam questions. It's uncomfortable, because you immediately see what you don't know, but that's exactly why it works. Rereading feels productive, but it mostly makes the text look familiar. Testing yourself forces your brain to actually pull the information out, and that's what you'll have to do in the exam. I also make sure to sleep properly the week before. The last time I used this method, for my final chemistry exam, I felt calm on exam day, and I got my best grade ever.";
const OLD_SS_0072 = "One holiday I really look forward to is Independence Day in my country, which falls in early September. Schools and most offices close, and the whole country seems to slow down for a day. In the morning, many towns hold a parade, with school bands, dancers in traditional costumes and firefighters driving their trucks very slowly down the main street. My little brother marched in the parade last year, and my whole family stood on the sidewalk cheering for him. In the afternoon, people usually get together with relatives for a long lunch; in my family, that means grilled meat, corn and far too many desserts. When it gets dark, there are fireworks over the river, and the city center is packed. What I like about the day is that everyone takes part, whatever their age. It reminds people of their shared history, and for one day at least, nobody talks about work.";

// tf-idf over some 1,300 documents takes seconds in workerd.
describe('t13d fixes: a model answer against one stage, passage or reading set', { timeout: 120_000 }, () => {
  it('fails the old ws-0090 (is-0046, employers checking posts) and ss-0070 (is-0060, growth a crude measure) on the stage', () => {
    const a = partSimilarityProblems(planted('ws-0090', OLD_WS_0090));
    expect(a).toEqual([expect.stringMatching(/^ws-0090: band-145 answer tells the story or argument of is-0046 stage \d \(an Interactive Speaking stage/)]);
    const b = partSimilarityProblems(planted('ss-0070', OLD_SS_0070));
    expect(b).toEqual([expect.stringMatching(/^ss-0070: .* of is-0060 stage \d/)]);
  });

  it('fails the old ss-0001 on rc-0201 "Getting Ready for an Exam"', () => {
    expect(partSimilarityProblems(planted('ss-0001', OLD_SS_0001))).toEqual([expect.stringMatching(/^ss-0001: .* of rc-0201 \(a reading text/)]);
  });

  it('scores a stage on its own: the whole tree would dilute it below the cap', () => {
    const pairs = partSimilarityPairs(planted('ws-0090', OLD_WS_0090), { threshold: 0.2 });
    const best = pairs.find((p: Pair) => p.a === 'ws-0090' && p.b.startsWith('is-0046'));
    expect(best?.kind).toBe('stage');
    expect(best!.score).toBeGreaterThanOrEqual(STAGE_SIMILARITY);
  });

  it('passes the fixed bank; every allowed pair is still over its threshold (no stale entry)', () => {
    expect(partSimilarityProblems(bank)).toEqual([]);
    const over = new Set(partSimilarityPairs(bank, { threshold: Math.min(STAGE_SIMILARITY, PASSAGE_SIMILARITY) })
      .filter((p: Pair) => p.score >= (p.kind === 'stage' ? STAGE_SIMILARITY : PASSAGE_SIMILARITY)).map((p: Pair) => `${p.a}|${p.b}`));
    for (const key of [...PART_SIMILARITY_ALLOWED.keys(), ...PART_SIMILARITY_PENDING]) expect(over.has(key), key).toBe(true);
  });

  it('lists a pair that is neither allowed nor pending', () => {
    const problems = partSimilarityProblems(bank, { allowed: new Map(), pending: new Set() });
    expect(problems.length).toBe(PART_SIMILARITY_ALLOWED.size + PART_SIMILARITY_PENDING.size);
  });
});

describe('t13d fixes: band-145 word range, both ends', () => {
  it('keeps one range, README\'s, for the build', () => {
    expect(SAMPLE_WORDS.ws).toEqual([178, 212]);
    expect(SAMPLE_WORDS.ss).toEqual([119, 169]);
    expect(BAND145_WORDS).toBe(SAMPLE_WORDS);
  });

  it('fails a Writing Sample 145 of 216 (ws-0090) or 165 (ws-0012) words and passes 178 and 212', () => {
    const ws145 = (k: number) => ({ id: 'ws-0801', samples: [{ band: 145, text: n(k) }] });
    expect(band145LengthProblems(ws145(216))).toEqual([expect.stringMatching(/ws-0801 band 145: 216 words, outside 178–212/)]);
    expect(band145LengthProblems(ws145(165))).toEqual([expect.stringMatching(/165 words, outside 178–212/)]);
    expect(band145LengthProblems(ws145(178))).toEqual([]);
    expect(band145LengthProblems(ws145(212))).toEqual([]);
    expect(formatProblems('ws', { id: 'ws-0801', cefr: 'B2', topic: 'x', prompt: 'Discuss.', samples: [{ band: 145, text: n(213), notes: [] }] }).join(' '))
      .toContain('over the 212-word cap');
  });

  it('fails a transcript of 170 (rts-0048) or 118 words and passes 119 and 169', () => {
    for (const p of ['ss', 'rts', 'lts']) {
      const t = (k: number) => ({ id: `${p}-0801`, samples: [{ band: 145, text: n(k) }] });
      expect(band145LengthProblems(t(170))).toHaveLength(1);
      expect(band145LengthProblems(t(118))).toHaveLength(1);
      expect(band145LengthProblems(t(119))).toEqual([]);
      expect(band145LengthProblems(t(169))).toEqual([]);
    }
  });

  it('holds every band-145 answer of the four types to the range', () => {
    expect([ws, ss, rts, lts].flat().flatMap((it) => band145LengthProblems(it as Item))).toEqual([]);
  });
});

describe('t13d fixes: spoken 145s use contractions', () => {
  it('fails the old ss-0072 (no contraction) and passes its fixed text', () => {
    const item = (text: string) => ({ id: 'ss-0072', samples: [{ band: 145, text }] });
    expect(spokenContractionProblems(item(OLD_SS_0072))).toEqual([expect.stringMatching(/ss-0072 band 145: the transcript has no contraction/)]);
    const fixed = (ss as Item[]).find((it) => it.id === 'ss-0072')!.samples!.find((s) => s.band === 145)!.text as string;
    expect(spokenContractionProblems(item(fixed))).toEqual([]);
    expect(spokenContractionProblems(item('Honestly, I’d say it depends.'))).toEqual([]);
  });

  it('leaves Writing Sample and the lower bands alone, and passes the bank', () => {
    expect(spokenContractionProblems({ id: 'ws-0801', samples: [{ band: 145, text: 'It is what it is.' }] })).toEqual([]);
    expect(spokenContractionProblems({ id: 'rts-0801', samples: [{ band: 115, text: 'It is what it is.' }] })).toEqual([]);
    expect([ss, rts, lts].flat().flatMap((it) => spokenContractionProblems(it as Item))).toEqual([]);
  });
});
