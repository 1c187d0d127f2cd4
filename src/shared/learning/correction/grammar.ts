/**
 * Rule-based grammar and spelling findings with offsets and, where a rule is certain enough, a fix. These are
 * heuristics: they catch frequent learner slips (article before a vowel sound, lowercase "i", doubled words,
 * "he go", "could of", agreement after "people"), not every error; the report labels them as such.
 */
import { isKnownSpelling, suggestSpelling } from './lexicon.ts';
import { sentences, tokens, type Token } from './text.ts';

export type FindingKind = 'spelling' | 'grammar' | 'punctuation';

export interface Finding {
  kind: FindingKind;
  /** Locale key suffix under correction.rule.* explaining the finding. */
  rule: string;
  start: number;
  end: number;
  original: string;
  /** Replacement text, or null when only a hint can be given. */
  fix: string | null;
}

const AN_EXCEPTIONS_CONSONANT = /^(uni|use|usu|euro|one|once|ur)/; // "a university", "a one-day trip"
const AN_EXCEPTIONS_VOWEL = /^(hour|honest|honou?r|heir)/; // "an hour"
const THIRD_PERSON = new Set(['he', 'she', 'it']);
const BASE_VERBS = new Set(['go', 'have', 'do', 'make', 'want', 'like', 'need', 'think', 'say', 'get', 'take', 'know', 'live', 'work', 'study', 'play', 'love', 'help', 'feel', 'come', 'give', 'use', 'try', 'believe']);
const PLURAL_SUBJECTS = new Set(['people', 'they', 'we', 'children', 'students']);
const UNCOUNTABLE_PLURALS: Record<string, string> = { informations: 'information', advices: 'advice', furnitures: 'furniture', knowledges: 'knowledge', homeworks: 'homework', equipments: 'equipment', researches: 'research' };
const MISSPELT_PHRASES: [RegExp, string][] = [[/\balot\b/gi, 'a lot'], [/\b(could|should|would|must) of\b/gi, '$1 have'], [/\bmore better\b/gi, 'better'], [/\bmore easier\b/gi, 'easier']];

function thirdPerson(verb: string): string {
  if (verb === 'have') return 'has';
  if (verb === 'do' || verb === 'go') return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/(s|sh|ch|x|z)$/.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

function keepCase(original: string, fix: string): string {
  return /^[A-Z]/.test(original) ? fix[0]!.toUpperCase() + fix.slice(1) : fix;
}

export function findIssues(text: string): Finding[] {
  const found: Finding[] = [];
  const toks = tokens(text);
  const at = (t: Token, kind: FindingKind, rule: string, fix: string | null): Finding => ({ kind, rule, start: t.start, end: t.end, original: t.text, fix });

  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const next = toks[i + 1];
    const prev = toks[i - 1];
    const sentenceStart = !prev || prev.sentence !== t.sentence;
    if (t.text === 'i') { found.push(at(t, 'grammar', 'capitalI', 'I')); continue; }
    if (next && next.sentence === t.sentence && next.lower === t.lower && /^\s+$/.test(text.slice(t.end, next.start)) && !['had', 'that'].includes(t.lower)) {
      found.push({ kind: 'grammar', rule: 'doubledWord', start: t.start, end: next.end, original: text.slice(t.start, next.end), fix: t.text });
    }
    if ((t.lower === 'a' || t.lower === 'an') && next && /^\s+$/.test(text.slice(t.end, next.start)) && /^\p{L}/u.test(next.lower)) {
      const vowelSound = (/^[aeiou]/.test(next.lower) && !AN_EXCEPTIONS_CONSONANT.test(next.lower)) || AN_EXCEPTIONS_VOWEL.test(next.lower);
      if (t.lower === 'a' && vowelSound) found.push(at(t, 'grammar', 'articleAn', keepCase(t.text, 'an')));
      if (t.lower === 'an' && !vowelSound) found.push(at(t, 'grammar', 'articleA', keepCase(t.text, 'a')));
    }
    if (THIRD_PERSON.has(t.lower) && next && next.sentence === t.sentence && BASE_VERBS.has(next.lower) && (!prev || !['to', 'can', 'will', 'would', 'could', 'should', 'must', 'may', 'might', 'did', 'does', 'let', 'make', 'help'].includes(prev.lower))) {
      found.push(at(next, 'grammar', 'thirdPersonS', thirdPerson(next.lower)));
    }
    if (PLURAL_SUBJECTS.has(t.lower) && next && next.sentence === t.sentence && (next.lower === 'is' || next.lower === 'was' || next.lower === 'has')) {
      found.push(at(next, 'grammar', 'agreement', next.lower === 'is' ? 'are' : next.lower === 'was' ? 'were' : 'have'));
    }
    const uncountable = UNCOUNTABLE_PLURALS[t.lower];
    if (uncountable) { found.push(at(t, 'grammar', 'uncountable', keepCase(t.text, uncountable))); continue; }
    if (sentenceStart && /^\p{Ll}/u.test(t.text)) found.push(at(t, 'punctuation', 'capitalStart', t.text[0]!.toUpperCase() + t.text.slice(1)));
    else if (/^\p{L}+$/u.test(t.text) && !/^\p{Lu}/u.test(t.text) && t.text.length > 1 && !isKnownSpelling(t.lower) && t.lower !== 'alot') {
      // Only a word one slip away from a known word counts: an unknown word with no near neighbour is more often
      // a rare real word than a misspelling (gibberish is caught by the known-word share instead).
      const suggestion = suggestSpelling(t.lower);
      if (suggestion) found.push(at(t, 'spelling', 'spelling', keepCase(t.text, suggestion)));
    }
  }
  for (const [re, fix] of MISSPELT_PHRASES) {
    for (const m of text.matchAll(re)) found.push({ kind: 'grammar', rule: 'phrase', start: m.index, end: m.index + m[0].length, original: m[0], fix: m[0].replace(re, fix) });
  }
  const sents = sentences(text);
  const last = sents[sents.length - 1];
  if (last && !/[.!?]$/.test(last.text) && last.text.split(/\s+/).length >= 3) {
    found.push({ kind: 'punctuation', rule: 'finalStop', start: last.end, end: last.end, original: '', fix: '.' });
  }
  return dedupe(found);
}

/** One finding per span (the first rule wins), in text order. */
function dedupe(found: Finding[]): Finding[] {
  const out: Finding[] = [];
  for (const f of found.sort((a, b) => a.start - b.start || b.end - a.end)) {
    const prev = out[out.length - 1];
    if (prev && f.start < prev.end) continue;
    out.push(f);
  }
  return out;
}

/** The learner's text with every certain fix applied: their ideas and wording, only the slips changed. */
export function applyFixes(text: string, findings: readonly Finding[]): string {
  let out = '';
  let at = 0;
  for (const f of findings) {
    if (f.fix === null || f.start < at) continue;
    out += text.slice(at, f.start) + f.fix;
    at = f.end;
  }
  return out + text.slice(at);
}
