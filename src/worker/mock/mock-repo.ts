/**
 * SQL of the mock tests (migration 0009). Every statement names the user, so someone else's test id finds nothing.
 * Starting takes one credit in the same batch that creates the test (ADR 024): the row is inserted once per
 * (user, idempotency key), marked `charged` only when a credit is there, the credit taken only for a charged row,
 * and an uncharged row removed, all in one transaction.
 */
import { TASK_TYPES, type TaskTypeId } from '../../shared/exam/task-types.ts';
import { partsOf } from '../../shared/learning/adaptive/evidence.ts';
import type { Candidate } from '../../shared/learning/adaptive/item-selection.ts';

export interface MockTestRow {
  user_id: number; id: string; idempotency_key: string; kind: 'full' | 'diagnostic'; plan: string; state: string;
  charged: number; credit_payment_id: number | null; started_at: number; deadline_at: number; finished_at: number | null;
  share_token: string | null; locale: string | null;
}
export interface MockItemRow {
  position: number; item_id: string; type: TaskTypeId; issued_at: number; answered_at: number | null;
  score: number | null; rating: number | null; elapsed_ms: number | null;
  /** The correction engine's result for a rated open answer (JSON, migration 0015). */
  assessment: string | null;
  /** A spoken answer's uploaded recording ids (JSON array, migration 0023). */
  recordings: string | null;
}

export function newTestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Unused credits of a purchase: its count minus the tests charged to it. */
const REMAINING = '(c.exam_num - (SELECT COUNT(*) FROM mock_tests t WHERE t.credit_payment_id = c.payment_id AND t.charged = 1))';

/** `locale`: the UI language at start, for the "report ready" mail when the test ends without a last answer. */
export interface StartRow { id: string; kind: 'full' | 'diagnostic'; plan: string; state: string; deadline: number; locale: string; firstItem: Candidate & { type: TaskTypeId } }

/**
 * Creates the test (and its first item) unless this key already started one; returns the key's test or null when
 * no credit could be taken. A purchased credit is usable until its exam_credits.expires_at (90 days); credits in
 * users.exam_num that no purchase row accounts for (granted otherwise) have no expiry.
 */
export async function startTest(db: D1Database, userId: number, key: string, s: StartRow, now: number): Promise<MockTestRow | null> {
  const free = s.kind === 'diagnostic' ? 1 : 0;
  await db.batch([
    db.prepare(
      `INSERT INTO mock_tests (user_id, id, idempotency_key, kind, plan, state, charged, credit_payment_id, started_at, deadline_at, locale)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, 0,
         CASE WHEN ?8 = 1 THEN NULL ELSE (SELECT c.payment_id FROM exam_credits c
           WHERE c.user_id = ?1 AND c.revoked_at IS NULL AND c.expires_at > ?7 AND ${REMAINING} > 0
           ORDER BY c.expires_at LIMIT 1) END,
         ?7, ?9, ?10)
       ON CONFLICT (user_id, idempotency_key) DO NOTHING`,
    ).bind(userId, s.id, key, s.kind, s.plan, s.state, now, free, s.deadline, s.locale),
    db.prepare(
      `UPDATE mock_tests SET charged = 1
       WHERE user_id = ?1 AND id = ?2 AND charged = 0 AND (?3 = 1 OR (
         (SELECT exam_num FROM users WHERE id = ?1) > 0 AND (credit_payment_id IS NOT NULL OR
           (SELECT exam_num FROM users WHERE id = ?1) >
             COALESCE((SELECT SUM(MAX(0, ${REMAINING})) FROM exam_credits c WHERE c.user_id = ?1 AND c.revoked_at IS NULL), 0))))`,
    ).bind(userId, s.id, free),
    db.prepare(
      `UPDATE users SET exam_num = exam_num - 1, updated_at = ?3
       WHERE id = ?1 AND ?4 = 0 AND EXISTS (SELECT 1 FROM mock_tests WHERE user_id = ?1 AND id = ?2 AND charged = 1)`,
    ).bind(userId, s.id, now, free),
    db.prepare('DELETE FROM mock_tests WHERE user_id = ?1 AND id = ?2 AND charged = 0').bind(userId, s.id),
    db.prepare(
      `INSERT INTO mock_items (user_id, test_id, position, item_id, type, issued_at)
       SELECT ?1, ?2, 0, ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM mock_tests WHERE user_id = ?1 AND id = ?2)`,
    ).bind(userId, s.id, s.firstItem.id, s.firstItem.type, now),
  ]);
  return db.prepare('SELECT * FROM mock_tests WHERE user_id = ? AND idempotency_key = ?').bind(userId, key).first<MockTestRow>();
}

