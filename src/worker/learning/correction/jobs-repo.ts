/**
 * Correction jobs in D1 (ADR 026). Credits move in the same batch (one transaction) as the job row, so a credit is
 * taken exactly once per job and given back exactly once: the user update is conditioned on the job row's own
 * flags, and the flag flips in the same batch.
 */
export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface JobRow {
  user_id: number;
  id: string;
  request_id: string;
  kind: 'writing' | 'speaking';
  task_type: string;
  attempt_id: string | null;
  prompt: string;
  answer_text: string | null;
  recording_key: string | null;
  state: JobState;
  charged: number;
  refunded: number;
  tries: number;
  error: string | null;
  provider: string | null;
  created_at: number;
  updated_at: number;
}

export interface NewJob {
  userId: number;
  id: string;
  requestId: string;
  kind: 'writing' | 'speaking';
  taskType: string;
  attemptId: string | null;
  prompt: string;
  answerText: string | null;
  recordingKey: string | null;
  now: number;
}

export type CreateOutcome = { created: true; job: JobRow } | { created: false; job: JobRow } | { created: false; job: null; reason: 'no_credits' };

/**
 * Inserts the job only when the learner is Pro (correct_unlimited_until in the future) or has a credit, and takes
 * the credit in the same transaction. A repeated request id returns the existing job without charging again.
 */
export async function createJob(db: D1Database, j: NewJob): Promise<CreateOutcome> {
  const [insert] = await db.batch([
    db.prepare(
      `INSERT OR IGNORE INTO correction_jobs (user_id, id, request_id, kind, task_type, attempt_id, prompt, answer_text, recording_key, state, charged, created_at, updated_at)
       SELECT id, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'queued', CASE WHEN COALESCE(correct_unlimited_until, 0) > ?10 THEN 0 ELSE 1 END, ?10, ?10
       FROM users WHERE id = ?1 AND (COALESCE(correct_unlimited_until, 0) > ?10 OR correct_num > 0)`,
    ).bind(j.userId, j.id, j.requestId, j.kind, j.taskType, j.attemptId, j.prompt, j.answerText, j.recordingKey, j.now),
    db.prepare(
      `UPDATE users SET correct_num = correct_num - 1
       WHERE id = ?1 AND correct_num > 0 AND EXISTS (SELECT 1 FROM correction_jobs WHERE user_id = ?1 AND id = ?2 AND charged = 1 AND created_at = ?3 AND tries = 0 AND state = 'queued')`,
    ).bind(j.userId, j.id, j.now),
  ]);
  const inserted = (insert?.meta.changes ?? 0) > 0;
  const job = await db.prepare('SELECT * FROM correction_jobs WHERE user_id = ? AND request_id = ?').bind(j.userId, j.requestId).first<JobRow>();
  if (job) return { created: inserted, job };
  return { created: false, job: null, reason: 'no_credits' };
}

export function findJob(db: D1Database, userId: number, id: string): Promise<JobRow | null> {
  return db.prepare('SELECT * FROM correction_jobs WHERE user_id = ? AND id = ?').bind(userId, id).first<JobRow>();
}

export async function listJobs(db: D1Database, userId: number, limit: number): Promise<(JobRow & { band: number | null })[]> {
  const { results } = await db.prepare(
    `SELECT j.*, r.band FROM correction_jobs j LEFT JOIN correction_reports r ON r.user_id = j.user_id AND r.job_id = j.id
     WHERE j.user_id = ? ORDER BY j.created_at DESC LIMIT ?`,
  ).bind(userId, limit).all<JobRow & { band: number | null }>();
  return results;
}

/** Claims a queued (or retried running) job for processing; false when it is already finished. */
export async function startJob(db: D1Database, userId: number, id: string, now: number): Promise<boolean> {
  const r = await db.prepare(
    `UPDATE correction_jobs SET state = 'running', tries = tries + 1, updated_at = ?3 WHERE user_id = ?1 AND id = ?2 AND state IN ('queued', 'running')`,
  ).bind(userId, id, now).run();
  return r.meta.changes > 0;
}

export async function completeJob(db: D1Database, userId: number, id: string, band: number | null, report: string, provider: string, now: number): Promise<void> {
  await db.batch([
    db.prepare('INSERT OR IGNORE INTO correction_reports (user_id, job_id, band, report, created_at) VALUES (?, ?, ?, ?, ?)').bind(userId, id, band, report, now),
    db.prepare(`UPDATE correction_jobs SET state = 'done', provider = ?3, error = NULL, updated_at = ?4 WHERE user_id = ?1 AND id = ?2 AND state IN ('queued', 'running')`).bind(userId, id, provider, now),
  ]);
}

/** Fails a job and gives its credit back, at most once (the refunded flag flips in the same transaction). */
export async function failJob(db: D1Database, userId: number, id: string, error: string, now: number): Promise<void> {
  await db.batch([
    db.prepare(
      `UPDATE users SET correct_num = correct_num + 1
       WHERE id = ?1 AND EXISTS (SELECT 1 FROM correction_jobs WHERE user_id = ?1 AND id = ?2 AND charged = 1 AND refunded = 0 AND state <> 'done')`,
    ).bind(userId, id),
    db.prepare(
      `UPDATE correction_jobs SET state = 'failed', refunded = charged, error = ?3, updated_at = ?4
       WHERE user_id = ?1 AND id = ?2 AND state <> 'done' AND refunded = 0`,
    ).bind(userId, id, error.slice(0, 300), now),
  ]);
}

export async function recordRetry(db: D1Database, userId: number, id: string, error: string, now: number): Promise<void> {
  await db.prepare(`UPDATE correction_jobs SET error = ?3, updated_at = ?4 WHERE user_id = ?1 AND id = ?2 AND state = 'running'`).bind(userId, id, error.slice(0, 300), now).run();
}

export function reportFor(db: D1Database, userId: number, jobId: string): Promise<{ band: number | null; report: string } | null> {
  return db.prepare('SELECT band, report FROM correction_reports WHERE user_id = ? AND job_id = ?').bind(userId, jobId).first();
}

/** Jobs open longer than the limit (the queue lost them or every retry hung): the cron fails and refunds them. */
export async function staleJobs(db: D1Database, olderThan: number, limit: number): Promise<{ user_id: number; id: string }[]> {
  const { results } = await db.prepare(`SELECT user_id, id FROM correction_jobs WHERE state IN ('queued', 'running') AND updated_at < ? LIMIT ?`).bind(olderThan, limit).all<{ user_id: number; id: string }>();
  return results;
}
