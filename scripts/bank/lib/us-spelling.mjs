// Bank text is written in US English (content/FORMAT.md): one spelling throughout, so a learner never sees
// "color" in one item and "colour" in the next. The British forms are the marking module's own list (marking
// accepts both spellings, issue 22 point 4), so the gate and the marking can never disagree on what is British.
import { canonicalWord } from '../../../src/shared/learning/marking/variants.ts';

/** Pairs that list holds so marking accepts either form, though American English writes both. */
const NOT_BRITISH = new Set(['ok', 'oks', 'dialogue', 'dialogues']);

/** British spellings in a text, each as `"found" (US: "us")`; empty when the text is US English. */
export function britishSpellings(text) {
  const out = [];
  for (const word of text.match(/[A-Za-z]+/g) ?? []) {
    const { word: us, kind } = canonicalWord(word);
    if (kind === 'spelling' && !NOT_BRITISH.has(word.toLowerCase())) out.push(`"${word}" (US: ${us})`);
  }
  return out;
}
