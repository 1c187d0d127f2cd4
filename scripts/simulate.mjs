// Runs simulated candidates through the adaptive engine with the real bank's item parameters (ADR 023), then the
// calibration run (ADR 053), and checks every figure against its threshold (simulation-checks.ts): the script
// exits 1 when one falls short, so a broken engine cannot print good-looking numbers and pass.
// Usage: npm run simulate [-- --candidates 1000 --seed 20261123 --calibration-learners 4000 --degrade]
// --degrade shuffles the item difficulties the engine believes (a broken bank) to show the checks fail.
import { readFileSync } from 'node:fs';
import { poolsFromSeed } from '../src/shared/learning/adaptive/bank-pools.ts';
import { buildPlan, DIAGNOSTIC, FULL_MOCK } from '../src/shared/learning/adaptive/plan.ts';
import { seededRandom } from '../src/shared/learning/adaptive/random.ts';
import { simulate, simulateConstant, simulatePredictor, SIMULATION_DEFAULTS } from '../src/shared/learning/adaptive/simulation.ts';
import { CALIBRATION_SIM_DEFAULTS, simulateCalibration } from '../src/shared/learning/adaptive/calibration-simulation.ts';
import { checkFigures } from '../src/shared/learning/adaptive/simulation-checks.ts';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const candidates = arg('candidates', 1000);
const seed = arg('seed', 20261123);
const learners = arg('calibration-learners', CALIBRATION_SIM_DEFAULTS.learners);
const degrade = process.argv.includes('--degrade');

const pools = poolsFromSeed(readFileSync(new URL('./bank/generated/question-bank.sql', import.meta.url), 'utf8'));
if (degrade) {
  // The engine believes reversed difficulties: answers still follow the true ones inside simulate().
  const random = seededRandom(seed + 99);
  for (const pool of Object.values(pools)) {
    const bs = pool.map((i) => i.b);
    for (let i = bs.length - 1; i > 0; i--) { const j = Math.floor(random() * (i + 1)); [bs[i], bs[j]] = [bs[j], bs[i]]; }
    pool.forEach((item, i) => { item.truth = { a: item.a, b: item.b }; item.b = bs[i]; });
  }
}
const total = Object.values(pools).reduce((t, p) => t + p.length, 0);
const figures = {};

const fmt = (x, d = 2) => x.toFixed(d);
for (const [name, key, config] of [['Full mock', 'full mock', FULL_MOCK], ['Diagnostic', 'diagnostic', DIAGNOSTIC]]) {
  const plan = buildPlan(config);
  const r = simulate(plan, pools, { ...SIMULATION_DEFAULTS, candidates, seed }, seededRandom(seed));
  console.log(`\n${name}: ${plan.slots.length} items, time limit ${Math.round(plan.timeLimitSeconds / 60)} min; bank of ${total} items`);
  console.log(`  candidates ${r.candidates} (${r.tests} tests, two per candidate), skill correlation ${SIMULATION_DEFAULTS.skillCorrelation}`);
  console.log(`  overall score: bias ${fmt(r.bias)} points, RMSE ${fmt(r.rmse)} points, r(true, estimated) ${fmt(r.correlation, 3)}`);
  console.log(`  95 % band: coverage ${fmt(100 * r.coverage95, 1)} %, mean width ${fmt(r.meanBandWidth, 1)} points`);
  console.log(`  most exposed item: ${r.maxExposure.itemId} in ${fmt(100 * r.maxExposure.rate, 1)} % of tests`);
  console.log(`  two tests of one candidate: ${fmt(100 * r.meanRetestOverlap, 1)} % items shared, r(test, retest) ${fmt(r.retestCorrelation, 3)}`);
  Object.assign(figures, {
    [`${key} r(true, estimated)`]: r.correlation, [`${key} 95 % band coverage`]: r.coverage95, [`${key} |bias|`]: Math.abs(r.bias),
    [`${key} RMSE`]: r.rmse, [`${key} most exposed item`]: r.maxExposure.rate, [`${key} r(test, retest)`]: r.retestCorrelation,
  });
  for (const strategy of ['always-yes', 'always-no']) {
    const random = seededRandom(seed + 7);
    const runs = Array.from({ length: 200 }, () => simulateConstant(plan, pools, strategy, random));
    const reading = runs.map((x) => x.reading);
    const right = runs.reduce((t, x) => t + x.readAndSelectRight, 0) / runs.reduce((t, x) => t + x.readAndSelectWords, 0);
    console.log(`  ${strategy} candidate (200 tests): Read and Select ${fmt(100 * right, 1)} % right, Reading ${Math.min(...reading)}–${Math.max(...reading)} (bottom band below 60)`);
  }
}

const mockPlan = buildPlan(FULL_MOCK);
console.log(`\nScore predictor vs a simulated official score (${candidates} candidates per line):`);
for (const [label, key, use] of [['one full mock (0–60 days old)', 'one mock', 'mock'], ['60 practice answers only', 'practice only', 'practice'], ['mock + practice', 'mock + practice', 'both']]) {
  const r = simulatePredictor(mockPlan, pools, { ...SIMULATION_DEFAULTS, candidates, seed }, seededRandom(seed + 1), use);
  console.log(`  ${label}: 95 % interval coverage ${fmt(100 * r.coverage95, 1)} %, mean width ${fmt(r.meanBandWidth, 1)} points, RMSE ${fmt(r.rmse, 2)} points`);
  figures[`predictor (${key}) 95 % coverage`] = r.coverage95;
}

const sim = { ...CALIBRATION_SIM_DEFAULTS, learners };
const c = simulateCalibration(mockPlan, pools, { ...SIMULATION_DEFAULTS, candidates, seed }, sim, seededRandom(seed + 2));
console.log(`\nCalibration (${sim.learners} learners, one full mock each; true b = predicted + ${sim.shift} + N(0, ${sim.bNoise}²), true a = predicted · e^N(0, ${sim.logANoise}²)):`);
console.log(`  items calibrated ${c.calibrated} of ${c.items} (≥ 40 answers; ${fmt(c.meanResponses, 0)} answers each on average), flagged ${c.flagged}`);
console.log(`  b against the truth: r ${fmt(c.rBefore, 3)} → ${fmt(c.rAfter, 3)}, RMSE ${fmt(c.rmseBefore, 3)} → ${fmt(c.rmseAfter, 3)} logits; a: r ${fmt(c.rABefore, 3)} → ${fmt(c.rAAfter, 3)}`);
console.log(`  overall score of ${sim.checkLearners} new tests vs truth: bias ${fmt(c.scoreBiasBefore)} → ${fmt(c.scoreBiasAfter)} points, RMSE ${fmt(c.scoreRmseBefore)} → ${fmt(c.scoreRmseAfter)} points`);
Object.assign(figures, { 'calibration r(true b, calibrated b)': c.rAfter, 'calibration RMSE of b': c.rmseAfter, 'calibration score bias reduction': Math.abs(c.scoreBiasBefore) - Math.abs(c.scoreBiasAfter) });

const results = checkFigures(figures);
console.log('\nThresholds:');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.figure} = ${r.value === undefined ? 'not measured' : fmt(r.value, 3)} (needs ${r.rule})`);
const failed = results.filter((r) => !r.ok);
if (failed.length) {
  console.error(`\nsimulate: ${failed.length} figure(s) under their threshold`);
  process.exitCode = 1;
}
