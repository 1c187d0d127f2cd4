/**
 * Article ratings (ADR 022): one row per (user, article path) — a member or a temporary (guest) user — and a
 * totals row per path. Both change in one D1 batch (a transaction), and the totals are recounted from the
 * ratings rather than adjusted, so parallel or repeated ratings by one user can never count twice.
 */
export async function articleExists(db: D1Database, path: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM articles WHERE path = ? LIMIT 1').bind(path).first()) !== null;
}

export async function rateArticle(db: D1Database, userId: number, path: string, score: number, now = Date.now()): Promise<{ sum: number; count: number }> {
  const [, , totals] = await db.batch([
    db.prepare(
      'INSERT INTO article_ratings (user_id, path, score, updated_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT(user_id, path) DO UPDATE SET score = excluded.score, updated_at = excluded.updated_at',
    ).bind(userId, path, score, now),
    db.prepare(
      `INSERT INTO article_rating_totals (path, rating_sum, rating_count) SELECT ?1, COALESCE(SUM(score), 0), COUNT(*) FROM article_ratings WHERE path = ?1
       ON CONFLICT(path) DO UPDATE SET rating_sum = excluded.rating_sum, rating_count = excluded.rating_count`,
    ).bind(path),
    db.prepare('SELECT rating_sum, rating_count FROM article_rating_totals WHERE path = ?').bind(path),
  ]);
  const row = totals!.results[0] as { rating_sum: number; rating_count: number };
  return { sum: row.rating_sum, count: row.rating_count };
}

/** Average to one decimal, 0 when nobody has rated. */
export function averageOf(sum: number, count: number): number {
  return count ? Math.round((sum / count) * 10) / 10 : 0;
}
