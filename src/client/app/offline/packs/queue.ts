/**
 * The device's answer queue (issue 29, ADR 059), pure: which answers go next, what a server verdict does to a
 * queued answer, and what the packs screen counts. IndexedDB (store.ts) only keeps what these functions decide.
 */
import type { OfflineAnswer, SyncVerdict } from '../../../../shared/api/offline-pack.ts';
import { SYNC_MAX_ANSWERS } from '../../../../shared/api/offline-pack.ts';
import type { MarkResult } from '../../../../shared/exam/items.ts';

export type SyncState = 'waiting' | 'synced' | 'conflict';
export type ConflictReason = NonNullable<SyncVerdict['reason']>;

export interface QueuedAnswer extends OfflineAnswer {
  /** The device's own marking, shown at once. */
  local: MarkResult;
  state: SyncState;
  reason?: ConflictReason;
  /** The server's marking once synced: it replaces the device's. */
  server?: MarkResult;
}

/** The oldest waiting answers, at most one request's worth: answered order, so a retry resends the same ones. */
export function nextBatch(queue: readonly QueuedAnswer[], max = SYNC_MAX_ANSWERS): QueuedAnswer[] {
  return queue.filter((a) => a.state === 'waiting')
    .sort((a, b) => a.answeredAt.localeCompare(b.answeredAt) || a.key.localeCompare(b.key))
    .slice(0, max);
}

/** The contract's answer, without the device-only fields (the server refuses unknown shapes). */
export function toWire(a: QueuedAnswer): OfflineAnswer {
  return { key: a.key, packId: a.packId, itemId: a.itemId, answer: a.answer, answeredAt: a.answeredAt, elapsedMs: a.elapsedMs };
}

/**
 * A verdict applied to its answer: recorded and duplicate both mean the server holds it (keep its marking);
 * a conflict keeps the answer, with its reason, for the learner to see. An answer already settled stays as it is.
 */
export function applyVerdict(a: QueuedAnswer, v: SyncVerdict): QueuedAnswer {
  if (a.key !== v.key || a.state !== 'waiting') return a;
  if (v.status === 'conflict') return { ...a, state: 'conflict', reason: v.reason ?? 'answer_invalid' };
  return { ...a, state: 'synced', ...(v.result ? { server: v.result } : {}) };
}

/** The answers a verdict list changes (verdicts for unknown keys are ignored; answers without one stay waiting). */
export function settle(batch: readonly QueuedAnswer[], verdicts: readonly SyncVerdict[]): QueuedAnswer[] {
  const byKey = new Map(verdicts.map((v) => [v.key, v]));
  const out: QueuedAnswer[] = [];
  for (const a of batch) {
    const v = byKey.get(a.key);
    if (v) { const next = applyVerdict(a, v); if (next !== a) out.push(next); }
  }
  return out;
}

export interface PackCounts { answered: number; left: number; waiting: number; synced: number; conflict: number }

export function packCounts(itemCount: number, answers: readonly QueuedAnswer[]): PackCounts {
  const items = new Set(answers.map((a) => a.itemId));
  const count = (s: SyncState) => answers.filter((a) => a.state === s).length;
  return { answered: items.size, left: Math.max(0, itemCount - items.size), waiting: count('waiting'), synced: count('synced'), conflict: count('conflict') };
}

/** The first item of a pack not yet answered (resume after a reload), or -1 when all are done. */
export function resumeIndex(itemIds: readonly string[], answers: readonly QueuedAnswer[]): number {
  const done = new Set(answers.map((a) => a.itemId));
  return itemIds.findIndex((id) => !done.has(id));
}

/** Wait before the next sync attempt after `failures` failed ones: 2 s doubling, capped at 5 min. */
export function backoffMs(failures: number): number {
  return Math.min(300_000, 2_000 * 2 ** Math.max(0, failures - 1));
}
/** After this many failed attempts in a row the device stops retrying until the next open or 'online' event. */
export const MAX_SYNC_ATTEMPTS = 6;

/** A size as the learner reads it: "820 KB", "4.3 MB", in the locale's digits and separators. */
export function formatBytes(bytes: number, locale: string): string {
  const mb = bytes / 1_000_000;
  if (mb >= 1) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mb)} MB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, Math.ceil(bytes / 1000)))} KB`;
}

/** Media a deleted pack leaves behind: its sources that no remaining pack uses. */
export function orphanMedia(deleted: readonly string[], remaining: readonly (readonly string[])[]): string[] {
  const kept = new Set(remaining.flat());
  return [...new Set(deleted)].filter((s) => !kept.has(s));
}

/** Why answers were not recorded, each reason once with how many answers it concerns: shown, never dropped. */
export function conflictReasons(answers: readonly QueuedAnswer[]): [ConflictReason, number][] {
  const m = new Map<ConflictReason, number>();
  for (const a of answers) if (a.state === 'conflict') m.set(a.reason ?? 'answer_invalid', (m.get(a.reason ?? 'answer_invalid') ?? 0) + 1);
  return [...m];
}
