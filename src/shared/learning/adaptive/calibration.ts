/**
 * Item calibration from real answers (issue 24, ADR 053): a Bayesian (MAP) re-estimate of each item's 2PL
 * difficulty b and (from MIN_RESPONSES_FOR_A answers) discrimination a, with the predicted values as the prior, so an item with few answers stays
 * near its prediction and one with many follows the data. Abilities come from the tests the answers were given
 * in (posterior mean and SD); their uncertainty is integrated out with the probit approximation
 * P ≈ σ(a(θ − b) / √(1 + π a² sd² / 8)), otherwise EAP shrinkage would make every item look less discriminating.
 * An item's guessing floor c (Read and Select's yes/no words: 0.5) is the engine's, fixed, not estimated: fitting a
 * 2PL to answers a learner gets right half the time by guessing pulled every word's b down and its a towards zero.
 * Pure: the hourly job and `npm run simulate` run the same code.
 */
import { clampB } from '../difficulty.ts';
import { effectiveParts, type ItemParams } from './irt.ts';

export interface CalibrationResponse {
  /** Ability estimate (logits) of the test taker in the skill the item feeds, and its posterior SD. */
  theta: number;
  sd: number;
  /** Share of credit in [0, 1] over `parts` scored parts. */
  score: number;
  parts: number;
}

export type CalibrationFlag = 'misfit' | 'noneCorrect' | 'allCorrect';

export interface Calibration extends ItemParams {
  responses: number;
  /** Mean share of credit. */
  pCorrect: number;
  /** Outfit mean square: mean squared standardized residual (≈ 1 when the 2PL fits). */
  outfit: number;
  flags: CalibrationFlag[];
}

/** Below this many answers an item keeps its predicted parameters. */
export const MIN_RESPONSES = 40;
/**
 * Below this many answers only b is re-estimated and a stays predicted: from ~40–100 answers with estimated
 * abilities, a's estimate is mostly noise (simulated r with the truth .28 → .24), and noisy weights made new tests'
 * scores worse (RMSE 6.7 → 6.9 points) even as b improved. ADR 053.
 */
export const MIN_RESPONSES_FOR_A = 300;
/** Prior SDs around the prediction: difficulty predictors reach r ≈ .6–.75 (ADR 014), a is known less well. */
export const PRIOR_SD_B = 0.8;
export const PRIOR_SD_LOG_A = 0.35;
/** An outfit above this with enough answers means the item does not behave like the model says. */
export const MISFIT_OUTFIT = 1.6;
/** Nobody (or everybody) gets it right: under 2 % (over 98 %) credit. */
export const EXTREME_SHARE = 0.02;
const A_RANGE = [0.2, 3.5] as const;

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** Probability of a right part for a test taker known only up to N(theta, sd²), above the item's guessing floor. */
export function marginalP(theta: number, sd: number, item: ItemParams): number {
  const c = item.c ?? 0;
  return c + (1 - c) * sigmoid((item.a * (theta - item.b)) / Math.sqrt(1 + (Math.PI * item.a * item.a * sd * sd) / 8));
}

export function logPosterior(prior: ItemParams, responses: readonly CalibrationResponse[], b: number, logA: number): number {
  const a = Math.exp(logA);
  let lp = -0.5 * ((b - prior.b) / PRIOR_SD_B) ** 2 - 0.5 * ((logA - Math.log(prior.a)) / PRIOR_SD_LOG_A) ** 2;
  for (const r of responses) {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, marginalP(r.theta, r.sd, { a, b, c: prior.c })));
    const n = effectiveParts(r.parts);
    lp += n * (r.score * Math.log(p) + (1 - r.score) * Math.log(1 - p));
  }
  return lp;
}

/** Golden-section maximum of f on [lo, hi] (f is unimodal there: the log-posterior is concave in each parameter). */
function argmax(f: (x: number) => number, lo: number, hi: number, iterations = 40): number {
  const g = (Math.sqrt(5) - 1) / 2;
  let a = lo, b = hi;
  let c = b - g * (b - a), d = a + g * (b - a);
  let fc = f(c), fd = f(d);
  for (let i = 0; i < iterations; i++) {
    if (fc > fd) { b = d; d = c; fd = fc; c = b - g * (b - a); fc = f(c); }
    else { a = c; c = d; fc = fd; d = a + g * (b - a); fd = f(d); }
  }
  return (a + b) / 2;
}

/** Below this correlation between credit and ability the item does not measure what the test measures. */
export const MIN_ITEM_ABILITY_R = 0.05;

/** Pearson correlation of credit with ability (point-biserial for right/wrong items); 1 when either is constant. */
export function itemAbilityCorrelation(responses: readonly CalibrationResponse[]): number {
  const n = responses.length;
  const mt = responses.reduce((t, r) => t + r.theta, 0) / n, ms = responses.reduce((t, r) => t + r.score, 0) / n;
  let sts = 0, stt = 0, sss = 0;
  for (const r of responses) { sts += (r.theta - mt) * (r.score - ms); stt += (r.theta - mt) ** 2; sss += (r.score - ms) ** 2; }
  return stt && sss ? sts / Math.sqrt(stt * sss) : 1;
}

/** MAP (b, a) by alternating one-dimensional maximisation; null below MIN_RESPONSES. */
export function calibrateItem(prior: ItemParams, responses: readonly CalibrationResponse[], minResponses = MIN_RESPONSES): Calibration | null {
  if (responses.length < minResponses) return null;
  let b = prior.b;
  let logA = Math.log(prior.a);
  const estimateA = responses.length >= MIN_RESPONSES_FOR_A;
  for (let round = 0; round < (estimateA ? 6 : 1); round++) {
    b = argmax((x) => logPosterior(prior, responses, x, logA), prior.b - 4 * PRIOR_SD_B, prior.b + 4 * PRIOR_SD_B);
    if (estimateA) logA = argmax((x) => logPosterior(prior, responses, b, x), Math.log(A_RANGE[0]), Math.log(A_RANGE[1]));
  }
  const a = Math.exp(logA);
  b = clampB(b);
  let sq = 0, credit = 0;
  for (const r of responses) {
    const p = marginalP(r.theta, r.sd, { a, b, c: prior.c });
    // Residual of the share of credit over the parts' effective count (a binomial share's variance).
    sq += ((r.score - p) ** 2 * effectiveParts(r.parts)) / Math.max(1e-6, p * (1 - p));
    credit += r.score;
  }
  const pCorrect = credit / responses.length;
  const outfit = sq / responses.length;
  const flags: CalibrationFlag[] = [];
  // a is kept positive, so an item that stronger learners fail more often shows as a flat item, not a large
  // outfit: the item–ability correlation catches it.
  if (outfit > MISFIT_OUTFIT || itemAbilityCorrelation(responses) < MIN_ITEM_ABILITY_R) flags.push('misfit');
  if (pCorrect < EXTREME_SHARE) flags.push('noneCorrect');
  if (pCorrect > 1 - EXTREME_SHARE) flags.push('allCorrect');
  return { a: Math.round(a * 1000) / 1000, b: Math.round(b * 1000) / 1000, responses: responses.length, pCorrect, outfit, flags };
}

/** Items given in more than `cap` of the last `tests` tests (once there are enough tests for a rate to mean something). */
export function overexposed(issued: ReadonlyMap<string, number>, tests: number, cap = 0.2, minTests = 50): Set<string> {
  const out = new Set<string>();
  if (tests < minTests) return out;
  for (const [id, n] of issued) if (n / tests > cap) out.add(id);
  return out;
}
