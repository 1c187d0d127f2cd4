/**
 * Does an answer share the prompt's key content, even misspelled (issue 24)? Relevance by TF-IDF needs exact
 * stems, so an on-topic answer with heavy misspelling ("tecnology", "enviroment") scored as off-topic and was
 * capped at 30. Key words are the prompt's content words outside the 300 most frequent; an answer word matches
 * one when their stems are equal or one edit apart (two for long words).
 */
import { frequencyRank } from './lexicon.ts';
import { stem, STOPWORDS, wordStems } from './text.ts';

const COMMON_RANK = 300;
/** An answer sharing this many key words (or all of them when the prompt has fewer) is on topic. */
export const KEY_WORDS_NEEDED = 2;

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), stopped early above `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

export function keyWords(prompt: string): string[] {
  const words = wordStems(prompt).filter((w) => w.length >= 4 && !STOPWORDS.has(w) && frequencyRank(w) > COMMON_RANK);
  return [...new Set(words.map(stem))];
}

function matches(key: string, word: string): boolean {
  if (key === word) return true;
  // Short words one edit apart are usually other words (sink/sing, shelf/shell): only longer ones count as misspelt.
  const shorter = Math.min(key.length, word.length);
  const allowed = shorter >= 8 ? 2 : shorter >= 6 ? 1 : 0;
  return allowed > 0 && editDistance(key, word, allowed) <= allowed;
}

/** How many of the prompt's key words the answer uses, exactly or misspelled. */
export function sharedKeyWords(answer: string, prompt: string): number {
  const keys = keyWords(prompt);
  const words = [...new Set(wordStems(answer).map(stem))];
  return keys.filter((k) => words.some((w) => matches(k, w))).length;
}

/**
 * Long prompts (a photo's scene notes list 30+ key words) share two words with almost any text by chance, so the
 * answer must also use a share of them.
 */
export const KEY_SHARE_NEEDED = 0.15;

export function sharesKeyContent(answer: string, prompt: string): boolean {
  const keys = keyWords(prompt).length;
  const needed = Math.max(Math.min(KEY_WORDS_NEEDED, keys), Math.ceil(KEY_SHARE_NEEDED * keys));
  return keys > 0 && sharedKeyWords(answer, prompt) >= needed;
}
