/**
 * 2PL item response theory (with a guessing floor for yes/no items) and EAP ability estimation over a fixed quadrature grid (DESIGN §7, ADR 023).
 * Pure: the worker, the /app screens and `npm run simulate` run the same code.
 *
 * The posterior is kept as log-weights on the grid (prior + log-likelihoods), so it can be stored as JSON after
 * each answer and updated by adding one response's log-likelihood; nothing is refitted.
 */
import { probabilityCorrect } from '../difficulty.ts';

export { probabilityCorrect };

/**
 * `c`: the chance of a right answer by guessing (lower asymptote). Yes/no items have c = 0.5, so answering at
 * chance is evidence of the lowest ability, not of ability b (the 2PL would read 50 % right as "θ = b").
 */
export interface ItemParams { a: number; b: number; c?: number }

/** P(right | θ) with the guessing floor: c + (1 − c)·logistic(a(θ − b)); c = 0 is the 2PL. */
export function responseProbability(theta: number, item: ItemParams): number {
  const c = item.c ?? 0;
  return c + (1 - c) * probabilityCorrect(theta, item);
}

/** Evenly spaced ability points on the logit scale (41 points from −4 to 4 by default). */
export interface Grid { points: readonly number[] }

export function makeGrid(count = 41, min = -4, max = 4): Grid {
  const step = (max - min) / (count - 1);
  return { points: Array.from({ length: count }, (_, i) => Math.round((min + i * step) * 1e9) / 1e9) };
}

export const DEFAULT_GRID = makeGrid();

/**
 * One piece of evidence about a skill:
 * - `objective`: a marked item, `score` in [0, 1] over `parts` scored parts (a word is 1 part, a Read and
 *   Complete passage one part per gap). Parts of one item share a passage, so they count as `effectiveParts`
 *   (design effect, see `effectiveParts`), not as independent items.
 * - `rating`: an open response's measured-feature estimate of ability (logits) with its error SD.
 */
export type Evidence =
  | { kind: 'objective'; item: ItemParams; score: number; parts: number }
  | { kind: 'rating'; value: number; sd: number };

/** Intra-item correlation of parts of one multi-part item (gaps of one passage), ADR 023. */
export const TESTLET_ICC = 0.2;

/** Kish design effect: n correlated parts carry the information of n / (1 + (n − 1)·ICC) independent ones. */
export function effectiveParts(parts: number, icc = TESTLET_ICC): number {
  if (parts <= 1) return Math.max(0, parts);
  return parts / (1 + (parts - 1) * icc);
}

/** Fisher information of one part at ability theta: a²·p·(1 − p) for the 2PL, a²·(q/p)·((p − c)/(1 − c))² with a floor. */
export function itemInformation(theta: number, item: ItemParams): number {
  const c = item.c ?? 0;
  const p = responseProbability(theta, item);
  if (c === 0) return item.a * item.a * p * (1 - p);
  return item.a * item.a * ((1 - p) / p) * ((p - c) / (1 - c)) ** 2;
}

/** Information of a whole item (all its parts, discounted by the design effect). */
export function informationOf(theta: number, item: ItemParams, parts = 1): number {
  return effectiveParts(parts) * itemInformation(theta, item);
}

export function logLikelihood(theta: number, e: Evidence): number {
  if (e.kind === 'rating') {
    const z = (e.value - theta) / e.sd;
    return -0.5 * z * z;
  }
  const p = responseProbability(theta, e.item);
  const n = effectiveParts(e.parts);
  const s = Math.max(0, Math.min(1, e.score));
  // Clamped so a probability of exactly 0 or 1 in floating point never yields −Infinity.
  const lp = Math.log(Math.max(p, 1e-12));
  const lq = Math.log(Math.max(1 - p, 1e-12));
  return n * (s * lp + (1 - s) * lq);
}

/** Log-weights of a N(mean, sd²) prior on the grid (unnormalised). */
export function priorLogWeights(grid: Grid = DEFAULT_GRID, mean = 0, sd = 1): number[] {
  return grid.points.map((t) => -0.5 * ((t - mean) / sd) ** 2);
}

export function addEvidence(logWeights: readonly number[], e: Evidence, grid: Grid = DEFAULT_GRID): number[] {
  return logWeights.map((w, i) => w + logLikelihood(grid.points[i]!, e));
}

export interface AbilityEstimate { theta: number; sd: number }

/** Expected a posteriori ability and posterior SD from grid log-weights. */
export function eap(logWeights: readonly number[], grid: Grid = DEFAULT_GRID): AbilityEstimate {
  const max = Math.max(...logWeights);
  let sum = 0, m1 = 0, m2 = 0;
  logWeights.forEach((lw, i) => {
    const w = Math.exp(lw - max);
    const t = grid.points[i]!;
    sum += w; m1 += w * t; m2 += w * t * t;
  });
  const theta = m1 / sum;
  return { theta, sd: Math.sqrt(Math.max(0, m2 / sum - theta * theta)) };
}

/** EAP of a list of evidence from the prior (what the scorer recomputes from stored responses). */
export function estimate(evidence: readonly Evidence[], grid: Grid = DEFAULT_GRID): AbilityEstimate {
  let lw = priorLogWeights(grid);
  for (const e of evidence) lw = addEvidence(lw, e, grid);
  return eap(lw, grid);
}
