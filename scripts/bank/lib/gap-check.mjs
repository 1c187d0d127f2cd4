// One right completion per gap (issue 22): a C-test or Fill in the Blanks gap is ambiguous when another common
// word of the same length starts with the shown letters and could stand in the same place in the sentence
// (th___ → these/those, exp____ → explore/explain). The build fails on such a gap unless the item's content
// accepts the alternative (then marking accepts it too).

/** Closed word classes: inside one, any member can replace another without breaking the grammar. */
const CLASSES = [
  ['this', 'that', 'these', 'those'], ['my', 'your', 'his', 'her', 'its', 'our', 'their'], ['he', 'she', 'it', 'we', 'they', 'you'],
  ['me', 'him', 'her', 'us', 'them'], ['in', 'on', 'at', 'to', 'for', 'of', 'from', 'with', 'by', 'into', 'onto', 'over', 'under', 'about', 'after', 'before', 'near', 'across', 'through', 'during', 'without', 'within', 'between', 'among', 'around', 'along', 'behind', 'beyond'],
  ['and', 'but', 'or', 'so', 'yet'], ['is', 'are', 'was', 'were', 'be', 'been', 'has', 'have', 'had', 'do', 'does', 'did', 'can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must'],
  ['some', 'many', 'much', 'more', 'most', 'few', 'less', 'all', 'any', 'each', 'every', 'both', 'several', 'other', 'another'],
  ['when', 'while', 'where', 'because', 'although', 'though', 'unless', 'until', 'since', 'whether', 'after', 'before'],
  ['who', 'which', 'that', 'whose', 'whom', 'what'], ['always', 'often', 'usually', 'sometimes', 'never', 'rarely', 'seldom'],
  ['here', 'there', 'then', 'now', 'soon', 'today', 'still', 'also', 'even', 'just', 'only', 'very', 'quite', 'too'],
];
const classOf = new Map();
for (const c of CLASSES) for (const w of c) classOf.set(w, [...(classOf.get(w) ?? []), ...c]);

const ending = (w) => /(ing|ed|est|er|ly|s)$/.exec(w)?.[1] ?? '';

/**
 * Other completions of a gap that fit: same length and shown letters; in the same closed class, or (open classes)
 * a common word sharing a part of speech and an inflectional ending with the answer.
 * `words`: common words by length; `possiblePos(w)`: Set of parts of speech.
 */
export function gapAlternatives(answer, prefix, { words, possiblePos }) {
  const w = answer.toLowerCase();
  const p = prefix.toLowerCase();
  const same = (words.get(w.length) ?? []).filter((x) => x !== w && x.startsWith(p));
  const closed = classOf.get(w);
  if (closed) return same.filter((x) => closed.includes(x));
  const pos = possiblePos(w);
  return same.filter((x) => !classOf.has(x) && ending(x) === ending(w) && [...possiblePos(x)].some((q) => pos.has(q)));
}

/** Common words by length, for gapAlternatives: Hunspell-accepted, lowercase, Zipf ≥ minZipf. */
export function commonWords(lexicon, minZipf = 3.5) {
  const byLength = new Map();
  for (const [word] of lexicon.counts) {
    if (!/^[a-z]{2,15}$/.test(word) || lexicon.zipf(word) < minZipf || !lexicon.englishSet.has(word) || !lexicon.spell.correct(word)) continue;
    const list = byLength.get(word.length) ?? [];
    if (!list.includes(word)) list.push(word);
    byLength.set(word.length, list);
  }
  for (const list of byLength.values()) list.sort();
  return byLength;
}

/**
 * Words grammar alone rarely tells apart in a gap: the sentence usually stays correct with either (that/this,
 * these/those, his/her, has/had). Other closed-class neighbours (of/on, more/most, which/whose) are decided by
 * the words around the gap and are not listed.
 */
export const SUBSTITUTABLE = [['this', 'that'], ['these', 'those'], ['his', 'her'], ['has', 'had'], ['change', 'charge'],
  // Reviewed open-class confusables (issue 22): same length, same shown half, same part of speech and form, so
  // grammar cannot decide between them and only the meaning can. Tense pairs (spend/spent) and words of another
  // part of speech (then/than, quite/quiet) were tried and left out: grammar decides them, so they only raised false alarms.
  ['explore', 'explain', 'express'], ['protect', 'provide', 'produce'], ['review', 'revise', 'reveal'],
  ['report', 'repair', 'repeat'], ['contain', 'contact', 'control'],
  // A reporting verb is the one tense pair grammar rarely decides: "he sa__ he could" reads with says or said.
  ['says', 'said'],
];

/**
 * Alternatives of a gap an editor has to rule on: same length, same shown letters, and in one substitutable set
 * with the answer. `reviewed` lists the alternatives the item's content accepts or has checked as not fitting.
 */
export function unresolvedAlternatives(answer, prefix, reviewed = []) {
  const w = answer.toLowerCase();
  const p = prefix.toLowerCase();
  const alts = SUBSTITUTABLE.filter((set) => set.includes(w)).flat().filter((x) => x !== w && x.length === w.length && x.startsWith(p));
  return [...new Set(alts)].filter((x) => !reviewed.includes(x));
}
