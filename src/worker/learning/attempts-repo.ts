/** Attempts: items handed to a learner, and their answers (idempotent: the first answer wins, retries replay it). */
import { randomToken } from '../util/random.ts';
import type { TaskTypeId } from '../../shared/exam/task-types.ts';

export interface AttemptRow {
  user_id: number;
  id: string;
  item_id: string;
  type: TaskTypeId;
  mode: 'practice' | 'review';
  issued_at: number;
  answered_at: number | null;
  score: number | null;
  elapsed_ms: number | null;
  result: string | null;
  /** JSON OpenFeedback of an open answer (migration 0020). */
  assessment: string | null;
  /** Autosaved draft and server anchors (JSON, migration 0020; ADR 047). */
  draft: string | null;
  anchors: string | null;
}

export function newAttemptId(): string {
  return randomToken(16);
}

export function issueStatement(db: D1Database, a: { userId: number; id: string; itemId: string; type: TaskTypeId; mode: 'practice' | 'review'; now: number }): D1PreparedStatement {
  return db.prepare('INSERT INTO practice_attempts (user_id, id, item_id, type, mode, issued_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(a.userId, a.id, a.itemId, a.type, a.mode, a.now);
}

/** The learner's own attempt; someone else's id finds nothing (the caller answers 404). */
export function findAttempt(db: D1Database, userId: number, id: string): Promise<AttemptRow | null> {
  return db.prepare('SELECT user_id, id, item_id, type, mode, issued_at, answered_at, score, elapsed_ms, result, assessment, draft, anchors FROM practice_attempts WHERE user_id = ? AND id = ?')
    .bind(userId, id).first<AttemptRow>();
}

/** Unanswered attempts issued recently, to hand out again instead of issuing new items on every reload. */
export function openAttemptsStatement(db: D1Database, userId: number, type: TaskTypeId, mode: 'practice' | 'review', since: number, limit: number): D1PreparedStatement {
  return db.prepare(
    `SELECT user_id, id, item_id, type, mode, issued_at, answered_at, score, elapsed_ms, result, assessment, draft, anchors FROM practice_attempts
     WHERE user_id = ? AND type = ? AND mode = ? AND answered_at IS NULL AND issued_at >= ? ORDER BY issued_at, id LIMIT ?`,
  ).bind(userId, type, mode, since, limit);
}

export async function openAttempts(db: D1Database, userId: number, type: TaskTypeId, mode: 'practice' | 'review', since: number, limit: number): Promise<AttemptRow[]> {
  return (await openAttemptsStatement(db, userId, type, mode, since, limit).all<AttemptRow>()).results;
}

/** Issues the attempt only while fewer than `limit` are open (same filter as openAttempts): the check and the insert are one statement. */
export function issueIfFewerOpenStatement(db: D1Database, a: { userId: number; id: string; itemId: string; type: TaskTypeId; mode: 'practice' | 'review'; now: number }, since: number, limit: number): D1PreparedStatement {
  return db.prepare(
    `INSERT INTO practice_attempts (user_id, id, item_id, type, mode, issued_at)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6
     WHERE (SELECT COUNT(*) FROM practice_attempts WHERE user_id = ?1 AND type = ?4 AND mode = ?5 AND answered_at IS NULL AND issued_at >= ?7) < ?8`,
  ).bind(a.userId, a.id, a.itemId, a.type, a.mode, a.now, since, limit);
}

/** Stores the answer unless another request already did; true when this call's answer is the one kept. */
export function saveAnswerStatement(db: D1Database, a: { userId: number; id: string; now: number; day: number; score: number | null; elapsedMs: number; answer: string; result: string; assessment?: string | null }): D1PreparedStatement {
  // The draft has done its job once the answer is in.
  return db.prepare(
    `UPDATE practice_attempts SET answered_at = ?, day = ?, score = ?, elapsed_ms = ?, answer = ?, result = ?, assessment = ?, draft = NULL
     WHERE user_id = ? AND id = ? AND answered_at IS NULL`,
  ).bind(a.now, a.day, a.score, a.elapsedMs, a.answer, a.result, a.assessment ?? null, a.userId, a.id);
}

/** Recent marked answers of a type with their items' difficulty: the basis of the next target difficulty. */
export async function recentMarked(db: D1Database, userId: number, type: TaskTypeId, limit: number): Promise<{ score: number; difficulty: number }[]> {
  const { results } = await db.prepare(
    `SELECT p.score AS score, b.difficulty AS difficulty FROM practice_attempts p JOIN bank_items b ON b.id = p.item_id
     WHERE p.user_id = ? AND p.type = ? AND p.answered_at IS NOT NULL AND p.score IS NOT NULL ORDER BY p.answered_at DESC LIMIT ?`,
  ).bind(userId, type, limit).all<{ score: number; difficulty: number }>();
  return results;
}

/**
 * Online practice answers (not reviews, not answers from a pack, whose rounds the download paid for) of one type
 * given on the UTC day `day`: where the learner is in today's sets.
 */
export async function answeredTodayOfType(db: D1Database, userId: number, type: TaskTypeId, day: number): Promise<number> {
  const row = await db.prepare(
    `SELECT COUNT(*) AS n FROM practice_attempts
     WHERE user_id = ? AND answered_at >= ? AND answered_at < ? AND type = ? AND mode = 'practice' AND pack_id IS NULL`,
  ).bind(userId, day * 86_400_000, (day + 1) * 86_400_000, type).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Marks an attempt as answered offline from a pack (migration 0026). */
export function fromPackStatement(db: D1Database, userId: number, id: string, packId: string): D1PreparedStatement {
  return db.prepare('UPDATE practice_attempts SET pack_id = ? WHERE user_id = ? AND id = ?').bind(packId, userId, id);
}
