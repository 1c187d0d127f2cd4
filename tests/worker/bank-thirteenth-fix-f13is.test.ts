/**
 * Thirteenth read, Interactive Speaking (t13e; issue 22). Fourteen of 25 sampled trees had a defect. Four classes,
 * four fixes:
 * 1. Cues that a filler, an idiom or a third person fires: "to be honest" (is-0009), "by accident" (is-0038), "my
 *    grandmother lives alone" (is-0040), "my parents are already at work" (is-0034), "young people are more worried"
 *    (is-0008), "tourists go to the beaches" (is-0033), "music on my phone" (is-0007). accident, alone, at work, drawing,
 *    honest and worried joined the gate's HOMONYM_CUES (scripts/bank/lib/speaking-route-rules.mjs, rule 4), and the
 *    sweep added mistake ("by mistake", is-0002) and present ("at present", is-0028); every alternative using them now
 *    has first-person phrases ("I live alone", "I'm worried", "had an accident", "honesty", "our beach").
 * 2. "I'm bad at drawing" (is-0031): a lack of skill (bad, terrible, useless, awful, hopeless, rubbish at) negates a
 *    mention in the chooser (src/shared/learning/speaking-route.ts; unit tests in speaking-route.test.ts).
 * 3. Stages without alternatives (is-0059 stage 4, is-0043 stage 2): speakingStageProblems fails the build.
 * 4. Retold answers (experts and trust in is-0014/is-0018/is-0059; is-0022/rc-0295; is-0024/rc-0189/ws-0096;
 *    is-0033/rc-0080/lts-0103; is-0008/rts-0120; from the per-stage screen is-0014 S3/rts-0080 and is-0019 S5/rc-0077)
 *    were rewritten; their old claims are asserted absent here.
 * Planted cases fail each rule; the bank passes; the reviewer's quoted answers now get the right question.
 */
import { describe, expect, it } from 'vitest';
import trees from '../../content/speaking/interactive-speaking.json';
import writing from '../../content/writing/interactive-writing.json';
import { HOMONYM_CUES, speakingCueProblems, speakingRouteProblems, speakingStageProblems } from '../../scripts/bank/lib/speaking-route-rules.mjs';
import { chooseStageQuestion } from '../../src/shared/learning/speaking-route.ts';

interface Alternative { ifMentions: string[]; question: string }
interface Stage { default: string; alternatives: Alternative[] }
interface Tree { id: string; stages: Stage[]; samples: { band: number; text: string[] }[] }

const tree = (): Tree => ({
  id: 'is-9996',
  stages: [
    { default: 'Who do you live with?', alternatives: [] },
    { default: 'What do you like to do together at home?', alternatives: [{ ifMentions: ['my roommate', 'i live alone'], question: 'What do you like about living away from your family?' }] },
    { default: 'What do you do when you feel stressed?', alternatives: [{ ifMentions: ['honesty', 'tell the truth'], question: 'Why is honesty so important in a friendship?' }] },
    { default: 'What would you change about your routine?', alternatives: [{ ifMentions: ['had an accident', 'hurt myself'], question: 'How do you stay safe at home?' }] },
  ],
  samples: [],
});

const all = trees as unknown as Tree[];
const byId = new Map(all.map((t) => [t.id, t]));
const ask = (id: string, stage: number, answers: (string | null)[]) => {
  const alts = byId.get(id)!.stages[stage]!.alternatives;
  expect(answers).toHaveLength(stage);
  const k = chooseStageQuestion(alts, answers);
  return k === null ? null : alts[k]!.question;
};

