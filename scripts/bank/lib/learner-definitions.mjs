// Hand-written learner definitions (content/definitions/*.json): { "word": [{ "pos", "text", "example"? }] }.
// WordNet glosses are written for lexicographers; these are written for a B1 reader and win over WordNet.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const POS = new Set(['noun', 'verb', 'adjective', 'adverb', 'preposition', 'conjunction', 'pronoun', 'determiner', 'exclamation']);

export function parseLearnerDefinitions(entries, file, problems, into = new Map()) {
  for (const [word, senses] of Object.entries(entries)) {
    if (!/^[a-z]+$/.test(word)) { problems.push(`${file}: "${word}" is not a lowercase word`); continue; }
    if (into.has(word)) { problems.push(`${file}: "${word}" is defined twice`); continue; }
    if (!Array.isArray(senses) || !senses.length) { problems.push(`${file}: "${word}" has no senses`); continue; }
    const ok = senses.filter((s) => {
      const fine = POS.has(s?.pos) && typeof s.text === 'string' && s.text.length >= 8;
      if (!fine) problems.push(`${file}: "${word}" has a malformed sense ${JSON.stringify(s)}`);
      return fine;
    });
    into.set(word, ok.map(({ pos, text, example }) => (example ? { pos, text, example } : { pos, text })));
  }
  return into;
}

export function loadLearnerDefinitions(dir, problems) {
  const into = new Map();
  if (!existsSync(dir)) return into;
  for (const name of readdirSync(dir).sort().filter((n) => n.endsWith('.json'))) {
    parseLearnerDefinitions(JSON.parse(readFileSync(`${dir}/${name}`, 'utf8')), `content/definitions/${name}`, problems, into);
  }
  return into;
}
