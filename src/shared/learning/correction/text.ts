/**
 * Tokenising an answer for the correction features: sentences and word tokens with their character offsets, so
 * every finding can point back at the learner's own text (inline corrections).
 */
export interface Token {
  /** The word as typed. */
  text: string;
  /** Lowercase form used for counting; contractions keep their apostrophe ("don't"). */
  lower: string;
  start: number;
  end: number;
  /** Index of the sentence the token belongs to. */
  sentence: number;
}

export interface Sentence {
  text: string;
  start: number;
  end: number;
}

const APOSTROPHES = /[\u2018\u2019\u02BC]/g;
const WORD = /[\p{L}\p{N}]+(?:['\u2019][\p{L}]+)*/gu;

/** Sentences end at . ! ? (one or more) followed by space or the end; a line break also ends one. */
export function sentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  const re = /[^.!?\n]+(?:[.!?]+|(?=\n)|$)/g;
  for (const m of text.matchAll(re)) {
    const raw = m[0];
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (!/[\p{L}\p{N}]/u.test(trimmed)) continue;
    out.push({ text: trimmed, start: m.index + lead, end: m.index + lead + trimmed.length });
  }
  return out;
}

export function tokens(text: string): Token[] {
  const sents = sentences(text);
  const out: Token[] = [];
  let s = 0;
  for (const m of text.matchAll(WORD)) {
    while (s < sents.length - 1 && m.index >= sents[s]!.end) s++;
    out.push({ text: m[0], lower: m[0].replace(APOSTROPHES, "'").toLowerCase(), start: m.index, end: m.index + m[0].length, sentence: s });
  }
  return out;
}

/** Lowercase words without contraction endings ("don't" → "don", as the frequency list counts them). */
export function wordStems(text: string): string[] {
  return tokens(text).map((t) => t.lower.split("'")[0]!).filter((w) => /\p{L}/u.test(w));
}

export const STOPWORDS = new Set(('a an the and or but so if of to in on at by for with from as is are was were be been being am do does did '
  + 'have has had i you he she it we they me him her us them my your his its our their this that these those there here '
  + 'not no yes can could will would should may might must shall just very also too than then about into over more most '
  + 'some any all each every one what which who whom whose when where why how because while although though').split(' '));

/** Crude suffix stripping for comparing content words (students/student, learning/learn). */
export function stem(word: string): string {
  const w = word.toLowerCase();
  for (const suffix of ['ational', 'ization', 'ations', 'ation', 'ingly', 'ments', 'ment', 'ness', 'ings', 'ing', 'ies', 'ied', 'ers', 'er', 'ed', 'es', 'ly', 's']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) return suffix === 'ies' || suffix === 'ied' ? w.slice(0, -3) + 'y' : w.slice(0, -suffix.length);
  }
  return w;
}
