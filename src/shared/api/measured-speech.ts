/**
 * A spoken PRACTICE answer's recordings as measured in the browser (ADR 036, ADR 046). Mock tests no longer take
 * these numbers (their recordings are uploaded and measured on the server, ADR 052); practice feedback still
 * does, because a learner who forges them only misleads their own practice feedback and nothing is scored or
 * shared from it. Each number is bounded here; how they fit together and with the answer's recorded durations is
 * checked by the service (measured-speech.ts).
 */
import * as v from 'valibot';

const SPEECH = 'speech_features_invalid';
const SpeechSeconds = v.pipe(v.number(SPEECH), v.finite(SPEECH), v.minValue(0, SPEECH), v.maxValue(600, SPEECH));
/** A 10-minute recording cannot hold more pauses of over 150 ms than this. */
export const MAX_PAUSES = 4000;
const SpeechCount = v.pipe(v.number(SPEECH), v.integer(SPEECH), v.minValue(0, SPEECH), v.maxValue(MAX_PAUSES, SPEECH));

export const MeasuredSpeech = v.object({
  durationSeconds: SpeechSeconds, speakingSpanSeconds: SpeechSeconds, phonationSeconds: SpeechSeconds,
  pauses: SpeechCount, longPauses: SpeechCount,
}, SPEECH);
