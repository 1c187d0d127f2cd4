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
export const OTHER_WORDS: ReadonlySet<string> = new Set(['parking', 'parked', 'booked', 'booking', 'training', 'trainer', 'trainers',
  // The person who does it is not the doing (thirteenth read, iw-0021: "native speakers" is about listening, not speaking).
  'speaker', 'speakers', 'teacher', 'teachers', 'learner', 'learners', 'player', 'players', 'worker', 'workers', 'reader',
  'readers']);

/**
 * Past forms of verbs that open a cue phrase ("keep them alive" finds "kept them alive"; thirteenth read, t13f class 4).
 * Only the first word of a phrase of two or more words is read this way: a one-word cue "go" must not find "went".
 */
const IRREGULAR: Readonly<Record<string, string>> = {
  keep: 'kept', buy: 'bought', pay: 'paid', spend: 'spent', make: 'made', take: 'took|taken', get: 'got|gotten',
  feel: 'felt', find: 'found', meet: 'met', lose: 'lost', eat: 'ate|eaten', go: 'went|gone|goes', grow: 'grew|grown',
  build: 'built', teach: 'taught', leave: 'left', bring: 'brought', think: 'thought', sell: 'sold', tell: 'told',
  break: 'broke|broken', choose: 'chose|chosen', give: 'gave|given', have: 'has|had', do: 'does|did|done', run: 'ran',
  see: 'saw|seen', write: 'wrote|written', speak: 'spoke|spoken', drive: 'drove|driven', win: 'won', fall: 'fell|fallen',
};

// Cues are a fixed set from the bank: each pattern is compiled once per isolate, not per answer.
const patterns = new Map<string, RegExp | null>();
function termPattern(term: string): RegExp | null {
  let re = patterns.get(term);
  if (re !== undefined) return re;
  const words = clean(term).trim();
  const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // y → ies/ied ("city" finds "cities"); a silent e drops before -ing ("replace" finds "replacing").
  const stemOf = (escaped: string) => escaped.endsWith('y') ? `(?:${escaped}|${escaped.slice(0, -1)}(?:ies|ied))`
    : /[^aeiou]e$/.test(escaped) ? `(?:${escaped}|${escaped.slice(0, -1)}ing)` : escaped;
  const list = words.split(' ');
  const last = list.at(-1) ?? '';
  // The first word of a phrase takes a verb's endings too: "save money" finds "saves money", "saving money", "saved
  // money" (thirteenth read, iw-0107), and a past form ("kept them alive"). The last word takes every regular ending.
  const first = list.length > 1 ? list[0] ?? '' : '';
  const head = first
    ? `(?:${stemOf(escape(first))}(?:s|es|d|ed|ing)?${IRREGULAR[first] ? `|${IRREGULAR[first]}` : ''}) ${list.slice(1).map(escape).join(' ')}`
    : escape(words);
  const stem = first ? head.slice(0, head.length - escape(last).length) + stemOf(escape(last)) : stemOf(head);
  // A regular ending that makes a different word ("parking" is not a park) is no match, unless the cue is that word or
  // that word is the cue's plain plural ("trainer" finds "trainers").
  const other = [...OTHER_WORDS].filter((w) => w !== last && !new RegExp(`^${escape(last)}(?:s|es|'s)$`).test(w)
    && w.startsWith(last.slice(0, -1) || last));
  const not = other.length ? `(?<! (?:${other.join('|')}))` : '';
  re = words ? new RegExp(` ${stem}(?:s|es|d|ed|ing|er|ers|'s)?${not} `, 'u') : null;
  patterns.set(term, re);
  return re;
}
