/** The correction islands' calls: create a job for a pasted answer and poll it until its report is ready. */
import * as C from '../../shared/api/correction.ts';
import { api } from './api.ts';

export function newRequestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

export function createWritingCorrection(requestId: string, prompt: string, text: string) {
  return api('/corrections', { body: { requestId, kind: 'writing', prompt, text }, schema: C.JobResponse, on401: 'throw' });
}

export function pollCorrection(id: string) {
  return api(`/corrections/${id}`, { schema: C.JobResponse, on401: 'throw' });
}
