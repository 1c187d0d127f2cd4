/**
 * Twelfth read, t12b fixes (issue 22): Listen and Type and Read Aloud.
 * - A Listen and Type or Read Aloud sentence that tells the claim of a sentence in another task type in other words
 *   (four or more shared content-word stems and a Jaccard of 0.5 or more) fails the build: lt-0280 "Too much salt in
 *   your diet can raise your blood pressure." beside fib-0345 "Eating too much salt can [[raise]] your blood
 *   pressure.", ra-0094 beside il-0067 (a phone dropped and its screen cracked).
 * - The Listen and Type keys the offline voices misread (lt-0167 and lt-0047 "read" as /rɛd/, lt-0241 "lives" as
 *   /laɪvz/, lt-0220 "uses" as the noun, lt-0151 "used to" as /juːzd/) are reworded without the heteronym.
 * Each planted case fails if its rule is removed.
 */
import { describe, expect, it } from 'vitest';
import ltSentences from '../../content/listen-and-type/sentences.json';
import { SPOKEN_CLAIM_ALLOWED, SPOKEN_CLAIM_MIN_JACCARD, SPOKEN_CLAIM_MIN_SHARED, spokenClaimProblems } from '../../scripts/bank/lib/cross-type.mjs';

type Item = { id: string; cefr?: string; topic?: string; text?: string; [k: string]: unknown };
const it_ = (id: string, text: string): Item => ({ id, cefr: 'B1', topic: 'test', text });

describe('the same claim told by a spoken sentence and another task type', () => {
  it('fails a Listen and Type key that retells a Fill in the Blanks sentence (the twelfth read\'s lt-0280)', () => {
    const items = [
      it_('lt-0001', 'Too much salt in your diet can raise your blood pressure.'),
      it_('fib-0001', 'Eating too much salt can [[raise]] your blood pressure.'),
    ];
    const problems = spokenClaimProblems(items);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^lt-0001: tells the claim of fib-0001/);
    expect(problems[0]).toMatch(/salt, rais, blood, pressur/);
  });

  it('fails a Read Aloud sentence that retells a story in a model answer or a conversation', () => {
    const items = [
      it_('ra-0001', 'My phone screen cracked when I dropped it, so I had to get it repaired.'),
      { id: 'il-0001', cefr: 'B1', topic: 'test', scenario: 'You dropped your phone and the screen cracked.', turns: [] },
      { id: 'ss-0001', cefr: 'B1', topic: 'test', prompt: 'Talk about a tool.', samples: [{ band: 145, text: 'My uncle fixes old radios. On weekends I visit my parents.' }] },
    ];
    expect(spokenClaimProblems(items)).toEqual([expect.stringMatching(/^ra-0001: tells the claim of il-0001/)]);
  });

  it('passes sentences that share a topic or a stock phrase, not the claim', () => {
    const items = [
      it_('lt-0001', 'If you have any questions, please raise your hand.'),
      it_('ph-0001', 'One girl has a question, so she is raising her hand.'),
      it_('ra-0001', 'The new telescope cost far more than expected.'),
      it_('fib-0001', 'The telescope allows astronomers to [[observe]] galaxies that formed billions of years ago.'),
    ];
    expect(spokenClaimProblems(items)).toEqual([]);
  });

  it('sits on its boundaries: four shared stems, a Jaccard of 0.5', () => {
    expect(SPOKEN_CLAIM_MIN_SHARED).toBe(4);
    expect(SPOKEN_CLAIM_MIN_JACCARD).toBe(0.5);
    // Four shared of eight stems in all (exactly 0.5): fails. Three shared: passes however alike.
    const four = [it_('lt-0001', 'Volunteers cleaned the beach after the storm.'), it_('fib-0001', 'After the storm, volunteers [[cleaned]] the beach near the old harbor quickly.')];
    expect(spokenClaimProblems(four)).toHaveLength(1);
    // One stem more in the other sentence (4 of 9, 0.44): passes.
    const nine = [four[0], it_('fib-0001', 'After the storm, volunteers [[cleaned]] the beach near the old harbor quickly and cheerfully.')];
    expect(spokenClaimProblems(nine)).toEqual([]);
    const three = [it_('lt-0001', 'Volunteers cleaned the beach.'), it_('fib-0001', 'Volunteers [[cleaned]] the beach.')];
    expect(spokenClaimProblems(three)).toEqual([]);
    // Four shared but below 0.5: passes.
    const wide = [it_('lt-0001', 'Volunteers cleaned the beach after the storm.'), it_('rc-0001', 'After the storm, volunteers cleaned the beach, painted fences, planted gardens and repaired roofs.')];
    expect(spokenClaimProblems(wide)).toEqual([]);
  });

  it('leaves engine fixtures, pairs of two spoken sentences and reviewed pairs alone', () => {
    const salt = 'Too much salt in your diet can raise your blood pressure.';
    expect(spokenClaimProblems([it_('lt-9001', salt), it_('fib-0001', 'Eating too much salt can [[raise]] your blood pressure.')])).toEqual([]);
    expect(spokenClaimProblems([it_('lt-0001', salt), it_('ra-0001', 'Eating too much salt can raise your blood pressure.')])).toEqual([]);
    const allowed = new Map([['lt-0001|fib-0001', 'reviewed']]);
    expect(spokenClaimProblems([it_('lt-0001', salt), it_('fib-0001', 'Eating too much salt can [[raise]] your blood pressure.')], { allowed })).toEqual([]);
    expect([...SPOKEN_CLAIM_ALLOWED.keys()].every((k) => /^(?:lt|ra)-\d{4}\|[a-z]+-\d{4}$/.test(k))).toBe(true);
  });
});

describe('the bank as committed', () => {
  const lt = ltSentences as Item[];

  it('has Listen and Type keys without the heteronyms the offline voices misread', () => {
    const text = (id: string): string => lt.find((x) => x.id === id)?.text ?? '';
    expect(text('lt-0167')).not.toMatch(/\bread\b/i);
    expect(text('lt-0047')).not.toMatch(/\bread\b/i);
    expect(text('lt-0241')).not.toMatch(/\blives\b/i);
    expect(text('lt-0220')).not.toMatch(/\buses\b/i);
    expect(text('lt-0151')).not.toMatch(/\bused to\b/i);
    expect(lt).toHaveLength(323);
  });
});
