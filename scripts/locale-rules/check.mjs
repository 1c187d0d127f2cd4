// Per-locale quality rules of the locale gate: plural categories (CLDR), plural use for counted nouns, Korean
// particles after arguments and speech level, zh/ja punctuation, ja です/ます, form of address and the termbase
// (rules in scripts/locale-rules/<lang>.json, applied to every message and every blog article). ADR 034, ADR 057.
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { TYPE } from '@formatjs/icu-messageformat-parser';

const RULES_DIR = new URL('./', import.meta.url).pathname;
const BLOG_DIR = new URL('../../content/blog/', import.meta.url).pathname;

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

// Korean particles whose form depends on the preceding syllable (은/는, 이/가, 을/를, 과/와, (으)로, (이)나, (이)랑,
// (이)라는, (이)라고, (이)며). 에/에서/의/에게/도/만/까지/부터 never change and may follow an argument (ADR 057).
export const KO_PARTICLE = /^(은|는|이|가|을|를|와|과|으로|로|이나|나|이랑|랑|이라는|라는|이라고|라고|이며|며)(?=[\s\p{P}\p{S}{]|$)/u;

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
export function wordingFindings(rules, source, { plain = false } = {}) {
  // Argument names and ICU keywords ("{task}", "{n, plural, one {…}}") are not words of the text.
  const message = plain ? source : source.replace(/\{\s*\w+\s*(,\s*(plural|selectordinal|select|number|date|time)\s*(,[^{}]*?)?)?(?=[{}])/g, '{').replace(/\b(zero|one|two|few|many|other|=\d+)\s*\{/g, '{');
  const found = [];
  (rules.address ?? []).forEach((r, i) => {
    const m = new RegExp(r.pattern, r.ignoreCase ? 'iu' : 'u').exec(message);
    if (m) found.push({ rule: `address:${i}`, text: `address form "${m[0]}" (${r.why})` });
  });
  for (const g of rules.glossary ?? []) {
    for (const p of g.forbid ?? []) {
      let re;
      try { re = new RegExp(p, 'u'); } catch { continue; } // reported by termbaseProblems
      const m = re.exec(message);
      if (m) found.push({ rule: glossaryRuleId(g), text: `"${m[0]}" is not the glossary term: use ${g.use} (${g.why})` });
    }
  }
  return found;
}

// ---- Termbase (issue 27, ADR 057) -------------------------------------------------------------------------------

/** The concepts every locale's termbase (`glossary` in <lang>.json) may name; one entry per concept and locale. */
export const CONCEPTS = Object.freeze([
  'mock-test', 'mock-pack', 'plan', 'pack', 'subscription', 'credit', 'sample-answer', 'follow-up-question', 'answer',
  'question', 'task-type', 'mistake-notebook', 'subscore', 'overall-score', 'score-range', 'cefr-level', 'practice',
  'review', 'progress', 'goal', 'study-plan', 'ai-correction', 'writing-correction', 'speaking-correction', 'feedback',
  'tutor', 'recording', 'microphone', 'preparation-time', 'time-limit', 'section', 'report', 'sign-in', 'sign-up',
  'account', 'guest', 'diagnostic', 'test-day', 'payment', 'refund', 'criteria', 'explanation',
]);

/** The rule id a glossary entry's findings are reported (and excepted) under. */
export const glossaryRuleId = (g) => `glossary:${g.use}`;

/** Problems with a rules file itself: unknown or repeated concept ids, forbid patterns that do not compile or that
 *  match the approved term. */
export function termbaseProblems(rules) {
  const problems = [];
  const seen = new Set();
  for (const g of rules.glossary ?? []) {
    const label = g.concept ? `glossary "${g.concept}"` : `glossary "${g.use}"`;
    if (typeof g.use !== 'string' || !g.use.trim()) problems.push(`${label} has no "use" term`);
    if (!Array.isArray(g.forbid)) { problems.push(`${label} has no "forbid" list`); continue; }
    if (g.concept !== undefined) {
      if (!CONCEPTS.includes(g.concept)) problems.push(`${label}: unknown concept id (known: scripts/locale-rules/check.mjs CONCEPTS)`);
      else if (seen.has(g.concept)) problems.push(`${label}: concept listed twice (one entry per concept)`);
      seen.add(g.concept);
    }
    // The approved term without its English gloss: "模考套餐 (mock test pack)" → "模考套餐".
    const term = String(g.use ?? '').replace(/\s*\([^()]*\)\s*$/u, '');
    for (const p of g.forbid) {
      let re;
      try { re = new RegExp(p, 'u'); } catch (e) { problems.push(`${label}: forbid /${p}/ is not a valid regular expression (${e.message})`); continue; }
      if (term && re.test(term)) problems.push(`${label}: forbid /${p}/ matches the approved term "${term}"`);
    }
  }
  return problems;
}

/** The text of a message with every placeholder, plural, select or tag boundary replaced by U+FFFC: one string per
 *  branch (the message, then each plural/select case). ICU syntax and argument names are never part of the text. */
export function messageTexts(ast) {
  const texts = [];
  const flat = (els, buf) => {
    for (const el of els) {
      if (el.type === TYPE.literal) buf.push(el.value);
      else if (el.type === TYPE.tag) { buf.push('\uFFFC'); flat(el.children, buf); buf.push('\uFFFC'); }
      else {
        buf.push('\uFFFC');
        if (el.options) for (const opt of Object.values(el.options)) { const b = []; flat(opt.value, b); texts.push(b.join('')); }
      }
    }
    return buf;
  };
  texts.unshift(flat(ast, []).join(''));
  return texts.filter((t) => t.replace(/\uFFFC/g, '').trim());
}

// CJK letters (Han, kana, the prolonged sound mark) and CJK punctuation (、。「」 and the full-width forms).
const CJK_LETTER = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u30FC]';
const CJK_PUNCT = '[\\u3000-\\u303F\\uFF00-\\uFF60]';
const LATIN = '[\\p{Script=Latin}\\p{Nd}]';
// ASCII punctuation with a CJK letter on either side, or with CJK punctuation on one side and no Latin letter or
// digit on the other (so the English in 「How are you?」 keeps its question mark). Spaces are ignored.
const ASCII_PUNCT_NEXT_TO_CJK = new RegExp(
  `(?<=${CJK_LETTER}[ \\t]*)[,:;?!()]|[,:;?!()](?=[ \\t]*${CJK_LETTER})` +
  `|(?<=${CJK_PUNCT}[ \\t]*)[,:;?!()](?![ \\t]*${LATIN})|(?<!${LATIN}[ \\t]*)[,:;?!()](?=[ \\t]*${CJK_PUNCT})`, 'gu');
const FULL_WIDTH = { ',': '，', ':': '：', ';': '；', '?': '？', '!': '！', '(': '（', ')': '）' };

/** zh/ja: ASCII , : ; ? ! ( ) directly next to a CJK character (spaces ignored). Between Latin letters and digits
 *  ("Read, Then Speak", "10:30", "1,000") ASCII punctuation stays. */
export function cjkPunctuationProblems(ast) {
  const problems = [];
  for (const text of messageTexts(ast)) {
    for (const m of text.matchAll(ASCII_PUNCT_NEXT_TO_CJK)) {
      const around = text.slice(Math.max(0, m.index - 6), m.index + 7).replace(/\uFFFC/g, '…');
      problems.push(`ASCII "${m[0]}" next to CJK in "${around}": write ${FULL_WIDTH[m[0]]}`);
    }
  }
  return problems;
}

// ㅂ as final consonant: (code − 0xAC00) % 28 === 17 (합, 입, 됩, 습, 없… as in 합니다, 입니까).
const isBieupFinal = (ch) => { const c = ch.codePointAt(0) - 0xac00; return c >= 0 && c < 11172 && c % 28 === 17; };

/** ko: one speech level, 해요체: no -습니다/-ㅂ니다/-습니까/-ㅂ니까 and no -십시오. */
export function koSpeechLevelProblems(ast) {
  const problems = [];
  for (const text of messageTexts(ast)) {
    for (const m of text.matchAll(/(\p{Script=Hangul})(니다|니까)/gu)) {
      if (isBieupFinal(m[1])) problems.push(`formal ending "${m[0]}" (-ㅂ/습${m[2]}): write 해요체 (…해요, …예요, …나요?)`);
    }
    for (const m of text.matchAll(/십시오/gu)) problems.push(`formal imperative "${m[0]}": write -세요`);
  }
  return problems;
}

/** ja: polite です/ます throughout, no plain だ。/である。 endings. */
export function jaSpeechLevelProblems(ast) {
  const problems = [];
  for (const text of messageTexts(ast)) {
    for (const m of text.matchAll(/である。|だ。/gu)) problems.push(`plain ending "${m[0]}": write です/ます`);
  }
  return problems;
}

/** Every blog article of a locale: [{ path: 'blog/<relative path>', text }] (front matter and body). */
export function blogArticles(code, root = BLOG_DIR) {
  const dir = join(root, code);
  if (!existsSync(dir)) return [];
  const out = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.md')) out.push({ path: `blog/${relative(dir, p).split(sep).join('/')}`, text: readFileSync(p, 'utf8') });
    }
  };
  walk(dir);
  return out;
}

/** Address and glossary findings for a blog article, line by line: [{rule, line, text}]. Markdown is plain text
 *  here (no ICU), so braces are not stripped. */
export function blogFindings(rules, text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    for (const f of wordingFindings(rules, line, { plain: true })) found.push({ ...f, line: i + 1 });
  });
  return found;
}
