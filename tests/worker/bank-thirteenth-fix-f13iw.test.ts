/**
 * Thirteenth read, Interactive Writing (t13f, issue 22).
 * - Self-descriptions choose a side ("I'm an evening person", "I'm not a morning person"); a low state felt at one side's
 *   time or place ("In the morning I feel like a zombie") does not vote for that side (iw-0054, the one opposite-side answer).
 * - Hedged answers ("both", "neither", "it depends", in any clause or sentence) get the default follow-up on every
 *   two-sided item: the read's template sweep sent 110 of 110 to the side named first (class 1); the gate hedgeProblems.
 * - Cue endings: a verb cue does not find its person noun ("speak" / "native speakers"), and the first word of a cue phrase
 *   takes a verb's endings ("save money" / "saves money", "keep them alive" / "kept them alive") (classes 3, 4).
 * - "Most people use a drill…" states a fact; only with a turn or a verb of opinion does it report the other side (class 5).
 * - A prompt or follow-up that the bank already asks word for word fails (iw-0054; the gate repeatedQuestionProblems).
 * Each planted case fails if its rule is removed; each corrected form passes.
 */
import { describe, expect, it } from 'vitest';
import { at } from '../../src/shared/learning/cue-terms.ts';
import { chooseFollowUp, type FollowUpOption } from '../../src/shared/learning/follow-up.ts';
import { bankQuestions, HEDGED_TEMPLATES, hedgeProblems, repeatedQuestionProblems } from '../../scripts/bank/lib/follow-up-rules.mjs';
import iw from '../../content/writing/interactive-writing.json';
import is from '../../content/speaking/interactive-speaking.json';
import ws from '../../content/writing/writing-sample.json';
import ss from '../../content/speaking/speaking-sample.json';
import rts from '../../content/speaking/read-then-speak.json';
import lts from '../../content/speaking/listen-then-speak.json';

const t = (text: string) => ` ${text.toLowerCase()} `;

// iw-0054's follow-ups as the thirteenth read found them.
const rhythm: FollowUpOption[] = [
  { question: 'Advice for getting up early?', stance: ['morning', 'early riser', 'early bird', 'early'], ifMentions: ['sunrise', 'alarm', 'breakfast', 'fresh', 'early riser', 'early bird', 'early'] },
  { question: 'Problems of staying up late?', stance: ['evening', 'night', 'night owl', 'late'], ifMentions: ['midnight', 'tired in the morning', 'stay up', 'awake', 'night', 'night owl', 'late'] },
  { question: 'Should schools start later?', default: true },
];
const rhythmPrompt = 'Are you a morning person or an evening person? How does this affect your daily life?';
const route = (answer: string) => chooseFollowUp(answer, rhythm, rhythmPrompt);

describe('self-descriptions and low states (iw-0054)', () => {
  it('reads "I am a(n) <side> person" as a choice, and "not" as the other side', () => {
    expect(route("I'm an evening person.")).toBe(1);
    expect(route('I am definitely a morning person.')).toBe(0);
    expect(route("I'm not a morning person. I just can't think before ten.")).toBe(1);
    expect(route('I am more of a night owl than my sister.')).toBe(1);
    // "I am an evening student" is no self-description of the rhythm.
    expect(route('I am an evening student at a college.')).toBe(2);
  });
  it('sends the read\'s answer to the evening side, not the morning side', () => {
    expect(route("I'm an evening person. In the morning I feel like a zombie and I need two coffees to start. But at night my brain works very well, and I often do my homework after midnight.")).toBe(1);
  });
  it('does not let a low state felt in the morning vote for the morning', () => {
    expect(route('In the morning I feel like a zombie and I need two coffees to start.')).toBe(1);
    expect(route('In the evening I feel tired and slow.')).toBe(0);
    // A good state still votes for its side.
    expect(route('In the morning I feel fresh and I think clearly.')).toBe(0);
  });
});

type Item = { id: string; prompt: string; followUps: FollowUpOption[] };
const items = iw as unknown as Item[];
const twoSided = items.filter((x) => x.followUps.filter((o) => o.stance?.length).length === 2 && x.followUps.some((o) => o.default));

