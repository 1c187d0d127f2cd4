/**
 * Open mock answers through the correction engine (ADR 036): written answers with assessWritingOffline, spoken
 * ones with assessSpeakingOffline on the features the browser measured (fluency only: no transcript offline). The
 * engine's 10–160 band becomes the rating (logits) the adaptive session takes as open-answer evidence, and the
 * report keeps the band, criterion scores, flags and feedback codes (rendered from locale files by the page).
 */
import type { Answer } from '../../exam/items.ts';
import { bFromScore, clampB } from '../difficulty.ts';
import { writingGuidance } from '../correction/guidance.ts';
import { combineRecordings, speechFeaturesOf, type MeasuredSpeech } from '../correction/measured-speech.ts';
import { assessSpeakingOffline } from '../correction/speaking-score.ts';
import { SPEAKING_TARGET_SECONDS, WRITING_TARGET_WORDS } from '../correction/targets.ts';
import { writtenTextOf } from '../correction/answer-context.ts';
import { assessWritingOffline } from '../correction/writing-score.ts';

export interface OpenAssessment {
  kind: 'writing' | 'speaking';
  band: number;
  /** Writing: content, coherence, lexis, grammar (0–5). Speaking: fluency; the others null = not assessed. */
  criteria: Record<string, number | null>;
  flags: string[];
  /** Feedback codes: writing guidance keys (correctionUi.guidance.*) or speaking tips (mockOpen.tip.speaking.*). */
  feedback: string[];
  /** Spoken answers: measured by the server from the uploaded recordings (ADR 052); absent on older rows. */
  measuredOn?: 'server';
}

export interface AnswerContext { prompt: string; samples: readonly string[] }

/** At most this many feedback lines per answer: the report is a summary, "Get AI feedback" goes further. */
export const FEEDBACK_LINES = 2;

/**
 * The engine's band on the score scale → the ability (logits) the session's open evidence expects: the inverse of
 * rawScore (85 + 25θ), i.e. bFromScore, clamped to the engine's ±3 range. scoreFromTheta(ratingFromBand(b)) = b.
 */
export function ratingFromBand(band: number): number {
  return clampB(bFromScore(band));
}

const WRITTEN = ['write-about-the-photo', 'writing-sample', 'interactive-writing', 'interactive-listening'] as const;

export function assessWrittenAnswer(answer: Answer, context: AnswerContext): OpenAssessment | null {
  if (!(WRITTEN as readonly string[]).includes(answer.type)) return null;
  const text = writtenTextOf(answer as { text?: string; followUpText?: string; summary?: string });
  const targetWords = WRITING_TARGET_WORDS[answer.type] ?? WRITING_TARGET_WORDS.free!;
  // Nothing written (the item's time ran out on an empty box) is evidence at the floor. The engine never sees
  // this through the correction API, which refuses empty text, and would score it at the too-short cap.
  if (!/[a-z]/i.test(text)) return { kind: 'writing', band: 10, criteria: { content: 0, coherence: 0, lexis: 0, grammar: 0 }, flags: ['tooShort'], feedback: ['length'] };
  const a = assessWritingOffline(text, { prompt: context.prompt, samples: context.samples, targetWords });
  // Flags are shown as such; the tips come from the criteria alone so a flagged answer still gets advice.
  const tips = writingGuidance(a.scores, a.features, [], targetWords).slice(0, FEEDBACK_LINES);
  return { kind: 'writing', band: a.band, criteria: { ...a.scores }, flags: [...a.flags], feedback: tips };
}

export type SpeakingTip = 'pauses' | 'runs' | 'keepTalking' | 'keepGoing';

function speakingTips(f: ReturnType<typeof speechFeaturesOf>): SpeakingTip[] {
  const perMinute = f.speakingSpanSeconds ? (60 * f.longPauses) / f.speakingSpanSeconds : 0;
  const tips: { key: SpeakingTip; need: number }[] = [
    { key: 'pauses', need: perMinute > 2 ? perMinute / 6 : 0 },
    { key: 'runs', need: f.meanRunSeconds < 2 ? 1 - f.meanRunSeconds / 2 : 0 },
    { key: 'keepTalking', need: f.phonationTimeRatio < 0.7 ? 1 - f.phonationTimeRatio : 0 },
  ];
  const chosen = tips.filter((t) => t.need > 0).sort((a, b) => b.need - a.need).slice(0, FEEDBACK_LINES).map((t) => t.key);
  return chosen.length ? chosen : ['keepGoing'];
}

/**
 * A spoken answer from its measured recordings (all stages of Interactive Speaking combined; the target time is
 * per stage times the stages the item has, so unanswered stages count as silence). Null without any recording.
 */
export function assessSpokenAnswer(type: Answer['type'], measured: readonly MeasuredSpeech[], stages: number, context: AnswerContext): OpenAssessment | null {
  const combined = combineRecordings(measured);
  if (!combined) return null;
  const spoken = measured.filter((m) => m.phonationSeconds > 0).length;
  const speech = speechFeaturesOf(combined, spoken);
  const targetSeconds = (SPEAKING_TARGET_SECONDS[type] ?? SPEAKING_TARGET_SECONDS.free!) * Math.max(1, stages);
  const a = assessSpeakingOffline({ speech, transcript: null, context: { prompt: context.prompt, samples: context.samples, targetSeconds, readAloud: type === 'read-aloud' } });
  if (a.band === null) return null;
  return { kind: 'speaking', band: a.band, criteria: { ...a.scores }, flags: [...a.flags], feedback: speakingTips(speech) };
}
