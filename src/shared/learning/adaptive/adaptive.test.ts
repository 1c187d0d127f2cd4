import { describe, expect, it } from 'vitest';
import { CURRENT_LAYOUT } from '../../exam/layout.ts';
import { evidenceOf, partsOf } from './evidence.ts';
import { DEFAULT_GRID, eap, effectiveParts, estimate, itemInformation, makeGrid, priorLogWeights } from './irt.ts';
import { selectNext, type Candidate } from './item-selection.ts';
import { buildPlan, DIAGNOSTIC, FULL_MOCK, outlineOf } from './plan.ts';
import { seededRandom } from './random.ts';
import { band, cefrOf, overallSd, scoreFromTheta, scoreReport } from './scores.ts';
import { nextItem, recordAnswer, startSession } from './session.ts';
import { estimateWriting, mattr, words } from './writing-estimate.ts';
import { practiseNext } from './practise-next.ts';
import { predictScore } from './predictor.ts';

/*
 * Hand computations use a three-point grid θ ∈ {−1, 0, 1} with the N(0, 1) prior weights e^(−θ²/2) =
 * {0.606531, 1, 0.606531} and the logistic 1/(1 + e^−x): logistic(1) = 0.731059, logistic(−1) = 0.268941,
 * logistic(3) = 0.952574.
 */
const THREE = makeGrid(3, -1, 1);

describe('2PL information', () => {
  it('is a²/4 at the item difficulty', () => {
    // p = 0.5 → 1.5² · 0.5 · 0.5 = 0.5625
    expect(itemInformation(0.5, { a: 1.5, b: 0.5 })).toBeCloseTo(0.5625, 10);
  });
  it('is a²·0.75·0.25 where p = 0.75', () => {
    // θ − b = ln 3 / a gives p = 3/4 → 2.25 · 0.1875 = 0.421875
    expect(itemInformation(0.5 + Math.log(3) / 1.5, { a: 1.5, b: 0.5 })).toBeCloseTo(0.421875, 10);
  });
  it('counts six gaps of one passage as three items (design effect, ICC 0.2)', () => {
    // 6 / (1 + 5 · 0.2) = 3
    expect(effectiveParts(6)).toBeCloseTo(3, 10);
    expect(effectiveParts(1)).toBe(1);
  });
});

describe('EAP over a quadrature grid', () => {
  it('one right answer (a = 1, b = 0)', () => {
    // likelihood {0.268941, 0.5, 0.731059}; weights {0.163121, 0.5, 0.443409}, sum 1.106531
    // mean = (−0.163121 + 0.443409) / 1.106531 = 0.253304
    // E[θ²] = 0.606531 / 1.106531 = 0.548142; SD = √(0.548142 − 0.253304²) = 0.695683
    const e = estimate([{ kind: 'objective', item: { a: 1, b: 0 }, score: 1, parts: 1 }], THREE);
    expect(e.theta).toBeCloseTo(0.253304, 5);
    expect(e.sd).toBeCloseTo(0.695683, 5);
  });
  it('then a wrong answer (a = 2, b = 0.5)', () => {
    // likelihood of the miss {logistic(3), logistic(1), logistic(−1)} = {0.952574, 0.731059, 0.268941}
    // weights {0.155385, 0.365529, 0.119251}, sum 0.640165; mean = −0.036134 / 0.640165 = −0.056445
    // E[θ²] = 0.274636 / 0.640165 = 0.429008; SD = √(0.429008 − 0.003186) = 0.652550
    const e = estimate([
      { kind: 'objective', item: { a: 1, b: 0 }, score: 1, parts: 1 },
      { kind: 'objective', item: { a: 2, b: 0.5 }, score: 0, parts: 1 },
    ], THREE);
    expect(e.theta).toBeCloseTo(-0.056445, 5);
    expect(e.sd).toBeCloseTo(0.65255, 5);
  });
  it('an open answer rated 1 logit with SD 1', () => {
    // likelihood e^(−(1 − θ)²/2) = {0.135335, 0.606531, 1}; weights {0.082085, 0.606531, 0.606531}
    // mean = (0.606531 − 0.082085) / 1.295147 = 0.404932
    expect(estimate([{ kind: 'rating', value: 1, sd: 1 }], THREE).theta).toBeCloseTo(0.404932, 5);
  });
  it('half credit on an item at b = 0 leaves the estimate at the prior mean (symmetry)', () => {
    expect(estimate([{ kind: 'objective', item: { a: 1.3, b: 0 }, score: 0.5, parts: 4 }], THREE).theta).toBeCloseTo(0, 10);
  });
  it('the 41-point grid reproduces the N(0, 1) prior before any answer', () => {
    expect(DEFAULT_GRID.points).toHaveLength(41);
    expect(DEFAULT_GRID.points[20]).toBe(0);
    const e = eap(priorLogWeights());
    expect(e.theta).toBeCloseTo(0, 10);
    expect(e.sd).toBeCloseTo(1, 3);
  });
  it('grows with right answers and narrows as evidence accumulates', () => {
    const right = (b: number) => ({ kind: 'objective' as const, item: { a: 1.2, b }, score: 1, parts: 1 });
    const one = estimate([right(0)]);
    const five = estimate([right(0), right(0.5), right(1), right(1.5), right(2)]);
    expect(five.theta).toBeGreaterThan(one.theta);
    expect(five.sd).toBeLessThan(one.sd);
  });
});

