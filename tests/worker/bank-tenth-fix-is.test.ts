/**
 * Tenth read, Interactive Speaking (t10e; issue 22). The product asks a stage's alternative when the learner's
 * transcribed answers name its cues (src/shared/learning/speaking-route.ts), so every path through a tree is live.
 * The routing gate (scripts/bank/lib/speaking-route-rules.mjs) refuses a cue that is a word of an earlier question
 * (is-0027 "alone" in "Do you prefer working alone or in a team?"), band-145 answers that leave the default path
 * (is-0023's festival answer named "food"), a later default that says "that season" when the season was named only by
 * a question an alternative may replace (is-0017), and "like that" after a stage with alternatives (is-0007). Planted
 * cases fail each rule; the whole bank passes. The US usage patterns for "playing in a team" (is-0026) and "takes
 * ages" (is-0050) are planted too.
 */
import { describe, expect, it } from 'vitest';
import trees from '../../content/speaking/interactive-speaking.json';
import { speakingRouteProblems } from '../../scripts/bank/lib/speaking-route-rules.mjs';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';
import { chooseStageQuestion } from '../../src/shared/learning/speaking-route.ts';

interface Alternative { ifMentions: string[]; question: string }
interface Stage { default: string; alternatives: Alternative[] }
interface Note { quote: string; tag: string; stage: number }
interface Tree { id: string; intro: string; stages: Stage[]; samples: { band: number; text: string[]; notes: Note[] }[] }

const tree = (): Tree => ({
  id: 'is-9999',
  intro: 'I would like to talk with you about the weather and the seasons.',
  stages: [
    { default: 'What is the weather like where you live?', alternatives: [] },
    { default: 'Which season do you like best, and why?', alternatives: [{ ifMentions: ['monsoon', 'umbrella'], question: 'What do you like to do on rainy days?' }] },
    { default: 'What do you usually do in your favorite season?', alternatives: [{ ifMentions: ['snow', 'winter'], question: 'How do people in your area stay warm in winter?' }] },
    { default: 'What clothes do you wear when it is very hot?', alternatives: [] },
  ],
  samples: [{
    band: 145,
    text: [
      'Summers are long, hot and dry here, and the rest of the year is cool but pleasant.',
      'I love spring best, because the trees on my street are full of white flowers.',
      'I go for long walks in the hills with my sister, and we often take a picnic.',
      'Light cotton shirts, shorts and always a hat with a wide brim.',
    ],
    notes: [],
  }],
});

describe('Interactive Speaking routing gate', () => {
  it('passes a coherent tree', () => {
    expect(speakingRouteProblems(tree())).toEqual([]);
  });

  it('refuses a cue that is a word of an earlier question (an echo routes the learner)', () => {
    const t = tree();
    t.stages[1]!.alternatives[0]!.ifMentions = ['monsoon', 'weather'];
    expect(speakingRouteProblems(t).join('\n')).toMatch(/is-9999: cue "weather" of stage 1 alternative 0 .* is a word of stage 0's question/);
    // An alternative's own question counts as earlier too: it may have been asked.
    const u = tree();
    u.stages[3]!.alternatives = [{ ifMentions: ['rainy'], question: 'Do you carry an umbrella every day?' }];
    expect(speakingRouteProblems(u).join('\n')).toMatch(/cue "rainy" of stage 3 alternative 0 .* is a word of stage 1 alternative 0's question/);
    // The chooser does route an echo of the question: "I find it difficult" to "easy or difficult…?" (is-0041).
    expect(chooseStageQuestion([{ ifMentions: ['difficult'] }], ['Do you find it easy or difficult to save money?'])).toBe(0);
  });

  it('refuses band-145 answers that name a cue, so the model leaves the default path', () => {
    const t = tree();
    t.samples[0]!.text[1] = 'I love winter best, because the snow makes the whole town quiet.';
    expect(speakingRouteProblems(t).join('\n')).toMatch(/is-9999: the band-145 answers before stage 2 name cues of stage 2 alternative 0/);
  });

  it('refuses "that season" when only a skippable question named the season (is-0017)', () => {
    const t = tree();
    t.stages[2]!.default = 'What do you usually do in that season?';
    expect(speakingRouteProblems(t).join('\n')).toMatch(/is-9999: stage 2's default says "that season", but the season is named only by stage 1's default/);
    // Named by an always-asked question, the reference has its antecedent on every path.
    const u = tree();
    u.stages[0]!.default = 'Which season do you like best, and why?';
    u.stages[2]!.default = 'What do you usually do in that season?';
    expect(speakingRouteProblems(u).join('\n')).not.toMatch(/that season/);
  });

  it('refuses "like that" after a stage with alternatives (is-0007), but not the verb "like"', () => {
    const t = tree();
    t.stages[3]!.alternatives = [{ ifMentions: ['picnic'], question: 'Does spending whole days outside like that make you tired?' }];
    expect(speakingRouteProblems(t).join('\n')).toMatch(/stage 3 alternative 0 .* says "like that", which presumes stage 2's default was asked/);
    const u = tree();
    u.stages[3]!.default = 'Where do you go when it is hot, and why do you like that place?';
    expect(speakingRouteProblems(u)).toEqual([]);
  });

  it('passes every tree in the bank', () => {
    expect((trees as unknown as Tree[]).flatMap((t) => speakingRouteProblems(t))).toEqual([]);
  });
});

describe('tenth read: US usage in Interactive Speaking', () => {
  it.each([
    ['What do you enjoy about playing in a team?', 'playing in a team'],
    ['I played basketball in the school team for years.', 'played basketball in the school team'],
    ['Cleaning the bathroom takes ages.', 'takes ages'],
  ])('flags "%s"', (text, phrase) => {
    const found = britishUsages(text, 'is');
    expect((found as string[]).some((f: string) => f.includes(phrase))).toBe(true);
  });

  it.each(['What do you enjoy about playing on a team?', 'I play in a band on weekends.', 'We worked in a team of five.', 'It takes forever.'])('passes "%s"', (text) => {
    expect(britishUsages(text, 'is')).toEqual([]);
  });
});
