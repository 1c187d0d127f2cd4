/**
 * Eleventh read, Interactive Speaking (t11e; issue 22). The chooser asks an alternative when a transcribed answer names
 * its cues, so a cue must mean in a learner's answer what the alternative's question assumes. The gate
 * (speakingCueProblems in scripts/bank/lib/speaking-route-rules.mjs) refuses: a bare cue with a common second sense
 * ("rich" in "a rich history", is-0012; "community" in "community guidelines", is-0010; "lost" in "the airline lost
 * my suitcase", is-0011); a bare head under a narrower question ("pollution" → "air pollution", is-0008); a question
 * that asks whether the learner has done what its cue says they said ("freelance" → "Would you like to start your own
 * business?", is-0005); and an alternative followed by a near-duplicate default (is-0027). Planted cases fail each
 * rule; the whole bank passes. The matcher no longer takes "parking" for a park (is-0015; src/shared/learning/cue-terms.test.ts).
 */
import { describe, expect, it } from 'vitest';
import trees from '../../content/speaking/interactive-speaking.json';
import { questionOverlap, speakingCueProblems } from '../../scripts/bank/lib/speaking-route-rules.mjs';
import { chooseStageQuestion } from '../../src/shared/learning/speaking-route.ts';

interface Alternative { ifMentions: string[]; question: string }
interface Stage { default: string; alternatives: Alternative[] }
interface Tree { id: string; stages: Stage[] }

const tree = (): Tree => ({
  id: 'is-9998',
  stages: [
    { default: 'What environmental issue do you notice most where you live?', alternatives: [] },
    { default: 'How does this issue affect people\'s daily lives?', alternatives: [{ ifMentions: ['air pollution', 'smog'], question: 'Who do you think is most affected by air pollution, and why?' }] },
    { default: 'What, if anything, do you personally do about it?', alternatives: [{ ifMentions: ['recycle', 'recycling'], question: 'What makes recycling easy or hard where you live?' }] },
    { default: 'Who do you think should be mainly responsible for solving it?', alternatives: [] },
  ],
});

const problems = (t: Tree) => speakingCueProblems(t).join('\n');

describe('Interactive Speaking cue gate (eleventh read)', () => {
  it('passes a coherent tree', () => {
    expect(speakingCueProblems(tree())).toEqual([]);
  });

  it('refuses a bare cue with a common second sense (is-0012 "rich", is-0011 "lost")', () => {
    const t = tree();
    t.stages[2]!.alternatives[0]!.ifMentions = ['recycle', 'rich'];
    expect(problems(t)).toMatch(/is-9998: cue "rich" of stage 2 alternative 0 .* has another common sense \("a rich history"/);
    const u = tree();
    u.stages[2]!.alternatives[0]!.ifMentions = ['lost'];
    expect(problems(u)).toMatch(/cue "lost" .*"the airline lost my suitcase"/);
    // The chooser itself would route "a rich history": the gate is what stops it.
    expect(chooseStageQuestion([{ ifMentions: ['rich'] }], ['A small town with a rich history.'])).toBe(0);
  });

  it('refuses a bare head under a narrower question, and a bare modifier (is-0008, is-0010)', () => {
    const t = tree();
    t.stages[1]!.alternatives[0]!.ifMentions = ['air pollution', 'pollution'];
    expect(problems(t)).toMatch(/cue "pollution" of stage 1 alternative 0 .* is the bare head of "air pollution"/);
    const u = tree();
    u.stages[2]!.alternatives[0] = { ifMentions: ['local'], question: 'Why does local news matter?' };
    expect(problems(u)).toMatch(/cue "local" .* is a bare modifier of "local news"/);
  });

  it('refuses a question that asks whether the learner has done what the cue says they said (is-0005, is-0021)', () => {
    const t = tree();
    t.stages[2]!.alternatives[0]!.question = 'Have you ever tried recycling at home?';
    expect(problems(t)).toMatch(/stage 2 alternative 0 .* asks whether the learner has done or wants what its cue "recycle" says they mentioned/);
    const u = tree();
    u.stages[2]!.alternatives[0] = { ifMentions: ['own business', 'freelance'], question: 'Would you like to start your own business one day?' };
    expect(problems(u)).toMatch(/its cue "own business"/);
  });

  it('refuses an alternative followed by a near-duplicate default (is-0027)', () => {
    const t = tree();
    t.stages[2]!.alternatives[0]!.question = 'Who should be responsible for solving problems like this?';
    expect(problems(t)).toMatch(/stage 2 alternative 0 .* and stage 3's default .* ask nearly the same thing back to back/);
    // Disagreements/disagree and group/team are the same words to the check.
    expect(questionOverlap('How do you usually deal with disagreements in a group?', 'How should a team make decisions when people disagree?').ratio).toBeGreaterThanOrEqual(0.4);
    expect(questionOverlap('Tell me about a disagreement in a group you were part of. How did it end?', 'How should a team make decisions when people disagree?').ratio).toBeLessThan(0.4);
  });

  it('passes every tree in the bank', () => {
    expect((trees as unknown as Tree[]).flatMap((t) => speakingCueProblems(t))).toEqual([]);
  });
});

describe('the eleventh read\'s natural answers keep the default', () => {
  const byId = new Map((trees as unknown as Tree[]).map((t) => [t.id, t]));
  const ask = (id: string, stage: number, answers: (string | null)[]) => chooseStageQuestion(byId.get(id)!.stages[stage]!.alternatives, answers);
  it.each([
    ['is-0008', 1, ['Plastic pollution on the beach near my town.']],
    ['is-0009', 1, ['My best friend is Ana. She works as a nurse at the hospital.']],
    ['is-0010', 6, [null, null, null, null, null, 'Platforms already have community guidelines, but governments should enforce them.']],
    ['is-0011', 3, [null, 'I was away for three months, and I really missed my family.', null]],
    ['is-0011', 3, [null, null, 'The airline lost my suitcase.']],
    ['is-0012', 3, ['A small town with a rich history, but public transportation is poor.', null, null]],
    ['is-0015', 2, ['Parking is a nightmare and cars are parked everywhere.', null]],
    ['is-0025', 5, ['I learned Spanish from my grandmother.', null, null, null, null]],
    ['is-0058', 2, [null, 'Two members argued about the plan, but we found a solution.']],
  ] as const)('%s stage %i', (id, stage, answers) => {
    expect(ask(id, stage, [...answers])).toBeNull();
  });
});
