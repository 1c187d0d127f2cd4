/**
 * Fixed-window counters in D1: one atomic upsert per hit, so parallel requests cannot slip past a limit.
 * Keys name what is limited ("login-fail:email:x@y", "code-send:ip:1.2.3.4").
 */
export interface LimitResult { count: number; allowed: boolean; retryAfterSeconds: number }

export async function hit(db: D1Database, key: string, windowMs: number, limit: number, now = Date.now()): Promise<LimitResult> {
  const start = now - windowMs;
  const row = await db.prepare(
    `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
     ON CONFLICT(key) DO UPDATE SET
       count = CASE WHEN window_start <= ?3 THEN 1 ELSE count + 1 END,
       window_start = CASE WHEN window_start <= ?3 THEN ?2 ELSE window_start END
     RETURNING count, window_start`,
  ).bind(key, now, start).first<{ count: number; window_start: number }>();
  const count = row?.count ?? 1;
  const retry = Math.max(1, Math.ceil(((row?.window_start ?? now) + windowMs - now) / 1000));
  return { count, allowed: count <= limit, retryAfterSeconds: retry };
}

/** Reads a counter without counting (failures are counted only when they happen). */
export async function peek(db: D1Database, key: string, windowMs: number, now = Date.now()): Promise<LimitResult & { count: number }> {
  const row = await db.prepare('SELECT count, window_start FROM rate_limits WHERE key = ?').bind(key).first<{ count: number; window_start: number }>();
  if (!row || row.window_start <= now - windowMs) return { count: 0, allowed: true, retryAfterSeconds: 0 };
  return { count: row.count, allowed: true, retryAfterSeconds: Math.max(1, Math.ceil((row.window_start + windowMs - now) / 1000)) };
}

export async function clear(db: D1Database, key: string): Promise<void> {
  await db.prepare('DELETE FROM rate_limits WHERE key = ?').bind(key).run();
}