export function testById(db: D1Database, userId: number, id: string): Promise<MockTestRow | null> {
  return db.prepare('SELECT * FROM mock_tests WHERE user_id = ? AND id = ?').bind(userId, id).first<MockTestRow>();
}

export async function itemsOf(db: D1Database, userId: number, testId: string): Promise<MockItemRow[]> {
  const { results } = await db.prepare(
    'SELECT position, item_id, type, issued_at, answered_at, score, rating, elapsed_ms, assessment, recordings FROM mock_items WHERE user_id = ? AND test_id = ? ORDER BY position',
  ).bind(userId, testId).all<MockItemRow>();
  return results;
}

export function itemAt(db: D1Database, userId: number, testId: string, position: number): Promise<MockItemRow | null> {
  return db.prepare('SELECT position, item_id, type, issued_at, answered_at, score, rating, elapsed_ms, assessment, recordings FROM mock_items WHERE user_id = ? AND test_id = ? AND position = ?')
    .bind(userId, testId, position).first<MockItemRow>();
}

/**
 * Items of a type near a level, as engine candidates. The window (in score points) widens until there are some;
 * maximum information for the 2PL lies near b = θ, so the best items are inside the first window. Items the
 * learner met in any test of theirs (this one included) are left out (issue 23) unless no other item of the kind is
 * left; then only this test's own items are, so a small pool repeats across tests rather than stalls. (Counting
 * this test's items as "fresh" once let a pool made only of them end a full mock at item 20.)
 */
export async function candidatesNear(
  db: D1Database, type: TaskTypeId, score: number, opts: { real?: boolean; userId?: number; testId?: string } = {},
): Promise<Candidate[]> {
  const scopes: Exclusion[] = opts.userId === undefined ? [null] : [
    { userId: opts.userId, testId: opts.testId ?? '', scope: 'all-tests' },
    { userId: opts.userId, testId: opts.testId ?? '', scope: 'this-test' },
  ];
  for (const exclusion of scopes) {
    const found = await inWindows(db, type, score, opts.real, exclusion);
    if (found.length > 0) return found;
  }
  // A bank without words of the asked kind (a tiny seed) gives any word rather than a stalled test.
  return opts.real === undefined ? [] : inWindows(db, type, score, undefined, scopes.at(-1)!);
}

/** Which of the learner's mock items a candidate list leaves out: all of them, or only the running test's. */
type Exclusion = { userId: number; testId: string; scope: 'all-tests' | 'this-test' } | null;

