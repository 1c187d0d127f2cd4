/** Practice progress from the learner's own attempts: per task type, per subscore, streak and recent days. */
import type * as v from 'valibot';
import type { PracticeProgressResponse, Trend } from '../../shared/api/practice.ts';
import { TASK_TYPES, type TaskTypeId } from '../../shared/exam/task-types.ts';
import type { Subscore } from '../../shared/courses.ts';
import { dayKey, dayNumber, streaks } from '../../shared/learning/allowance.ts';
import { dueCount } from './review-repo.ts';

type Progress = v.InferOutput<typeof PracticeProgressResponse>;
interface Answered { type: TaskTypeId; score: number | null; elapsed_ms: number | null; day: number }

const HISTORY = 2000;
const SUBSCORES: Subscore[] = ['reading', 'listening', 'writing', 'speaking'];

function trend(scores: number[]): v.InferOutput<typeof Trend> {
  // scores are newest first: the last 10 against the 10 before them.
  if (scores.length < 4) return 'none';
  const recent = scores.slice(0, Math.min(10, Math.floor(scores.length / 2)));
  const earlier = scores.slice(recent.length, recent.length * 2);
  const m = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const d = m(recent) - m(earlier);
  return d > 0.05 ? 'up' : d < -0.05 ? 'down' : 'flat';
}

function stat(rows: Answered[]) {
  const marked = rows.filter((r) => r.score !== null).map((r) => r.score!);
  const timed = rows.filter((r) => r.elapsed_ms !== null).map((r) => r.elapsed_ms!);
  return {
    attempts: rows.length,
    accuracy: marked.length ? Math.round((marked.reduce((s, x) => s + x, 0) / marked.length) * 1000) / 1000 : null,
    averageMs: timed.length ? Math.round(timed.reduce((s, x) => s + x, 0) / timed.length) : null,
    trend: trend(marked),
  };
}

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
  const today = dayNumber(now);
  const perDay = new Map<number, number>();
  for (const r of results) perDay.set(r.day, (perDay.get(r.day) ?? 0) + 1);
  return {
    byType: TASK_TYPES.map((t) => ({ type: t.id, ...stat(results.filter((r) => r.type === t.id)) })),
    bySubscore: SUBSCORES.map((s) => {
      const types = new Set(TASK_TYPES.filter((t) => t.subscores.includes(s)).map((t) => t.id));
      return { subscore: s, ...stat(results.filter((r) => types.has(r.type))) };
    }),
    streak: streaks([...perDay.keys()], today),
    days: Array.from({ length: 14 }, (_, i) => today - 13 + i).map((d) => ({ day: dayKey(d), attempts: perDay.get(d) ?? 0 })),
    reviewDue: await dueCount(db, userId, now),
    totals: await totals(db, userId),
  };
}
