/**
 * Relevance to the prompt: cosine similarity of stemmed content-word TF-IDF vectors between the answer and the
 * prompt plus its sample answers (a topic's vocabulary), with document frequencies over all known prompts.
 */
import { STOPWORDS, stem, wordStems } from './text.ts';

function contentStems(text: string): string[] {
  return wordStems(text).filter((w) => w.length > 2 && !STOPWORDS.has(w)).map(stem);
}

function counts(words: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const w of words) m.set(w, (m.get(w) ?? 0) + 1);
  return m;
}

export interface TopicModel {
  idf: (term: string) => number;
}

/** Inverse document frequencies over a corpus of topic documents (prompt + its samples each). */
export function topicModel(documents: readonly string[]): TopicModel {
  const df = new Map<string, number>();
  for (const d of documents) for (const t of new Set(contentStems(d))) df.set(t, (df.get(t) ?? 0) + 1);
  const n = documents.length;
  return { idf: (t) => Math.log((n + 1) / ((df.get(t) ?? 0) + 1)) + 1 };
}

function vector(text: string, model: TopicModel): Map<string, number> {
  const v = new Map<string, number>();
  for (const [t, c] of counts(contentStems(text))) v.set(t, (1 + Math.log(c)) * model.idf(t));
  return v;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [t, x] of a) { na += x * x; dot += x * (b.get(t) ?? 0); }
  for (const x of b.values()) nb += x * x;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** Similarity in [0, 1] of the answer to the prompt's topic (prompt and samples as one reference text). */
export function relevance(answer: string, reference: string, model: TopicModel = topicModel([reference])): number {
  return cosine(vector(answer, model), vector(reference, model));
}

/** Share of the prompt's content words the answer reuses (used to catch copied prompts and off-topic answers). */
export function promptOverlap(answer: string, prompt: string): number {
  const p = new Set(contentStems(prompt));
  if (p.size === 0) return 0;
  const a = new Set(contentStems(answer));
  let hit = 0;
  for (const t of p) if (a.has(t)) hit++;
  return hit / p.size;
}
