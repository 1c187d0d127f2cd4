/**
 * Interactive Speaking's transcripts (ADR 058): the answer just recorded goes to POST /practice/transcripts as the
 * browser compressed it (tens of KB, not the megabyte of a WAV), so the next question can follow what was said.
 * Everything here fails soft: no provider, no network, a slow model or an error give null and the stage asks its
 * default question, as the test would if it heard nothing.
 */
import { TranscriptResponse, TranscriptsStatus } from '../../../../shared/api/practice.ts';
import { TRANSCRIPT_WAIT_MS } from '../../../../shared/constants.ts';
import { api } from '../../../platform/api.ts';

let availability: Promise<boolean> | null = null;

/** Whether the server can transcribe; asked once per page, and again after a failed ask. */
export function transcriptsAvailable(): Promise<boolean> {
  availability ??= api('/practice/transcripts', { schema: TranscriptsStatus, on401: 'throw' })
    .then((r) => r.available, () => { availability = null; return false; });
  return availability;
}

export async function transcribeAnswer(blob: Blob, waitMs = TRANSCRIPT_WAIT_MS): Promise<string | null> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), waitMs);
  try {
    const res = await api('/practice/transcripts', { blob: blob.type ? blob : new Blob([blob], { type: 'audio/webm' }), schema: TranscriptResponse, on401: 'throw', signal: abort.signal });
    return res.text;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
