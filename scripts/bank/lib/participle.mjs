// After a form of "be" or "have" the -ed form is a participle (was praised, has increased), not a past tense:
// the label a learner reads must say so (issue 22, second editor's review: fib-0053, fib-0113, fib-0187, fib-0281).

const BE_HAVE = new Set(['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being', "isn't", "aren't", "wasn't", "weren't",
  'has', 'have', 'had', 'having', "hasn't", "haven't", "hadn't", "'s", "'re", "'ve", "'d", 'get', 'gets', 'got', 'gotten', 'getting']);
/** Words that may stand between the auxiliary and the participle: "can be quickly eroded", "has not yet been". */
const BETWEEN = new Set(['not', 'never', 'already', 'just', 'yet', 'also', 'still', 'often', 'always', 'ever', 'recently', 'widely', 'all', 'both']);

/** True when the word at the gap follows a form of be/have (adverbs in -ly and a few others may stand between). */
export function followsBeOrHave(sentence, word) {
  const words = sentence.toLowerCase().match(/[a-z']+/g) ?? [];
  const i = words.indexOf(word.toLowerCase());
  for (let j = i - 1; j >= 0 && j >= i - 3; j--) {
    const w = words[j];
    if (BE_HAVE.has(w) || /^[a-z]+'(s|re|ve|d)$/.test(w) && BE_HAVE.has(w.slice(w.indexOf("'")))) return true;
    if (!(BETWEEN.has(w) || /ly$/.test(w))) return false;
  }
  return false;
}

/** The definition label for a word in its sentence: "past tense of" becomes "past participle of" after be/have. */
export function labelInContext(text, sentence, word) {
  if (!text.startsWith('past tense of ') || !followsBeOrHave(sentence, word)) return text;
  return `past participle of ${text.slice('past tense of '.length)}`;
}
