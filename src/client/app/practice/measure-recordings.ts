/**
 * A spoken practice answer's recordings measured in the browser (ADR 036; mock answers are measured on the server, ADR 052): decoded to 16 kHz mono and run through the
 * shared measureSpeech, so only a few numbers travel with the answer instead of megabytes of audio. Any decoding
 * failure gives undefined: the answer is then sent without them and stays unrated, as without a microphone.
 */
import type { MeasuredSpeech } from '../../../shared/learning/correction/measured-speech.ts';
import { measuredFrom } from '../../../shared/learning/correction/measured-speech.ts';
import { RECORDING_RATE } from '../../../shared/learning/correction/resample.ts';
import { measureSpeech } from '../../../shared/learning/correction/speech-features.ts';
import { monoFromRecording } from '../../platform/wav-from-blob.ts';

export async function measureRecordings(blobs: readonly Blob[]): Promise<MeasuredSpeech[] | undefined> {
  if (!blobs.length || typeof AudioContext === 'undefined') return undefined;
  try {
    const out: MeasuredSpeech[] = [];
    for (const blob of blobs) out.push(measuredFrom(measureSpeech(await monoFromRecording(blob), RECORDING_RATE)));
    return out;
  } catch {
    return undefined;
  }
}