async function inWindows(db: D1Database, type: TaskTypeId, score: number, real: boolean | undefined, notSeenBy: Exclusion): Promise<Candidate[]> {
  // Read and Select slots ask for a real or a pseudo-word (word-mix.ts); the kind is the answer key's `real`.
  const kind = real === undefined ? '' : ` AND json_extract(i.answer_key, '$.real') = ${real ? 1 : 0}`;
  const seen = !notSeenBy ? ''
    : notSeenBy.scope === 'all-tests' ? ' AND i.id NOT IN (SELECT item_id FROM mock_items WHERE user_id = ?5)'
      : ' AND i.id NOT IN (SELECT item_id FROM mock_items WHERE user_id = ?5 AND test_id = ?6)';
  // Calibrated parameters when the hourly job has them (ADR 053); items it flagged only when nothing else is left.
  for (const [width, flagged] of [[25, 0], [50, 0], [100, 0], [200, 0], [200, 1]] as const) {
    const stmt = db.prepare(
      `SELECT i.id, ${CALIBRATED_A} AS a, ${CALIBRATED_B} AS b, i.stimulus, json_extract(i.answer_key, '$.real') AS real
       FROM bank_items i LEFT JOIN item_calibration c ON c.item_id = i.id
       WHERE i.type = ?1 AND i.active = 1 AND i.difficulty BETWEEN ?2 AND ?3 AND (?4 = 1 OR COALESCE(c.flags, '') = '')${kind}${seen} LIMIT 400`,
    );
    const bound = !notSeenBy ? stmt.bind(type, score - width, score + width, flagged)
      : notSeenBy.scope === 'all-tests' ? stmt.bind(type, score - width, score + width, flagged, notSeenBy.userId)
        : stmt.bind(type, score - width, score + width, flagged, notSeenBy.userId, notSeenBy.testId);
    const { results } = await bound.all<{ id: string; a: number; b: number; stimulus: string; real: number | null }>();
    if (results.length >= 5 || (width === 200 && (results.length > 0 || flagged === 1))) {
      return results.map((r) => ({ id: r.id, a: r.a, b: r.b, parts: partsOf(type, JSON.parse(r.stimulus)), ...(r.real === null ? {} : { real: r.real === 1 }) }));
    }
  }
  return [];
}

/** An item's 2PL parameters as the engine uses them: calibrated (ADR 053) when present, otherwise predicted. */
const CALIBRATED_A = 'COALESCE(c.a, i.a)';
const CALIBRATED_B = 'COALESCE(c.b, i.b)';

export function itemParams(db: D1Database, id: string): Promise<{ a: number; b: number } | null> {
  return db.prepare(`SELECT ${CALIBRATED_A} AS a, ${CALIBRATED_B} AS b FROM bank_items i LEFT JOIN item_calibration c ON c.item_id = i.id WHERE i.id = ?`)
    .bind(id).first<{ a: number; b: number }>();
}

/** Stores one answer and the next item; the state update only wins from the position it was computed at. */
export async function saveAnswer(
  db: D1Database, userId: number, testId: string,
  a: { position: number; state: string; answer: string | null; score: number | null; rating: number | null; assessment: string | null; recordings: string | null; elapsedMs: number; finished: boolean; next: { id: string; type: TaskTypeId } | null },
  now: number,
): Promise<boolean> {
  const [updated] = await db.batch([
    db.prepare(
      `UPDATE mock_tests SET state = ?1, finished_at = CASE WHEN ?2 = 1 THEN ?3 ELSE finished_at END
       WHERE user_id = ?4 AND id = ?5 AND finished_at IS NULL AND json_extract(state, '$.position') = ?6`,
    ).bind(a.state, a.finished ? 1 : 0, now, userId, testId, a.position),
    db.prepare(
      `UPDATE mock_items SET answered_at = ?1, answer = ?2, score = ?3, elapsed_ms = ?4, rating = ?8, assessment = ?9, recordings = ?10
       WHERE user_id = ?5 AND test_id = ?6 AND position = ?7 AND answered_at IS NULL`,
    ).bind(now, a.answer, a.score, a.elapsedMs, userId, testId, a.position, a.rating, a.assessment, a.recordings),
    ...(a.next ? [db.prepare(
      `INSERT INTO mock_items (user_id, test_id, position, item_id, type, issued_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (user_id, test_id, position) DO NOTHING`,
    ).bind(userId, testId, a.position + 1, a.next.id, a.next.type, now)] : []),
  ]);
  return (updated?.meta.changes ?? 0) > 0;
}

export async function finishTest(db: D1Database, userId: number, testId: string, now: number): Promise<void> {
  await db.prepare('UPDATE mock_tests SET finished_at = ?1 WHERE user_id = ?2 AND id = ?3 AND finished_at IS NULL').bind(now, userId, testId).run();
}

/** A learner's newest 50 tests (history and trend). */
export async function recentTests(db: D1Database, userId: number): Promise<MockTestRow[]> {
  const { results } = await db.prepare('SELECT * FROM mock_tests WHERE user_id = ? ORDER BY started_at DESC LIMIT 50').bind(userId).all<MockTestRow>();
  return results;
}

