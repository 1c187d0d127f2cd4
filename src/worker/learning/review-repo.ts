/** The mistake notebook's cards (review_cards), one per user and missed item. */
import type { StoredCard } from '../../shared/learning/review-schedule.ts';

interface CardRow {
  due: number; stability: number; difficulty: number; elapsed_days: number; scheduled_days: number; learning_steps: number;
  reps: number; lapses: number; state: number; last_review: number | null;
}

const toStored = (r: CardRow): StoredCard => ({
  due: r.due, stability: r.stability, difficulty: r.difficulty, elapsedDays: r.elapsed_days, scheduledDays: r.scheduled_days,
  learningSteps: r.learning_steps, reps: r.reps, lapses: r.lapses, state: r.state, lastReview: r.last_review,
});

export async function findCard(db: D1Database, userId: number, itemId: string): Promise<StoredCard | null> {
  const row = await db.prepare('SELECT * FROM review_cards WHERE user_id = ? AND item_id = ?').bind(userId, itemId).first<CardRow>();
  return row ? toStored(row) : null;
}

export function saveCardStatement(db: D1Database, userId: number, itemId: string, c: StoredCard, now: number): D1PreparedStatement {
  return db.prepare(
    `INSERT OR REPLACE INTO review_cards (user_id, item_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).bind(userId, itemId, c.due, c.stability, c.difficulty, c.elapsedDays, c.scheduledDays, c.learningSteps, c.reps, c.lapses, c.state, c.lastReview, now);
}

export async function dueCards(db: D1Database, userId: number, now: number, limit: number): Promise<{ item_id: string; due: number; lapses: number }[]> {
  const { results } = await db.prepare('SELECT item_id, due, lapses FROM review_cards WHERE user_id = ? AND due <= ? ORDER BY due LIMIT ?')
    .bind(userId, now, limit).all<{ item_id: string; due: number; lapses: number }>();
  return results;
}

export async function dueCount(db: D1Database, userId: number, now: number): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM review_cards WHERE user_id = ? AND due <= ?').bind(userId, now).first<{ n: number }>();
  return row?.n ?? 0;
}
