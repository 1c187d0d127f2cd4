// Per-locale quality rules of the locale gate: plural categories (CLDR), plural use for counted nouns, Korean
// particles after arguments, form of address and glossary (rules in scripts/locale-rules/<lang>.json).
import { readFileSync, existsSync } from 'node:fs';
import { TYPE } from '@formatjs/icu-messageformat-parser';

const RULES_DIR = new URL('./', import.meta.url).pathname;

export function loadRules(code) {
  const file = `${RULES_DIR}${code}.json`;
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { address: [], glossary: [], pending: {} };
}

/** Every plural/selectordinal element of a parsed message, depth first. */
export function pluralElements(ast, out = []) {
  for (const el of ast) {
    if (el.type === TYPE.plural) out.push(el);
    if (el.options) for (const opt of Object.values(el.options)) pluralElements(opt.value, out);
    if (el.children) pluralElements(el.children, out);
  }
  return out;
}

export function pluralArgs(ast) {
  return new Set(pluralElements(ast).map((el) => el.value));
}

/** Problems with the categories of each plural: exactly the CLDR set of the locale, plus any =N cases. */
export function pluralCategoryProblems(code, ast) {
  const problems = [];
  for (const el of pluralElements(ast)) {
    const type = el.pluralType === 'ordinal' ? 'ordinal' : 'cardinal';
    const need = new Intl.PluralRules(code, { type }).resolvedOptions().pluralCategories;
    const have = Object.keys(el.options).filter((k) => !k.startsWith('='));
    const missing = need.filter((c) => !have.includes(c));
    const extra = have.filter((c) => !need.includes(c));
    if (missing.length) problems.push(`{${el.value}} lacks plural categories ${missing.join(', ')}`);
    if (extra.length) problems.push(`{${el.value}} has categories ${extra.join(', ')} that ${code} does not use`);
  }
  return problems;
}

// English nouns that are counted on the site; "{n} days" without plural is wrong for n = 1.
const COUNTED = /^\s*(days?|minutes?|hours?|weeks?|months?|years?|seconds?|questions?|answers?|tasks?|items?|credits?|tests?|words?|learners?|students?|attempts?|points?|sessions?|lessons?|reports?|corrections?|packs?|reviews?|times|mocks?|sections?|messages?|characters?|links?)(?!\p{L})/u;

/** English: an argument printed straight before a counted noun must be a plural. */
// Arguments that arrive as preformatted text or are not counts (a brand, "400K+", a decimal rate).
const NOT_COUNTS = new Set(['brand', 'userCount', 'value']);

export function uncountedNumberProblems(ast) {
  const problems = [];
  const inPlural = pluralArgs(ast);
  const walk = (els) => {
    els.forEach((el, i) => {
      const next = els[i + 1];
      if ((el.type === TYPE.argument || el.type === TYPE.number) && !NOT_COUNTS.has(el.value) && !inPlural.has(el.value) && next?.type === TYPE.literal && COUNTED.test(next.value)) {
        problems.push(`{${el.value}}${next.value.slice(0, 12)}… counts a noun without plural`);
      }
      if (el.options) for (const opt of Object.values(el.options)) walk(opt.value);
      if (el.children) walk(el.children);
    });
  };
  walk(ast);
  return problems;
}

// Korean particles whose form depends on the preceding syllable (and 의/에/에서/에게, listed by the style guide).
const KO_PARTICLE = /^(은|는|이|가|을|를|와|과|으로|로|의|에서|에게|에|이나|나|이랑|랑|이라는|라는|이라고|라고|이며|며)(?=[\s\p{P}\p{S}{]|$)/u;

export function koParticleProblems(ast) {
  const problems = [];
  const walk = (els) => {
    els.forEach((el, i) => {
      const next = els[i + 1];
      if ((el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) && next?.type === TYPE.literal) {
        const m = KO_PARTICLE.exec(next.value);
        if (m) problems.push(`particle "${m[1]}" right after {${el.value}}`);
      }
      if (el.options) for (const opt of Object.values(el.options)) walk(opt.value);
      if (el.children) walk(el.children);
    });
  };
  walk(ast);
  return problems;
}

/** Address and glossary findings for one message: [{rule, text}] */
export function wordingFindings(rules, source) {
  // Argument names and ICU keywords ("{task}", "{n, plural, one {…}}") are not words of the text.
  const message = source.replace(/\{\s*\w+\s*(,\s*(plural|selectordinal|select|number|date|time)\s*(,[^{}]*?)?)?(?=[{}])/g, '{').replace(/\b(zero|one|two|few|many|other|=\d+)\s*\{/g, '{');
  const found = [];
  rules.address.forEach((r, i) => {
    const m = new RegExp(r.pattern, r.ignoreCase ? 'iu' : 'u').exec(message);
    if (m) found.push({ rule: `address:${i}`, text: `address form "${m[0]}" (${r.why})` });
  });
  for (const g of rules.glossary) {
    for (const p of g.forbid) {
      const m = new RegExp(p, 'u').exec(message);
      if (m) found.push({ rule: `glossary:${g.use}`, text: `"${m[0]}" is not the glossary term: use ${g.use} (${g.why})` });
    }
  }
  return found;
}
