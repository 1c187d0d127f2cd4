/**
 * Recordings in R2 with a D1 row each (migration 0023, ADR 052): the row lets the hourly clean-up expire audio
 * after RECORDING_DAYS through an index (listing a bucket of millions of objects every hour would not scale) and
 * lets a learner list and delete their own. The R2 key always starts with the owner's id.
 */
import { recordingKey } from './correction-service.ts';

const DAY = 86_400_000;
/** Recordings are kept this long, then deleted with their row (mock answers keep their measured figures). */
export const RECORDING_DAYS = 90;
/** Per clean-up run: R2 deletes at most 1,000 keys a call; 5 calls of 200 keep one run short. */
const EXPIRE_BATCH = 200;
const EXPIRE_BATCHES = 5;

export interface RecordingRow { id: string; created_at: number; bytes: number; seconds: number }

export async function storeRecording(env: Cloudflare.Env, userId: number, id: string, bytes: Uint8Array, seconds: number, now: number): Promise<void> {
  await env.RECORDINGS.put(recordingKey(userId, id), bytes, { httpMetadata: { contentType: 'audio/wav' } });
  await env.DB.prepare('INSERT INTO recordings (user_id, id, created_at, bytes, seconds) VALUES (?, ?, ?, ?, ?)')
    .bind(userId, id, now, bytes.length, Math.round(seconds * 10) / 10).run();
}

export function recordingRow(db: D1Database, userId: number, id: string): Promise<RecordingRow | null> {
  return db.prepare('SELECT id, created_at, bytes, seconds FROM recordings WHERE user_id = ? AND id = ?').bind(userId, id).first<RecordingRow>();
}

/** The learner's own audio (null when it never existed, belongs to someone else, was deleted or expired). */
export async function loadRecording(env: Cloudflare.Env, userId: number, id: string): Promise<{ row: RecordingRow; bytes: Uint8Array } | null> {
  const row = await recordingRow(env.DB, userId, id);
  if (!row) return null;
  const obj = await env.RECORDINGS.get(recordingKey(userId, id));
  return obj ? { row, bytes: new Uint8Array(await obj.arrayBuffer()) } : null;
}

export async function listRecordings(db: D1Database, userId: number, limit = 100): Promise<RecordingRow[]> {
  const { results } = await db.prepare('SELECT id, created_at, bytes, seconds FROM recordings WHERE user_id = ? ORDER BY created_at DESC LIMIT ?')
    .bind(userId, limit).all<RecordingRow>();
  return results;
}

/** Deletes one of the learner's recordings; false when there was none of that id. */
export async function deleteRecording(env: Cloudflare.Env, userId: number, id: string): Promise<boolean> {
  const gone = await env.DB.prepare('DELETE FROM recordings WHERE user_id = ? AND id = ?').bind(userId, id).run();
  await env.RECORDINGS.delete(recordingKey(userId, id));
  return gone.meta.changes > 0;
}

/** Cron: audio older than RECORDING_DAYS leaves R2 first, then its row (a failed R2 call retries next hour). */
export async function expireRecordings(env: Cloudflare.Env, now: number): Promise<number> {
  let total = 0;
  for (let i = 0; i < EXPIRE_BATCHES; i++) {
    const { results } = await env.DB.prepare('SELECT user_id, id FROM recordings WHERE created_at < ? ORDER BY created_at LIMIT ?')
      .bind(now - RECORDING_DAYS * DAY, EXPIRE_BATCH).all<{ user_id: number; id: string }>();
    if (!results.length) break;
    await env.RECORDINGS.delete(results.map((r) => recordingKey(r.user_id, r.id)));
    await env.DB.batch(results.map((r) => env.DB.prepare('DELETE FROM recordings WHERE user_id = ? AND id = ?').bind(r.user_id, r.id)));
    total += results.length;
    if (results.length < EXPIRE_BATCH) break;
  }
  return total;
}
