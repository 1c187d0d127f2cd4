/**
 * The offline speaking scorer (ADR 025): fluency from the audio's voice activity; content, lexis and grammar only
 * when a transcript exists (from a configured model or typed by the learner); pronunciation only when a model
 * measured it. A criterion without evidence is "not assessed" (null), never a guess, and the band averages only
 * what was assessed.
 */
import { copiedShare, type Flag } from './detectors.ts';
import { bandFromSubscore, ramp, subscore } from './scale.ts';
import type { SpeechFeatures } from './speech-features.ts';
import { tokens } from './text.ts';
import { measureWriting, type WritingContext } from './writing-features.ts';

export type SpeakingCriterion = 'fluency' | 'content' | 'lexis' | 'grammar' | 'pronunciation';

export const FILLERS = ['um', 'uh', 'er', 'erm', 'hmm', 'mm', 'ah', 'like', 'you know'] as const;

export interface TranscriptFeatures {
  words: number;
  fillers: number;
  fillersPer100: number;
  /** Immediate word repetitions ("I I think"), per 100 words. */
  repetitionsPer100: number;
}

export interface SpeakingAssessment {
  band: number | null;
  scores: Record<SpeakingCriterion, number | null>;
  flags: (Flag | 'suspectedReading')[];
  transcript: TranscriptFeatures | null;
}

export function transcriptFeatures(transcript: string): TranscriptFeatures {
  const words = tokens(transcript).map((t) => t.lower);
  const single = new Set<string>(FILLERS.filter((f) => !f.includes(' ')));
  let fillers = words.filter((w) => single.has(w)).length;
  fillers += (transcript.toLowerCase().match(/\byou know\b/g) ?? []).length;
  let repetitions = 0;
  for (let i = 1; i < words.length; i++) if (words[i] === words[i - 1] && !single.has(words[i]!)) repetitions++;
  const per100 = (k: number) => (words.length ? (100 * k) / words.length : 0);
  return { words: words.length, fillers, fillersPer100: per100(fillers), repetitionsPer100: per100(repetitions) };
}

export function fluencyScore(s: SpeechFeatures, t: TranscriptFeatures | null): number {
  const parts: [number, number][] = [
    [ramp(s.phonationTimeRatio, 0.45, 0.85), 0.3],
    [ramp(s.meanRunSeconds, 0.8, 3.5), 0.3],
    [ramp(s.speakingSpanSeconds ? (60 * s.longPauses) / s.speakingSpanSeconds : 0, 6, 0), 0.2],
  ];
  if (s.articulationRate !== null) parts.push([ramp(s.articulationRate, 90, 170), 0.2]);
  if (t) parts.push([ramp(t.fillersPer100 + t.repetitionsPer100, 12, 1), 0.15]);
  return subscore(parts);
}

export interface SpeakingInput {
  speech: SpeechFeatures | null;
  transcript: string | null;
  context: WritingContext & { targetSeconds: number; readAloud?: boolean };
  /** 0–5 from a model that measured pronunciation; absent offline. */
  pronunciation?: number | null;
}

export function assessSpeakingOffline(input: SpeakingInput): SpeakingAssessment {
  const t = input.transcript ? transcriptFeatures(input.transcript) : null;
  const flags: SpeakingAssessment['flags'] = [];
  const scores: Record<SpeakingCriterion, number | null> = { fluency: null, content: null, lexis: null, grammar: null, pronunciation: input.pronunciation ?? null };
  if (input.speech) {
    scores.fluency = fluencyScore(input.speech, t);
    if (input.speech.speakingSpanSeconds < Math.max(3, input.context.targetSeconds * 0.2)) flags.push('tooShort');
  }
  if (input.transcript && t) {
    const { features } = measureWriting(input.transcript, input.context);
    const target = Math.max(20, (input.context.targetSeconds / 60) * 110);
    scores.content = subscore([[ramp(t.words, target * 0.3, target), 0.5], [ramp(features.relevance, 0.05, 0.3), 0.5]]);
    scores.lexis = subscore([[ramp(features.mtld, 20, 70), 0.6], [ramp(features.rareWordShare, 0.03, 0.2), 0.4]]);
    scores.grammar = subscore([[ramp(features.grammarPer100, 8, 0), 0.6], [ramp(features.subordinationPerSentence, 0.1, 1), 0.4]]);
    if (!input.context.readAloud && copiedShare(input.transcript, input.context.prompt) >= 0.5) flags.push('suspectedReading');
    if (t.words >= 20 && features.distinctTrigramShare < 0.6) flags.push('repeatedText');
    if (t.words >= 15 && features.relevance < 0.05 && features.promptOverlap < 0.1) flags.push('offTopic');
    if (!input.speech && t.words < 10) flags.push('tooShort');
  }
  const assessed = Object.values(scores).filter((v): v is number => v !== null);
  if (!assessed.length) return { band: null, scores, flags, transcript: t };
  let band = bandFromSubscore(assessed.reduce((a, b) => a + b, 0) / assessed.length);
  if (flags.includes('tooShort')) band = Math.min(band, 35);
  if (flags.includes('offTopic')) band = Math.min(band, 30);
  if (flags.includes('suspectedReading') || flags.includes('repeatedText')) band = Math.min(band, 55);
  return { band, scores, flags, transcript: t };
}
