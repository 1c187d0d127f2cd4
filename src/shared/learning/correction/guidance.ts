/**
 * Teacher guidance as locale frames: the weakest criteria and the features behind them pick what to say next;
 * the UI renders each key in the learner's language (correction.guidance.*).
 */
import type { Flag } from './detectors.ts';
import type { WritingFeatures } from './writing-features.ts';
import type { WritingCriterion } from './writing-score.ts';

export type GuidanceKey = 'length' | 'relevance' | 'linking' | 'subordination' | 'variety' | 'vocabulary' | 'rareWords' | 'spelling' | 'grammar' | 'keepGoing';

export function writingGuidance(scores: Record<WritingCriterion, number>, f: WritingFeatures, flags: readonly Flag[], targetWords: number): (GuidanceKey | `flag.${Flag}`)[] {
  if (flags.length) return flags.map((fl) => `flag.${fl}` as const);
  const tips: { key: GuidanceKey; need: number }[] = [
    { key: 'length', need: f.words < targetWords ? 5 - scores.content + 1 : 0 },
    { key: 'relevance', need: f.relevance < 0.15 ? 5 - scores.content : 0 },
    { key: 'linking', need: f.cohesiveDistinct < 3 ? 5 - scores.coherence + 0.5 : 0 },
    { key: 'subordination', need: f.subordinationPerSentence < 0.5 ? 5 - scores.coherence : 0 },
    { key: 'vocabulary', need: f.mtld < 60 ? 5 - scores.lexis + 0.5 : 0 },
    { key: 'rareWords', need: f.rareWordShare < 0.15 ? 5 - scores.lexis : 0 },
    { key: 'spelling', need: f.spellingPer100 >= 2 ? 5 - scores.lexis + 1 : 0 },
    { key: 'grammar', need: f.grammarPer100 >= 2 ? 5 - scores.grammar + 1 : 0 },
    { key: 'variety', need: f.sentenceLengthSd < 3 ? 5 - scores.grammar : 0 },
  ];
  const chosen = tips.filter((t) => t.need > 0.5).sort((a, b) => b.need - a.need).slice(0, 3).map((t) => t.key);
  return chosen.length ? chosen : ['keepGoing'];
}