describe('item selection', () => {
  const pool: Candidate[] = [-2, -1, 0, 1, 2].map((b) => ({ id: `i${b}`, a: 1, b, parts: 1 }));
  const first = { topK: 1, exposureCap: 0.2, minTestsForCap: 50 };
  it('picks the most informative item for the ability', () => {
    expect(selectNext(pool, 0.9, seededRandom(1), { rules: first })?.id).toBe('i1');
    expect(selectNext(pool, -2.2, seededRandom(1), { rules: first })?.id).toBe('i-2');
  });
  it('skips items already given and returns null when none is left', () => {
    expect(selectNext(pool, 0, seededRandom(1), { rules: first, excluded: new Set(['i0']) })?.id).not.toBe('i0');
    expect(selectNext(pool, 0, seededRandom(1), { excluded: new Set(pool.map((c) => c.id)) })).toBeNull();
  });
  it('skips items over the exposure cap once enough tests were given', () => {
    const exposure = { tests: 100, issued: (id: string) => (id === 'i0' ? 20 : 0) };
    expect(selectNext(pool, 0, seededRandom(1), { rules: first, exposure })?.id).not.toBe('i0');
    expect(selectNext(pool, 0, seededRandom(1), { rules: first, exposure: { ...exposure, tests: 10 } })?.id).toBe('i0');
  });
  it('chooses among the top few at random', () => {
    const random = seededRandom(7);
    const seen = new Set(Array.from({ length: 40 }, () => selectNext(pool, 0, random, { rules: { ...first, topK: 3 } })!.id));
    expect([...seen].sort()).toEqual(['i-1', 'i0', 'i1']);
  });
});

describe('scores', () => {
  it('maps ability to 10–160 in steps of 5', () => {
    expect(scoreFromTheta(0)).toBe(85);
    expect(scoreFromTheta(1.4)).toBe(120);
    expect(scoreFromTheta(0.09)).toBe(85);
    expect(scoreFromTheta(0.1)).toBe(90);
    expect(scoreFromTheta(9)).toBe(160);
    expect(scoreFromTheta(-9)).toBe(10);
  });
  it('overall is the mean of the four subscores rounded to 5; integrated are means of pairs', () => {
    // R 85 + 25·1.4 = 120, L 115, W 100, S 95 → mean 107.5 → 110
    const r = scoreReport({
      reading: { theta: 1.4, sd: 0.2 }, listening: { theta: 1.2, sd: 0.3 },
      writing: { theta: 0.6, sd: 0.3 }, speaking: { theta: 0.4, sd: 0.35 },
    });
    expect([r.subscores.reading.score, r.subscores.listening.score, r.subscores.writing.score, r.subscores.speaking.score]).toEqual([120, 115, 100, 95]);
    expect(r.overall.score).toBe(110);
    // literacy (120 + 100) / 2 = 110, comprehension 117.5 → 120, conversation 105, production 97.5 → 100
    expect(r.integrated).toEqual({ literacy: 110, comprehension: 120, conversation: 105, production: 100 });
    expect(r.cefr.level).toBe('B2');
    expect(r.cefr.source).toContain('englishtest.duolingo.com');
    expect(r.overall.band.low).toBeLessThan(110);
    expect(r.overall.band.high).toBeGreaterThan(105);
    for (const x of [r.overall.band.low, r.overall.band.high]) expect(x % 5).toBe(0);
  });
  it('bands are ±1.96 SD rounded to steps of 5', () => {
    // half width 1.96 · 0.2 · 25 = 9.8 → [75.2, 94.8] → [75, 95]
    expect(band(85, 0.2)).toEqual({ low: 75, high: 95 });
    expect(band(150, 1)).toEqual({ low: 100, high: 160 });
  });
  it('the overall SD adds the skills’ shrinkage covariance', () => {
    // v = 4 · 0.04 + 0.75 · 12 · 0.04² = 0.1744 → √0.1744 / 4 = 0.104403
    expect(overallSd([0.2, 0.2, 0.2, 0.2], 0.75)).toBeCloseTo(0.104403, 5);
  });
  it('CEFR follows the configured cuts', () => {
    expect([55, 60, 95, 100, 125, 130, 150, 155].map((s) => cefrOf(s))).toEqual(['A1/A2', 'B1', 'B1', 'B2', 'B2', 'C1', 'C1', 'C2']);
  });
});

