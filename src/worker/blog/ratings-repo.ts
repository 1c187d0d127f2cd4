/**
 * Article ratings (ADR 022): one row per (user, article path) — a member or a temporary (guest) user — and a
 * totals row per path. Both change in one D1 batch (a transaction), and the totals are recounted from the
 * ratings rather than adjusted, so parallel or repeated ratings by one user can never count twice.
 */
export async function articleExists(db: D1Database, path: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM articles WHERE path = ? LIMIT 1').bind(path).first()) !== null;
}

/** A per-address budget of new raters (keys from addressLimitKeys). */
export interface RaterBudget { key: string; windowMs: number; limit: number }

/**
 * Stores the rating unless it is the user's first rating of the article and one of the address budgets is spent.
 * Everything is one batch (a transaction): a new rater is counted against each budget and the rating is written
 * only if all still hold, so parallel first ratings of one user count once, and re-rating costs no budget.
 * Returns null when refused.
 */
export async function rateArticle(db: D1Database, userId: number, path: string, score: number, budgets: readonly RaterBudget[] = [], now = Date.now()): Promise<{ sum: number; count: number } | null> {
  const isNewRater = 'NOT EXISTS (SELECT 1 FROM article_ratings WHERE user_id = ?5 AND path = ?6)';
  const counting = budgets.map((b) => db.prepare(
    `INSERT INTO rate_limits (key, window_start, count) SELECT ?1, ?2, 1 WHERE ${isNewRater}
     ON CONFLICT(key) DO UPDATE SET
       count = CASE WHEN window_start <= ?3 THEN 1 ELSE count + 1 END,
       window_start = CASE WHEN window_start <= ?3 THEN ?2 ELSE window_start END`,
  ).bind(b.key, now, now - b.windowMs, 0, userId, path));
  const within = budgets.map((_, i) => `COALESCE((SELECT count FROM rate_limits WHERE key = ?${5 + 2 * i}), 0) <= ?${6 + 2 * i}`);
  const allowed = `(EXISTS (SELECT 1 FROM article_ratings WHERE user_id = ?1 AND path = ?2)${within.length ? ` OR (${within.join(' AND ')})` : ' OR 1'})`;
  const results = await db.batch([
    ...counting,
    db.prepare(
      `INSERT INTO article_ratings (user_id, path, score, updated_at) SELECT ?1, ?2, ?3, ?4 WHERE ${allowed}
       ON CONFLICT(user_id, path) DO UPDATE SET score = excluded.score, updated_at = excluded.updated_at`,
    ).bind(userId, path, score, now, ...budgets.flatMap((b) => [b.key, b.limit])),
    db.prepare(
      `INSERT INTO article_rating_totals (path, rating_sum, rating_count) SELECT ?1, COALESCE(SUM(score), 0), COUNT(*) FROM article_ratings WHERE path = ?1
       ON CONFLICT(path) DO UPDATE SET rating_sum = excluded.rating_sum, rating_count = excluded.rating_count`,
    ).bind(path),
    db.prepare('SELECT rating_sum, rating_count FROM article_rating_totals WHERE path = ?').bind(path),
  ]);
  if ((results[counting.length]!.meta.changes ?? 0) === 0) return null;
  const row = results.at(-1)!.results[0] as { rating_sum: number; rating_count: number };
  return { sum: row.rating_sum, count: row.rating_count };
}

/** Average to one decimal, 0 when nobody has rated. */
export function averageOf(sum: number, count: number): number {
  return count ? Math.round((sum / count) * 10) / 10 : 0;
}
