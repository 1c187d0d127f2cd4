/**
 * Retrieval over the course library's lesson text (the locale files): BM25 over one document per course, with
 * the course page's link. Scripts without spaces between words (Japanese, Chinese, Thai) are indexed by
 * character pairs so that a question in those languages still finds its lesson.
 */
export interface LessonDocument {
  slug: string;
  title: string;
  /** The course page, localized (/ja/courses/…). */
  href: string;
  /** Lesson text: lead, what you see and do, timing, scoring, strategies, mistakes. */
  sentences: readonly string[];
}

export interface RetrievalHit { doc: LessonDocument; score: number; best: string[] }

const STOP = new Set(['the', 'a', 'an', 'and', 'or', 'of', 'to', 'in', 'on', 'for', 'is', 'are', 'be', 'it', 'i', 'you', 'my', 'me', 'do', 'does',
  'how', 'what', 'can', 'with', 'this', 'that', 'at', 'as', 'by', 'from', 'your', 'about', 'should', 'which', 'when', 'there', 'have', 'has']);
const UNSPACED = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f]/;

export function terms(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (UNSPACED.test(raw)) {
      for (let i = 0; i + 1 < raw.length; i++) out.push(raw.slice(i, i + 2));
      if (raw.length === 1) out.push(raw);
    } else if (raw.length > 1 && !STOP.has(raw)) {
      // Light stemming keeps "strategies"/"strategy" and "scores"/"score" together.
      out.push(raw.replace(/(ies)$/, 'y').replace(/(?<=[a-z]{3})(es|s)$/, ''));
    }
  }
  return out;
}

export interface LessonIndex { docs: readonly LessonDocument[]; tf: Map<string, number>[]; lengths: number[]; df: Map<string, number>; avg: number }

export function buildIndex(docs: readonly LessonDocument[]): LessonIndex {
  const tf = docs.map((d) => {
    const m = new Map<string, number>();
    for (const t of terms(`${d.title} ${d.title} ${d.sentences.join(' ')}`)) m.set(t, (m.get(t) ?? 0) + 1);
    return m;
  });
  const lengths = tf.map((m) => [...m.values()].reduce((a, b) => a + b, 0));
  const df = new Map<string, number>();
  for (const m of tf) for (const t of m.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  return { docs, tf, lengths, df, avg: lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length) };
}

/** Share of lessons above which a term counts as a common word of the language. */
const COMMON_SHARE = 0.4;
/**
 * Share of a question's weight (idf) that the lessons know at all, below which the question is about something
 * else ("the weather in Paris"): a single shared everyday word must not turn it into a lesson quote.
 */
const KNOWN_SHARE = 0.35;

function idfOf(index: LessonIndex, t: string): number {
  const n = index.docs.length;
  const df = index.df.get(t) ?? 0;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

function knownShare(index: LessonIndex, q: readonly string[]): number {
  let all = 0;
  let known = 0;
  for (const t of q) {
    const w = idfOf(index, t);
    all += w;
    if (index.df.has(t)) known += w;
  }
  return all ? known / all : 0;
}

const K1 = 1.2;
const B = 0.75;

/** The best lessons for a question (score > 0 only), each with its sentences that share most terms. */
export function search(index: LessonIndex, query: string, limit = 3): RetrievalHit[] {
  const n = index.docs.length;
  // A term found in most lessons says nothing about the question ("bagaimana", "hari", "です"): with no stop list
  // per language, such terms are dropped by their spread, so "cuaca di Paris hari ini" no longer finds lessons.
  const q = [...new Set(terms(query))].filter((t) => n < 5 || (index.df.get(t) ?? 0) / n <= COMMON_SHARE);
  if (knownShare(index, q) < KNOWN_SHARE) return [];
  const scored = index.docs.map((doc, i) => {
    let score = 0;
    for (const t of q) {
      const f = index.tf[i]!.get(t) ?? 0;
      if (!f) continue;
      const idf = idfOf(index, t);
      score += idf * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * index.lengths[i]!) / index.avg)));
    }
    return { doc, score };
  });
  const qs = new Set(q);
  return scored.filter((s) => s.score > 0.5).sort((a, b) => b.score - a.score).slice(0, limit).map((s) => ({
    ...s,
    best: s.doc.sentences
      .map((text, order) => ({ text, order, overlap: terms(text).filter((t) => qs.has(t)).length }))
      .filter((x) => x.overlap > 0)
      .sort((a, b) => b.overlap - a.overlap || a.order - b.order)
      .slice(0, 2)
      .map((x) => x.text),
  }));
}
