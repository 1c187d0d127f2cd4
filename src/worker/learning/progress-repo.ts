/** Practice progress from the learner's own attempts: per task type, per subscore, streak and recent days. */
import type * as v from 'valibot';
import type { PracticeProgressResponse } from '../../shared/api/practice.ts';
import { TASK_TYPES, type TaskTypeId } from '../../shared/exam/task-types.ts';
import { skillStats, statOf, type AnsweredAttempt } from '../../shared/learning/skill-progress.ts';
import { dayKey, dayNumber, streaks } from '../../shared/learning/allowance.ts';
import { dueCount } from './review-repo.ts';

type Progress = v.InferOutput<typeof PracticeProgressResponse>;
interface Answered { type: TaskTypeId; score: number | null; elapsed_ms: number | null; day: number }

const HISTORY = 2000;

const attemptOf = (r: Answered): AnsweredAttempt => ({ type: r.type, score: r.score, elapsedMs: r.elapsed_ms });

/** The home's counters: every answer ever given, so the figure never stops at the history window above. */
async function totals(db: D1Database, userId: number): Promise<Progress['totals']> {
  const row = await db.prepare(
    'SELECT COUNT(*) AS attempts, COUNT(score) AS marked, AVG(score) AS mean FROM practice_attempts WHERE user_id = ? AND answered_at IS NOT NULL',
  ).bind(userId).first<{ attempts: number; marked: number; mean: number | null }>();
  const mean = row?.mean ?? null;
  return { attempts: row?.attempts ?? 0, marked: row?.marked ?? 0, accuracy: mean === null ? null : Math.round(mean * 1000) / 1000 };
}

export async function practiceProgress(db: D1Database, userId: number, now: number): Promise<Progress> {
  const { results } = await db.prepare(
    'SELECT type, score, elapsed_ms, day FROM practice_attempts WHERE user_id = ? AND answered_at IS NOT NULL ORDER BY answered_at DESC LIMIT ?',
  ).bind(userId, HISTORY).all<Answered>();
  const attempts = results.map(attemptOf);
  const today = dayNumber(now);
  const perDay = new Map<number, number>();
  for (const r of results) perDay.set(r.day, (perDay.get(r.day) ?? 0) + 1);
  return {
    byType: TASK_TYPES.map((t) => ({ type: t.id, ...statOf(attempts.filter((r) => r.type === t.id)) })),
    // Accuracy per skill only from the tasks whose score measures it (issue 23: writing is not Interactive Listening).
    bySubscore: skillStats(attempts),
    streak: streaks([...perDay.keys()], today),
    days: Array.from({ length: 14 }, (_, i) => today - 13 + i).map((d) => ({ day: dayKey(d), attempts: perDay.get(d) ?? 0 })),
    reviewDue: await dueCount(db, userId, now),
    totals: await totals(db, userId),
  };
}