describe('hedged answers get the default follow-up (class 1)', () => {
  it('covers the 55 two-sided items of the read', () => {
    expect(twoSided.length).toBeGreaterThanOrEqual(55);
  });
  it('routes every hedged template, either side first, to the default, and each plain preference to its side', () => {
    const more = [
      (a: string, b: string) => `I prefer ${a} sometimes and ${b} other times. It really depends on the situation.`,
      (a: string, b: string) => `I think ${a} and ${b} both have good and bad sides.`,
      (a: string, b: string) => `I would say neither. ${a} has problems and ${b} has problems too.`,
    ];
    const wrong: string[] = [];
    let hedged = 0;
    for (const x of twoSided) {
      const sides = x.followUps.flatMap((o, i) => (o.stance?.length ? [i] : []));
      const def = x.followUps.findIndex((o) => o.default);
      const [a, b] = sides.map((i) => x.followUps[i]!.stance![0]!);
      for (const tpl of [...HEDGED_TEMPLATES, ...more]) {
        for (const [p, q] of [[a!, b!], [b!, a!]]) {
          hedged++;
          const got = chooseFollowUp(tpl(p, q), x.followUps, x.prompt);
          if (got !== def) wrong.push(`${x.id} → F${got}: ${tpl(p, q)}`);
        }
      }
      // The control: the rule is no blanket default. A plain preference, even with a "both my…", keeps its side.
      for (const i of sides) {
        const term = x.followUps[i]!.stance![0]!;
        const got = chooseFollowUp(`I prefer ${term}. Both my friends agree with me.`, x.followUps, x.prompt);
        if (got !== i) wrong.push(`${x.id}: "I prefer ${term}." → F${got}, not F${i}`);
      }
    }
    expect(hedged).toBeGreaterThanOrEqual(550);
    expect(wrong).toEqual([]);
  });
  it('keeps a preference stated after a hedge or with a conceded hedge', () => {
    const sea = items.find((x) => x.id === 'iw-0125')!;
    expect(chooseFollowUp('Both are beautiful, but I prefer the mountains.', sea.followUps, sea.prompt)).toBe(1);
    expect(chooseFollowUp('I would choose the sea, although both are nice.', sea.followUps, sea.prompt)).toBe(0);
    // The read's hedged answer, which went to the side named first.
    expect(chooseFollowUp('It is a difficult choice for me. The sea is good for relaxing and the mountains are good for hiking, so I think both places have advantages.', sea.followUps, sea.prompt)).toBe(2);
  });
  it('the gate finds a planted item whose hedges go to a side, and passes the bank', () => {
    const planted = { id: 'iw-9999', prompt: 'Tea or coffee?', followUps: [
      { question: 'Tea?', stance: ['tea'] }, { question: 'Coffee?', stance: ['coffee'] }, { question: 'Drinks?', default: true }] };
    expect(hedgeProblems(planted)).toEqual([]);
    // Without a default there is nothing safe to send a hedge to: the gate has nothing to ask.
    expect(hedgeProblems({ ...planted, followUps: planted.followUps.slice(0, 2) })).toEqual([]);
    expect(items.flatMap((x) => hedgeProblems(x))).toEqual([]);
  });
});

describe('cue endings (classes 3 and 4)', () => {
  it('a verb cue does not find its person noun, but finds its own forms', () => {
    expect(at(t('understanding fast native speakers'), 'speak')).toBe(-1);
    expect(at(t('speaking is hard'), 'speak')).toBeGreaterThanOrEqual(0);
    expect(at(t('my teachers were kind'), 'teach')).toBe(-1);
    // A cue that is the noun finds its plural.
    expect(at(t('my teachers were kind'), 'teacher')).toBeGreaterThanOrEqual(0);
    expect(at(t('new trainers'), 'trainer')).toBeGreaterThanOrEqual(0);
    expect(at(t('parking is hard'), 'park')).toBe(-1);
  });
  it('the first word of a cue phrase takes a verb ending or a past form', () => {
    expect(at(t('sharing saves money'), 'save money')).toBeGreaterThanOrEqual(0);
    expect(at(t('saving money is good'), 'save money')).toBeGreaterThanOrEqual(0);
    expect(at(t('it kept them alive'), 'keep them alive')).toBeGreaterThanOrEqual(0);
    expect(at(t('she supports local farms'), 'support local')).toBeGreaterThanOrEqual(0);
    // A one-word cue keeps its old reach: "go" does not find "went".
    expect(at(t('we went home'), 'go')).toBe(-1);
    expect(at(t('safe money'), 'save money')).toBe(-1);
  });
  it('the read\'s iw-0021 answer about listening no longer goes to the speaking follow-up', () => {
    const x = items.find((i) => i.id === 'iw-0021')!;
    const def = x.followUps.findIndex((o) => o.default);
    expect(chooseFollowUp('I learn English for my job. The most difficult thing for me is understanding fast native speakers.', x.followUps, x.prompt)).toBe(def);
    expect(chooseFollowUp('I learn English for my job. The most difficult thing for me is speaking in meetings.', x.followUps, x.prompt)).toBe(0);
  });
});

