/** The mistake notebook's cards (review_cards), one per user and missed item. */
import * as v from 'valibot';
import type { NotebookResponse } from '../../shared/api/practice.ts';
import { MarkResult } from '../../shared/exam/items.ts';
import type { TaskTypeId } from '../../shared/exam/task-types.ts';
import { WRONG_PARTS_SHOWN, missedParts, promptExcerpt } from '../../shared/learning/notebook.ts';
import type { StoredCard } from '../../shared/learning/review-schedule.ts';
import { toPublicItem } from './bank-repo.ts';

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

/** Entries the notebook list shows at most (due first, then the next to come back). */
export const NOTEBOOK_LIST_LIMIT = 50;

interface EntryRow {
  item_id: string; due: number; lapses: number; type: TaskTypeId; difficulty: number; cefr: string; topic: string; stimulus: string;
  result: string | null; missed_at: number | null;
}

/** The learner's cards with the latest wrong answer of each (practice_attempts_by_item serves the subqueries). */
export async function notebookEntries(db: D1Database, userId: number, now: number): Promise<v.InferOutput<typeof NotebookResponse>> {
  const missed = 'FROM practice_attempts a WHERE a.user_id = c.user_id AND a.item_id = c.item_id AND a.answered_at IS NOT NULL AND a.score < 1';
  const { results } = await db.prepare(
    `SELECT c.item_id, c.due, c.lapses, b.type, b.difficulty, b.cefr, b.topic, b.stimulus,
       (SELECT a.result ${missed} ORDER BY a.answered_at DESC LIMIT 1) AS result,
       (SELECT MAX(a.answered_at) ${missed}) AS missed_at
     FROM review_cards c JOIN bank_items b ON b.id = c.item_id WHERE c.user_id = ? ORDER BY c.due LIMIT ?`,
  ).bind(userId, NOTEBOOK_LIST_LIMIT).all<EntryRow>();
  const total = await db.prepare('SELECT COUNT(*) AS n FROM review_cards WHERE user_id = ?').bind(userId).first<{ n: number }>();
  return {
    entries: results.map((r) => {
      const parsed = r.result ? v.safeParse(MarkResult, JSON.parse(r.result)) : null;
      const wrong = parsed?.success ? missedParts(parsed.output) : [];
      return {
        itemId: r.item_id, type: r.type, excerpt: promptExcerpt(toPublicItem({ ...r, id: r.item_id })),
        missedAt: r.missed_at === null ? null : new Date(r.missed_at).toISOString(),
        due: new Date(r.due).toISOString(), lapses: r.lapses,
        wrong: wrong.slice(0, WRONG_PARTS_SHOWN), moreWrong: Math.max(0, wrong.length - WRONG_PARTS_SHOWN),
      };
    }),
    due: await dueCount(db, userId, now),
    total: total?.n ?? 0,
  };
}
