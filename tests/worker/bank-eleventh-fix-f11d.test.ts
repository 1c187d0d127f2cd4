/**
 * Eleventh read, t11d fixes (issue 22): Writing Sample, Read Then Speak, Speaking Sample, Listen Then Speak.
 * - The near-duplicate topic check compares the open tasks' prompts across files, not one file at a time.
 * - Two band-145 answers that tell one story in other words fail (ss-0030/ws-0006: a first birthday cake).
 * - A "not A, it's B" comma splice in a band-145 answer fails (rts-0029, ss-0069, ss-0050).
 * - A band-115 answer off its word range, or longer than three quarters of its 145, fails (ss-0013: 113 words).
 * - US usage: "three or four floors high" (ws-0018).
 * Each planted case fails if its rule is removed.
 */
import { describe, expect, it } from 'vitest';
import { nearDuplicateTopics } from '../../scripts/bank/lib/topics.mjs';
import {
  ANSWER_SIMILARITY, answerSimilarityPairs, band115LengthProblems, commaSpliceProblems, similarAnswerProblems,
} from '../../scripts/bank/lib/samples.mjs';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';
import iw from '../../content/writing/interactive-writing.json';
import ws from '../../content/writing/writing-sample.json';
import rts from '../../content/speaking/read-then-speak.json';
import ss from '../../content/speaking/speaking-sample.json';
import lts from '../../content/speaking/listen-then-speak.json';
import is from '../../content/speaking/interactive-speaking.json';

const answer = (id: string, text: string) => ({ id, prompt: 'p', samples: [{ band: 145, text, notes: [] }] });

// ss-0030's band-145 answer before the fix: the birthday cake that ws-0006 tells too.
const OLD_SS_0030 = 'Last month I cooked dinner for my family for the first time, for my mother\'s birthday. I wanted to surprise her, so I chose a recipe for chicken with rice and vegetables, and a simple chocolate cake. I went shopping in the morning with my father, and in the afternoon I started cooking. The cake was easy. I mixed flour, sugar, eggs, butter and chocolate and put it in the oven for forty minutes. The chicken was more difficult. I cut the vegetables too big, so they took a long time to cook, and I almost burned the rice because I was watching the chicken. My little brother helped me set the table and decorate it with flowers. Dinner was an hour late, but everybody said it was delicious, and my mother was very happy. Now I want to cook for my family once a month.';
const bank = [iw, ws, rts, ss, lts, is].flat() as { id: string; samples?: { band: number; text: string | string[] }[] }[];
const planted = bank.map((it) => (it.id === 'ss-0030' ? { ...it, samples: [{ band: 145, text: OLD_SS_0030 }] } : it));

describe('t11d fixes: the open tasks\' topics are compared across files', () => {
  it('flags a Speaking Sample prompt that repeats a Writing Sample prompt', () => {
    const items = [
      { id: 'ws-0801', prompt: 'Should high school students have more freedom to choose what subjects they study at school?' },
      { id: 'ss-0801', prompt: 'Should high school students have more freedom to choose which subjects they study at school? Explain.' },
      { id: 'rts-0801', prompt: 'Talk about a trip to the mountains with your family.' },
      { id: 'lts-0801', question: 'What do you usually eat for breakfast on weekdays?' },
    ];
    expect(nearDuplicateTopics(items).some((p: string) => p.startsWith('ss-0801: near-duplicate topic of ws-0801'))).toBe(true);
  });
});

describe('t11d fixes: one story per band-145 answer across the open tasks', () => {
  it('flags the retold birthday cake planted back into the bank (ss-0030/ws-0006 before the fix)', () => {
    const problems = similarAnswerProblems(planted);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^ss-0030: band-145 answer tells the same story or argument as ws-0006/);
  }, 60_000);

  it('passes the bank as it is, and leaves Interactive Speaking pairs pending (Interactive Writing pairs fail since t12f)', () => {
    const pairs = answerSimilarityPairs(bank, { threshold: ANSWER_SIMILARITY });
    expect(pairs.every((p: { a: string; b: string }) => /^(?:iw|is)-/.test(p.a) || /^(?:iw|is)-/.test(p.b))).toBe(true);
    expect(similarAnswerProblems(bank)).toEqual([]);
  }, 60_000);
});

describe('t11d fixes: comma splices in band-145 answers', () => {
  it('flags "not A, it\'s B" and "wouldn\'t just…, she\'d" (rts-0029, ss-0069, ss-0050)', () => {
    expect(commaSpliceProblems(answer('rts-0801', "As for whether it's good or bad, I'd say it's neither, it's simply how living languages behave."))).toHaveLength(1);
    expect(commaSpliceProblems(answer('ss-0801', "Telling her she looks completely calm isn't a moral failure, it's support."))).toHaveLength(1);
    expect(commaSpliceProblems(answer('ss-0802', "A doctor who had to search for every drug interaction wouldn't just be slow, she'd miss the connections."))).toHaveLength(1);
  });

  it('passes the fixed forms, a negation in a subordinate clause, and lower bands', () => {
    expect(commaSpliceProblems(answer('rts-0801', "I'd say it's neither. It's simply how living languages behave."))).toEqual([]);
    expect(commaSpliceProblems(answer('ss-0802', "It wouldn't just be slow; she'd miss the connections."))).toEqual([]);
    expect(commaSpliceProblems(answer('rts-0802', "If you never leave, it's easy to assume that home is the only way."))).toEqual([]);
    expect(commaSpliceProblems({ id: 'rts-0803', samples: [{ band: 115, text: "The fireworks weren't bad, it was amazing.", notes: [] }] })).toEqual([]);
  });
});

describe('t11d fixes: band-115 length', () => {
  const n = (k: number) => Array.from({ length: k }, () => 'word').join(' ');
  it('flags a spoken 115 over 106 words and one too close to its 145 (ss-0013: 113 words)', () => {
    const item = { id: 'ss-0801', samples: [{ band: 145, text: n(145) }, { band: 115, text: n(113) }] };
    const problems = band115LengthProblems(item);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/113 words, outside 78–106/);
    expect(band115LengthProblems({ id: 'ws-0801', samples: [{ band: 145, text: n(200) }, { band: 115, text: n(80) }] })).toEqual([expect.stringMatching(/outside 88–128/)]);
  });

  it('passes a 115 within range and about a third shorter', () => {
    expect(band115LengthProblems({ id: 'ss-0801', samples: [{ band: 145, text: n(145) }, { band: 115, text: n(99) }] })).toEqual([]);
    expect(band115LengthProblems({ id: 'rts-0801', samples: [{ band: 145, text: n(145) }] })).toEqual([]);
  });
});

describe('t11d fixes: US usage', () => {
  it('flags "floors high" in a sample (ws-0018) and passes "stories high"', () => {
    expect(britishUsages('Most of the buildings are three or four floors high.', 'ws')).toEqual(['"floors high" (US: stories high (stories tall))']);
    expect(britishUsages('Most of the buildings are three or four stories high.', 'ws')).toEqual([]);
    expect(britishUsages('We live on the fourth floor, high above the street.', 'ws')).toEqual([]);
  });
});
