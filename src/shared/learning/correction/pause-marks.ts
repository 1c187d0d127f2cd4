/**
 * What the speaking report draws and lists about pauses (issue 11): each measured pause as short (> 150 ms) or
 * long (≥ 1 s), and — only when a model gave word timings with punctuation — missing pauses (a sentence ends
 * and the next begins with no pause) and interruptions (a long pause inside a sentence). Without word timings
 * those two are null: not assessed, never guessed.
 */
import { LONG_PAUSE_SECONDS } from './speech-features.ts';

export interface TimedWord { word: string; start: number; end: number }
export interface MarkedPause { start: number; end: number; long: boolean }

export function markPauses(pauses: readonly { start: number; end: number }[]): MarkedPause[] {
  return pauses.map((p) => ({ ...p, long: p.end - p.start >= LONG_PAUSE_SECONDS - 1e-9 }));
}

/** A sentence boundary followed by less than this gap is a missing pause. */
export const MISSING_PAUSE_SECONDS = 0.15;

export interface BoundaryFindings {
  /** Words after which a sentence ended without a pause. */
  missingPauses: string[];
  /** Words after which a long pause broke a sentence. */
  interruptions: string[];
}

export function boundaryFindings(words: readonly TimedWord[]): BoundaryFindings | null {
  if (words.length < 2 || !words.some((w) => /[.!?]$/.test(w.word.trim()))) return null;
  const missingPauses: string[] = [];
  const interruptions: string[] = [];
  for (let i = 0; i < words.length - 1; i++) {
    const w = words[i]!;
    const gap = words[i + 1]!.start - w.end;
    const endsSentence = /[.!?]$/.test(w.word.trim());
    if (endsSentence && gap < MISSING_PAUSE_SECONDS) missingPauses.push(w.word.trim());
    if (!endsSentence && !/[,;:]$/.test(w.word.trim()) && gap >= LONG_PAUSE_SECONDS) interruptions.push(w.word.trim());
  }
  return { missingPauses, interruptions };
}
