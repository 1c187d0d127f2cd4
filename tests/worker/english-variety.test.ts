/**
 * The site speaks the same English as the question bank: American (content/FORMAT.md, ADR 050). A learner who
 * reads "Practise every section" on the home page and "practice" in every item, or "recognise" in a lesson and
 * "recognize" in the bank, cannot tell which to learn. The gate's own lists (spelling and usage) check every
 * English message and every English blog article.
 */
import { describe, expect, it } from 'vitest';
import { britishSpellings } from '../../scripts/bank/lib/us-spelling.mjs';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';

const messages = import.meta.glob<Record<string, unknown>>('../../locales/en/*.json', { eager: true, import: 'default' });
const articles = import.meta.glob<string>('../../content/blog/en/**/*.md', { eager: true, query: '?raw', import: 'default' });

/** The lists' own false friends here: "queued" is US English for a job waiting its turn; "Key takeaways" is not food. */
const ALLOWED = new Set(['"queued"', '"takeaways"']);

function strings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  return out;
}

const british = (text: string) => [...britishSpellings(text), ...britishUsages(text)].filter((f) => !ALLOWED.has(f.split(' (US')[0]!));

describe('American English on the English site', () => {
  it('has messages and articles to check', () => {
    expect(Object.keys(messages).length).toBeGreaterThan(20);
    expect(Object.keys(articles).length).toBeGreaterThan(10);
  });

  it('no English message uses a British spelling or usage', () => {
    const found = Object.entries(messages).flatMap(([file, json]) => strings(json, file.split('/').pop()!)
      .flatMap(([path, text]) => british(text).map((f) => `${path}: ${f}`)));
    expect(found).toEqual([]);
  });

  it('no English article does', () => {
    const found = Object.entries(articles).flatMap(([file, text]) => british(text).map((f) => `${file.replace('../../content/blog/en/', '')}: ${f}`));
    expect(found).toEqual([]);
  });

  it('the check would catch the forms the site used to have', () => {
    expect(british('Practise every section. Start practising free.')).toEqual(['"Practise" (US: practice)', '"practising" (US: practicing)']);
    expect(british('We recognise your account at the weekend.').length).toBe(2);
  });
});