describe('test plans and sessions', () => {
  it('the full mock follows the layout order and every type\'s count per test (issue 23)', () => {
    const plan = buildPlan(FULL_MOCK);
    const types = [...new Set(plan.slots.map((s) => s.type))];
    expect(types).toEqual(CURRENT_LAYOUT.order);
    for (const t of CURRENT_LAYOUT.tasks) expect(plan.slots.filter((s) => s.type === t.type)).toHaveLength(t.perTest.min);
    expect(plan.slots).toHaveLength(43);
    // Two Interactive Reading and two Interactive Listening sets, as in the test (the old mock gave one of each).
    expect(plan.slots.filter((s) => s.type === 'interactive-reading')).toHaveLength(2);
  });
  it('the full mock\'s clock allows every item timer to the end; Interactive Speaking counts its questions', () => {
    const plan = buildPlan(FULL_MOCK);
    // 15·5 + 6·20 + 3·180 + 6·60 + 2·480 + 2·465 + 3·60 + 480 + 110 + 110 + 8·35 + 330 + 210 = 4685 s, + 13 · 20 s
    expect(plan.timeLimitSeconds).toBe(4685 + 13 * 20);
    expect(plan.slots.find((s) => s.type === 'interactive-speaking')!.seconds).toBe(280);
    const outline = outlineOf(plan);
    expect(outline).toMatchObject({ items: 43, minutes: 83, typicalMinutes: 55 });
    expect(outline.sections[0]).toEqual({ type: 'read-and-select', items: 15 });
    expect(outline.sections).toHaveLength(13);
  });
  it('a shortened mock is the same plan scaled (one item of each type at 0.05)', () => {
    const short = buildPlan({ ...FULL_MOCK, scale: 0.05 });
    expect(short.slots.map((s) => s.type)).toEqual(CURRENT_LAYOUT.order);
    expect(short.timeLimitSeconds).toBeLessThan(buildPlan(FULL_MOCK).timeLimitSeconds);
  });
  it('the diagnostic takes about ten minutes', () => {
    const minutes = buildPlan(DIAGNOSTIC).timeLimitSeconds / 60;
    expect(minutes).toBeGreaterThan(8);
    expect(minutes).toBeLessThanOrEqual(12);
  });
  it('counts the scored parts of multi-part items', () => {
    expect(partsOf('read-and-complete', { segments: [{ kind: 'text' }, { kind: 'gap' }, { kind: 'gap' }] })).toBe(2);
    expect(partsOf('read-and-select', {})).toBe(1);
  });
  it('interactive listening feeds listening (objective) and writing (summary)', () => {
    const ev = evidenceOf({ type: 'interactive-listening', item: { a: 1, b: 0 }, parts: 6, score: 0.5, rating: 0.3 });
    expect(ev.map((e) => e.skill)).toEqual(['listening', 'writing']);
  });
  it('a session never repeats an item and raises the level after right answers', () => {
    const plan = buildPlan({ kind: 'full', scale: 1, counts: { 'read-and-select': 6 } });
    const pool: Candidate[] = Array.from({ length: 40 }, (_, i) => ({ id: `w${i}`, a: 1.2, b: -2 + i / 10, parts: 1 }));
    const random = seededRandom(3);
    let state = startSession();
    const bs: number[] = [];
    for (let i = 0; i < 6; i++) {
      const item = nextItem(state, plan, { 'read-and-select': pool }, random)!;
      bs.push(item.b);
      state = recordAnswer(state, item.id, { type: 'read-and-select', item, parts: 1, score: 1, rating: null });
    }
    expect(new Set(state.itemIds).size).toBe(6);
    expect(bs[5]!).toBeGreaterThan(bs[0]!);
    expect(nextItem(state, plan, { 'read-and-select': pool }, random)).toBeNull();
  });
});

