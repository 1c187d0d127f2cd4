/** The mock test API calls of /app (schemas from src/shared/api/mock.ts, checked on arrival). */
import { AnchorResponse, SavedResponse, type Draft } from '../../../shared/api/practice.ts';
import * as M from '../../../shared/api/mock.ts';
import type { Answer } from '../../../shared/exam/items.ts';
import type { Locale } from '../../../shared/locales.ts';
import { api } from '../../platform/api.ts';

const q = encodeURIComponent;

export const mockApi = (locale: Locale) => ({
  /** `confirmed`: only after the start screen's confirm; the server refuses a full test without it. */
  start: (kind: 'full' | 'diagnostic', idempotencyKey: string, confirmed: boolean) => api('/mock/start', { body: { kind, idempotencyKey, confirmed }, schema: M.MockView, locale }),
  outline: (kind: 'full' | 'diagnostic') => api(`/mock/outline?kind=${kind}`, { schema: M.OutlineResponse, locale }),
  test: (id: string) => api(`/mock/test?id=${q(id)}`, { schema: M.MockView, locale }),
  answer: (testId: string, position: number, answer: Answer | null, elapsedMs: number, recordings?: string[]) =>
    api('/mock/answer', { body: { testId, position, answer, elapsedMs, ...(recordings ? { recordings } : {}) }, schema: M.MockView, locale }),
  /** Nothing lost (ADR 047): the current item's draft and its clips' plays, on the server. */
  draft: (testId: string, position: number, draft: Draft) => api('/mock/draft', { body: { testId, position, draft }, schema: SavedResponse, locale }),
  anchor: (testId: string, position: number, req: { part?: string; play?: string }) => api('/mock/anchor', { body: { testId, position, ...req }, schema: AnchorResponse, locale }),
  report: (id: string) => api(`/mock/report?id=${q(id)}`, { schema: M.MockReport, locale }),
  shared: (token: string) => api(`/mock/shared?token=${q(token)}`, { schema: M.MockReport, locale, on401: 'throw' }),
  history: () => api('/mock/history', { schema: M.HistoryResponse, locale }),
  credits: () => api('/mock/credits', { schema: M.CreditsResponse, locale }),
  prediction: () => api('/mock/prediction', { schema: M.PredictionResponse, locale }),
  share: (testId: string) => api('/mock/share', { body: { testId }, schema: M.ShareResponse, locale }),
  revoke: (testId: string) => api('/mock/share/revoke', { body: { testId }, schema: M.ShareResponse, locale }),
});

/** One key per click on "start": a retried or doubled request then starts the same test (and takes one credit). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
