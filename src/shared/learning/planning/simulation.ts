/**
 * Plan vs random practice (issue 28, `npm run simulate:plan`): the same simulated learners twice, once following
 * the daily plan and once practising task types picked uniformly at random (one block per type a day, as the plan) for the same minutes, both growing
 * under the growth model (growth.ts). The planner sees only noisy estimates of the skills (a diagnostic's
 * precision, refreshed weekly), never the truth. Reports the gain in overall score after `days` days.
 */
import type { Subscore } from '../../courses.ts';
import type { TaskTypeId } from '../../exam/task-types.ts';
import { SCALE } from '../difficulty.ts';
import { normal, type Random } from '../adaptive/random.ts';
import { drawCandidate } from '../adaptive/simulation.ts';
import { SKILL_CORRELATION, SKILLS } from '../adaptive/scores.ts';
import { allocate, MIN_BLOCK_MINUTES, PLAN_TYPES, shortened, type Skills } from './daily-plan.ts';
import { GROWTH, practise, skillShares, type GrowthParams } from './growth.ts';

export interface PlanSimulationConfig {
  learners: number;
  days: number;
  minutesPerDay: number;
  /** SD (logits) of the planner's estimate of each skill: about a diagnostic's posterior SD per skill. */
  estimateSd: number;
  /** Days between re-estimates of the skills. */
  reestimateEvery: number;
  /** SD of each learner's log learning-rate multiplier (learners differ; the same learner in both arms). */
  learnerRateSd: number;
  growth: GrowthParams;
}

export const PLAN_SIMULATION_DEFAULTS: PlanSimulationConfig = {
  learners: 1000, days: 28, minutesPerDay: 30, estimateSd: 0.45, reestimateEvery: 7, learnerRateSd: 0.3, growth: GROWTH,
};

export interface PlanSimulationResult {
  learners: number;
  meanGainPlan: number;
  meanGainRandom: number;
  meanDifference: number;
  /** 95 % interval of the mean paired difference. */
  differenceLow: number;
  differenceHigh: number;
  planBetterShare: number;
  /** Mean gain of the weakest skill (points), each arm. */
  weakestGainPlan: number;
  weakestGainRandom: number;
}

const overall = (s: Skills) => (SKILLS.reduce((t, k) => t + s[k], 0) / SKILLS.length) * SCALE.pointsPerLogit;

function doBlock(truth: Skills, type: TaskTypeId, minutes: number, done: Record<Subscore, number>, rate: number, g: GrowthParams): void {
  for (const { skill, share } of skillShares(type)) {
    truth[skill] = practise(truth[skill], minutes * share, rate * g.massedPractice ** done[skill], g);
    done[skill] += 1;
  }
}

function runArm(start: Skills, rate: number, arm: 'plan' | 'random', c: PlanSimulationConfig, random: Random): Skills {
  const truth = { ...start };
  let estimate: Skills = { ...start };
  for (let day = 0; day < c.days; day++) {
    if (arm === 'plan' && day % c.reestimateEvery === 0) {
      estimate = Object.fromEntries(SKILLS.map((s) => [s, truth[s] + c.estimateSd * normal(random)])) as Skills;
    }
    const done: Record<Subscore, number> = { reading: 0, listening: 0, writing: 0, speaking: 0 };
    if (arm === 'plan') {
      const { blocks, skills } = allocate(estimate, c.minutesPerDay, {}, c.growth);
      for (const b of blocks) doBlock(truth, b.type, b.minutes, done, rate, c.growth);
      // Between re-estimates the planner believes its own model: the estimate moves by the expected gain.
      estimate = skills;
    } else {
      let left = c.minutesPerDay;
      const open = [...PLAN_TYPES];
      while (left >= MIN_BLOCK_MINUTES && open.length) {
        // Uniformly among the types not yet done today; the last block is cut to fit, as the plan's is.
        const type = open.splice(Math.floor(random() * open.length), 1)[0]!;
        const minutes = shortened(type, left).minutes;
        doBlock(truth, type, minutes, done, rate, c.growth);
        left -= minutes;
      }
    }
  }
  return truth;
}

export function simulatePlans(c: PlanSimulationConfig, random: Random): PlanSimulationResult {
  const diffs: number[] = [];
  let plan = 0;
  let rnd = 0;
  let better = 0;
  let weakPlan = 0;
  let weakRandom = 0;
  for (let i = 0; i < c.learners; i++) {
    const start = drawCandidate(random, SKILL_CORRELATION) as Skills;
    const rate = Math.exp(c.learnerRateSd * normal(random));
    const weakest = SKILLS.reduce((w, s) => (start[s] < start[w] ? s : w), SKILLS[0]!);
    const a = runArm(start, rate, 'plan', c, random);
    const b = runArm(start, rate, 'random', c, random);
    const gp = overall(a) - overall(start);
    const gr = overall(b) - overall(start);
    plan += gp;
    rnd += gr;
    diffs.push(gp - gr);
    if (gp > gr) better++;
    weakPlan += (a[weakest] - start[weakest]) * SCALE.pointsPerLogit;
    weakRandom += (b[weakest] - start[weakest]) * SCALE.pointsPerLogit;
  }
  const n = c.learners;
  const mean = diffs.reduce((t, x) => t + x, 0) / n;
  const sd = Math.sqrt(diffs.reduce((t, x) => t + (x - mean) ** 2, 0) / Math.max(1, n - 1));
  const half = 1.96 * sd / Math.sqrt(n);
  return {
    learners: n, meanGainPlan: plan / n, meanGainRandom: rnd / n, meanDifference: mean,
    differenceLow: mean - half, differenceHigh: mean + half, planBetterShare: better / n,
    weakestGainPlan: weakPlan / n, weakestGainRandom: weakRandom / n,
  };
}
