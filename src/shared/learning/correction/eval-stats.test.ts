import { describe, expect, it } from 'vitest';
import { checkEval, crossValidate, fitRidge, predictRidge, quadraticKappa, type HeldOut } from './eval-stats.ts';

const heldOut = (qwk: number, pearson = 0.9): HeldOut => ({ qwk, pearson, meanAbs: 5, predicted: [] });

describe('npm run eval: held-out figures and thresholds that fail', () => {
  it('passes a scorer above its thresholds and both baselines', () => {
    expect(checkEval({ scorer: heldOut(0.8), length: heldOut(0.5), distinct: heldOut(0.6) })).toEqual([]);
  });

  it('fails a scorer that loses to a word count, or falls under its own thresholds', () => {
    // The external figures: scorer .38, length .51, distinct words .60.
    const problems = checkEval({ scorer: heldOut(0.38, 0.5), length: heldOut(0.51), distinct: heldOut(0.6) });
    expect(problems.some((p) => p.includes('length-only'))).toBe(true);
    expect(problems.some((p) => p.includes('distinct-words'))).toBe(true);
    expect(problems.some((p) => p.startsWith('QWK 0.380 <'))).toBe(true);
    expect(problems.some((p) => p.startsWith('Pearson'))).toBe(true);
    expect(checkEval({ scorer: heldOut(0.8), length: heldOut(0.8), distinct: heldOut(0.5) })).toHaveLength(1);
    expect(checkEval({ scorer: heldOut(Number.NaN), length: heldOut(0.5), distinct: heldOut(0.5) }).length).toBeGreaterThan(0);
  });

  it('quadratic kappa is 1 for agreement, 0 for chance-like and punishes far misses more than near ones', () => {
    expect(quadraticKappa([0, 1, 2, 3], [0, 1, 2, 3], 4)).toBeCloseTo(1, 9);
    const near = quadraticKappa([0, 1, 2, 3], [1, 1, 2, 3], 4);
    const far = quadraticKappa([0, 1, 2, 3], [3, 1, 2, 3], 4);
    expect(near).toBeGreaterThan(far);
  });

  it('cross-validated predictions never use the answer being predicted', () => {
    // One feature predicts the band except for one outlier: a model fitted with it would be pulled towards it.
    const ex = Array.from({ length: 40 }, (_, i) => ({ features: [i], band: 10 + 3 * i }));
    ex[39] = { features: [39], band: 10 };
    const inSample = predictRidge(fitRidge(ex, 0), [39]);
    const cv = crossValidate(ex, 10, 0);
    expect(Math.abs(cv.predicted[39]! - 10)).toBeGreaterThan(Math.abs(inSample - 10));
    expect(cv.pearson).toBeGreaterThan(0);
  });
});
