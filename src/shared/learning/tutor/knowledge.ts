/**
 * The offline tutor's knowledge base (issue 23 §9): curated entries for the questions learners ask most — grammar
 * pairs, the rules of each task and how scoring works. The answers are locale data (locales/<lang>/tutorKb.json,
 * so the locale gate holds every language to the same keys); this module only decides which entry a question
 * asks about. An entry is chosen by its English anchor words (the words being asked about stay English in every
 * language) together with the question words of the learner's language; a question that reaches no entry's
 * threshold gets no entry, so the tutor can say plainly that it cannot answer rather than guess.
 */
import type { TaskTypeId } from '../../exam/task-types.ts';

export type KbKind = 'grammar' | 'task' | 'score';

export interface KbEntry {
  id: string;
  kind: KbKind;
  /** English words or phrases that name the topic (2 points each). */
  strong: readonly string[];
  /** Common English words that point to the topic only together with others (1 point each). */
  weak?: readonly string[];
  /** Points needed; grammar pairs need an anchor and something more, so "the effect of pauses" is no question about affect. */
  need: number;
  /** The task the entry explains: its name is the title, its course page and practice are linked. */
  task?: TaskTypeId;
}

export const KB_ENTRIES: readonly KbEntry[] = [
  { id: 'affect-effect', kind: 'grammar', strong: ['affect', 'effect'], need: 3 },
  { id: 'since-for', kind: 'grammar', strong: ['since'], weak: ['for'], need: 3 },
  { id: 'make-do', kind: 'grammar', strong: ['make a mistake', 'do homework', 'make a decision', 'do the dishes'], weak: ['make', 'do', 'made', 'did'], need: 3 },
  { id: 'say-tell', kind: 'grammar', strong: ['say to', 'tell me', 'told me'], weak: ['say', 'tell', 'said', 'told'], need: 3 },
  { id: 'few-a-few', kind: 'grammar', strong: ['a few', 'a little'], weak: ['few', 'little'], need: 3 },
  { id: 'fewer-less', kind: 'grammar', strong: ['fewer'], weak: ['less'], need: 3 },
  { id: 'its-it-s', kind: 'grammar', strong: ["it's", 'its'], need: 3 },
  { id: 'who-whom', kind: 'grammar', strong: ['whom'], weak: ['who'], need: 3 },
  { id: 'perfect-past', kind: 'grammar', strong: ['present perfect', 'past simple', 'simple past', 'have been', 'has been', 'have done'], need: 3 },
  { id: 'articles', kind: 'grammar', strong: ['article', 'a or an', 'an or a', 'a an the'], need: 3 },
  { id: 'much-many', kind: 'grammar', strong: ['how much', 'how many'], weak: ['much', 'many'], need: 3 },
  { id: 'used-to', kind: 'grammar', strong: ['used to', 'be used to', 'get used to', 'am used to', 'is used to'], need: 3 },
  { id: 'read-and-select', kind: 'task', task: 'read-and-select', strong: ['read and select', 'real words', 'real word'], need: 2 },
  { id: 'fill-in-the-blanks', kind: 'task', task: 'fill-in-the-blanks', strong: ['fill in the blanks', 'fill in the blank'], need: 2 },
  { id: 'read-and-complete', kind: 'task', task: 'read-and-complete', strong: ['read and complete', 'c test'], need: 2 },
  { id: 'listen-and-type', kind: 'task', task: 'listen-and-type', strong: ['listen and type'], need: 2 },
  { id: 'interactive-reading', kind: 'task', task: 'interactive-reading', strong: ['interactive reading'], need: 2 },
  { id: 'interactive-listening', kind: 'task', task: 'interactive-listening', strong: ['interactive listening'], need: 2 },
  { id: 'photo-tasks', kind: 'task', task: 'write-about-the-photo', strong: ['write about the photo', 'speak about the photo', 'about the photo', 'photo', 'picture'], need: 2 },
  { id: 'interactive-writing', kind: 'task', task: 'interactive-writing', strong: ['interactive writing'], need: 2 },
  { id: 'read-then-speak', kind: 'task', task: 'read-then-speak', strong: ['read then speak'], need: 2 },
  { id: 'interactive-speaking', kind: 'task', task: 'interactive-speaking', strong: ['interactive speaking'], need: 2 },
  { id: 'samples', kind: 'task', task: 'writing-sample', strong: ['writing sample', 'speaking sample'], need: 2 },
  { id: 'score-scale', kind: 'score', strong: ['score', 'subscore', '160', 'overall score'], need: 2 },
  { id: 'score-validity', kind: 'score', strong: ['valid', 'validity', 'expire', 'two years', '2 years'], need: 2 },
  { id: 'score-cefr', kind: 'score', strong: ['cefr', 'a1', 'a2', 'b1', 'b2', 'c1', 'c2'], need: 2 },
];