describe('Interactive Speaking cue gate (thirteenth read)', () => {
  it('passes a coherent tree', () => {
    expect(speakingCueProblems(tree())).toEqual([]);
    expect(speakingStageProblems(tree())).toEqual([]);
  });

  it.each([
    ['accident', /"by accident"/],
    ['alone', /"my grandmother lives alone"/],
    ['at work', /"my parents are already at work"/],
    ['drawing', /"bad at drawing"/],
    ['honest', /"to be honest" is a filler/],
    ['worried', /"young people are more worried"/],
    ['mistake', /"by mistake"/],
    ['present', /"at present"/],
  ])('refuses the bare cue "%s"', (cue, reason) => {
    const t = tree();
    t.stages[2]!.alternatives[0]!.ifMentions = ['honesty', cue];
    const got = speakingCueProblems(t).join('\n');
    expect(got).toMatch(new RegExp(`is-9996: cue "${cue}" of stage 2 alternative 0 .* has another common sense`));
    expect(got).toMatch(reason);
    expect(HOMONYM_CUES.has(cue)).toBe(true);
  });

  it('accepts the first-person phrases that replace them', () => {
    const t = tree();
    t.stages[2]!.alternatives[0]!.ifMentions = ['had an accident', 'i live alone', 'at my work', 'i draw', 'honest with', "i'm worried", 'a mistake', 'a present', 'our beach'];
    expect(speakingCueProblems(t)).toEqual([]);
  });

  it('the chooser itself routes the filler and the idiom: the gate is what stops it', () => {
    expect(chooseStageQuestion([{ ifMentions: ['honest'] }], ['To be honest, no. We never really had a big fight.'])).toBe(0);
    expect(chooseStageQuestion([{ ifMentions: ['accident'] }], ['I learned it almost by accident.'])).toBe(0);
    expect(chooseStageQuestion([{ ifMentions: ['honest with', 'honesty'] }], ['To be honest, no. We never really had a big fight.'])).toBeNull();
    expect(chooseStageQuestion([{ ifMentions: ['had an accident', 'an accident'] }], ['I learned it almost by accident.'])).toBeNull();
  });
});

describe('every stage after the first has alternatives (thirteenth read)', () => {
  it('refuses a stage without alternatives, as is-0059 stage 4 and is-0043 stage 2 were', () => {
    const t = tree();
    t.stages[3]!.alternatives = [];
    expect(speakingStageProblems(t)).toEqual(['is-9996: stage 3 has no alternatives; every stage after the first needs at least one, whose ifMentions react to earlier answers']);
  });

  it('refuses an alternative without cues or without a question', () => {
    const t = tree();
    t.stages[3]!.alternatives[0]!.ifMentions = ['  '];
    expect(speakingStageProblems(t).join('\n')).toMatch(/stage 3 alternative 0 .* has no ifMentions cues/);
    t.stages[3]!.alternatives[0] = { ifMentions: ['hurt myself'], question: ' ' };
    expect(speakingStageProblems(t).join('\n')).toMatch(/stage 3 alternative 0 has no question/);
  });

  it('lets the first stage go without alternatives', () => {
    const t = tree();
    expect(t.stages[0]!.alternatives).toEqual([]);
    expect(speakingStageProblems(t)).toEqual([]);
  });

  it('passes every tree in the bank, with every gate', () => {
    expect(all.flatMap((t) => [...speakingStageProblems(t), ...speakingCueProblems(t), ...speakingRouteProblems(t)])).toEqual([]);
  });
});

