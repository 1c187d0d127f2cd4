/**
 * Word frequency and spelling from the compact generated list (scripts/correction/word-list.mjs): rank by
 * SUBTLEX-US frequency, known spellings, and one-edit spelling suggestions. Pure and shared by worker and client.
 */
import { WORDS_BY_FREQUENCY } from './word-list.generated.ts';
import { baseForms, type SuffixRule } from '../base-forms.ts';

const LIST = WORDS_BY_FREQUENCY.split(' ');
const RANK = new Map<string, number>(LIST.map((w, i) => [w, i]));

/** Words beyond this rank count as rare (DESIGN §7: share of words beyond the top 2k). */
export const COMMON_WORDS = 2000;

const INFLECTIONS: readonly SuffixRule[] = [['ies', 'y'], ['ied', 'y'], ['ier', 'y'], ['iest', 'y'], ['ily', 'y'], ['es', ''], ['s', ''], ['ed', ''], ['ed', 'e'],
  ['ing', ''], ['ing', 'e'], ['er', ''], ['er', 'e'], ['est', ''], ['est', 'e'], ['ly', ''], ['ness', ''], ['ment', ''], ['ful', ''], ['less', ''],
  ['able', ''], ['able', 'e'], ['ably', ''], ['ity', ''], ['ation', 'e'], ['ize', ''], ['ise', '']];
const PREFIXES = ['re', 'un', 'dis', 'non', 'over', 'under', 'pre', 'mis', 'out', 'self'];


/** Frequency rank of a word or of its base form, whichever is more frequent (0 = most frequent); Infinity when unknown. */
export function frequencyRank(word: string): number {
  const w = word.toLowerCase().split("'")[0]!;
  // The rank of the word's family: an inflected form is as common as its most frequent base (houses ~ house).
  let best = RANK.get(w) ?? Infinity;
  for (const b of baseForms(w, INFLECTIONS)) best = Math.min(best, RANK.get(b) ?? Infinity);
  if (best === Infinity) {
    // The list is American (SUBTLEX-US): British spellings count as the same word.
    const american = w.replace(/our(s|ed|ing|ite|ites|hood|hoods|able)?$/, 'or$1').replace(/is(e|ed|es|ing|ation|ations)$/, 'iz$1').replace(/tre(s?)$/, 'ter$1').replace(/ll(ed|ing|er|ers)$/, 'l$1');
    if (american !== w) {
      const r = frequencyRank(american);
      if (r !== Infinity) return r;
    }
    // A known word with a productive prefix (reusing, unhealthy) is spelled right; rank it as rare.
    for (const p of PREFIXES) {
      if (w.startsWith(p) && w.length - p.length >= 4) {
        const rest = w.slice(p.length).replace(/^-/, '');
        if (RANK.has(rest) || baseForms(rest, INFLECTIONS).some((b) => RANK.has(b))) return LIST.length;
      }
    }
  }
  return best;
}

/** Digits, one-letter words and known forms are spelled correctly; so is anything hyphen-joined from known parts. */
export function isKnownSpelling(word: string): boolean {
  const w = word.toLowerCase();
  if (/\d/.test(w)) return true;
  if (w.includes("'")) return isKnownSpelling(w.split("'")[0]!);
  return frequencyRank(w) !== Infinity;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The most frequent known word one edit (or one swap) away, or null. */
export function suggestSpelling(word: string): string | null {
  const w = word.toLowerCase();
  let best: string | null = null;
  let bestRank = Infinity;
  const consider = (c: string) => {
    const r = RANK.get(c);
    if (r !== undefined && r < bestRank) { best = c; bestRank = r; }
  };
  for (let i = 0; i <= w.length; i++) {
    const a = w.slice(0, i);
    const b = w.slice(i);
    if (b) consider(a + b.slice(1));
    if (b.length > 1) consider(a + b[1] + b[0] + b.slice(2));
    for (const l of LETTERS) {
      if (b) consider(a + l + b.slice(1));
      consider(a + l + b);
    }
  }
  return best;
}