describe('measured-feature writing estimate', () => {
  const strong = 'The photograph shows a crowded market square early in the morning. Vendors are arranging colourful vegetables on wooden tables while customers wander between the stalls, comparing prices and chatting with neighbours. In the background, an elderly man is carefully weighing apples on an old-fashioned scale.';
  const weak = 'I see market. Many people. People buy food. Food is good. I like market. Market is big and people is many.';
  it('rates a longer, more varied answer above a short repetitive one', () => {
    expect(estimateWriting('write-about-the-photo', strong)).toBeGreaterThan(estimateWriting('write-about-the-photo', weak) + 1);
  });
  it('puts empty, very short and copied answers at the bottom', () => {
    expect(estimateWriting('writing-sample', '')).toBe(-3);
    expect(estimateWriting('writing-sample', 'yes ok fine')).toBe(-3);
    const prompt = 'Describe a time when you helped a friend solve a difficult problem and explain what you learned from it.';
    expect(estimateWriting('writing-sample', prompt, prompt)).toBe(-3);
    // Copying most of the prompt is still copying: 17 of its 26 word trigrams come from the prompt.
    const mostlyCopied = `${prompt} It was hard work for both of us`;
    expect(estimateWriting('writing-sample', mostlyCopied, prompt)).toBe(-3);
    // Quoting a few words of the prompt inside an answer of one's own is not.
    const quoting = 'Last winter my neighbour asked me to help a friend solve a difficult problem with her old car, which refused to start on cold mornings, so we spent two long evenings reading the manual together and finally replaced the battery ourselves.';
    expect(estimateWriting('writing-sample', quoting, prompt)).toBeGreaterThan(-3);
  });
  it('measures diversity with a moving window', () => {
    expect(mattr(words('a b c d'))).toBe(1);
    expect(mattr(words('go go go go'))).toBe(0.25);
  });
});

describe('what to practise next', () => {
  it('names the three weakest tasks, measured ones by accuracy, with links into practice', () => {
    const next = practiseNext([
      { type: 'read-and-select', accuracy: 0.9 },
      { type: 'fill-in-the-blanks', accuracy: 0.3 },
      { type: 'listen-and-type', accuracy: 0.5 },
      { type: 'writing-sample', accuracy: null },
    ], { reading: 120, listening: 110, writing: 40, speaking: 100 });
    // writing-sample: 40 / 160 = 0.25 < 0.3 < 0.5
    expect(next.map((n) => n.type)).toEqual(['writing-sample', 'fill-in-the-blanks', 'listen-and-type']);
    expect(next[0]!.href).toBe('/app/#/practice/writing-sample');
  });
});

describe('score predictor', () => {
  it('weights a recent mock above an old one and practice, and widens with the official test error', () => {
    // recent: variance 0.2² = 0.04; old (180 days): 0.04 + 0.15² · 6 = 0.175; precision 25 + 5.714 = 30.714
    // θ = (1 · 25 + 0 · 5.714) / 30.714 = 0.81395; SD = √(1/30.714 + 0.22²) = √(0.032558 + 0.0484) = 0.284531
    const p = predictScore([{ theta: 1, sd: 0.2, ageDays: 0 }, { theta: 0, sd: 0.2, ageDays: 180 }], null)!;
    expect(p.theta).toBeCloseTo(0.81395, 4);
    expect(p.sd).toBeCloseTo(0.284531, 4);
    expect(p.score).toBe(105);
  });
  it('needs a mock or 20 practice answers', () => {
    expect(predictScore([], { theta: 1, sd: 0.3, answers: 19 })).toBeNull();
    expect(predictScore([], { theta: 1, sd: 0.3, answers: 20 })?.sources).toEqual({ mocks: 0, practice: 20 });
  });
});
