/**
 * Blending a model's opinion with the measurement (ADR 025): a model score may move a criterion at most one point
 * from the measured score and counts half; detector caps still apply; a model correction is kept only when the
 * text it quotes is really in the answer; a model's improved version is kept only when it keeps the learner's
 * content words (their ideas), otherwise the rule-based version is shown.
 */
import { FLAG_CAPS } from './detectors.ts';
import { applyFixes, type Finding } from './grammar.ts';
import { bandFromSubscore } from './scale.ts';
import { STOPWORDS, stem, wordStems } from './text.ts';
import { CRITERION_WEIGHTS, type WritingAssessment, type WritingCriterion } from './writing-score.ts';

export interface ModelOpinion {
  scores: Record<WritingCriterion, number>;
  corrections: readonly { original: string; fix: string; kind: string }[];
  improved: string;
}

export interface Correction {
  start: number;
  end: number;
  original: string;
  fix: string | null;
  kind: string;
  /** Locale rule key for rule findings; 'model' for a model's correction. */
  rule: string;
}

export interface BlendedWriting {
  band: number;
  scores: Record<WritingCriterion, number>;
  corrections: Correction[];
  improved: string;
  improvedBy: 'rules' | 'model';
}

export const MODEL_MAX_SHIFT = 1;
export const MODEL_WEIGHT = 0.5;

function contentSet(text: string): Set<string> {
  return new Set(wordStems(text).filter((w) => w.length > 2 && !STOPWORDS.has(w)).map(stem));
}

/** Share of the original's content words still present in the rewrite. */
export function ideasKept(original: string, rewrite: string): number {
  const a = contentSet(original);
  if (!a.size) return 0;
  const b = contentSet(rewrite);
  let kept = 0;
  for (const w of a) if (b.has(w)) kept++;
  return kept / a.size;
}

function locate(text: string, findings: readonly Finding[], model: ModelOpinion['corrections']): Correction[] {
  const out: Correction[] = findings.map((f) => ({ start: f.start, end: f.end, original: f.original, fix: f.fix, kind: f.kind, rule: f.rule }));
  for (const c of model) {
    if (c.original === c.fix) continue;
    let at = text.indexOf(c.original);
    while (at >= 0 && out.some((o) => at < o.end && at + c.original.length > o.start)) at = text.indexOf(c.original, at + 1);
    if (at < 0) continue; // quoted text not in the answer: the model invented it
    out.push({ start: at, end: at + c.original.length, original: c.original, fix: c.fix, kind: c.kind, rule: 'model' });
  }
  return out.sort((x, y) => x.start - y.start);
}

export function blendWriting(text: string, measured: WritingAssessment, model: ModelOpinion | null): BlendedWriting {
  const ruleImproved = applyFixes(text, measured.findings);
  if (!model) {
    return { band: measured.band, scores: measured.scores, corrections: locate(text, measured.findings, []), improved: ruleImproved, improvedBy: 'rules' };
  }
  const scores = { ...measured.scores };
  for (const k of Object.keys(scores) as WritingCriterion[]) {
    const s = measured.scores[k];
    const m = Math.min(s + MODEL_MAX_SHIFT, Math.max(s - MODEL_MAX_SHIFT, model.scores[k]));
    scores[k] = Math.round(((1 - MODEL_WEIGHT) * s + MODEL_WEIGHT * m) * 10) / 10;
  }
  const mean = (Object.keys(CRITERION_WEIGHTS) as WritingCriterion[]).reduce((a, k) => a + scores[k] * CRITERION_WEIGHTS[k], 0);
  const cap = Math.min(160, ...measured.flags.map((f) => FLAG_CAPS[f]));
  const lengthRatio = model.improved.length / Math.max(1, text.length);
  const useModel = model.improved.trim() !== '' && ideasKept(text, model.improved) >= 0.7 && lengthRatio > 0.6 && lengthRatio < 1.8;
  return {
    band: Math.min(cap, bandFromSubscore(mean)),
    scores: measured.flags.length ? measured.scores : scores,
    corrections: locate(text, measured.findings, model.corrections),
    improved: useModel ? model.improved : ruleImproved,
    improvedBy: useModel ? 'model' : 'rules',
  };
}