/** Sets the share token once (a second request keeps the first token) and returns the stored one. */
export async function setShareToken(db: D1Database, userId: number, id: string, token: string | null): Promise<string | null> {
  const sql = token === null
    ? 'UPDATE mock_tests SET share_token = NULL WHERE user_id = ?2 AND id = ?3 RETURNING share_token'
    : 'UPDATE mock_tests SET share_token = COALESCE(share_token, ?1) WHERE user_id = ?2 AND id = ?3 RETURNING share_token';
  const row = await db.prepare(sql).bind(token, userId, id).first<{ share_token: string | null }>();
  return row?.share_token ?? null;
}

export function testByShareToken(db: D1Database, token: string): Promise<MockTestRow | null> {
  return db.prepare('SELECT * FROM mock_tests WHERE share_token = ?').bind(token).first<MockTestRow>();
}

/** The newest 200 marked practice answers with their items' parameters (the predictor's practice evidence). */
export async function practiceEvidence(db: D1Database, userId: number): Promise<{ a: number; b: number; score: number }[]> {
  const { results } = await db.prepare(
    `SELECT COALESCE(c.a, b.a) AS a, COALESCE(c.b, b.b) AS b, p.score AS score FROM practice_attempts p JOIN bank_items b ON b.id = p.item_id
     LEFT JOIN item_calibration c ON c.item_id = b.id
     WHERE p.user_id = ? AND p.answered_at IS NOT NULL AND p.score IS NOT NULL ORDER BY p.answered_at DESC LIMIT 200`,
  ).bind(userId).all<{ a: number; b: number; score: number }>();
  return results;
}

/** Purchased credits not yet used, revoked or expired (soonest expiry first), and the account's credit count. */
export async function usableCredits(db: D1Database, userId: number, now: number): Promise<{ dated: { count: number; expiresAt: number }[]; examNum: number }> {
  const [credits, user] = await db.batch<{ count: number; expires_at: number } & { exam_num: number }>([
    db.prepare(
      `SELECT ${REMAINING} AS count, c.expires_at AS expires_at FROM exam_credits c
       WHERE c.user_id = ?1 AND c.revoked_at IS NULL AND c.expires_at > ?2 ORDER BY c.expires_at`,
    ).bind(userId, now),
    db.prepare('SELECT exam_num FROM users WHERE id = ?').bind(userId),
  ]);
  const examNum = user?.results[0]?.exam_num ?? 0;
  // Never more dated credits than the account holds (exam_num is what a start takes from).
  let left = examNum;
  const dated = (credits?.results ?? []).filter((c) => c.count > 0).map((c) => {
    const count = Math.min(c.count, left);
    left -= count;
    return { count, expiresAt: c.expires_at };
  }).filter((c) => c.count > 0);
  return { dated, examNum };
}

const SPOKEN_TYPES = `(${TASK_TYPES.filter((t) => t.response === 'speaking').map((t) => `'${t.id}'`).join(', ')})`;

/**
 * Rated spoken answers of a learner's tests (or of one test), by test: the rating and whether the server measured
 * it (ADR 052). One query for a whole history.
 */
export async function spokenRatings(db: D1Database, userId: number, testId?: string): Promise<Map<string, { rating: number; serverMeasured: boolean }[]>> {
  const { results } = await db.prepare(
    `SELECT test_id, rating, json_extract(assessment, '$.measuredOn') = 'server' AS server FROM mock_items
     WHERE user_id = ?1 AND (?2 IS NULL OR test_id = ?2) AND rating IS NOT NULL AND type IN ${SPOKEN_TYPES}`,
  ).bind(userId, testId ?? null).all<{ test_id: string; rating: number; server: number | null }>();
  const out = new Map<string, { rating: number; serverMeasured: boolean }[]>();
  for (const r of results) {
    const list = out.get(r.test_id) ?? [];
    list.push({ rating: r.rating, serverMeasured: r.server === 1 });
    out.set(r.test_id, list);
  }
  return out;
}
