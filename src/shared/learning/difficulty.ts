/**
 * Predicted item difficulty before any response data (DESIGN §7). Features become a 2PL difficulty `b` on the
 * logit scale, mapped linearly to the 10–160 score scale (b = 0 ↔ 85, one logit = 25 points). Coefficients are
 * set by hand from the direction of effects in the literature (rarer, longer words and longer, rarer-worded
 * sentences are harder); calibration (Rasch/2PL on real answers) replaces `b` per item later (bSource).
 */
import type { Cefr } from '../exam/items.ts';

export const SCALE = { min: 10, max: 160, step: 5, centre: 85, pointsPerLogit: 25 } as const;

/** Anchor of each intended CEFR level on the logit scale (midpoints of the score bands in src/shared/exam). */
const CEFR_B: Record<Cefr, number> = { A1: -2.4, A2: -1.6, B1: -0.6, B2: 0.4, C1: 1.4, C2: 2.4 };

export function clampB(b: number): number {
  return Math.max(-3, Math.min(3, b));
}

export function scoreFromB(b: number): number {
  const raw = SCALE.centre + SCALE.pointsPerLogit * clampB(b);
  return Math.max(SCALE.min, Math.min(SCALE.max, Math.round(raw / SCALE.step) * SCALE.step));
}

export function bFromScore(score: number): number {
  return (score - SCALE.centre) / SCALE.pointsPerLogit;
}

export interface Prediction { b: number; a: number; difficulty: number }

const predicted = (b: number, a: number): Prediction => ({ b: Math.round(clampB(b) * 1000) / 1000, a, difficulty: scoreFromB(b) });

/**
 * A real word: Zipf frequency (log10 per billion; 7 = "the", 1 = very rare) dominates; length and syllables add a
 * little. A word at Zipf 4 with 6 letters is about B1.
 */
export function predictRealWord(f: { zipf: number; letters: number; syllables: number }): Prediction {
  const b = -0.85 * (f.zipf - 3.4) + 0.06 * (f.letters - 6) + 0.12 * (f.syllables - 2);
  return predicted(b, 1.2);
}

/**
 * A pseudo-word: the more English it looks (mean character-trigram log-probability, standardised across the
 * generated set as `wordlikeness` z-score), the harder it is to reject; longer strings are slightly easier to
 * reject because more can go wrong in them.
 */
export function predictPseudoWord(f: { wordlikeness: number; letters: number }): Prediction {
  const b = 0.9 * f.wordlikeness - 0.05 * (f.letters - 6) - 0.2;
  return predicted(b, 1.0);
}

/** Flesch reading ease from counts. */
export function fleschReadingEase(c: { words: number; sentences: number; syllables: number }): number {
  if (c.words === 0 || c.sentences === 0) return 100;
  return 206.835 - 1.015 * (c.words / c.sentences) - 84.6 * (c.syllables / c.words);
}

/**
 * A sentence or passage: mean sentence length, share of rare words (Zipf < 3) and readability, blended half and
 * half with the author's intended CEFR level (the only other evidence there is before calibration).
 */
export function predictText(f: { meanSentenceWords: number; rareShare: number; flesch: number; cefr: Cefr; gapLetters?: number }, a = 1.0): Prediction {
  const features = 0.05 * (f.meanSentenceWords - 15) + 4 * (f.rareShare - 0.08) - 0.025 * (f.flesch - 60) + 0.08 * ((f.gapLetters ?? 4) - 4);
  const b = 0.5 * CEFR_B[f.cefr] + 0.5 * features;
  return predicted(b, a);
}

/** Open tasks have no key to be right or wrong about; their level comes from the intended CEFR level. */
export function predictFromCefr(cefr: Cefr, a = 0.8): Prediction {
  return predicted(CEFR_B[cefr], a);
}

/** 2PL probability of a correct answer at ability theta. */
export function probabilityCorrect(theta: number, item: { a: number; b: number }): number {
  return 1 / (1 + Math.exp(-item.a * (theta - item.b)));
}
