/**
 * Interactive Speaking's transcripts (ADR 058): the answer just recorded goes to POST /practice/transcripts as the
 * browser compressed it (tens of KB, not the megabyte of a WAV), so the next question can follow what was said.
 * Everything here fails soft: no provider, no network, a slow model or an error give null and the stage asks its
 * default question, as the test would if it heard nothing.
 */
import * as v from 'valibot';
import { TranscriptResponse, TranscriptsStatus } from '../../../../shared/api/practice.ts';
import { TRANSCRIPT_WAIT_MS } from '../../../../shared/constants.ts';
import { api } from '../../../platform/api.ts';
import { getToken } from '../../../platform/session.ts';

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
    const headers: Record<string, string> = { accept: 'application/json', 'content-type': blob.type || 'audio/webm' };
    const token = getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch('/weapp/api/practice/transcripts', { method: 'POST', headers, body: blob, credentials: 'same-origin', signal: abort.signal });
    if (!res.ok) return null;
    const parsed = v.safeParse(TranscriptResponse, await res.json());
    return parsed.success ? parsed.output.text : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
