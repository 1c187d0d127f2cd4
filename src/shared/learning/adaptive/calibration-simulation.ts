/**
 * The calibration run of `npm run simulate` (issue 24, ADR 053): items get true parameters that differ from the
 * predicted ones the engine uses (a systematic shift plus noise, as a difficulty predictor with r ≈ .6–.75 would
 * leave); simulated learners take full mocks scored with the predicted values and answer with the true ones; the
 * calibration job's estimator (calibration.ts) then re-estimates every item with enough answers from those answers
 * and the tests' own ability estimates. Reports recovery of b against the truth, and the score bias of new tests
 * scored with predicted vs calibrated parameters.
 */
import type { Subscore } from '../../courses.ts';
import { clampB } from '../difficulty.ts';
import { calibrateItem, MIN_RESPONSES, type CalibrationResponse } from './calibration.ts';
import { guessingOf, skillRoles } from './evidence.ts';
import type { ItemParams } from './irt.ts';
import type { Candidate, ExposureCounts } from './item-selection.ts';
import type { Plan } from './plan.ts';
import { normal, type Random } from './random.ts';
import { rawScore, scoreReport, SKILLS } from './scores.ts';
import { abilities, nextItem, recordAnswer, startSession, type Pools } from './session.ts';
import { drawCandidate, pearson, simulatedAnswer, type SimulationConfig } from './simulation.ts';

export interface CalibrationSimConfig {
  /** Learners whose answers feed the calibration (one full mock each). */
  learners: number;
  /** Learners who then take one test scored both ways. */
  checkLearners: number;
  /** True b = predicted b + shift + N(0, bNoise²); true a = predicted a · exp(N(0, logANoise²)). */
  shift: number;
  bNoise: number;
  logANoise: number;
}

export const CALIBRATION_SIM_DEFAULTS: CalibrationSimConfig = { learners: 2000, checkLearners: 500, shift: 0.3, bNoise: 0.5, logANoise: 0.25 };

export interface CalibrationSimResult {
  items: number;
  calibrated: number;
  meanResponses: number;
  flagged: number;
  /** Over calibrated items: predicted vs truth and calibrated vs truth. */
  rBefore: number; rAfter: number; rmseBefore: number; rmseAfter: number;
  rABefore: number; rAAfter: number;
  /** Overall score (points) of new tests minus the true overall, scored with predicted vs calibrated parameters. */
  scoreBiasBefore: number; scoreBiasAfter: number; scoreRmseBefore: number; scoreRmseAfter: number;
}

function rmse(x: readonly number[], y: readonly number[]): number {
  return Math.sqrt(x.reduce((t, v, i) => t + (v - y[i]!) ** 2, 0) / x.length);
}

function takeTest(plan: Plan, pools: Pools, truthOf: (id: string) => ItemParams, who: Record<Subscore, number>, config: SimulationConfig, random: Random, exposure: ExposureCounts) {
  let state = startSession();
  const answered: { item: Candidate; type: Plan['slots'][number]['type']; score: number | null }[] = [];
  for (const slot of plan.slots) {
    const item = nextItem(state, plan, pools, random, { exposure });
    const answer = item ? simulatedAnswer(item, slot.type, who, config, random, truthOf(item.id)) : null;
    if (item && answer) answered.push({ item, type: slot.type, score: answer.score });
    state = recordAnswer(state, item?.id ?? null, answer);
  }
  return { state, answered };
}

export function simulateCalibration(plan: Plan, pools: Pools, config: SimulationConfig, sim: CalibrationSimConfig, random: Random): CalibrationSimResult {
  const truth = new Map<string, ItemParams>();
  for (const pool of Object.values(pools)) {
    for (const item of pool ?? []) {
      truth.set(item.id, { a: Math.min(3, Math.max(0.3, item.a * Math.exp(sim.logANoise * normal(random)))), b: clampB(item.b + sim.shift + sim.bNoise * normal(random)) });
    }
  }
  const truthOf = (id: string) => truth.get(id)!;
  const responses = new Map<string, CalibrationResponse[]>();
  const issued = new Map<string, number>();
  const exposure: ExposureCounts = { tests: 0, issued: (id) => issued.get(id) ?? 0 };
  for (let c = 0; c < sim.learners; c++) {
    const who = drawCandidate(random, config.skillCorrelation);
    const { state, answered } = takeTest(plan, pools, truthOf, who, config, random, exposure);
    exposure.tests += 1;
    const est = abilities(state);
    for (const { item, type, score } of answered) {
      issued.set(item.id, (issued.get(item.id) ?? 0) + 1);
      const skill = skillRoles(type).objective;
      if (!skill || score === null) continue;
      const list = responses.get(item.id) ?? [];
      list.push({ theta: est[skill].theta, sd: est[skill].sd, score, parts: item.parts });
      responses.set(item.id, list);
    }
  }

  const calibrated = new Map<string, ItemParams>();
  let flagged = 0, counted = 0;
  const predB: number[] = [], calB: number[] = [], trueB: number[] = [], predA: number[] = [], calA: number[] = [], trueA: number[] = [];
  for (const [type, pool] of Object.entries(pools) as [keyof Pools, Pools[keyof Pools]][]) {
    for (const item of pool ?? []) {
      const r = responses.get(item.id) ?? [];
      const cal = calibrateItem({ a: item.a, b: item.b, c: guessingOf(type) }, r, MIN_RESPONSES);
      if (!cal) continue;
      counted += r.length;
      if (cal.flags.length) flagged += 1;
      calibrated.set(item.id, { a: cal.a, b: cal.b });
      predB.push(item.b); calB.push(cal.b); trueB.push(truthOf(item.id).b);
      predA.push(item.a); calA.push(cal.a); trueA.push(truthOf(item.id).a);
    }
  }

  const calibratedPools: Record<string, Candidate[]> = {};
  for (const [type, pool] of Object.entries(pools)) calibratedPools[type] = (pool ?? []).map((i) => ({ ...i, ...(calibrated.get(i.id) ?? {}) }));
  const before: number[] = [], after: number[] = [];
  for (let c = 0; c < sim.checkLearners; c++) {
    const who = drawCandidate(random, config.skillCorrelation);
    const trueOverall = SKILLS.reduce((t, s) => t + rawScore(who[s]), 0) / SKILLS.length;
    for (const [use, out] of [[pools, before], [calibratedPools, after]] as const) {
      const { state } = takeTest(plan, use, truthOf, who, config, random, { tests: 0, issued: () => 0 });
      out.push(scoreReport(abilities(state)).overall.raw - trueOverall);
    }
  }
  const mean = (x: readonly number[]) => x.reduce((a, b) => a + b, 0) / x.length;
  const zero = before.map(() => 0);
  return {
    items: truth.size, calibrated: calibrated.size, meanResponses: calibrated.size ? counted / calibrated.size : 0, flagged,
    rBefore: pearson(predB, trueB), rAfter: pearson(calB, trueB), rmseBefore: rmse(predB, trueB), rmseAfter: rmse(calB, trueB),
    rABefore: pearson(predA, trueA), rAAfter: pearson(calA, trueA),
    scoreBiasBefore: mean(before), scoreBiasAfter: mean(after), scoreRmseBefore: rmse(before, zero), scoreRmseAfter: rmse(after, zero),
  };
}
