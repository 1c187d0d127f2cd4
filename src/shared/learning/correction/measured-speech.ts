/**
 * The few numbers of a recording that the mock test sends instead of its audio (ADR 036): measured in the
 * browser with measureSpeech (the same code the correction engine runs on uploaded WAV), checked on the server
 * against each other and against the answer's recorded durations, then turned back into SpeechFeatures for the
 * fluency score. Pause timings and the envelope stay in the browser: the fluency score does not need them.
 */
import type { SpeechFeatures } from './speech-features.ts';
import { MIN_PAUSE_SECONDS } from './speech-features.ts';

export interface MeasuredSpeech {
  durationSeconds: number;
  speakingSpanSeconds: number;
  phonationSeconds: number;
  /** Pauses longer than 150 ms inside the speaking span, and those of at least 1 s. */
  pauses: number;
  longPauses: number;
}

/** Rounding slack between numbers measured on the same frames (10 ms each). */
const SLACK = 0.05;
/** A recording's decoded length may exceed the page's stopwatch by the encoder's last chunk. */
export const RECORDED_SLACK_SECONDS = 1;

export function measuredFrom(f: SpeechFeatures): MeasuredSpeech {
  return {
    durationSeconds: f.durationSeconds, speakingSpanSeconds: f.speakingSpanSeconds, phonationSeconds: f.phonationSeconds,
    pauses: f.pauses.length, longPauses: f.longPauses,
  };
}

/**
 * The first field that contradicts the others, or null. Within a span, silence is span − phonation and holds
 * every pause (each longer than 150 ms; long ones at least 1 s).
 */
export function inconsistentField(m: MeasuredSpeech): keyof MeasuredSpeech | null {
  if (m.speakingSpanSeconds > m.durationSeconds + SLACK) return 'speakingSpanSeconds';
  if (m.phonationSeconds > m.speakingSpanSeconds + SLACK) return 'phonationSeconds';
  const silence = m.speakingSpanSeconds - m.phonationSeconds + SLACK;
  if (m.pauses * MIN_PAUSE_SECONDS > silence) return 'pauses';
  if (m.longPauses > m.pauses || m.longPauses > silence) return 'longPauses';
  return null;
}

/**
 * Pairs the measured recordings, in order, with the answer's stages that were recorded (duration > 0) and
 * returns the path of the first number a recording of that length cannot have, or null when all fit.
 */
export function mismatchWithDurations(measured: readonly MeasuredSpeech[], durationsMs: readonly number[]): string | null {
  const recorded = durationsMs.filter((ms) => ms > 0);
  if (measured.length > recorded.length) return 'speech';
  for (let i = 0; i < measured.length; i++) {
    const m = measured[i]!;
    const own = inconsistentField(m);
    if (own) return `speech.${i}.${own}`;
    const limit = recorded[i]! / 1000 + RECORDED_SLACK_SECONDS;
    if (m.durationSeconds > limit) return `speech.${i}.durationSeconds`;
    if (m.speakingSpanSeconds > limit) return `speech.${i}.speakingSpanSeconds`;
  }
  return null;
}

/**
 * Several recordings of one answer (Interactive Speaking's stages) as one: times and counts add up, so the
 * phonation-time ratio and the mean run are weighted by how long each stage was spoken, and a silent stage adds
 * nothing but its length.
 */
export function combineRecordings(measured: readonly MeasuredSpeech[]): MeasuredSpeech | null {
  if (!measured.length) return null;
  const sum = (k: keyof MeasuredSpeech) => measured.reduce((a, m) => a + m[k], 0);
  return {
    durationSeconds: sum('durationSeconds'), speakingSpanSeconds: sum('speakingSpanSeconds'), phonationSeconds: sum('phonationSeconds'),
    pauses: sum('pauses'), longPauses: sum('longPauses'),
  };
}

/** Back to the features the fluency score reads (no word count offline, so no speech or articulation rate). */
export function speechFeaturesOf(m: MeasuredSpeech, spokenRecordings = 1): SpeechFeatures {
  const runs = m.phonationSeconds > 0 ? m.pauses + Math.max(1, spokenRecordings) : 0;
  return {
    durationSeconds: m.durationSeconds, speakingSpanSeconds: m.speakingSpanSeconds, phonationSeconds: m.phonationSeconds,
    phonationTimeRatio: m.speakingSpanSeconds ? Math.min(1, m.phonationSeconds / m.speakingSpanSeconds) : 0,
    pauses: [], longPauses: m.longPauses, runs, meanRunSeconds: runs ? m.phonationSeconds / runs : 0,
    meanRunWords: null, speechRate: null, articulationRate: null, envelope: [],
  };
}
