/**
 * Sends the answer queue (issue 29, ADR 059): batches of SYNC_MAX_ANSWERS, on app open, on the window's 'online'
 * event and when the service worker relays a Background Sync event. A failed request is retried with backoff and
 * given up after MAX_SYNC_ATTEMPTS until the next trigger, so nothing spins forever. One run at a time.
 */
import { SYNC_MAX_ANSWERS, SyncResponse } from '../../../../shared/api/offline-pack.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { api, ApiError } from '../../../platform/api.ts';
import { backoffMs, MAX_SYNC_ATTEMPTS, nextBatch, settle, toWire } from './queue.ts';
import { allAnswers, claimDeviceStore, putAnswers } from './store.ts';
import { User } from '../../../../shared/api/schemas.ts';

export const SYNC_TAG = 'practice-sync';
export type SyncStatus = { kind: 'idle' } | { kind: 'syncing' } | { kind: 'failed'; attempts: number };

let status: SyncStatus = { kind: 'idle' };
let running: Promise<void> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const set = (s: SyncStatus) => { status = s; for (const l of listeners) l(); };

export const syncStatus = (): SyncStatus => status;
export function subscribeSync(l: () => void): () => void { listeners.add(l); return () => listeners.delete(l); }

async function runOnce(locale: Locale): Promise<void> {
  // Whose answers these are is confirmed with the account of this session first: another account's queue is
  // cleared, never sent under this one (store.ts claimDeviceStore, ADR 059).
  if ((await allAnswers()).length === 0) return;
  const user = await api('/userInfo', { schema: User, locale });
  await claimDeviceStore(user.id);
  for (;;) {
    const batch = nextBatch(await allAnswers(), SYNC_MAX_ANSWERS);
    if (batch.length === 0) return;
    const res = await api('/practice/sync', { body: { answers: batch.map(toWire) }, schema: SyncResponse, locale });
    const settled = settle(batch, res.verdicts);
    await putAnswers(settled);
    // A server that answered without settling any of them would loop: stop and let the backoff retry.
    if (settled.length === 0) throw new Error('no verdicts');
  }
}

/** Sends every waiting answer; retries a failure with backoff, up to MAX_SYNC_ATTEMPTS. */
export function syncNow(locale: Locale, attempt = 1): Promise<void> {
  if (running) return running;
  clearTimeout(timer);
  set({ kind: 'syncing' });
  running = runOnce(locale).then(() => set({ kind: 'idle' }), (err: unknown) => {
    set({ kind: 'failed', attempts: attempt });
    // A 4xx other than a rate limit will not change by retrying: wait for the next open or 'online'.
    const permanent = err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 429;
    if (!permanent && attempt < MAX_SYNC_ATTEMPTS) timer = setTimeout(() => void syncNow(locale, attempt + 1), backoffMs(attempt));
  }).finally(() => { running = null; });
  return running;
}

/** Asks the browser for a Background Sync once answers wait (Chromium); elsewhere the next open sends them. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const reg = await navigator.serviceWorker?.ready;
    const sync = (reg as unknown as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
    await sync?.register(SYNC_TAG);
  } catch { /* not supported or not allowed: the open and 'online' triggers remain */ }
}

/** Wires the triggers once per page: now, 'online', and the service worker's relayed sync event. */
export function startSync(locale: Locale): void {
  void syncNow(locale);
  window.addEventListener('online', () => void syncNow(locale));
  navigator.serviceWorker?.addEventListener('message', (e: MessageEvent) => {
    if ((e.data as { type?: string } | null)?.type === SYNC_TAG) void syncNow(locale);
  });
}
