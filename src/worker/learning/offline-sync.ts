/**
 * The exactly-once sync of answers given offline (issue 29, ADR 061). Each answer is checked in a fixed order,
 * re-marked with the shared module and the server's key, and stored through the online answer's repository
 * functions; its idempotency key goes in the same D1 batch, so a retried or interrupted request can neither
 * lose an answer nor record it twice.
 */
import * as v from 'valibot';
import type { OfflineAnswer, SyncResponse, SyncVerdict } from '../../shared/api/offline-pack.ts';
import { MarkResult } from '../../shared/exam/items.ts';
import { taskType } from '../../shared/exam/task-types.ts';
import { dayNumber } from '../../shared/learning/allowance.ts';
import { markAnswer } from '../../shared/learning/marking/index.ts';
import { clampAnsweredAt } from '../../shared/offline/pack-plan.ts';
import type { UserRow } from '../auth/users.ts';
import { issueStatement, newAttemptId, saveAnswerStatement } from './attempts-repo.ts';
import { toPublicItem } from './bank-repo.ts';
import { findOfflineAnswer, findPack, itemWithStatus, saveOfflineAnswerStatement, type PackRow } from './pack-repo.ts';
import { afterAnswer, allowanceFor } from './practice-service.ts';

type Reason = NonNullable<SyncVerdict['reason']>;
const conflict = (key: string, reason: Reason): SyncVerdict => ({ key, status: 'conflict', reason });

async function storedVerdict(db: D1Database, userId: number, key: string): Promise<SyncVerdict | null> {
  const stored = await findOfflineAnswer(db, userId, key);
  return stored ? { key, status: 'duplicate', result: v.parse(MarkResult, JSON.parse(stored.result)) } : null;
}

/** An answer the server could not read against the contract: only its key is known. */
export interface UnreadableAnswer { key: string; invalid: true }

async function syncOne(db: D1Database, user: UserRow, a: OfflineAnswer | UnreadableAnswer, packs: Map<string, PackRow | null>, now: number): Promise<SyncVerdict> {
  const duplicate = await storedVerdict(db, user.id, a.key);
  if (duplicate) return duplicate;
  if ('invalid' in a) return conflict(a.key, 'answer_invalid');
  if (!packs.has(a.packId)) packs.set(a.packId, await findPack(db, user.id, a.packId));
  const pack = packs.get(a.packId)!;
  if (!pack || !pack.item_ids.includes(a.itemId)) return conflict(a.key, 'not_in_pack');
  if (now >= pack.expires_at) return conflict(a.key, 'pack_expired');
  const item = await itemWithStatus(db, a.itemId);
  if (!item || item.active !== 1 || taskType(item.type).retired) return conflict(a.key, 'item_retired');
  if (a.answer.type !== item.type) return conflict(a.key, 'answer_invalid');
  let result: MarkResult;
  try {
    result = markAnswer(toPublicItem(item), JSON.parse(item.answer_key), a.answer);
  } catch {
    return conflict(a.key, 'answer_invalid');
  }

  const answeredAt = clampAnsweredAt(a.answeredAt, pack.created_at, now);
  const issuedAt = Math.max(pack.created_at, answeredAt - a.elapsedMs);
  const attemptId = newAttemptId();
  const { statements: follow } = await afterAnswer(db, user.id, item, result, answeredAt);
  try {
    // One transaction: the key first, so a key stored meanwhile by a parallel request fails the whole batch.
    await db.batch([
      saveOfflineAnswerStatement(db, { userId: user.id, key: a.key, packId: pack.id, attemptId, now, packExpiresAt: pack.expires_at }),
      issueStatement(db, { userId: user.id, id: attemptId, itemId: item.id, type: item.type, mode: 'practice', now: issuedAt }),
      saveAnswerStatement(db, {
        userId: user.id, id: attemptId, now: answeredAt, day: dayNumber(answeredAt), score: result.score,
        elapsedMs: Math.min(a.elapsedMs, answeredAt - issuedAt), answer: JSON.stringify(a.answer), result: JSON.stringify(result),
      }),
      ...follow,
    ]);
  } catch (err) {
    const winner = await storedVerdict(db, user.id, a.key);
    if (winner) return winner;
    throw err;
  }
  return { key: a.key, status: 'recorded', result };
}

/** One verdict per answer, in the order sent; the allowance is read, never taken (the download took it). */
export async function syncAnswers(db: D1Database, user: UserRow, answers: readonly (OfflineAnswer | UnreadableAnswer)[], now: number): Promise<SyncResponse> {
  const packs = new Map<string, PackRow | null>();
  const verdicts: SyncVerdict[] = [];
  for (const a of answers) verdicts.push(await syncOne(db, user, a, packs, now));
  return { verdicts, allowance: await allowanceFor(db, user, now) };
}
