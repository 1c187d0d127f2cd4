/**
 * Thirteenth read, f13il fixes (issue 22, Interactive Listening content; t13c). Notes gaps took a common synonym or a
 * heard two-word form nobody had accepted ("picture" for a photo, "simple"/"basic" for a class that is too easy,
 * "research" for studies, "swimming pool", "closing time"); a key could be nearly three times as long as every
 * distractor while staying under the per-conversation cap (il-0080); distractors that supplied other facts were wrong
 * only because of the partner's next line (il-0020, il-0032, il-0062, il-0079 and the sweep); four conversations acted
 * out advice a reading passage or band-145 answer already gives. Each planted defect fails; its corrected form passes.
 * Whether a rewritten distractor is wrong on its own is read, not tested; the test pins that the old ones are gone.
 */
import { describe, expect, it } from 'vitest';
import { markInteractiveListening } from '../../src/shared/learning/marking/objective.ts';
import { synonymGapProblems } from '../../scripts/bank/lib/listening-notes.mjs';
import { keyLengthRatio, lengthRatioProblems, MAX_KEY_LENGTH_RATIO } from '../../scripts/bank/lib/distractors.mjs';
import conversations from '../../content/interactive-listening/conversations.json';

type Turn = { speaker: string; text?: string; answer?: string; distractors?: string[] };
type Conv = { id: string; turns: Turn[]; complete: { text: string; notAlternatives?: string[] }; sampleSummary: string };
const byId = new Map((conversations as Conv[]).map((c) => [c.id, c]));
const conv = (id: string) => byId.get(id)!;

/** Marks one typed form against gap number `gap` of the conversation's notes, through the real marking code. */
function markGap(id: string, gap: number, typed: string): number {
  const gaps = [...conv(id).complete.text.matchAll(/\{\{([^}]+)\}\}/g)].map((m) => m[1]!.split('|').map((s) => s.trim()));
  const complete = gaps.map(([word, ...accept]) => ({ word, accept }));
  const answers = gaps.map(([word]) => word!);
  answers[gap] = typed;
  const base = { itemId: id, type: 'interactive-listening' } as const;
  const item = { id, type: 'interactive-listening', turns: [] } as never;
  const key = { complete, responses: [], completeWhy: '', sampleSummary: '' } as never;
  return markInteractiveListening(base as never, item, key, { type: 'interactive-listening', complete: answers, responses: [] } as never).parts[gap]!.score;
}

describe('f13il: listed synonyms in notes gaps (NOTES_SYNONYMS)', () => {
  const item = (text: string, notAlternatives?: string[]) => ({ id: 'il-9999', complete: { text, notAlternatives } });
  it.each([
    ['Unusual sightings need a {{photograph|photo}}.', 'picture', 'Unusual sightings need a {{photograph|photo|picture}}.'],
    ['We will make a watering {{schedule|plan|roster}}.', 'timetable', 'We will make a watering {{schedule|plan|roster|timetable|rota}}.'],
    ['We will make a watering {{schedule|plan|roster}}.', 'rota', 'We will make a watering {{schedule|plan|roster|timetable|rota}}.'],
    ['I think my class is too {{easy}}.', 'simple', 'I think my class is too {{easy|simple|basic}}.'],
    ['I think my class is too {{easy}}.', 'basic', 'I think my class is too {{easy|simple|basic}}.'],
    ['Limit results to peer-reviewed {{studies|papers|articles}}.', 'research', 'Limit results to peer-reviewed {{studies|papers|articles|research}}.'],
    ['I need a {{reference|letter}} from my university.', 'recommendation', 'I need a {{reference|letter|recommendation}} from my university.'],
  ])('flags %s for "%s"; the corrected gap passes', (planted, synonym, fixed) => {
    expect(synonymGapProblems(item(planted)).join(' ')).toContain(`"${synonym}"`);
    expect(synonymGapProblems(item(fixed))).toEqual([]);
  });
  it('keeps the frames: "the {{reference}} lists" and "an {{easy}} pace" are not flagged', () => {
    expect(synonymGapProblems(item('I can check the {{reference}} lists.'))).toEqual([]);
    expect(synonymGapProblems(item('They run at an {{easy}} pace.'))).toEqual([]);
  });
  it('has no unaccepted listed synonym anywhere in the file', () => {
    expect((conversations as Conv[]).flatMap((c) => synonymGapProblems(c))).toEqual([]);
  });
});

