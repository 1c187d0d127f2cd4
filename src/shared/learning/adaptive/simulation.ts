/**
 * Simulated candidates through the real engine (ADR 023): known abilities → responses drawn from the same 2PL
 * model (with a shared passage effect inside multi-part items) and open-answer ratings with the assumed error →
 * the engine's scores. Reports recovery (bias, RMSE, correlation), interval coverage, exposure and retest overlap.
 */
import type { Subscore } from '../../courses.ts';
import { guessingOf, ratingSd, skillRoles, type MarkedAnswer } from './evidence.ts';
import { SCALE } from '../difficulty.ts';
import { estimate, probabilityCorrect, responseProbability, type Evidence, type ItemParams } from './irt.ts';
import { DRIFT_PER_30_DAYS, OFFICIAL_SD, PRACTICE_BIAS_SD, predictScore, type MockEvidence, type PracticeEvidence } from './predictor.ts';
import type { Candidate, ExposureCounts } from './item-selection.ts';
import type { Plan } from './plan.ts';
import { normal, type Random } from './random.ts';
import { rawScore, roundToStep, scoreReport, SKILL_CORRELATION, SKILLS } from './scores.ts';
import { abilities, nextItem, recordAnswer, startSession, type Pools } from './session.ts';
import { mixWords } from './word-mix.ts';

export interface SimulationConfig {
  candidates: number;
  /** Correlation between a candidate's four skill abilities. */
  skillCorrelation: number;
  /** SD (logits) of the passage effect shared by the parts of one multi-part item. */
  passageEffectSd: number;
  seed: number;
}

export const SIMULATION_DEFAULTS: Omit<SimulationConfig, 'seed' | 'candidates'> = { skillCorrelation: SKILL_CORRELATION, passageEffectSd: 0.9 };

export interface SimulatedTest { itemIds: string[]; overall: number; raw: number; low: number; high: number }

/** Draws four correlated skill abilities from N(0, 1) each. */
export function drawCandidate(random: Random, correlation: number): Record<Subscore, number> {
  const g = normal(random);
  return Object.fromEntries(SKILLS.map((s) => [s, Math.sqrt(correlation) * g + Math.sqrt(1 - correlation) * normal(random)])) as Record<Subscore, number>;
}

/** A bank item as simulated: `truth` (when set) is how it really behaves, while the engine uses `a` and `b`. */
export type SimulatedItem = Candidate & { truth?: ItemParams };

/**
 * One simulated response. `params` are the item's true parameters (the calibration run draws them apart from the
 * engine's predicted ones, ADR 053); the engine still scores with `item`'s.
 */
export function simulatedAnswer(item: SimulatedItem, type: MarkedAnswer['type'], truth: Record<Subscore, number>, config: SimulationConfig, random: Random, params: ItemParams = item.truth ?? item): MarkedAnswer {
  const roles = skillRoles(type);
  let score: number | null = null;
  if (roles.objective) {
    const shared = item.parts > 1 ? config.passageEffectSd * normal(random) : 0;
    const p = responseProbability(truth[roles.objective] + shared, { ...params, c: guessingOf(type) });
    let right = 0;
    for (let i = 0; i < item.parts; i++) if (random() < p) right += 1;
    score = right / item.parts;
  }
  const rating = roles.open ? truth[roles.open] + ratingSd(roles.open) * normal(random) : null;
  return { type, item, parts: item.parts, score, rating };
}

/** One test of one candidate; `exposure` is read and updated by the caller. */
export function simulateTest(planned: Plan, pools: Pools, truth: Record<Subscore, number>, config: SimulationConfig, random: Random, exposure: ExposureCounts): SimulatedTest {
  const plan = mixWords(planned, random);
  let state = startSession();
  for (const slot of plan.slots) {
    const item = nextItem(state, plan, pools, random, { exposure });
    state = recordAnswer(state, item?.id ?? null, item ? simulatedAnswer(item, slot.type, truth, config, random) : null);
  }
  const report = scoreReport(abilities(state));
  return { itemIds: state.itemIds, overall: report.overall.score, raw: report.overall.raw, low: report.overall.band.low, high: report.overall.band.high };
}

export type ConstantStrategy = 'always-yes' | 'always-no';

/**
 * A candidate who games the test (issue 23): the same answer to every Read and Select word and a constant, wrong
 * answer to every other marked item (typed gaps and sentences cannot be right by a constant), no open answer.
 * Returns the Reading score the real engine gives.
 */
export function simulateConstant(planned: Plan, pools: Pools, strategy: ConstantStrategy, random: Random): { reading: number; readAndSelectRight: number; readAndSelectWords: number } {
  const plan = mixWords(planned, random);
  let state = startSession();
  let right = 0, words = 0;
  for (const slot of plan.slots) {
    const item = nextItem(state, plan, pools, random);
    if (!item) { state = recordAnswer(state, null, null); continue; }
    const roles = skillRoles(slot.type);
    let score: number | null = roles.objective ? 0 : null;
    if (slot.type === 'read-and-select') {
      score = (strategy === 'always-yes') === (item.real ?? true) ? 1 : 0;
      right += score;
      words += 1;
    }
    state = recordAnswer(state, item.id, { type: slot.type, item, parts: item.parts, score, rating: null });
  }
  return { reading: scoreReport(abilities(state)).subscores.reading.score, readAndSelectRight: right, readAndSelectWords: words };
}

export interface SimulationResult {
  candidates: number;
  tests: number;
  meanItems: number;
  bias: number;
  rmse: number;
  correlation: number;
  coverage95: number;
  meanBandWidth: number;
  maxExposure: { itemId: string; rate: number };
  meanRetestOverlap: number;
  retestCorrelation: number;
}

