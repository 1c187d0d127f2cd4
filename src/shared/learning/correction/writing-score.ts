/**
 * The offline writing scorer (ADR 025): measured features → four 0–5 subscores (content, coherence, lexis,
 * grammar) with documented weights → an estimated band on 10–160, capped by the detectors. The weights were set
 * by hand from the annotated content samples and checked with `npm run eval`.
 */
import { detectWritingFlags, FLAG_CAPS, type Flag } from './detectors.ts';
import type { Finding } from './grammar.ts';
import { bandFromSubscore, ramp, subscore } from './scale.ts';
import { measureWriting, type WritingContext, type WritingFeatures } from './writing-features.ts';

export type WritingCriterion = 'content' | 'coherence' | 'lexis' | 'grammar';

export interface WritingAssessment {
  band: number;
  scores: Record<WritingCriterion, number>;
  features: WritingFeatures;
  findings: Finding[];
  flags: Flag[];
}

/** Each criterion: [feature ramp, weight]. Kept as data so ADR 025 and the eval print the same numbers. */
export function criterionScores(f: WritingFeatures, targetWords: number): Record<WritingCriterion, number> {
  return {
    content: subscore([[ramp(f.words, targetWords * 0.3, targetWords), 0.5], [ramp(f.relevance, 0.05, 0.35), 0.35], [ramp(f.sentences, 1, 6), 0.15]]),
    coherence: subscore([[ramp(f.cohesiveDistinct, 0, 5), 0.45], [ramp(f.subordinationPerSentence, 0.1, 1.2), 0.3], [ramp(f.sentences, 1, 6), 0.25]]),
    lexis: subscore([[ramp(f.mtld, 25, 90), 0.4], [ramp(f.rareWordShare, 0.05, 0.3), 0.35], [ramp(f.spellingPer100, 6, 0), 0.25]]),
    grammar: subscore([[ramp(f.grammarPer100, 8, 0), 0.55], [ramp(f.meanSentenceWords, 5, 16), 0.25], [ramp(f.sentenceLengthSd, 1, 7), 0.2]]),
  };
}

export const CRITERION_WEIGHTS: Record<WritingCriterion, number> = { content: 0.3, coherence: 0.2, lexis: 0.25, grammar: 0.25 };

export function assessWritingOffline(text: string, context: WritingContext & { targetWords: number }): WritingAssessment {
  const { features, findings } = measureWriting(text, context);
  const flags = detectWritingFlags(text, context.prompt, features, context.targetWords);
  const scores = criterionScores(features, context.targetWords);
  const mean = (Object.keys(CRITERION_WEIGHTS) as WritingCriterion[]).reduce((a, k) => a + scores[k] * CRITERION_WEIGHTS[k], 0);
  const cap = Math.min(160, ...flags.map((fl) => FLAG_CAPS[fl]));
  if (flags.length) for (const k of Object.keys(scores) as WritingCriterion[]) scores[k] = Math.min(scores[k], Math.round(((cap - 10) / 30) * 10) / 10);
  return { band: Math.min(cap, bandFromSubscore(mean)), scores, features, findings, flags };
}