describe('f13il: the named gaps now take what a listener who understood would type', () => {
  it.each([
    ['il-0056', 0, 'simple'], ['il-0056', 0, 'basic'],
    ['il-0032', 1, 'research'],
    ['il-0011', 1, 'swimming pool'],
    ['il-0003', 2, 'closing time'],
    ['il-0012', 3, 'recommendation'],
    ['il-0038', 1, 'phones'],
    ['il-0017', 1, 'running water'],
    ['il-0057', 2, 'running shoes'],
    ['il-0077', 2, 'eyeglasses'],
  ])('%s gap %i: "%s" scores 1', (id, gap, typed) => {
    expect(markGap(id, gap, typed)).toBe(1);
  });
  it('still marks a wrong word wrong', () => {
    expect(markGap('il-0056', 0, 'hard')).toBe(0);
  });
});

describe('f13il: a key many times longer than every distractor (length-ratio gate)', () => {
  const you = (answer: string, distractors: string[]) => ({ speaker: 'you', answer, distractors, why: '' });
  const planted = you(
    'Partly because of its architecture, but mainly because for over a century it was where people from every part of the city actually met, regardless of income.',
    ["It's one of the oldest buildings I've ever visited.", 'Because it sells the cheapest vegetables in the city.', "I don't think it matters at all, to be honest."],
  );
  const fixed = { ...planted, answer: conv('il-0080').turns[1]!.answer! };
  it("flags il-0080's old first reply (27 words against 10) and passes the tightened one", () => {
    expect(keyLengthRatio(planted)).toBeGreaterThanOrEqual(MAX_KEY_LENGTH_RATIO);
    expect(lengthRatioProblems({ id: 'il-0080', turns: [planted] }).join(' ')).toContain('times the words');
    expect(lengthRatioProblems({ id: 'il-0080', turns: [fixed] })).toEqual([]);
  });
  it('holds on the whole file', () => {
    expect((conversations as Conv[]).flatMap((c) => lengthRatioProblems(c))).toEqual([]);
  });
});

describe('f13il: distractors that were also right replies are gone', () => {
  it.each([
    ['il-0020', "I've applied for a loan, so I'll be fine."],
    ['il-0032', 'That would help. So older studies are never useful, even if other papers keep citing them?'],
    ['il-0062', "No, thanks. I'll borrow one for free later."],
    ['il-0079', 'You book at the front desk, a full day at a time, as many days as you like.'],
    ['il-0079', 'Come on Wednesday at nine in the evening.'],
    ['il-0079', 'You could use it at night without booking.'],
    ['il-0079', 'Evening slots count double, so try to avoid them.'],
    ['il-0059', 'Could you do my calls while I train him?'],
    ['il-0016', "I'd prefer to work in the gift shop."],
    ['il-0045', "No, I'm afraid of dogs, but I like cats."],
    ['il-0038', "We'd like to stop the project next year."],
    ['il-0010', "We're expecting about forty people."],
  ])('%s no longer offers "%s"', (id, old) => {
    expect(conv(id).turns.flatMap((t) => t.distractors ?? [])).not.toContain(old);
  });
});

describe('f13il: the four retold conversations tell their own case', () => {
  const all = (id: string) => JSON.stringify(conv(id)).toLowerCase();
  it.each([
    ['il-0039', /half the time|half in|bring one topic|again and again/],
    ['il-0047', /limited mobility|older people|trial period|accessible spaces/],
    ['il-0033', /take turns|schedule|swap|group chat/],
    ['il-0029', /identification test|unusual sightings|sunny weekends|trusted/],
  ])('%s no longer retells the other item (%s)', (id, retold) => {
    expect(all(id)).not.toMatch(retold);
  });
});
