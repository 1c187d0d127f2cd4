/** Shared credit rules: letters in a gap, a typed word, a highlighted span. */
import { slipDistance } from '../edit-distance.ts';
import { normalizeLetters, words } from '../normalize.ts';

/**
 * Credit for letters typed into a gap: share of letters right in their place, over the longer of the two strings
 * (so extra letters cost as much as missing ones). Exact = 1, empty = 0.
 */
export function letterCredit(given: string, expected: string): number {
  const g = [...normalizeLetters(given)];
  const e = [...normalizeLetters(expected)];
  if (e.length === 0) return g.length === 0 ? 1 : 0;
  if (g.length === 0) return 0;
  let right = 0;
  for (let i = 0; i < Math.min(g.length, e.length); i++) if (g[i] === e[i]) right++;
  return right / Math.max(g.length, e.length);
}

/** A whole typed word: exact = 1; one slip (distance 1) in a word of 5+ letters = 0.5; otherwise 0. */
export function typedWordCredit(given: string, expected: string): number {
  const g = normalizeLetters(given);
  const e = normalizeLetters(expected);
  if (g === e) return 1;
  if (g && e.length >= 5 && slipDistance(g, e) === 1) return 0.5;
  return 0;
}

/**
 * A highlighted span against the key span: exact (after normalisation) = 1, else the F1 of shared words, so a
 * selection that covers the answer plus a few extra words earns most of the credit, a wrong sentence none.
 */
export function spanCredit(given: string | null, expected: string): number {
  if (!given) return 0;
  const g = words(given);
  const e = words(expected);
  if (g.length === 0 || e.length === 0) return 0;
  if (g.join(' ') === e.join(' ')) return 1;
  const pool = new Map<string, number>();
  for (const w of e) pool.set(w, (pool.get(w) ?? 0) + 1);
  let shared = 0;
  for (const w of g) {
    const n = pool.get(w) ?? 0;
    if (n > 0) { shared++; pool.set(w, n - 1); }
  }
  if (shared === 0) return 0;
  const precision = shared / g.length;
  const recall = shared / e.length;
  return round((2 * precision * recall) / (precision + recall));
}

export function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

export function mean(xs: readonly number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length;
}
