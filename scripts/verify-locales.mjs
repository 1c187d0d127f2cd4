// Locale gate (part of npm test): every locale has exactly English's keys, every message parses as ICU,
// every translation uses the same arguments as English, and no non-English message is left in English
// (except values made only of proper names: product, brand and task names), and every English key is used by
// some source file. Exits non-zero on any finding.
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { LOCALE_CODES } from '../src/shared/locales.ts';
import { PROPER_NAMES } from '../src/shared/proper-names.ts';
import { loadLocale } from './locale-files.mjs';
import {
  loadRules, pluralArgs, pluralCategoryProblems, uncountedNumberProblems, koParticleProblems, wordingFindings,
  termbaseProblems, cjkPunctuationProblems, koSpeechLevelProblems, jaSpeechLevelProblems, blogArticles, blogFindings,
} from './locale-rules/check.mjs';
import { sourceTexts, keyReferences, unusedKeys, dynamicPrefixes } from './locale-rules/unused-keys.mjs';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const nsOnly = process.argv.includes('--ns') ? process.argv[process.argv.indexOf('--ns') + 1].split(',') : null;
const problems = [];

function argNames(ast, out = new Set()) {
  for (const el of ast) {
    if ('value' in el && el.type !== TYPE.literal && el.type !== TYPE.pound) out.add(el.value);
    if (el.options) for (const opt of Object.values(el.options)) argNames(opt.value, out);
    if (el.children) argNames(el.children, out);
  }
  return out;
}

function parsed(code, key, message) {
  try { return parse(message); } catch (e) { problems.push(`${code}: ${key} is not a valid ICU message (${e.message})`); return null; }
}

// Longest names first, so "Read and Select" goes before "Read".
const names = [...PROPER_NAMES].sort((a, b) => b.length - a.length);
function onlyProperNames(message) {
  let rest = message.replace(/\{[^{}]*\}/g, ' ');
  for (const n of names) rest = rest.split(n).join(' ');
  return !/\p{L}{2,}/u.test(rest);
}

const pending = [];
// A finding of rule `rule` at `key` (a message key, or blog/<path> for an article): skipped when the rules file
// names it as an exception, listed as pending when its top-level key is in `pending[rule]`, a problem otherwise.
function reporter(code, key, rules) {
  const ns = key.split(/[./]/)[0];
  return (rule, text) => {
    if (rules.exceptions?.[rule]?.[key]) return; // a justified, named exception (see the rule file)
    ((rules.pending?.[rule] ?? []).includes(ns) ? pending : problems).push(`${code}: ${key} ${text}`);
  };
}

// Rules of scripts/locale-rules: plurals per CLDR, ko particles and speech level, zh/ja punctuation, ja です/ます,
// address form and termbase.
function checkQuality(code, key, value, ast, rules, enPluralArgs) {
  for (const p of pluralCategoryProblems(code, ast)) problems.push(`${code}: ${key} ${p}`);
  const report = reporter(code, key, rules);
  if (code === 'en') for (const p of uncountedNumberProblems(ast)) report('uncounted', p);
  if (code === 'ko') for (const p of koParticleProblems(ast)) report('particle', p);
  if (code === 'ko') for (const p of koSpeechLevelProblems(ast)) report('speech-level', p);
  if (code === 'ja') for (const p of jaSpeechLevelProblems(ast)) report('speech-level', p);
  if (code === 'zh' || code === 'ja') for (const p of cjkPunctuationProblems(ast)) report('punctuation', p);
  if (enPluralArgs && new Intl.PluralRules(code).resolvedOptions().pluralCategories.length > 1) {
    const mine = pluralArgs(ast);
    // Only where the translation puts a word straight after the number ("Слов: {n}" needs no agreement).
    for (const a of enPluralArgs) if (!mine.has(a) && new RegExp(`\\{${a}(, number)?\\}\\s+\\p{L}`, 'u').test(value)) report('uncounted', `shows {${a}} before a noun without plural (English counts it)`);
  }
  for (const f of wordingFindings(rules, value)) report(f.rule, f.text);
}

// The rules file itself (concept ids, forbid patterns) and every blog article of the locale (address, termbase).
function checkRulesAndBlog(code, rules) {
  for (const p of termbaseProblems(rules)) problems.push(`${code}: scripts/locale-rules/${code}.json ${p}`);
  if (nsOnly) return;
  for (const { path, text } of blogArticles(code)) {
    const report = reporter(code, path, rules);
    for (const f of blogFindings(rules, text)) report(f.rule, `line ${f.line}: ${f.text}`);
  }
}

const en = loadLocale('en', nsOnly);
problems.push(...en.problems);
const enArgs = {};
const enPlurals = {};
const enRules = loadRules('en');
for (const [k, v] of Object.entries(en.messages)) {
  const ast = parsed('en', k, v);
  if (!ast) continue;
  enArgs[k] = [...argNames(ast)].sort().join(',');
  enPlurals[k] = pluralArgs(ast);
  if (!only || only === 'en') checkQuality('en', k, v, ast, enRules, null);
}
if (!only || only === 'en') checkRulesAndBlog('en', enRules);
// A key no source reaches is translated 13 times for nobody (rule and allow-list: locale-rules/unused-keys.mjs).
for (const k of unusedKeys(Object.keys(en.messages), keyReferences(sourceTexts()), dynamicPrefixes())) {
  problems.push(`en: ${k} is not used by any source file (delete it from all locales, or add its runtime prefix to scripts/locale-rules/dynamic-keys.json)`);
}

for (const code of LOCALE_CODES) {
  if (code === 'en' || (only && only !== code)) continue;
  const { messages, problems: p } = loadLocale(code, nsOnly);
  const rules = loadRules(code);
  problems.push(...p);
  checkRulesAndBlog(code, rules);
  for (const key of Object.keys(en.messages)) if (!(key in messages)) problems.push(`${code}: missing key ${key}`);
  for (const [key, value] of Object.entries(messages)) {
    if (!(key in en.messages)) { problems.push(`${code}: extra key ${key} (not in English)`); continue; }
    const ast = parsed(code, key, value);
    if (ast && enArgs[key] !== undefined && [...argNames(ast)].sort().join(',') !== enArgs[key]) {
      problems.push(`${code}: ${key} uses arguments {${[...argNames(ast)].join(', ')}} but English uses {${enArgs[key]}}`);
    }
    if (ast) checkQuality(code, key, value, ast, rules, enPlurals[key]);
    if (value.trim() === en.messages[key].trim() && !onlyProperNames(value)) problems.push(`${code}: ${key} is still English: "${value.slice(0, 60)}"`);
  }
}

if (pending.length) console.warn(`Locale check: ${pending.length} finding(s) allowed as pending in scripts/locale-rules (still to rewrite)`);
if (process.argv.includes('--all')) for (const p of [...problems, ...pending]) console.log(p);
if (problems.length) {
  console.error(`Locale check failed with ${problems.length} problem(s):`);
  for (const p of problems.slice(0, 60)) console.error('  ' + p);
  if (problems.length > 60) console.error(`  … and ${problems.length - 60} more`);
  process.exit(1);
}
console.log(`Locales OK: ${LOCALE_CODES.length} locales × ${Object.keys(en.messages).length} keys`);
