// Simulated learners following the daily plan vs practising uniformly at random, 4 weeks (issue 28, ADR 055).
// Usage: npm run simulate:plan [-- --learners 1000 --seed 20261127 --minutes 30]
import { seededRandom } from '../src/shared/learning/adaptive/random.ts';
import { GROWTH } from '../src/shared/learning/planning/growth.ts';
import { PLAN_SIMULATION_DEFAULTS, simulatePlans } from '../src/shared/learning/planning/simulation.ts';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const seed = arg('seed', 20261127);
const base = { ...PLAN_SIMULATION_DEFAULTS, learners: arg('learners', 1000), minutesPerDay: arg('minutes', 30) };
const f = (x) => (x >= 0 ? '+' : '') + x.toFixed(2);

// The advantage rests on assumptions; each row changes one of them so the reader sees which carry it.
const rows = [
  ['growth model as stated (ADR 055)', base],
  ['no slowdown with level', { ...base, growth: { ...GROWTH, levelSlowdown: 0 } }],
  ['no penalty for massed practice', { ...base, growth: { ...GROWTH, massedPractice: 1 } }],
  ['neither', { ...base, growth: { ...GROWTH, levelSlowdown: 0, massedPractice: 1 } }],
  ['planner sees skills with SD 1.0 (no diagnostic)', { ...base, estimateSd: 1.0 }],
];
console.log(`${base.learners} learners, ${base.days} days x ${base.minutesPerDay} min, seed ${seed}; overall score gain in points`);
console.log('| assumption | plan | random | difference (95 % CI) | plan better for | weakest skill: plan / random |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [name, config] of rows) {
  const r = simulatePlans(config, seededRandom(seed));
  console.log(`| ${name} | ${f(r.meanGainPlan)} | ${f(r.meanGainRandom)} | ${f(r.meanDifference)} (${f(r.differenceLow)} … ${f(r.differenceHigh)}) | ${(100 * r.planBetterShare).toFixed(1)} % | ${f(r.weakestGainPlan)} / ${f(r.weakestGainRandom)} |`);
}
