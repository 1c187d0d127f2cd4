/**
 * A spoken mock answer's recordings, uploaded through the correction pages' path (POST /corrections/recordings,
 * R2) so the server measures them itself (ADR 052). Converted to 16 kHz mono WAV first. Any failure (no decoder,
 * network, rate limit) gives undefined: the answer is then sent without them and stays unrated, as without a
 * microphone, so a learner never loses an answer.
 */
import { uploadRecording } from '../../platform/correction-client.ts';
import { wavFromRecording } from '../../platform/wav-from-blob.ts';

export async function uploadRecordings(blobs: readonly Blob[], onProgress: (share: number) => void): Promise<string[] | undefined> {
  if (!blobs.length || typeof AudioContext === 'undefined') return undefined;
  try {
    const wavs = await Promise.all(blobs.map((b) => wavFromRecording(b)));
    const total = wavs.reduce((t, w) => t + w.size, 0) || 1;
    let done = 0;
    const ids: string[] = [];
    for (const wav of wavs) {
      const res = await uploadRecording(wav, (share) => onProgress((done + share * wav.size) / total));
      done += wav.size;
      ids.push(res.recordingId);
    }
    return ids;
  } catch {
    return undefined;
  }
}
