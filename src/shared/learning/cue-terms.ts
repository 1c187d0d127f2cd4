/**
 * Cue terms found in free text the way a reader would: whole words, with a regular ending allowed ("cook" finds
 * "cooking", "city" finds "cities", "sea" does not find "season"). Shared by the Interactive Writing follow-up
 * chooser and the Interactive Speaking question chooser.
 */

/** Lowercased, apostrophes straightened, punctuation to spaces, padded with one space each side. */
export const clean = (text: string) => ` ${text.toLowerCase().normalize('NFKC').replace(/[’‘]/g, "'").replace(/[^\p{L}\p{N}' ]+/gu, ' ').replace(/\s+/g, ' ')} `;
/**
 * Where `term` starts in a cleaned text, as whole words with a regular ending (-s, -es, -ed, -ing, -er, y→ies):
 * "cook" finds "cooking", "city" finds "cities", but "sea" does not find "season". The term is cleaned like the
 * text, so a hyphenated cue ("four-day") finds "four-day" and "four day".
 */
export function at(text: string, term: string): number {
  const m = termPattern(term)?.exec(text);
  return m ? m.index : -1;
}

/** Where each occurrence of `term` starts in a cleaned text, in order. */
export function allAt(text: string, term: string): number[] {
  const re = termPattern(term);
  const found: number[] = [];
  if (!re) return found;
  // Occurrences share their bounding spaces, so the search steps one character past each start.
  for (let from = 0; ; ) {
    const m = re.exec(text.slice(from));
    if (!m) return found;
    found.push(from + m.index);
    from = from + m.index + 1;
  }
}

/** Where the last occurrence of `term` starts in a cleaned text, or -1. */
export function lastAt(text: string, term: string): number {
  return allAt(text, term).at(-1) ?? -1;
}

/**
 * Forms that a regular ending would make from a cue but that name something else: "parking" and "parked" are about
 * cars, not a park (is-0015: "parking is a nightmare" asked about green spaces); "booked" and "booking" are about
 * reservations, not books; "training" and "trainers" are about practice, not trains. A cue spelled as one of them
 * still finds it.
 */
export const OTHER_WORDS: ReadonlySet<string> = new Set(['parking', 'parked', 'booked', 'booking', 'training', 'trainer', 'trainers']);

// Cues are a fixed set from the bank: each pattern is compiled once per isolate, not per answer.
const patterns = new Map<string, RegExp | null>();
function termPattern(term: string): RegExp | null {
  let re = patterns.get(term);
  if (re !== undefined) return re;
  const words = clean(term).trim();
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // y → ies/ied ("city" finds "cities"); a silent e drops before -ing ("replace" finds "replacing").
  const stem = escaped.endsWith('y') ? `(?:${escaped}|${escaped.slice(0, -1)}(?:ies|ied))`
    : /[^aeiou]e$/.test(escaped) ? `(?:${escaped}|${escaped.slice(0, -1)}ing)` : escaped;
  // A regular ending that makes a different word ("parking" is not a park) is no match, unless the cue is that word.
  const last = words.split(' ').at(-1) ?? '';
  const other = [...OTHER_WORDS].filter((w) => w !== last && w.startsWith(last.slice(0, -1) || last));
  const not = other.length ? `(?<! (?:${other.join('|')}))` : '';
  re = words ? new RegExp(` ${stem}(?:s|es|d|ed|ing|er|ers|'s)?${not} `, 'u') : null;
  patterns.set(term, re);
  return re;
}
