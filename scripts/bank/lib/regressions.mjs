// Defects an editor found in the bank (issue 22), re-checked on every build against the real word lists: the
// build fails if one comes back. Each entry: what was wrong, and the check that it is not any more.
import { isLatinInEnglish, isTooRare, isUnsafePseudoWord, runTogetherContentWords, separableAss } from './editorial.mjs';
import { candidateRealWords } from './word-items.mjs';

const NEVER_REAL = ['molls', 'moll', 'queers', 'poofs', 'golliwog', 'gringos', 'floozy', 'goddamn', 'pusses', 'nymphets', 'molesting', 'titty', 'queer', 'poof', 'puss', 'molest'];
const NEVER_PSEUDO = ['nigager', 'niging', 'basturb'];
/** Eleventh read (t11a): run together ("no taxi"), and too rare to serve. */
const RUN_TOGETHER = ['notaxi'];
const NEVER_DRAWN = ['wassail', 'wassailing'];
/** Thirteenth read (t13a): a Latin word English dictionaries list, served as made up. */
const LATIN_REAL = ['recte'];
/** Twelfth read (t12a): "ass" set apart as a piece a reader splits off. */
const SEPARABLE_ASS = ['tortheasse', 'wideass', 'weass', 'preass', 'asslindisof', 'assinale'];

/** [shown word, sentence or null, test on the definitions' text, what it must not be] */
const DEFINITIONS = [
  ['comes', null, (t) => !/sperm|fluid|ejaculat/.test(t), 'the fluid containing spermatozoa'],
  ['screwed', null, (t) => !/sex|intercourse|cheat/.test(t), 'a sexual or slang sense'],
  ['dumped', null, (t) => !/sex|relationship|jilt/.test(t), 'a slang sense'],
  ['stepped', null, (t) => /^past tense of “step”/.test(t) && !/steppe|plain/.test(t), 'steppe'],
  ['smallest', null, (t) => /^superlative of “small”/.test(t) && !/back/.test(t), 'the slender part of the back'],
  ['wades', null, (t) => !/tennis|player/.test(t), 'a tennis player'],
  ['badgered', null, (t) => !/Wisconsin/.test(t), 'a resident of Wisconsin'],
  ['but', null, (t) => !/nothing more/.test(t), 'and nothing more'],
  ['charge', 'My phone battery is almost empty, so I need to charge it before we leave.', (t) => /electricity|battery/.test(t), 'to make a rush at… as in battle'],
  ['replicated', 'The results were replicated by three independent laboratories.', (t) => !/bend|backward/.test(t), 'bend or turn backward'],
];

export function regressionProblems(lexicon) {
  const problems = [];
  const real = new Set(candidateRealWords(lexicon));
  for (const w of NEVER_REAL) if (real.has(w)) problems.push(`regression: "${w}" is a real-word candidate again`);
  for (const w of NEVER_PSEUDO) if (!isUnsafePseudoWord(w)) problems.push(`regression: pseudo-word "${w}" passes the filter again`);
  for (const w of RUN_TOGETHER) if (!runTogetherContentWords(w, (x) => real.has(x), lexicon.zipf)) problems.push(`regression: pseudo-word "${w}" is not seen as two words run together`);
  for (const w of SEPARABLE_ASS) if (!separableAss(w, (x) => lexicon.zipf(x) >= 3)) problems.push(`regression: pseudo-word "${w}" passes the separable-"ass" rule again`);
  for (const w of LATIN_REAL) if (!isLatinInEnglish(w)) problems.push(`regression: pseudo-word "${w}" (a Latin word in English dictionaries) may be drawn again`);
  for (const w of NEVER_DRAWN) if (!isTooRare(w, lexicon.baseForms)) problems.push(`regression: "${w}" may be drawn again`);
  for (const [word, sentence, ok, wrong] of DEFINITIONS) {
    const defs = lexicon.definitions(word, sentence ?? undefined);
    if (!defs.length || !defs.every((d) => ok(d.text))) problems.push(`regression: "${word}" is defined as ${wrong} again: ${JSON.stringify(defs)}`);
  }
  if (lexicon.definitions('expresses').some((d) => d.pos === 'adjective')) problems.push('regression: "expresses" is defined as an adjective again');
  return problems;
}
