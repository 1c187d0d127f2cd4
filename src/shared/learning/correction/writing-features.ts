/** The measured features of a written answer (DESIGN §7, issue 11): the evidence behind every writing score. */
import { cohesiveDevices, subordinators } from './cohesion.ts';
import { findIssues, type Finding } from './grammar.ts';
import { COMMON_WORDS, frequencyRank } from './lexicon.ts';
import { mtld } from './mtld.ts';
import { promptOverlap, relevance, type TopicModel } from './relevance.ts';
import { sentences, tokens, wordStems } from './text.ts';

export interface WritingFeatures {
  words: number;
  sentences: number;
  meanSentenceWords: number;
  /** Standard deviation of sentence length in words: sentence variety. */
  sentenceLengthSd: number;
  /** Subordinating words per sentence. */
  subordinationPerSentence: number;
  mtld: number;
  /** Share of content words beyond the 2,000 most frequent (known words only). */
  rareWordShare: number;
  spellingPer100: number;
  grammarPer100: number;
  cohesiveDistinct: number;
  cohesivePer100: number;
  /** Cosine similarity to the prompt and its samples, 0–1. */
  relevance: number;
  /** Share of the prompt's content words reused. */
  promptOverlap: number;
  /** Share of distinct word 3-grams: low when text repeats itself. */
  distinctTrigramShare: number;
  /** Share of tokens that are known English words. */
  knownWordShare: number;
}

export interface WritingContext {
  prompt: string;
  /** Sample answers of the same prompt, widening the topic's vocabulary for relevance. */
  samples?: readonly string[];
  topic?: TopicModel;
}

export function distinctTrigramShare(words: readonly string[]): number {
  if (words.length < 3) return 1;
  const grams = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) grams.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return grams.size / (words.length - 2);
}

export function measureWriting(text: string, context: WritingContext): { features: WritingFeatures; findings: Finding[] } {
  const words = wordStems(text);
  const n = words.length;
  const sents = sentences(text);
  const lengths = sents.map((s) => tokens(s.text).length).filter((l) => l > 0);
  const mean = lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 0;
  const sd = lengths.length ? Math.sqrt(lengths.reduce((a, b) => a + (b - mean) ** 2, 0) / lengths.length) : 0;
  const findings = findIssues(text);
  const per100 = (k: number) => (n ? (100 * k) / n : 0);
  const ranks = words.map(frequencyRank);
  const known = ranks.filter((r) => r !== Infinity);
  const contentKnown = words.filter((w, i) => ranks[i] !== Infinity && w.length > 3);
  const rare = contentKnown.filter((w) => frequencyRank(w) >= COMMON_WORDS).length;
  const cohesion = cohesiveDevices(text);
  const reference = [context.prompt, ...(context.samples ?? [])].join('\n');
  return {
    findings,
    features: {
      words: n,
      sentences: lengths.length,
      meanSentenceWords: mean,
      sentenceLengthSd: sd,
      subordinationPerSentence: lengths.length ? subordinators(words) / lengths.length : 0,
      mtld: mtld(words),
      rareWordShare: contentKnown.length ? rare / contentKnown.length : 0,
      spellingPer100: per100(findings.filter((f) => f.kind === 'spelling').length),
      grammarPer100: per100(findings.filter((f) => f.kind !== 'spelling').length),
      cohesiveDistinct: cohesion.distinct,
      cohesivePer100: per100(cohesion.total),
      relevance: relevance(text, reference, context.topic),
      promptOverlap: promptOverlap(text, context.prompt),
      distinctTrigramShare: distinctTrigramShare(words),
      knownWordShare: n ? known.length / n : 0,
    },
  };
}
