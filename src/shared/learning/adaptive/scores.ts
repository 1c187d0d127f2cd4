/**
 * From abilities to the reported scores (DESIGN §3): each skill's ability → 10–160 in steps of 5; overall = mean
 * of the four individual subscores rounded to 5; integrated subscores = means of pairs; CEFR from configured cuts
 * with their source; a 95 % uncertainty band. The mapping is the bank's own (b = 0 ↔ 85, one logit = 25 points).
 */
import type { Subscore } from '../../courses.ts';
import { SCALE } from '../difficulty.ts';
import type { AbilityEstimate } from './irt.ts';

export const SKILLS: readonly Subscore[] = ['reading', 'listening', 'writing', 'speaking'];
export type IntegratedSubscore = 'literacy' | 'comprehension' | 'conversation' | 'production';
export const INTEGRATED: Readonly<Record<IntegratedSubscore, readonly [Subscore, Subscore]>> = {
  literacy: ['reading', 'writing'],
  comprehension: ['reading', 'listening'],
  conversation: ['listening', 'speaking'],
  production: ['writing', 'speaking'],
};

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959964;

export function clampScore(score: number): number {
  return Math.max(SCALE.min, Math.min(SCALE.max, score));
}

/** Nearest step of 5 (halves round up, as 107.5 → 110). */
export function roundToStep(score: number): number {
  return clampScore(Math.round(score / SCALE.step) * SCALE.step);
}

/** Unrounded score of an ability (used for bands and means before rounding). */
export function rawScore(theta: number): number {
  return clampScore(SCALE.centre + SCALE.pointsPerLogit * theta);
}

export function scoreFromTheta(theta: number): number {
  return roundToStep(rawScore(theta));
}

export interface Band { low: number; high: number }

/** A 95 % band on the score scale around a raw score with SD in logits, its ends rounded to steps of 5. */
export function band(raw: number, sdLogits: number, z = Z95): Band {
  const half = z * sdLogits * SCALE.pointsPerLogit;
  return {
    low: roundToStep(raw - half),
    high: roundToStep(raw + half),
  };
}

export interface CefrCut { level: string; min: number }
export interface CefrTable { name: string; source: string; cuts: readonly CefrCut[] }

/**
 * CEFR alignment used for reports (DESIGN §7: the later alignment study, as published on
 * englishtest.duolingo.com/scores and reproduced by third parties). Another table is a configuration change.
 */
export const CEFR_TABLE: CefrTable = {
  name: 'DET–CEFR alignment (current)',
  source: 'englishtest.duolingo.com/scores (B1 60–95, B2 100–125, C1 130–150, C2 155–160; below 60 A1/A2)',
  cuts: [
    { level: 'A1/A2', min: 10 },
    { level: 'B1', min: 60 },
    { level: 'B2', min: 100 },
    { level: 'C1', min: 130 },
    { level: 'C2', min: 155 },
  ],
};

export function cefrOf(score: number, table: CefrTable = CEFR_TABLE): string {
  let level = table.cuts[0]!.level;
  for (const c of table.cuts) if (score >= c.min) level = c.level;
  return level;
}

/** Each level's score range (min–max, steps of 5), as the home page and the mock report both print it. */
export function cefrRanges(table: CefrTable = CEFR_TABLE): { level: string; min: number; max: number }[] {
  return table.cuts.map((c, i) => ({ level: c.level, min: c.min, max: (table.cuts[i + 1]?.min ?? SCALE.max + SCALE.step) - SCALE.step }));
}

export interface SkillScore { score: number; band: Band; theta: number; sd: number }
export interface ScoreReport {
  overall: { score: number; band: Band; raw: number; sd: number };
  subscores: Record<Subscore, SkillScore>;
  integrated: Record<IntegratedSubscore, number>;
  cefr: { level: string; table: string; source: string };
}

/**
 * Assumed correlation between a candidate's skill abilities (ADR 023); `npm run simulate` draws candidates with it.
 */
export const SKILL_CORRELATION = 0.75;

/**
 * SD of the overall (mean of four skills) error. Each skill's EAP error is measurement noise plus shrinkage towards
 * the prior mean; with a N(0, 1) prior the shrinkage is about sdₖ²·θₖ (1 − reliability ≈ posterior variance), and
 * the θₖ correlate by `rho`, so two skills' errors covary by about rho·sdᵢ²·sdⱼ² (ADR 023).
 */
export function overallSd(sds: readonly number[], rho = SKILL_CORRELATION): number {
  let v = 0;
  sds.forEach((x, i) => sds.forEach((y, j) => { v += i === j ? x * x : rho * x * x * y * y; }));
  return Math.sqrt(v) / sds.length;
}

/** The report's numbers from the four skills' estimates. */
export function scoreReport(skills: Readonly<Record<Subscore, AbilityEstimate>>, table: CefrTable = CEFR_TABLE): ScoreReport {
  const subscores = Object.fromEntries(SKILLS.map((s) => {
    const e = skills[s];
    return [s, { score: scoreFromTheta(e.theta), band: band(rawScore(e.theta), e.sd), theta: e.theta, sd: e.sd }];
  })) as Record<Subscore, SkillScore>;
  const overallScore = roundToStep(SKILLS.reduce((t, s) => t + subscores[s].score, 0) / SKILLS.length);
  const raw = SKILLS.reduce((t, s) => t + rawScore(skills[s].theta), 0) / SKILLS.length;
  const sd = overallSd(SKILLS.map((s) => skills[s].sd));
  const integrated = Object.fromEntries((Object.keys(INTEGRATED) as IntegratedSubscore[]).map((k) => {
    const [x, y] = INTEGRATED[k];
    return [k, roundToStep((subscores[x].score + subscores[y].score) / 2)];
  })) as Record<IntegratedSubscore, number>;
  return {
    overall: { score: overallScore, band: band(raw, sd), raw, sd },
    subscores,
    integrated,
    cefr: { level: cefrOf(overallScore, table), table: table.name, source: table.source },
  };
}
