/** The correction screens' calls: create a job (pasted, recorded or a saved answer), upload a recording, poll, list. */
import * as v from 'valibot';
import * as C from '../../shared/api/correction.ts';
import { api, ApiError } from './api.ts';
import { getToken } from './session.ts';

export function newRequestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

export function createWritingCorrection(requestId: string, prompt: string, text: string, taskType?: string) {
  return api('/corrections', { body: { requestId, kind: 'writing', prompt, text, ...(taskType ? { taskType } : {}) }, schema: C.JobResponse, on401: 'throw' });
}

export function createSpeakingCorrection(requestId: string, prompt: string, recordingId: string, taskType?: string) {
  return api('/corrections', { body: { requestId, kind: 'speaking', prompt, recordingId, ...(taskType ? { taskType } : {}) }, schema: C.JobResponse, on401: 'throw' });
}

/** A saved answer (its own prompt and task type come from the server), with the uploaded audio of a spoken one. */
export function createSavedCorrection(requestId: string, source: CorrectionSource, recordingId?: string) {
  return api('/corrections', { body: { requestId, ...source, ...(recordingId ? { recordingId } : {}) }, schema: C.JobResponse, on401: 'throw' });
}

/** How a saved answer is named: a practice attempt, or a mock test's item by position. */
export type CorrectionSource = { attemptId: string } | { mockTestId: string; position: number };

export function pollCorrection(id: string) {
  return api(`/corrections/${id}`, { schema: C.JobResponse, on401: 'throw' });
}

export function listCorrections() {
  return api('/corrections', { schema: C.JobListResponse });
}

/**
 * Uploads a WAV with progress (fetch reports no upload progress, so this one call uses XMLHttpRequest). Fails
 * with the same ApiError as every other call, including the Retry-After of a 429.
 */
export function uploadRecording(wav: Blob, onProgress: (share: number) => void): Promise<{ recordingId: string; durationSeconds: number }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/weapp/api/corrections/recordings');
    xhr.setRequestHeader('content-type', 'audio/wav');
    xhr.setRequestHeader('accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(e.loaded / e.total); };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'network'));
    xhr.onload = () => {
      let data: unknown = null;
      try { data = JSON.parse(xhr.responseText); } catch { /* not JSON: handled below */ }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = v.safeParse(C.RecordingResponse, data);
        if (parsed.success) { resolve(parsed.output); return; }
        reject(new ApiError(xhr.status, 'unexpected response', 'bad_response'));
        return;
      }
      const err = (data ?? {}) as { message?: string; code?: string };
      const failure = new ApiError(xhr.status, err.message || xhr.statusText, err.code);
      const retry = Number(xhr.getResponseHeader('retry-after') ?? '');
      if (retry > 0) failure.retryAfter = retry;
      reject(failure);
    };
    xhr.send(wav);
  });
}
