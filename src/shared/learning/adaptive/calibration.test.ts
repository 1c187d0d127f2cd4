import { describe, expect, it } from 'vitest';
import { calibrateItem, MIN_RESPONSES, MIN_RESPONSES_FOR_A, overexposed, type CalibrationResponse } from './calibration.ts';
import { responseProbability, type ItemParams } from './irt.ts';
import { normal, seededRandom } from './random.ts';
import { checkFigures, SIMULATION_THRESHOLDS } from './simulation-checks.ts';

/** Answers of `n` test takers (abilities N(0, 1), estimated with error `sd`) to an item that behaves like `truth`. */
function answers(truth: ItemParams, n: number, seed = 7, sd = 0.3): CalibrationResponse[] {
  const random = seededRandom(seed);
  return Array.from({ length: n }, () => {
    const theta = normal(random);
    const score = random() < responseProbability(theta, truth) ? 1 : 0;
    // The test's estimate: the truth plus error, shrunk towards 0 as an EAP is.
    const estimate = (theta + sd * normal(random)) / (1 + sd * sd);
    return { theta: estimate, sd, score, parts: 1 };
  });
}

describe('item calibration (MAP with the prediction as prior)', () => {
  it('keeps the predicted values below the minimum number of answers', () => {
    expect(calibrateItem({ a: 1, b: 0 }, answers({ a: 1, b: 1 }, MIN_RESPONSES - 1))).toBeNull();
  });

  it('moves a wrongly predicted difficulty to the true one, further with more answers', () => {
    const predicted = { a: 1, b: -0.5 };
    const truth = { a: 1.2, b: 0.8 };
    const few = calibrateItem(predicted, answers(truth, 60))!;
    const many = calibrateItem(predicted, answers(truth, 2000))!;
    expect(few.b).toBeGreaterThan(predicted.b);
    expect(Math.abs(many.b - truth.b)).toBeLessThan(0.15);
    expect(Math.abs(many.b - truth.b)).toBeLessThan(Math.abs(few.b - truth.b) + 0.05);
    expect(many.a).toBeGreaterThan(0.9);
    expect(many.a).toBeLessThan(1.6);
    expect(many.flags).toEqual([]);
  });

  it('re-estimates a only from MIN_RESPONSES_FOR_A answers; b moves from MIN_RESPONSES on', () => {
    const predicted = { a: 1, b: -0.5 };
    const truth = { a: 2, b: 0.8 };
    const below = calibrateItem(predicted, answers(truth, MIN_RESPONSES_FOR_A - 1))!;
    expect(below.a).toBe(predicted.a);
    expect(below.b).toBeGreaterThan(0.3);
    const at = calibrateItem(predicted, answers(truth, MIN_RESPONSES_FOR_A))!;
    expect(at.a).toBeGreaterThan(1.2);
  });

  it('keeps a yes/no item\'s guessing floor: half right by chance does not make the item look easy', () => {
    // Read and Select words: c = 0.5 in the engine, so the calibration must use the same floor.
    const truth = { a: 1.2, b: 0.8, c: 0.5 };
    const prior = { a: 1.2, b: 0.2, c: 0.5 };
    const withFloor = calibrateItem(prior, answers(truth, 2000))!;
    expect(Math.abs(withFloor.b - truth.b)).toBeLessThan(0.2);
    // Fitted as a 2PL the same answers put b far below the truth.
    const without = calibrateItem({ a: prior.a, b: prior.b }, answers(truth, 2000))!;
    expect(without.b).toBeLessThan(truth.b - 0.5);
  });

  it('flags an item nobody gets right, and one whose answers do not follow ability (misfit)', () => {
    const none = calibrateItem({ a: 1, b: 0 }, answers({ a: 1, b: 0 }, 200).map((r) => ({ ...r, score: 0 })))!;
    expect(none.flags).toContain('noneCorrect');
    // Strong test takers fail and weak ones pass: the reverse of what the model expects.
    const reversed = calibrateItem({ a: 1.5, b: 0 }, answers({ a: 1.5, b: 0 }, 400).map((r) => ({ ...r, score: r.theta > 0 ? 0 : 1 })))!;
    expect(reversed.flags).toContain('misfit');
  });

  it('finds items given in more than the cap of recent tests, once there are enough tests', () => {
    const issued = new Map([['x', 30], ['y', 10]]);
    expect([...overexposed(issued, 100)]).toEqual(['x']);
    expect(overexposed(issued, 40).size).toBe(0);
  });
});

describe('the simulation thresholds fail a broken engine', () => {
  const good = Object.fromEntries(SIMULATION_THRESHOLDS.map((t) => [t.figure, t.min !== undefined ? t.min + 0.01 : t.max! - 0.01]));
  it('pass figures at their thresholds', () => {
    expect(checkFigures(good).every((r) => r.ok)).toBe(true);
  });
  it('fail coverage under 92 %, r under .95, a missing figure or NaN', () => {
    const fails = (over: Record<string, number>, drop?: string) => {
      const figures: Record<string, number> = { ...good, ...over };
      if (drop) delete figures[drop];
      return checkFigures(figures).filter((r) => !r.ok).map((r) => r.figure);
    };
    expect(fails({ 'full mock 95 % band coverage': 0.91 })).toEqual(['full mock 95 % band coverage']);
    expect(fails({ 'full mock r(true, estimated)': 0.94 })).toEqual(['full mock r(true, estimated)']);
    expect(fails({ 'calibration r(true b, calibrated b)': 0.85 })).toEqual(['calibration r(true b, calibrated b)']);
    expect(fails({ 'full mock RMSE': Number.NaN })).toEqual(['full mock RMSE']);
    expect(fails({}, 'diagnostic RMSE')).toEqual(['diagnostic RMSE']);
  });
});
