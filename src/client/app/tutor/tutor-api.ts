/**
 * The tutor's API calls from /app: JSON calls through the shared caller, and the completion as a fetch whose
 * event stream is read as it arrives (schemas from src/shared/api/tutor.ts, checked on arrival).
 */
import * as v from 'valibot';
import * as T from '../../../shared/api/tutor.ts';
import type { TutorLanguage, TutorMode } from '../../../shared/learning/tutor/models.ts';
import type { Locale } from '../../../shared/locales.ts';
import { api, ApiError } from '../../platform/api.ts';
import { getToken } from '../../platform/session.ts';

export const tutorApi = (locale: Locale) => ({
  models: () => api('/tutor/models', { schema: T.ModelsResponse, locale }),
  conversations: () => api('/tutor/conversations', { schema: T.ConversationsResponse, locale }),
  conversation: (id: string) => api(`/tutor/conversations/${encodeURIComponent(id)}`, { schema: T.ConversationResponse, locale }),
  rename: (id: string, title: string) => api(`/tutor/conversations/${encodeURIComponent(id)}/rename`, { body: { title }, schema: T.ConversationResponse, locale }),
  remove: (id: string) => api(`/tutor/conversations/${encodeURIComponent(id)}/delete`, { body: {}, schema: T.DeletedResponse, locale }),
});

export interface CompletionBody { conversationId?: string; message: string; model: string; mode: TutorMode; language: TutorLanguage }

export type CompletionEvent =
  | { type: 'start'; data: v.InferOutput<typeof T.StartEvent> }
  | { type: 'delta'; data: v.InferOutput<typeof T.DeltaEvent> }
  | { type: 'done'; data: v.InferOutput<typeof T.DoneEvent> }
  | { type: 'error'; data: v.InferOutput<typeof T.ErrorEvent> };

/** A refused request: the status, code and when to try again (from Retry-After). */
export class CompletionRefused extends ApiError {
  constructor(status: number, message: string, code: string | undefined, public retryAt: Date | null) {
    super(status, message, code);
  }
}

const SCHEMAS = { start: T.StartEvent, delta: T.DeltaEvent, done: T.DoneEvent, error: T.ErrorEvent } as const;

/** Posts a message and calls `onEvent` for each event as it arrives; resolves when the stream ends or is aborted. */
export async function streamCompletion(locale: Locale, body: CompletionBody, signal: AbortSignal, onEvent: (e: CompletionEvent) => void): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream', locale };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch('/weapp/api/common/tutor/completion', { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin', signal });
  } catch (err) {
    if (signal.aborted) return;
    throw new ApiError(0, String(err), 'network');
  }
  if (!res.ok || !res.body) {
    const data = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
    const retry = Number(res.headers.get('retry-after'));
    throw new CompletionRefused(res.status, data.message ?? res.statusText, data.code, retry > 0 ? new Date(Date.now() + retry * 1000) : null);
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const type = /^event: (\w+)$/m.exec(block)?.[1] as keyof typeof SCHEMAS | undefined;
        const data = block.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
        if (!type || !(type in SCHEMAS)) continue;
        const parsed = v.safeParse(SCHEMAS[type], JSON.parse(data));
        if (parsed.success) onEvent({ type, data: parsed.output } as CompletionEvent);
      }
    }
  } catch (err) {
    if (signal.aborted) return;
    throw new ApiError(0, String(err), 'network');
  }
}
