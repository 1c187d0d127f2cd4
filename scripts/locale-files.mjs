// Reads locales/{lang}/*.json (nested objects of ICU messages) and flattens them to dotted keys.
// Used by the build (to compile messages) and by the locale verification gate.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

export const LOCALES_DIR = new URL('../locales/', import.meta.url).pathname;

export function flatten(obj, prefix = '', out = {}) {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) flatten(v, key, out);
    else if (typeof v === 'string') out[key] = v;
    else throw new Error(`${key}: messages must be strings or nested objects, got ${Array.isArray(v) ? 'array' : typeof v}`);
  }
  return out;
}

/** Namespaces are the file names under locales/en (common.json → "common"). */
export function namespaces() {
  return readdirSync(join(LOCALES_DIR, 'en')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
}

/** All messages of one locale, flattened; the file name is not part of the key. */
export function loadLocale(code, only = null) {
  const messages = {};
  const problems = [];
  for (const ns of namespaces()) {
    if (only && !only.includes(ns)) continue;
    const file = join(LOCALES_DIR, code, `${ns}.json`);
    if (!existsSync(file)) { problems.push(`${code}/${ns}.json is missing`); continue; }
    let parsed;
    try { parsed = JSON.parse(readFileSync(file, 'utf8')); } catch (e) { problems.push(`${code}/${ns}.json is not valid JSON: ${e.message}`); continue; }
    const flat = flatten(parsed);
    for (const [k, v] of Object.entries(flat)) {
      if (k in messages) problems.push(`${code}: key ${k} is defined in two files`);
      messages[k] = v;
    }
  }
  return { messages, problems };
}
