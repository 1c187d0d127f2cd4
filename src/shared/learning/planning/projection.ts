/**
 * The projection (issue 28): the predictor's current estimate (ADR 023) carried forward to the test date under the
 * growth model, with a band that widens with time (the predictor's drift and the growth model's own uncertainty),
 * and the probability that the official score reaches the target under that uncertainty.
 */
import { SCALE } from '../difficulty.ts';
import { clampScore, SKILLS, Z95 } from '../adaptive/scores.ts';
import { DRIFT_PER_30_DAYS } from '../adaptive/predictor.ts';
import { allocate, type Skills } from './daily-plan.ts';
import { GROWTH, type GrowthParams } from './growth.ts';

export type GoalStatus = 'no-data' | 'past' | 'on-track' | 'at-risk' | 'behind';

/** Probability bands of the plain sentence: ≥ 70 % on track, ≥ 40 % at risk, below that behind. */
export const ON_TRACK_P = 0.7;
export const AT_RISK_P = 0.4;
/** Days of history the adherence estimate looks at, and its prior (as if 3 of 14 extra days were practised). */
export const ADHERENCE_WINDOW = 14;
const ADHERENCE_PRIOR_DAYS = 3;

export interface ProjectionInput {
  today: number;
  testDay: number | null;
  target: number;
  /** The predictor's overall θ and SD (the SD already holds the official test's own error). */
  prediction: { theta: number; sd: number } | null;
  skills: Skills | null;
  minutesPerDay: number;
  /** Expected share of future days practised (adherence()). */
  adherence: number;
  /** Minutes of today's plan already done (they count in full; the rest of today at `adherence`). */
  doneMinutesToday: number;
}

export interface ProjectionPoint { day: number; score: number; low: number; high: number }

export interface Projection {
  status: GoalStatus;
  probability: number | null;
  current: ProjectionPoint | null;
  atTest: ProjectionPoint | null;
  points: ProjectionPoint[];
}

/** Share of days the learner is expected to practise: days practised among the last 14, shrunk to a small prior. */
export function adherence(activeDays: number): number {
  const active = Math.max(0, Math.min(ADHERENCE_WINDOW, activeDays));
  return (active + ADHERENCE_PRIOR_DAYS * 0.5) / (ADHERENCE_WINDOW + ADHERENCE_PRIOR_DAYS);
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

function point(day: number, theta: number, sd: number): ProjectionPoint {
  const raw = SCALE.centre + SCALE.pointsPerLogit * theta;
  const half = Z95 * sd * SCALE.pointsPerLogit;
  const r1 = (x: number) => Math.round(clampScore(x) * 10) / 10;
  return { day, score: r1(raw), low: r1(raw - half), high: r1(raw + half) };
}

/** P(official score ≥ target): the official score is rounded to 5, so reaching it needs a raw score of target − 2.5. */
export function probabilityOfTarget(theta: number, sd: number, target: number): number {
  if (target <= SCALE.min) return 1;
  const needed = (target - SCALE.step / 2 - SCALE.centre) / SCALE.pointsPerLogit;
  return 1 - normalCdf((needed - theta) / sd);
}

export function statusOf(p: number): GoalStatus {
  return p >= ON_TRACK_P ? 'on-track' : p >= AT_RISK_P ? 'at-risk' : 'behind';
}

/** How many points to draw: every day up to two weeks, then about a dozen evenly spaced, always the test day. */
function chartDays(days: number): number[] {
  const step = days <= 14 ? 1 : Math.ceil(days / 12);
  const out: number[] = [];
  for (let d = 0; d < days; d += step) out.push(d);
  out.push(days);
  return out;
}

export function project(input: ProjectionInput, g: GrowthParams = GROWTH): Projection {
  if (!input.prediction) return { status: 'no-data', probability: null, current: null, atTest: null, points: [] };
  const { theta: theta0, sd: sd0 } = input.prediction;
  const current = point(0, theta0, sd0);
  if (input.testDay === null || input.testDay < input.today) return { status: 'past', probability: null, current, atTest: null, points: [current] };

  const days = input.testDay - input.today;
  // Skills move by the growth model; the overall estimate moves by their mean change (overall = mean of skills).
  let skills: Skills = input.skills ?? { reading: theta0, listening: theta0, writing: theta0, speaking: theta0 };
  const start = SKILLS.reduce((t, s) => t + skills[s], 0) / SKILLS.length;
  const wanted = new Set(chartDays(days));
  const points: ProjectionPoint[] = [];
  const thetaAt = () => theta0 + SKILLS.reduce((t, s) => t + skills[s], 0) / SKILLS.length - start;
  const sdAt = (d: number, gain: number) => Math.sqrt(sd0 ** 2 + DRIFT_PER_30_DAYS ** 2 * (d / 30) + (g.relativeSd * gain) ** 2);
  for (let d = 0; d <= days; d++) {
    if (d === 0 && input.doneMinutesToday > 0) skills = allocate(skills, input.doneMinutesToday, {}, g).skills;
    if (d > 0) {
      // Each day before the test: the plan's minutes, in expectation at the learner's adherence.
      const after = allocate(skills, input.minutesPerDay, {}, g).skills;
      skills = Object.fromEntries(SKILLS.map((s) => [s, skills[s] + input.adherence * (after[s] - skills[s])])) as Skills;
    }
    if (wanted.has(d)) points.push(point(d, thetaAt(), sdAt(d, thetaAt() - theta0)));
  }
  const theta = thetaAt();
  const sd = sdAt(days, theta - theta0);
  const probability = probabilityOfTarget(theta, sd, input.target);
  return { status: statusOf(probability), probability, current: points[0] ?? current, atTest: points[points.length - 1]!, points };
}
