// Unused-key rule of the locale gate: every English key must be reachable from source code, either written out
// ('explain.pos.noun'), under a prefix written out as a string of at least two segments ('about.sections' handed
// to t.count or a Paragraphs component), matched by a template literal whose placeholders are filled by strings
// of the same file (`mock.report.${s}` over ['literacy', …]), or under a prefix of the explicit allow-list
// (scripts/locale-rules/dynamic-keys.json) for keys built from values that live elsewhere (task ids, server
// error codes, plan tiers). A key nothing reaches is dead weight for 13 translators.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;
// Where keys are read: the app, the worker, the shared code and the scripts; generated bundles and tests are not.
const SOURCE_DIRS = ['src', 'scripts'];
const SKIP = new Set(['generated', 'node_modules']);

export function sourceTexts(dirs = SOURCE_DIRS.map((d) => join(ROOT, d))) {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name)) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(tsx?|mjs|js)$/.test(name) && !/\.test\.(tsx?|mjs)$/.test(name)) out.push(readFileSync(path, 'utf8'));
    }
  };
  for (const d of dirs) walk(d);
  return out;
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KEYLIKE = /^[A-Za-z][\w-]*(\.[\w-]+)+\.?$/;

/**
 * What the sources say about keys: every quoted string (a key or a prefix) and every template whose placeholders
 * stand for whole segments (`a.${b}.c`, `${page}.meta.title`), with the strings of its own file as the values
 * a placeholder may take. Templates made only of dots and placeholders say nothing and are ignored.
 */
export function keyReferences(texts) {
  const strings = new Set();
  const templates = [];
  for (const text of texts) {
    const local = new Set();
    for (const m of text.matchAll(/'((?:[^'\n\\]|\\.)*)'|"((?:[^"\n\\]|\\.)*)"/g)) local.add(m[1] ?? m[2]);
    const found = [];
    for (const m of text.matchAll(/`((?:[^`\\]|\\.)*)`/g)) {
      const body = m[1];
      if (!body.includes('${')) { local.add(body); continue; }
      const parts = body.split(/\$\{(?:[^{}]|\{[^{}]*\})*\}/);
      if (!parts.some((p) => /[A-Za-z]/.test(p)) || /[^\w.-]/.test(parts.join(''))) continue;
      // A placeholder must fill whole segments: `${x}ing` or `plan-${tier}` is not a key.
      if (!parts.every((p, i) => (i === 0 || p === '' || p.startsWith('.')) && (i === parts.length - 1 || p === '' || p.endsWith('.')))) continue;
      found.push(parts);
    }
    for (const s of local) strings.add(s);
    for (const parts of found) templates.push({ re: new RegExp(`^${parts.map(escape).join('(.+?)')}(?:$|\\.)`), values: local });
  }
  return { strings, templates };
}

/**
 * Keys of `keys` that no reference reaches. `allowPrefixes`: prefixes built at runtime (without trailing dot).
 * A template reaches a key only when what fills each placeholder is a number or a string of the template's file,
 * so `mock.report.${s}` over ['literacy', …] does not keep mock.report.cefr alive.
 */
export function unusedKeys(keys, { strings, templates }, allowPrefixes = []) {
  const prefixes = [...strings].filter((s) => KEYLIKE.test(s)).map((s) => s.replace(/\.$/, ''));
  const under = (key, p) => key === p || key.startsWith(`${p}.`);
  const filled = (fill, values) => /^\d+$/.test(fill) || values.has(fill);
  const reached = (key) => templates.some(({ re, values }) => {
    const m = re.exec(key);
    return m !== null && m.slice(1).every((f) => filled(f, values));
  });
  return keys.filter((k) => !strings.has(k)
    && !prefixes.some((p) => under(k, p))
    && !allowPrefixes.some((p) => under(k, p))
    && !reached(k));
}

const ALLOW_FILE = new URL('./dynamic-keys.json', import.meta.url).pathname;

/** The allow-list of runtime-built prefixes (the "_" entry is its description). */
export function dynamicPrefixes(file = ALLOW_FILE) {
  return Object.keys(JSON.parse(readFileSync(file, 'utf8'))).filter((k) => k !== '_');
}
