// Helper for writers: checks one English namespace file (JSON shape, ICU syntax, argument names).
import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import { flatten } from './locale-files.mjs';
import { FIGURES, PRICES_CENTS } from '../src/shared/figures.ts';

const allowed = new Set(['brand', 'supportEmail', 'updated', 'count', 'percent', ...Object.keys(FIGURES), ...Object.keys(PRICES_CENTS)]);
const file = process.argv[2];
const flat = flatten(JSON.parse(readFileSync(file, 'utf8')));
const bad = [];
for (const [k, v] of Object.entries(flat)) {
  let ast;
  try { ast = parse(v); } catch (e) { bad.push(`${k}: ${e.message}`); continue; }
  const walk = (nodes) => nodes.forEach((n) => {
    if (n.type !== 0 && n.type !== 7 && 'value' in n && !allowed.has(n.value) && !(process.argv[3] || '').split(',').includes(n.value)) bad.push(`${k}: unknown argument {${n.value}}`);
    if (n.options) Object.values(n.options).forEach((o) => walk(o.value));
  });
  walk(ast);
  if (/'/.test(v)) bad.push(`${k}: use ’ instead of '`);
  if (/\n|<[a-z]/i.test(v)) bad.push(`${k}: no newlines or HTML`);
}
if (bad.length) { console.log(bad.join('\n')); process.exit(1); }
console.log(`OK ${Object.keys(flat).length} keys`);
