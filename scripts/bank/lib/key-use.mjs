// How a Fill in the Blanks sentence uses its key, from the words before it (pure: shared by lexicon.mjs and text-items.mjs).
const TO_OR_MODAL = new Set(['to', 'will', 'would', 'can', 'could', 'should', 'must', 'may', 'might', "don't", "didn't", "doesn't", "won't", "can't"]);
const AUXILIARY = new Set(['do', 'does', 'did', 'would', 'will', 'can', 'could', 'should', 'shall', 'may', 'might', 'must', "don't", "doesn't", "didn't", "wouldn't", "can't", "won't"]);
const SUBJECT = new Set(['i', 'you', 'we', 'they', 'he', 'she', 'it']);
/**
 * A key right after an auxiliary and its subject ("Do you ___ if…", "Would she ___", "Can I ___") is a verb
 * (sixth read, fib-0174 "Do you mind" shown with the noun "mind").
 */
export function verbAfterSubject(words, i) {
  return i >= 2 && SUBJECT.has(words[i - 1]) && AUXILIARY.has(words[i - 2]);
}

const OPENING = new Set(['the', 'a', 'an', 'this', 'that', 'my', 'our', 'your', 'his', 'her', 'their', 'its']);
const PRONOUN_SUBJECT = new Set(['i', 'you', 'we', 'they', 'he', 'she']);
const OBJECT_DETERMINER = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'my', 'our', 'your', 'his', 'her', 'their', 'its']);
/**
 * An -s key between a sentence's opening subject ("The report", "Our school") and a determiner starting its object
 * ("… the growing gap") is a present-tense verb (seventh read, fib-0366 "The report highlights the growing gap" shown
 * the noun "plural of highlight: the best part of something"): a plural noun cannot stand there.
 */
export function verbAfterNounSubject(words, i) {
  if (!OBJECT_DETERMINER.has(words[i + 1])) return false;
  if (i === 2 && OPENING.has(words[0]) && /[^s]s$/.test(words[i])) return true;
  // The same with a pronoun subject and an -ed or -s key (fib-0480 "He injured his knee" shown the adjective "injured").
  return i >= 1 && PRONOUN_SUBJECT.has(words[i - 1]) && /(ed|[^s]s)$/.test(words[i]);
}

const OBJECT_PRONOUN = new Set(['me', 'him', 'her', 'us', 'them', 'you', 'it']);
const TO_OBJECT_DETERMINER = new Set(['a', 'an', 'my', 'our', 'your', 'his', 'their', 'its', 'some']);
/**
 * A key between "to" and an object pronoun or a determiner starting its object ("would like to ___ a table", "to ___
 * me the salt") is a verb (ninth sweep, fib-0164 "to book a table" shown the noun "a set of printed pages"). "the",
 * "this" and "that" are left out ("went to school the next day", "back to work this morning").
 */
export function verbAfterTo(words, i) {
  return i >= 1 && words[i - 1] === 'to' && (OBJECT_PRONOUN.has(words[i + 1]) || TO_OBJECT_DETERMINER.has(words[i + 1]));
}

/**
 * The part of speech the sentence certainly uses the key in, for the build's check of the shown definition: a verb
 * after a modal ("can ___", not "to", which is also a preposition), after an auxiliary and its subject, or an -s form
 * between an opening noun subject and its object. Null otherwise.
 */
export function certainUse(sentence, word) {
  const words = sentence.toLowerCase().match(/[a-z']+/g) ?? [];
  const i = words.indexOf(word.toLowerCase());
  if (i < 1) return null;
  if (verbAfterSubject(words, i) || verbAfterNounSubject(words, i) || verbAfterTo(words, i) || (TO_OR_MODAL.has(words[i - 1]) && words[i - 1] !== 'to')) return 'verb';
  return null;
}

