/** Applies the generated blog seed (scripts/blog/generated/articles.sql, ADR 022) to a test D1. */
import seed from '../../scripts/blog/generated/articles.sql?raw';

export async function applyBlogSeed(db: D1Database): Promise<void> {
  const statements = seed.split('\n').filter((l) => l && !l.startsWith('--'));
  for (let i = 0; i < statements.length; i += 100) await db.batch(statements.slice(i, i + 100).map((s) => db.prepare(s)));
}
