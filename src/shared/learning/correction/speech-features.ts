/**
 * Fluency from audio alone (DESIGN §7): energy-based voice activity on mono PCM in 10 ms frames, pauses longer
 * than 150 ms and of at least 1 s, phonation-time ratio and mean length of run; speech and articulation rate when
 * a transcript or word timings give the word count. Pronunciation is never inferred from these.
 */
export const FRAME_SECONDS = 0.01;
/** Silent stretches shorter than this are part of speech (stop closures, not pauses). */
export const MIN_PAUSE_SECONDS = 0.15;
export const LONG_PAUSE_SECONDS = 1;

export interface Pause {
  start: number;
  end: number;
}

export interface SpeechFeatures {
  durationSeconds: number;
  /** Time from the first to the last voiced frame. */
  speakingSpanSeconds: number;
  phonationSeconds: number;
  /** Voiced time over the speaking span. */
  phonationTimeRatio: number;
  /** Pauses > 150 ms between the first and last voiced frame, in seconds from the start. */
  pauses: Pause[];
  longPauses: number;
  /** Runs of speech between pauses; mean duration in seconds, and in words when a word count is known. */
  runs: number;
  meanRunSeconds: number;
  meanRunWords: number | null;
  /** Words per minute over the speaking span; articulation rate excludes pauses. Null without a word count. */
  speechRate: number | null;
  articulationRate: number | null;
  /** Per-frame RMS (downsampled later for the waveform). */
  envelope: number[];
}

/** RMS per 10 ms frame. */
export function frameEnergy(samples: Float32Array, sampleRate: number): number[] {
  const size = Math.max(1, Math.round(sampleRate * FRAME_SECONDS));
  const out: number[] = [];
  for (let i = 0; i < samples.length; i += size) {
    let sum = 0;
    const end = Math.min(samples.length, i + size);
    for (let k = i; k < end; k++) sum += samples[k]! * samples[k]!;
    out.push(Math.sqrt(sum / (end - i)));
  }
  return out;
}

/**
 * Voiced frames: energy above a threshold set between the noise floor (10th percentile) and the speech level
 * (95th percentile), so a quiet room and a loud microphone give the same segmentation.
 */
export function voicedFrames(energy: readonly number[]): boolean[] {
  if (!energy.length) return [];
  const sorted = [...energy].sort((a, b) => a - b);
  const floor = sorted[Math.floor(sorted.length * 0.1)]!;
  const peak = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!;
  const threshold = Math.max(0.005, floor + (peak - floor) * 0.15);
  return energy.map((e) => e > threshold);
}

export function measureSpeech(samples: Float32Array, sampleRate: number, wordCount: number | null = null): SpeechFeatures {
  const envelope = frameEnergy(samples, sampleRate);
  const voiced = voicedFrames(envelope);
  const first = voiced.indexOf(true);
  const last = voiced.lastIndexOf(true);
  const durationSeconds = samples.length / sampleRate;
  const pauses: Pause[] = [];
  let phonationFrames = 0;
  if (first >= 0) {
    let silentFrom = -1;
    for (let i = first; i <= last; i++) {
      if (voiced[i]) {
        phonationFrames++;
        if (silentFrom >= 0) {
          if ((i - silentFrom) * FRAME_SECONDS > MIN_PAUSE_SECONDS) pauses.push({ start: round(silentFrom * FRAME_SECONDS), end: round(i * FRAME_SECONDS) });
          else phonationFrames += i - silentFrom; // a short gap belongs to the run
          silentFrom = -1;
        }
      } else if (silentFrom < 0) silentFrom = i;
    }
  }
  const span = first >= 0 ? (last - first + 1) * FRAME_SECONDS : 0;
  const phonation = phonationFrames * FRAME_SECONDS;
  const runs = first >= 0 ? pauses.length + 1 : 0;
  const minutes = (s: number) => s / 60;
  return {
    durationSeconds: round(durationSeconds),
    speakingSpanSeconds: round(span),
    phonationSeconds: round(phonation),
    phonationTimeRatio: span ? round(phonation / span) : 0,
    pauses,
    longPauses: pauses.filter((p) => p.end - p.start >= LONG_PAUSE_SECONDS - 1e-9).length,
    runs,
    meanRunSeconds: runs ? round(phonation / runs) : 0,
    meanRunWords: wordCount !== null && runs ? round(wordCount / runs) : null,
    speechRate: wordCount !== null && span ? round(wordCount / minutes(span)) : null,
    articulationRate: wordCount !== null && phonation ? round(wordCount / minutes(phonation)) : null,
    envelope,
  };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** Peak-normalised waveform of `points` columns for drawing, 0–1. */
export function waveform(envelope: readonly number[], points: number): number[] {
  if (!envelope.length) return [];
  const step = envelope.length / points;
  const cols: number[] = [];
  for (let i = 0; i < points; i++) {
    const from = Math.floor(i * step);
    const to = Math.max(from + 1, Math.floor((i + 1) * step));
    cols.push(Math.max(...envelope.slice(from, to)));
  }
  const peak = Math.max(...cols) || 1;
  return cols.map((c) => Math.round((c / peak) * 1000) / 1000);
}
