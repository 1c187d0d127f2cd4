/**
 * Fixed-window counters in D1. Every limit counts first and decides after: one atomic upsert per attempt
 * returns the new count, and the attempt is refused when it is over the limit — so parallel requests cannot
 * all read "under the limit" before any of them is counted (ADR 011). Keys name what is limited
 * ("login:pair:x@y:1.2.3.4", "code-send:ip:1.2.3.4").
 */
export interface LimitResult { count: number; allowed: boolean; retryAfterSeconds: number }

export async function hit(db: D1Database, key: string, windowMs: number, limit: number, now = Date.now()): Promise<LimitResult> {
  return toResult(await hitStatement(db, key, windowMs, now).first<CounterRow>(), windowMs, limit, now);
}

interface CounterRow { count: number; window_start: number }

/** The counting upsert, for callers that count several keys in one batch. */
export function hitStatement(db: D1Database, key: string, windowMs: number, now = Date.now()): D1PreparedStatement {
  return db.prepare(
    `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
     ON CONFLICT(key) DO UPDATE SET
       count = CASE WHEN window_start <= ?3 THEN 1 ELSE count + 1 END,
       window_start = CASE WHEN window_start <= ?3 THEN ?2 ELSE window_start END
     RETURNING count, window_start`,
  ).bind(key, now, now - windowMs);
}

export function toResult(row: CounterRow | null | undefined, windowMs: number, limit: number, now = Date.now()): LimitResult {
  const count = row?.count ?? 1;
  const retry = Math.max(1, Math.ceil(((row?.window_start ?? now) + windowMs - now) / 1000));
  return { count, allowed: count <= limit, retryAfterSeconds: retry };
}

/** Takes one attempt back (a successful sign-in should not use up the owner's budget). */
export function releaseStatement(db: D1Database, key: string): D1PreparedStatement {
  return db.prepare('UPDATE rate_limits SET count = MAX(count - 1, 0) WHERE key = ?').bind(key);
}

export function clearStatement(db: D1Database, key: string): D1PreparedStatement {
  return db.prepare('DELETE FROM rate_limits WHERE key = ?').bind(key);
}

export async function clear(db: D1Database, key: string): Promise<void> {
  await clearStatement(db, key).run();
}