/** What one language adds to the anchors: its question words and each entry's topic words (locale data). */
export interface KbLexicon {
  /** Words that ask about usage ("difference", "beda", "違い"): 1 point for a grammar entry. */
  ask: readonly string[];
  /** Words that ask about a task's rules ("time", "berapa lama", "時間"): 1 point for a task entry. */
  taskAsk: readonly string[];
  /** Topic words per entry id ("artikel", "冠詞"): 2 points each. */
  terms: ReadonlyMap<string, readonly string[]>;
}

/** Scripts written without spaces (or with particles glued on, as Korean): their terms match inside words. */
const UNSPACED = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f]/;
/** Letters of the spaced scripts: a word boundary is where none of these is. CJK and Thai count as boundaries. */
const WORDISH = "[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{N}']";

export function normalizeQuestion(text: string): string {
  return ` ${text.normalize('NFKC').toLowerCase().replace(/[’‘`´]/g, "'").replace(/[^\p{L}\p{M}\p{N}'\s]/gu, ' ').replace(/\s+/g, ' ').trim()} `;
}

const patterns = new Map<string, RegExp>();

/**
 * Whether a normalized question holds a term. English anchors take English endings only ("affects", "scored");
 * topic and question words of other languages take up to four more letters ("bedanya", "farkı", "разницу").
 */
export function hasTerm(question: string, term: string, loose: boolean): boolean {
  const t = normalizeQuestion(term).trim();
  if (!t) return false;
  if (UNSPACED.test(t)) return question.includes(t);
  const key = `${loose ? 'l' : 's'}:${t}`;
  let re = patterns.get(key);
  if (!re) {
    const body = t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const tail = loose ? '[\\p{Script=Latin}\\p{Script=Cyrillic}]{0,4}' : '(?:s|es|ed|d|ing)?';
    re = new RegExp(`(?<!${WORDISH})${body}${tail}(?!${WORDISH})`, 'u');
    patterns.set(key, re);
  }
  return re.test(question);
}

/** A locale's "a|b|c" list (the separator never meets CJK punctuation rules) as terms. */
export function termList(message: string | null | undefined): string[] {
  return (message ?? '').split('|').map((x) => x.trim()).filter(Boolean);
}

/** Several lexicons (the learner's language and English, since a learner may ask in either) as one. */
export function mergeLexicons(...lexicons: readonly KbLexicon[]): KbLexicon {
  const terms = new Map<string, string[]>();
  for (const l of lexicons) for (const [id, list] of l.terms) terms.set(id, [...(terms.get(id) ?? []), ...list]);
  return { ask: lexicons.flatMap((l) => l.ask), taskAsk: lexicons.flatMap((l) => l.taskAsk), terms };
}

export interface KbMatch { entry: KbEntry; score: number }

function scoreOf(entry: KbEntry, q: string, lexicon: KbLexicon): number {
  let score = 0;
  for (const s of entry.strong) if (hasTerm(q, s, false)) score += 2;
  for (const w of entry.weak ?? []) if (hasTerm(q, w, false)) score += 1;
  for (const t of lexicon.terms.get(entry.id) ?? []) if (hasTerm(q, t, true)) score += 2;
  const asks = entry.kind === 'grammar' ? lexicon.ask : entry.kind === 'task' ? lexicon.taskAsk : [];
  // Question words show intent; one is enough, so a long question does not outweigh a precise one.
  if (asks.some((a) => hasTerm(q, a, true))) score += 1;
  return score;
}

/** The entry a question asks about, or null when none reaches its threshold. Ties go to the earlier entry. */
export function findEntry(question: string, lexicon: KbLexicon, entries: readonly KbEntry[] = KB_ENTRIES): KbMatch | null {
  const q = normalizeQuestion(question);
  let best: KbMatch | null = null;
  for (const entry of entries) {
    const score = scoreOf(entry, q, lexicon);
    if (score >= entry.need && (!best || score > best.score)) best = { entry, score };
  }
  return best;
}
