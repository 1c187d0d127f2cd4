/**
 * Issue 23: a candidate who answers every Read and Select word the same way must not get a reading score above
 * chance. Runs the real engine (plans, word mix, selection, EAP, score mapping) on the committed bank.
 */
import { describe, expect, it } from 'vitest';
import seed from '../../../../scripts/bank/generated/question-bank.sql?raw';
import { poolsFromSeed } from './bank-pools.ts';
import { buildPlan, DIAGNOSTIC, FULL_MOCK, type Plan } from './plan.ts';
import { seededRandom } from './random.ts';
import { simulateConstant, simulateTest, SIMULATION_DEFAULTS } from './simulation.ts';
import { mixWords } from './word-mix.ts';
import { nextItem, startSession } from './session.ts';
import { CEFR_TABLE } from './scores.ts';
import { NO_EXPOSURE } from './item-selection.ts';

const pools = poolsFromSeed(seed);
/** The bottom band: below the first CEFR cut above A1/A2 (60). */
const BOTTOM_BAND_TOP = CEFR_TABLE.cuts[1]!.min;
const WORDS_ONLY = buildPlan({ kind: 'full', scale: 1, counts: { 'read-and-select': 18 } });

function readings(plan: Plan, strategy: 'always-yes' | 'always-no', runs: number, seedValue: number) {
  const random = seededRandom(seedValue);
  return Array.from({ length: runs }, () => simulateConstant(plan, pools, strategy, random));
}

describe('constant answers to Read and Select', () => {
  for (const [name, plan] of [['diagnostic', buildPlan(DIAGNOSTIC)], ['full mock', buildPlan(FULL_MOCK)], ['18 words and nothing else', WORDS_ONLY]] as const) {
    for (const strategy of ['always-yes', 'always-no'] as const) {
      it(`${strategy} lands in the bottom band of Reading (${name})`, () => {
        const runs = readings(plan, strategy, 12, 23);
        for (const r of runs) {
          expect(r.readAndSelectRight / r.readAndSelectWords).toBeGreaterThanOrEqual(0.4);
          expect(r.readAndSelectRight / r.readAndSelectWords).toBeLessThanOrEqual(0.6);
          expect(r.reading).toBeLessThan(BOTTOM_BAND_TOP);
        }
      });
    }
  }

  it('still measures: honest strong and weak candidates are told apart by the 18 words alone', () => {
    const random = seededRandom(5);
    const meanOverall = (theta: number) => {
      const truth = { reading: theta, listening: theta, writing: theta, speaking: theta };
      const runs = Array.from({ length: 12 }, () => simulateTest(WORDS_ONLY, pools, truth, { ...SIMULATION_DEFAULTS, candidates: 1, seed: 5 }, random, NO_EXPOSURE));
      for (const r of runs) expect(r.itemIds).toHaveLength(18);
      return runs.reduce((t, r) => t + r.raw, 0) / runs.length;
    };
    // Only reading has evidence, so overall = (reading + 3 × 85) / 4: a 2-logit gap in reading (50 points) shows
    // as at least 8 points of overall after the prior's shrinkage.
    expect(meanOverall(1)).toBeGreaterThan(meanOverall(-1) + 8);
  });
});

describe('the word mix', () => {
  it('gives half real and half pseudo-words in a shuffled order that differs between tests', () => {
    const plan = buildPlan(FULL_MOCK);
    const random = seededRandom(11);
    const orders = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const kinds = mixWords(plan, random).slots.filter((s) => s.type === 'read-and-select').map((s) => s.real);
      expect(kinds).toHaveLength(15);
      const real = kinds.filter(Boolean).length;
      expect([7, 8]).toContain(real);
      orders.add(kinds.map((k) => (k ? 'R' : 'P')).join(''));
    }
    expect(orders.size).toBeGreaterThan(15);
    // Other task types carry no word kind.
    expect(mixWords(plan, random).slots.filter((s) => s.type !== 'read-and-select' && s.real !== undefined)).toHaveLength(0);
  });

  it('the engine gives a word of the kind each slot asks for', () => {
    const plan = mixWords(WORDS_ONLY, seededRandom(2));
    let state = startSession();
    for (const slot of plan.slots) {
      const item = nextItem(state, plan, pools, seededRandom(slot.index))!;
      expect(item.real).toBe(slot.real);
      state = { ...state, position: state.position + 1, itemIds: [...state.itemIds, item.id] };
    }
  });
});