export function pearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  const mx = x.reduce((a, b) => a + b, 0) / n, my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0, sxx = 0, syy = 0;
  for (let i = 0; i < n; i++) { sxy += (x[i]! - mx) * (y[i]! - my); sxx += (x[i]! - mx) ** 2; syy += (y[i]! - my) ** 2; }
  return sxy / Math.sqrt(sxx * syy);
}

/** Each candidate takes two tests (as a retest); recovery figures use the first test. */
export function simulate(plan: Plan, pools: Pools, config: SimulationConfig, random: Random): SimulationResult {
  const issued = new Map<string, number>();
  const exposure: ExposureCounts = { tests: 0, issued: (id) => issued.get(id) ?? 0 };
  const truths: number[] = [], estimates: number[] = [], retests: number[] = [];
  let covered = 0, width = 0, overlap = 0, items = 0;
  const take = (truth: Record<Subscore, number>) => {
    const t = simulateTest(plan, pools, truth, config, random, exposure);
    exposure.tests += 1;
    for (const id of t.itemIds) issued.set(id, (issued.get(id) ?? 0) + 1);
    items += t.itemIds.length;
    return t;
  };
  for (let c = 0; c < config.candidates; c++) {
    const truth = drawCandidate(random, config.skillCorrelation);
    const trueOverall = SKILLS.reduce((t, s) => t + rawScore(truth[s]), 0) / SKILLS.length;
    const first = take(truth);
    const second = take(truth);
    truths.push(trueOverall);
    estimates.push(first.overall);
    retests.push(second.overall);
    if (trueOverall >= first.low && trueOverall <= first.high) covered += 1;
    width += first.high - first.low;
    const seen = new Set(first.itemIds);
    overlap += second.itemIds.filter((id) => seen.has(id)).length / Math.max(1, second.itemIds.length);
  }
  const n = config.candidates;
  const errors = estimates.map((e, i) => e - truths[i]!);
  let top = { itemId: '', rate: 0 };
  for (const [id, count] of issued) if (count / exposure.tests > top.rate) top = { itemId: id, rate: count / exposure.tests };
  return {
    candidates: n,
    tests: exposure.tests,
    meanItems: items / exposure.tests,
    bias: errors.reduce((a, b) => a + b, 0) / n,
    rmse: Math.sqrt(errors.reduce((a, b) => a + b * b, 0) / n),
    correlation: pearson(truths, estimates),
    coverage95: covered / n,
    meanBandWidth: width / n,
    maxExposure: top,
    meanRetestOverlap: overlap / n,
    retestCorrelation: pearson(estimates, retests),
  };
}

export interface PredictorResult { candidates: number; coverage95: number; rmse: number; meanBandWidth: number }

/**
 * The predictor against a simulated official score (mean of the true skills + the official test's error N(0,
 * OFFICIAL_SD²), rounded to 5). Each candidate has one mock taken 0–60 days before (their ability drifted since by
 * the assumed drift) and 60 practice answers to random reading and listening items, answered with a personal
 * practice bias N(0, PRACTICE_BIAS_SD²); `use` picks which evidence the predictor gets.
 */
export function simulatePredictor(plan: Plan, pools: Pools, config: SimulationConfig, random: Random, use: 'mock' | 'practice' | 'both'): PredictorResult {
  const practiceTypes = (['read-and-select', 'fill-in-the-blanks', 'listen-and-type'] as const).filter((t) => (pools[t]?.length ?? 0) > 0);
  let covered = 0, sq = 0, width = 0;
  for (let c = 0; c < config.candidates; c++) {
    const now = drawCandidate(random, config.skillCorrelation);
    const official = roundToStep(SKILLS.reduce((t, s) => t + rawScore(now[s]), 0) / SKILLS.length + OFFICIAL_SD * SCALE.pointsPerLogit * normal(random));
    const mocks: MockEvidence[] = [];
    if (use !== 'practice') {
      const ageDays = Math.floor(random() * 61);
      const drift = DRIFT_PER_30_DAYS * Math.sqrt(ageDays / 30) * normal(random);
      const then = Object.fromEntries(SKILLS.map((s) => [s, now[s] - drift])) as Record<Subscore, number>;
      const mixed = mixWords(plan, random);
      let state = startSession();
      for (const slot of mixed.slots) {
        const item = nextItem(state, mixed, pools, random);
        state = recordAnswer(state, item?.id ?? null, item ? simulatedAnswer(item, slot.type, then, config, random) : null);
      }
      const r = scoreReport(abilities(state));
      mocks.push({ theta: (r.overall.raw - SCALE.centre) / SCALE.pointsPerLogit, sd: r.overall.sd, ageDays });
    }
    let practice: PracticeEvidence | null = null;
    if (use !== 'mock') {
      const bias = PRACTICE_BIAS_SD * normal(random);
      const evidence: Evidence[] = [];
      for (let i = 0; i < 60; i++) {
        const type = practiceTypes[Math.floor(random() * practiceTypes.length)]!;
        const pool = pools[type]!;
        const item = pool[Math.floor(random() * pool.length)]!;
        const skill = type === 'listen-and-type' ? 'listening' : 'reading';
        evidence.push({ kind: 'objective', item, score: random() < probabilityCorrect(now[skill] + bias, item) ? 1 : 0, parts: 1 });
      }
      const e = estimate(evidence);
      practice = { theta: e.theta, sd: e.sd, answers: evidence.length };
    }
    const p = predictScore(mocks, practice)!;
    if (official >= p.band.low && official <= p.band.high) covered += 1;
    sq += (p.score - official) ** 2;
    width += p.band.high - p.band.low;
  }
  const n = config.candidates;
  return { candidates: n, coverage95: covered / n, rmse: Math.sqrt(sq / n), meanBandWidth: width / n };
}