describe('the thirteenth read\'s natural answers, through the real chooser and the bank', () => {
  it.each([
    ['is-0040', 1, ['I live with my parents. My grandmother lives alone, so we visit her every Sunday.']],
    ['is-0040', 1, ['My parents and my sister. I have my own room, so I can be alone when I want.']],
    ['is-0006', 1, ['A small apartment near the station. My grandmother lives alone on the floor below.']],
    ['is-0001', 3, [null, null, 'At home. My brother plays alone in his room, but I like the living room.']],
    ['is-0034', 2, [null, 'I make breakfast for my little brother, because my parents are already at work.']],
    ['is-0019', 5, [null, 'My cousin. She tells stories about her boss at dinner.', null, null, null]],
    ['is-0008', 5, [null, null, null, null, 'Yes, I think young people are more worried, because they will live with the results longer.']],
    ['is-0033', 1, ['Not really. We have no sea here, so most tourists go to the beaches in the south.']],
    ['is-0009', 4, [null, null, null, 'To be honest, no. We never really had a big fight.']],
    ['is-0038', 5, [null, "I learned it almost by accident. I found my grandfather's old tools in the garage and just tried.", null, null, null]],
    ['is-0052', 4, [null, 'Changing careers, which happened almost by accident.', null, null]],
    ['is-0031', 1, ["Not really, I'm bad at drawing."]],
    ['is-0031', 1, ["Not really. I can't sing, and I'm terrible at drawing."]],
    ['is-0031', 1, ['Yes. My sister is good at drawing, and I write stories.']],
    ['is-0007', 6, [null, null, null, 'When I feel stressed, I listen to calm music on my phone and go for a walk.', null, null]],
    ['is-0002', 5, [null, 'I found the course by mistake, while I was looking for something else.', null, null, null]],
    ['is-0028', 2, [null, 'At present it is a green jacket, because it goes with everything.']],
  ] as const)('%s stage %i keeps the default', (id, stage, answers) => {
    expect(ask(id, stage, [...answers])).toBeNull();
  });

  it.each([
    ['is-0040', 1, ['I live alone in a small apartment near my office.']],
    ['is-0001', 3, [null, null, 'At home, usually alone in my room.']],
    ['is-0034', 2, [null, 'I check emails at my office before nine.']],
    ['is-0019', 5, [null, 'My boss. He can make anyone laugh.', null, null, null]],
    ['is-0008', 5, [null, null, null, null, "Older people, maybe. Honestly, I'm worried about the river."]],
    ['is-0033', 1, ['Yes, because of our beaches and the old harbor.']],
    ['is-0009', 4, [null, null, null, 'Yes, once. I wanted her to be honest with me, and she was.']],
    ['is-0038', 5, [null, null, 'Once I cut myself with a chisel, so now I go slowly.', null, null]],
    ['is-0052', 4, [null, 'I had an accident on my bike, and I still rode home.', null, null]],
    ['is-0031', 1, ['Yes, I draw comics in my free time.']],
    ['is-0007', 6, [null, null, 'Around one, because I spend too much time on my phone.', null, null, null]],
    ['is-0002', 5, [null, null, null, null, 'When I stop making the same mistakes.']],
    ['is-0028', 2, [null, 'A scarf my aunt gave me as a present.']],
    ['is-0043', 2, ['Not anymore. I had some, but they all died.', null]],
    ['is-0059', 4, [null, 'In my town, people trust the pharmacist more than any website.', null, null]],
  ] as const)('%s stage %i still asks its alternative when the learner says it', (id, stage, answers) => {
    expect(ask(id, stage, [...answers])).not.toBeNull();
  });

  it('is-0019 no longer asks for the embarrassing story the learner has just told', () => {
    const q = ask('is-0019', 3, [null, null, 'Once I slipped on the ice in front of my whole class. It was so embarrassing, but everyone laughed, including me.']);
    expect(q).toBe('Do you find it easy to laugh at yourself? Why or why not?');
    expect(q).not.toMatch(/example/i);
  });
});

describe('the retold answers are rewritten (thirteenth read)', () => {
  const model = (id: string) => byId.get(id)!.samples.find((s) => s.band === 145)!.text.join(' ');
  it.each([
    ['is-0014', /belong to everyone|inform decisions, not make them|reward the right answer|wandering off topic/],
    ['is-0019', /brings people closer|less stressed|best medicine/],
    ['is-0059', /belong to the people affected|lay out the options/],
    ['is-0018', /changing your mind when the evidence changes/],
    ['is-0022', /formats change|eighteen hundreds/],
    ['is-0024', /body clocks?/],
    ['is-0033', /a few words of the local language|small local businesses|young locals struggle/],
    ['is-0008', /concrete|shade|air conditioning/],
  ])('%s no longer tells the old claim', (id, old) => {
    expect(model(id)).not.toMatch(old);
  });

  it('the changed questions are not the experts-and-trust questions or iw-0054\'s follow-up', () => {
    const questions = (id: string) => byId.get(id)!.stages.flatMap((s) => [s.default, ...s.alternatives.map((a) => a.question)]);
    expect(questions('is-0018')).not.toContain('Why do you think some people distrust scientists?');
    expect(questions('is-0014').join(' ')).not.toMatch(/experts/);
    const iw = (writing as unknown as { followUps: { question: string }[] }[]).flatMap((w) => w.followUps.map((f) => f.question.toLowerCase()));
    for (const q of questions('is-0024')) expect(iw.some((w) => w.startsWith(q.toLowerCase().replace(/\?.*$/, '')))).toBe(false);
  });
});
