/**
 * Twelfth read, Interactive Speaking (t12e; issue 22). Fourteen of 25 sampled trees misrouted a natural answer through
 * the real chooser (src/shared/learning/speaking-route.ts). Three classes, three fixes:
 * 1. Bare cues with a second sense: "of course" (is-0002), "tired of" (is-0002), "generally speaking" and "body
 *    language" (is-0053), money as a cost (is-0036), family trips (is-0022), "I phone a friend" (is-0007), "fishing"
 *    (is-0021), a film series (is-0042), "I feel awake" (is-0007), watching football (is-0026). They joined the gate's
 *    HOMONYM_CUES (scripts/bank/lib/speaking-route-rules.mjs, rule 4), and every alternative using them was rewritten
 *    with phrases.
 * 2. Scarcity and distance ("little traffic", "less traffic than downtown", "far from the traffic", is-0015) are
 *    negations to the chooser now (unit tests in src/shared/learning/speaking-route.test.ts); third-person mentions
 *    ("many young families move away") are kept out by first-person cue phrases ("I want to move").
 * 3. A question that asks back what its cue says the learner said: rule 6 covered "Have you ever / Do you ever / Would
 *    you like to"; it now covers any "Do you …" but think/believe/agree/feel, "Are you", "Tell me about", "Describe"
 *    (is-0054 "Do you prefer museums where you can touch and try things?", is-0027 "Tell me about a disagreement…").
 * Planted cases fail each rule; the bank passes; the reviewer's quoted answers now get the right question.
 */
import { describe, expect, it } from 'vitest';
import trees from '../../content/speaking/interactive-speaking.json';
import { HOMONYM_CUES, speakingCueProblems } from '../../scripts/bank/lib/speaking-route-rules.mjs';
import { chooseStageQuestion } from '../../src/shared/learning/speaking-route.ts';

interface Alternative { ifMentions: string[]; question: string }
interface Stage { default: string; alternatives: Alternative[] }
interface Tree { id: string; stages: Stage[] }

const tree = (): Tree => ({
  id: 'is-9997',
  stages: [
    { default: 'What is something you are learning at the moment?', alternatives: [] },
    { default: 'Why did you decide to learn it?', alternatives: [{ ifMentions: ['my job', 'career'], question: 'How will this help you in your job or career?' }] },
    { default: 'Who or what helps you learn it?', alternatives: [{ ifMentions: ['teacher', 'a course', 'lessons'], question: 'What do you like most about your teacher or course?' }] },
    { default: 'How do you know when you are making progress?', alternatives: [] },
  ],
});

const problems = (t: Tree) => speakingCueProblems(t).join('\n');
const byId = new Map((trees as unknown as Tree[]).map((t) => [t.id, t]));
const ask = (id: string, stage: number, answers: (string | null)[]) => {
  const alts = byId.get(id)!.stages[stage]!.alternatives;
  const k = chooseStageQuestion(alts, answers);
  return k === null ? null : alts[k]!.question;
};

