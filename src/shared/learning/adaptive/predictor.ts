/**
 * The predicted official score (issue 10): mock results and practice answers combined by precision on the logit
 * scale, with an interval for the official score (ADR 023).
 * - A mock gives the overall θ with its posterior SD; older mocks count less (ability drifts: variance grows by
 *   DRIFT_PER_30_DAYS² per 30 days).
 * - Practice gives one EAP over all objective practice answers; practice is untimed and self-chosen, so it carries
 *   an extra PRACTICE_BIAS_SD of model error.
 * - The official test has its own measurement error (OFFICIAL_SD), added to the interval.
 */
import { SCALE } from '../difficulty.ts';
import { band, roundToStep, type Band } from './scores.ts';

export const DRIFT_PER_30_DAYS = 0.15;
export const PRACTICE_BIAS_SD = 0.35;
export const OFFICIAL_SD = 0.22;

export interface MockEvidence { theta: number; sd: number; ageDays: number }
export interface PracticeEvidence { theta: number; sd: number; answers: number }

export interface Prediction { score: number; band: Band; theta: number; sd: number; sources: { mocks: number; practice: number } }

/** Null when there is nothing to predict from (no mock and fewer than 20 practice answers). */
export function predictScore(mocks: readonly MockEvidence[], practice: PracticeEvidence | null): Prediction | null {
  const parts: { theta: number; variance: number }[] = mocks.map((m) => ({
    theta: m.theta, variance: m.sd ** 2 + DRIFT_PER_30_DAYS ** 2 * (m.ageDays / 30),
  }));
  const usePractice = practice !== null && practice.answers >= 20;
  if (usePractice) parts.push({ theta: practice.theta, variance: practice.sd ** 2 + PRACTICE_BIAS_SD ** 2 });
  if (parts.length === 0) return null;
  const precision = parts.reduce((t, p) => t + 1 / p.variance, 0);
  const theta = parts.reduce((t, p) => t + p.theta / p.variance, 0) / precision;
  const sd = Math.sqrt(1 / precision + OFFICIAL_SD ** 2);
  const raw = Math.max(SCALE.min, Math.min(SCALE.max, SCALE.centre + SCALE.pointsPerLogit * theta));
  return { score: roundToStep(raw), band: band(raw, sd), theta, sd, sources: { mocks: mocks.length, practice: usePractice ? practice.answers : 0 } };
}
