/** Practice packs and offline answers on D1 (migration 0026, ADR 061): rows only, no rules. */
import type { TaskTypeId } from '../../shared/exam/task-types.ts';
import type { ItemRow } from './bank-repo.ts';

export interface PackRow { id: string; created_at: number; expires_at: number; item_ids: string[] }

export function savePackStatement(db: D1Database, p: { userId: number; id: string; createdAt: number; expiresAt: number; itemIds: readonly string[]; units: number }): D1PreparedStatement {
  return db.prepare('INSERT INTO practice_packs (user_id, id, created_at, expires_at, item_ids, units) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(p.userId, p.id, p.createdAt, p.expiresAt, JSON.stringify(p.itemIds), p.units);
}

/** The learner's own pack; another learner's id finds nothing, exactly like an unknown one. */
export async function findPack(db: D1Database, userId: number, id: string): Promise<PackRow | null> {
  const row = await db.prepare('SELECT id, created_at, expires_at, item_ids FROM practice_packs WHERE user_id = ? AND id = ?')
    .bind(userId, id).first<{ id: string; created_at: number; expires_at: number; item_ids: string }>();
  return row ? { ...row, item_ids: JSON.parse(row.item_ids) as string[] } : null;
}

/** The stored verdict of an idempotency key: the attempt it created and that attempt's result. */
export async function findOfflineAnswer(db: D1Database, userId: number, key: string): Promise<{ attempt_id: string; result: string } | null> {
  return db.prepare(
    `SELECT o.attempt_id, a.result FROM offline_answers o JOIN practice_attempts a ON a.user_id = o.user_id AND a.id = o.attempt_id
     WHERE o.user_id = ? AND o.key = ?`,
  ).bind(userId, key).first<{ attempt_id: string; result: string }>();
}

/**
 * Plain INSERT on purpose: a second request with the same key fails on the primary key, which rolls back the
 * whole batch it is part of (the attempt, exposure and card with it).
 */
export function saveOfflineAnswerStatement(db: D1Database, a: { userId: number; key: string; packId: string; attemptId: string; now: number; packExpiresAt: number }): D1PreparedStatement {
  return db.prepare('INSERT INTO offline_answers (user_id, key, pack_id, attempt_id, synced_at, pack_expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(a.userId, a.key, a.packId, a.attemptId, a.now, a.packExpiresAt);
}

/** An item with whether the bank still holds it (`active` 0: retired by a later bank version). */
export function itemWithStatus(db: D1Database, id: string): Promise<(ItemRow & { active: number }) | null> {
  return db.prepare('SELECT id, type, difficulty, cefr, topic, stimulus, answer_key, active FROM bank_items WHERE id = ?')
    .bind(id).first<ItemRow & { active: number }>();
}

export async function activeCountsOf(db: D1Database, types: readonly TaskTypeId[]): Promise<Map<TaskTypeId, number>> {
  const { results } = await db.prepare(`SELECT type, COUNT(*) AS n FROM bank_items WHERE active = 1 AND type IN (${types.map(() => '?').join(', ')}) GROUP BY type`)
    .bind(...types).all<{ type: TaskTypeId; n: number }>();
  return new Map(results.map((r) => [r.type, r.n]));
}