describe('Interactive Speaking cue gate (twelfth read)', () => {
  it('passes a coherent tree', () => {
    expect(speakingCueProblems(tree())).toEqual([]);
  });

  it.each([
    ['course', /"of course"/],
    ['tired', /"tired of my job"/],
    ['speaking', /"generally speaking"/],
    ['language', /"body language"/],
    ['money', /"it costs a lot of money"/],
    ['family', /"family trips"/],
    ['phone', /"I phone a friend"/],
    ['fish', /"my father loves fishing"/],
    ['series', /film series/],
    ['awake', /"I feel awake all day"/],
    ['football', /"I love watching football on TV"/],
    ['soccer', /not playing it/],
    ['basketball', /not playing it/],
    ['team', /a fan's team/],
  ])('refuses the bare cue "%s"', (cue, reason) => {
    const t = tree();
    t.stages[2]!.alternatives[0]!.ifMentions = ['teacher', cue];
    expect(problems(t)).toMatch(new RegExp(`is-9997: cue "${cue}" of stage 2 alternative 0 .* has another common sense`));
    expect(problems(t)).toMatch(reason);
  });

  it('accepts the phrases that carry the meaning', () => {
    const t = tree();
    t.stages[2]!.alternatives[0]!.ifMentions = ['a course', 'too tired', 'foreign language', 'manage money', 'my parents', 'on my phone', 'goldfish', 'tv series', 'lie awake', 'play football', 'on a team'];
    expect(speakingCueProblems(t)).toEqual([]);
    // The list is the gate's: the twelfth read's eleven words (football with soccer, basketball and team) are on it.
    for (const w of ['course', 'tired', 'speaking', 'language', 'money', 'family', 'phone', 'fish', 'series', 'awake', 'football', 'team']) expect(HOMONYM_CUES.has(w)).toBe(true);
  });

  it('the chooser itself routes the second sense: the gate is what stops it', () => {
    expect(chooseStageQuestion([{ ifMentions: ['course'] }], ['The grammar, of course.'])).toBe(0);
    expect(chooseStageQuestion([{ ifMentions: ['fish'] }], ['My father loves fishing.'])).toBe(0);
    expect(chooseStageQuestion([{ ifMentions: ['a course'] }], ['The grammar, of course.'])).toBeNull();
    expect(chooseStageQuestion([{ ifMentions: ['goldfish', 'pet fish'] }], ['My father loves fishing.'])).toBeNull();
  });

  it.each([
    ['Do you prefer museums where you can touch and try things?', ['interactive', 'try things'], 'try things'],
    ['Tell me about a disagreement in a group you were part of. How did it end?', ['argument', 'disagreement'], 'disagreement'],
    ['Do you like wearing a uniform? Why or why not?', ['uniform'], 'uniform'],
    ['Do you speak a dialect at home? How is it different?', ['dialect'], 'dialect'],
    ['Are you good at chess?', ['chess'], 'chess'],
    ['Describe a concert you went to.', ['concert'], 'concert'],
    ['Have you ever visited a farm?', ['farm'], 'farm'],
  ])('refuses a question that asks back its own cue: "%s"', (question, cues, said) => {
    const t = tree();
    t.stages[2]!.alternatives[0] = { ifMentions: cues, question };
    expect(problems(t)).toMatch(new RegExp(`stage 2 alternative 0 .* asks whether the learner has done or wants what its cue "${said}" says they mentioned`));
  });

  it.each([
    'Do you think learning online is as effective as learning with a teacher?',
    'Do you feel more confident with a teacher?',
    'Why do you think hands-on exhibits help people learn?',
    'What makes a good museum guide?',
    'Do you prefer studying in the morning or at night?',
  ])('accepts an opinion question, or one that does not name its cue: "%s"', (question) => {
    const t = tree();
    t.stages[2]!.alternatives[0] = { ifMentions: ['teacher', 'guide', 'hands-on'], question };
    expect(speakingCueProblems(t)).toEqual([]);
  });

  it('lets a newer opener point back at the cue ("your sport"), but not the eleventh read\'s "Have you ever"', () => {
    const t = tree();
    t.stages[2]!.alternatives[0] = { ifMentions: ['sport', 'running'], question: 'Do you usually do your sport with other people or on your own?' };
    expect(speakingCueProblems(t)).toEqual([]);
    t.stages[2]!.alternatives[0]!.question = 'Do you prefer a team sport or running?';
    expect(problems(t)).toMatch(/its cue "sport"/);
    t.stages[2]!.alternatives[0]!.question = 'Have you ever done your sport abroad?';
    expect(problems(t)).toMatch(/its cue "sport"/);
  });

  it('passes every tree in the bank', () => {
    expect((trees as unknown as Tree[]).flatMap((t) => speakingCueProblems(t))).toEqual([]);
  });
});

describe('the twelfth read\'s natural answers, through the real chooser and the bank', () => {
  it.each([
    ['is-0041', 1, ["It's quite easy for me, because I save a little from every paycheck."]],
    ['is-0041', 1, ['At the end of the month I put whatever is left into savings.']],
    ['is-0053', 2, [null, 'Generally speaking, I can forgive most mistakes, but not lying.']],
    ['is-0053', 2, [null, 'Bad language in front of children.']],
    ['is-0036', 5, [null, 'More people study at university online.', 'It still matters, but it costs a lot of money.', null, null]],
    ['is-0022', 2, [null, 'Mostly at school, and on family trips to castles and old towns.']],
    ['is-0015', 1, ['It is a quiet area with little traffic.']],
    ['is-0015', 1, ['My neighborhood is far from the traffic.']],
    ['is-0015', 1, ['It has less traffic than downtown.']],
    ['is-0015', 6, [null, null, null, null, 'Rents have gone up, so many young families move away.', null]],
    ['is-0021', 5, [null, null, 'There are fish in the river.', 'My father loves fishing.', null]],
    ['is-0007', 6, [null, null, 'At eleven. I put my phone away an hour before bed.', 'I phone a friend or go for a walk.', null, null]],
    ['is-0007', 2, ['I exercise every morning, so I feel awake all day.', null]],
    ['is-0026', 1, ["I don't really exercise, but I love watching football on TV."]],
    ['is-0042', 5, [null, null, "I've watched the whole Harry Potter series five times.", null, null]],
    ['is-0002', 2, [null, 'I was tired of my boring job, so I wanted a change.']],
    ['is-0002', 3, [null, null, 'The grammar, of course.']],
  ] as const)('%s stage %i keeps the default', (id, stage, answers) => {
    expect(ask(id, stage, [...answers])).toBeNull();
  });

  it.each([
    ['is-0041', 1, ['Difficult; I always run out of money.']],
    ['is-0053', 2, [null, 'Mistakes in English, when I talk to customers at work.']],
    ['is-0015', 1, ['It is noisy, with a lot of traffic.']],
    ['is-0015', 6, [null, null, null, null, null, "I want to move somewhere with more parks."]],
    ['is-0021', 5, ['When I was a child I had goldfish.', null, null, null, null]],
    ['is-0007', 6, [null, null, 'Around one. I spend hours on my phone in bed.', null, null, null]],
    ['is-0026', 1, ['I play football with friends twice a week.']],
    ['is-0002', 3, [null, null, 'I am taking a course at a community center.']],
  ] as const)('%s stage %i still asks its alternative when the learner says it', (id, stage, answers) => {
    expect(ask(id, stage, [...answers])).not.toBeNull();
  });

  it('asks about what the learner said, not for it again (is-0054, is-0027)', () => {
    expect(ask('is-0054', 5, [null, 'Interactive science museums where you can try things yourself.', null, null, null])).toBe('Why do you think hands-on exhibits help people learn?');
    expect(ask('is-0027', 2, [null, 'We had an argument about the budget at first, but we solved it by voting.'])).toBe('What caused the disagreement you mentioned, and what did you learn from it?');
  });
});
