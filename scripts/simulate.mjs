// Runs simulated candidates through the adaptive engine with the real bank's item parameters (ADR 023).
// Usage: npm run simulate [-- --candidates 1000 --seed 20261123]
import { readFileSync } from 'node:fs';
import { poolsFromSeed } from '../src/shared/learning/adaptive/bank-pools.ts';
import { buildPlan, DIAGNOSTIC, FULL_MOCK } from '../src/shared/learning/adaptive/plan.ts';
import { seededRandom } from '../src/shared/learning/adaptive/random.ts';
import { simulate, simulateConstant, simulatePredictor, SIMULATION_DEFAULTS } from '../src/shared/learning/adaptive/simulation.ts';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const candidates = arg('candidates', 1000);
const seed = arg('seed', 20261123);

const pools = poolsFromSeed(readFileSync(new URL('./bank/generated/question-bank.sql', import.meta.url), 'utf8'));
const total = Object.values(pools).reduce((t, p) => t + p.length, 0);

const fmt = (x, d = 2) => x.toFixed(d);
for (const [name, config] of [['Full mock', FULL_MOCK], ['Diagnostic', DIAGNOSTIC]]) {
  const plan = buildPlan(config);
  const r = simulate(plan, pools, { ...SIMULATION_DEFAULTS, candidates, seed }, seededRandom(seed));
  console.log(`\n${name}: ${plan.slots.length} items, time limit ${Math.round(plan.timeLimitSeconds / 60)} min; bank of ${total} items`);
  console.log(`  candidates ${r.candidates} (${r.tests} tests, two per candidate), skill correlation ${SIMULATION_DEFAULTS.skillCorrelation}`);
  console.log(`  overall score: bias ${fmt(r.bias)} points, RMSE ${fmt(r.rmse)} points, r(true, estimated) ${fmt(r.correlation, 3)}`);
  console.log(`  95 % band: coverage ${fmt(100 * r.coverage95, 1)} %, mean width ${fmt(r.meanBandWidth, 1)} points`);
  console.log(`  most exposed item: ${r.maxExposure.itemId} in ${fmt(100 * r.maxExposure.rate, 1)} % of tests`);
  console.log(`  two tests of one candidate: ${fmt(100 * r.meanRetestOverlap, 1)} % items shared, r(test, retest) ${fmt(r.retestCorrelation, 3)}`);
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
for (const [label, use] of [['one full mock (0–60 days old)', 'mock'], ['60 practice answers only', 'practice'], ['mock + practice', 'both']]) {
  const r = simulatePredictor(mockPlan, pools, { ...SIMULATION_DEFAULTS, candidates, seed }, seededRandom(seed + 1), use);
  console.log(`  ${label}: 95 % interval coverage ${fmt(100 * r.coverage95, 1)} %, mean width ${fmt(r.meanBandWidth, 1)} points, RMSE ${fmt(r.rmse, 2)} points`);
}