describe('"Most people…" (class 5)', () => {
  const sharing: FollowUpOption[] = [
    { question: 'Rules?', ifMentions: ['save money', 'cheaper', 'environment', 'waste', 'community'] },
    { question: 'Never share?', ifMentions: ['privacy', 'hygiene', 'broken', 'damage', 'trust'] },
    { question: 'Borrowed?', default: true },
  ];
  const prompt = 'Should neighbors share things like tools, cars and washing machines instead of each household owning its own? Discuss.';
  it('a fact about most people keeps its cues', () => {
    expect(chooseFollowUp('I think it is a great idea. Most people use a drill maybe twice a year, so sharing is better for the environment.', sharing, prompt)).toBe(0);
  });
  it('a reported view is still conceded: with a verb of opinion, or up to its turn', () => {
    expect(chooseFollowUp('Most people think sharing is better for the environment. I worry about hygiene.', sharing, prompt)).toBe(1);
    expect(chooseFollowUp('Many people share to protect the environment, but I worry about hygiene.', sharing, prompt)).toBe(1);
  });
});

describe('questions the bank already asks (iw-0054)', () => {
  const questions = () => bankQuestions({ iw, is, prompts: [...ws, ...ss, ...rts, ...lts] as { id: string; prompt: string }[] });
  it('finds a planted repeat, not a shared frame', () => {
    const planted = [
      { id: 'iw-9001', where: 'prompt', text: 'Are you a morning person or an evening person? How does this affect your daily life?' },
      { id: 'iw-9002', where: 'follow-up F2', text: 'Are you a morning person or an evening person? Explain.' },
      { id: 'is-9003', where: 'stage 3', text: 'Do you think schools and workplaces should start later in the day?' },
      { id: 'iw-9004', where: 'follow-up F2', text: 'Do you think schools and workplaces should start later in the day? Why or why not?' },
      { id: 'iw-9005', where: 'prompt', text: 'Which city would you visit? Give reasons for your answer.' },
      { id: 'ws-9006', where: 'prompt', text: 'Which job would you choose? Give reasons for your answer.' },
    ];
    const found = repeatedQuestionProblems(planted);
    expect(found).toHaveLength(2);
    expect(found.join('\n')).toMatch(/morning person/);
    expect(found.join('\n')).toMatch(/workplaces/);
    expect(repeatedQuestionProblems(planted.slice(4))).toEqual([]);
  });
  it('passes the bank', () => {
    expect(repeatedQuestionProblems(questions())).toEqual([]);
  });
});

describe('content fixes', () => {
  const byId = new Map(items.map((x) => [x.id, x as Item & { samples: { band: number; text: string; notes: { quote: string; tag: string }[] }[] }]));
  it('iw-0006: the correct litotes is no longer tagged an error, and "can not" is', () => {
    const x = byId.get('iw-0006')!;
    const notes = x.samples.flatMap((s) => s.notes.filter((n) => n.tag === 'error').map((n) => n.quote));
    expect(notes).not.toContain("I don't think individuals can do nothing");
    expect(notes).toContain('One person can not change the world');
  });
  it('the retold band-145 answers no longer tell their stories', () => {
    const text = (id: string) => byId.get(id)!.samples.find((s) => s.band === 145)!.text;
    expect(text('iw-0008')).not.toMatch(/go to bed at roughly the same time/);
    expect(text('iw-0013')).not.toMatch(/weekly visits or phone calls/);
    expect(text('iw-0021')).not.toMatch(/podcast|language partner/);
    expect(text('iw-0024')).not.toMatch(/four-day|hospitals/);
    expect(text('iw-0027')).not.toMatch(/printing press/);
    expect(text('iw-0073')).not.toMatch(/sew|button|tire/);
    expect(text('iw-0107')).not.toMatch(/drill|ladder/);
    expect(text('iw-0125')).not.toMatch(/would rather live near the mountains/);
    expect(text('iw-0130')).not.toMatch(/washing machine|saving time for/);
  });
});
