/**
 * Which Read and Select slots of a test show a real word and which a pseudo-word (issue 23). The test shows both
 * kinds in every grid; we give them in equal numbers, so a constant "yes" or "no" is right exactly half the time
 * (the guessing floor of evidence.ts then reads that as chance). The order is shuffled per test, so the next
 * word's kind cannot be predicted from the position.
 */
import type { Plan } from './plan.ts';
import type { Random } from './random.ts';

/** Share of real words among the Read and Select words of a test. */
export const REAL_WORD_SHARE = 0.5;

/** The plan with `real` set on every Read and Select slot: ⌊n/2⌋ or ⌈n/2⌉ real words (odd n: a coin decides). */
export function mixWords(plan: Plan, random: Random): Plan {
  const positions = plan.slots.filter((s) => s.type === 'read-and-select').map((s) => s.index);
  const exact = positions.length * REAL_WORD_SHARE;
  const real = Math.floor(exact) + (random() < exact - Math.floor(exact) ? 1 : 0);
  const kinds = positions.map((_, i) => i < real);
  // Fisher–Yates: every arrangement of the real and pseudo slots is equally likely.
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!];
  }
  const kindAt = new Map(positions.map((p, i) => [p, kinds[i]!]));
  return { ...plan, slots: plan.slots.map((s) => (kindAt.has(s.index) ? { ...s, real: kindAt.get(s.index)! } : s)) };
}
