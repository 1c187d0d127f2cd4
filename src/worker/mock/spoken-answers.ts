/**
 * Spoken mock answers measured on the server (ADR 052): the browser uploads each recording through the same
 * path as the correction pages (POST /corrections/recordings, R2) and names them with the answer; the server
 * decodes the learner's own WAV files and runs the shared measureSpeech. No number the browser sends is used.
 */
import type { Answer } from '../../shared/exam/items.ts';
import { measuredFrom, mismatchWithDurations, RECORDED_SLACK_SECONDS, type MeasuredSpeech } from '../../shared/learning/correction/measured-speech.ts';
import { measureSpeech } from '../../shared/learning/correction/speech-features.ts';
import { parseWav, WavError } from '../../shared/learning/correction/wav.ts';
import { loadRecording } from '../learning/correction/recordings-repo.ts';

/** A recording must be uploaded after its item was given (with some clock slack), so one cannot serve two answers. */
const ISSUED_SLACK_MS = 1_000;

export class RecordingProblem extends Error {
  constructor(readonly code: 'recording_invalid' | 'recording_not_found', message: string, readonly field: string) {
    super(message);
  }
}

export interface MeasuredUploads { ids: string[]; measured: MeasuredSpeech[] }

export async function measureUploads(
  env: Cloudflare.Env, userId: number, ids: readonly string[], answer: Answer | null, item: { issuedAt: number; seconds: number },
): Promise<MeasuredUploads> {
  if (!answer || !('durationsMs' in answer)) throw new RecordingProblem('recording_invalid', 'Only a spoken answer has recordings.', 'recordings');
  if (new Set(ids).size !== ids.length) throw new RecordingProblem('recording_invalid', 'A recording is named twice.', 'recordings');
  const measured: MeasuredSpeech[] = [];
  for (const [i, id] of ids.entries()) {
    const found = await loadRecording(env, userId, id);
    if (!found) throw new RecordingProblem('recording_not_found', 'That recording was not found. Send the answer again.', `recordings.${i}`);
    if (found.row.created_at < item.issuedAt - ISSUED_SLACK_MS) throw new RecordingProblem('recording_invalid', 'This recording was made before the question was given.', `recordings.${i}`);
    let m: MeasuredSpeech;
    try {
      const pcm = parseWav(found.bytes);
      m = measuredFrom(measureSpeech(pcm.samples, pcm.sampleRate));
    } catch (err) {
      if (err instanceof WavError) throw new RecordingProblem('recording_invalid', 'The recording cannot be read.', `recordings.${i}`);
      throw err;
    }
    if (m.durationSeconds > item.seconds + RECORDED_SLACK_SECONDS) throw new RecordingProblem('recording_invalid', 'The recording is longer than the question allows.', `recordings.${i}`);
    measured.push(m);
  }
  const misfit = mismatchWithDurations(measured, answer.durationsMs);
  if (misfit) throw new RecordingProblem('recording_invalid', 'The recordings do not match the answer.', misfit.replace(/^speech(\.\d+)?.*$/, 'recordings$1'));
  return { ids: [...ids], measured };
}
