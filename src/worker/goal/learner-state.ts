/**
 * What the planner and the projection need to know about a learner, read from D1: the predictor's estimate
 * (ADR 023) with its θ and SD, the newest test's skills, practice accuracy per task type, what was done today in
 * the learner's time zone, notebook items due, mock credits, and how many of the last 14 days had practice.
 */
import type { Subscore } from '../../shared/courses.ts';
import type { TaskTypeId } from '../../shared/exam/task-types.ts';
import { estimate } from '../../shared/learning/adaptive/irt.ts';
import { predictScore, type MockEvidence } from '../../shared/learning/adaptive/predictor.ts';
import { scoreReport } from '../../shared/learning/adaptive/scores.ts';
import { abilities, type SessionState } from '../../shared/learning/adaptive/session.ts';
import { bFromScore } from '../../shared/learning/difficulty.ts';
import type { Skills } from '../../shared/learning/planning/daily-plan.ts';
import { ADHERENCE_WINDOW } from '../../shared/learning/planning/projection.ts';
import type { DoneToday } from '../../shared/learning/planning/ticks.ts';
import { dueCount } from '../learning/review-repo.ts';
import { practiceEvidence, recentTests, usableCredits } from '../mock/mock-repo.ts';
import { isScoreable } from '../mock/mock-service.ts';

const DAY = 86_400_000;
/** Accuracy per task type looks at the last 60 days: older answers say little about today's weak spots. */
const ACCURACY_WINDOW_DAYS = 60;

export interface LearnerState {
  prediction: { theta: number; sd: number } | null;
  skills: Skills | null;
  lastMockAgeDays: number | null;
  typeAccuracy: Partial<Record<TaskTypeId, number>>;
  reviewDue: number;
  mockCredits: number;
  activeDays: number;
  done: Omit<DoneToday, 'manual'>;
}

export async function learnerState(db: D1Database, userId: number, now: number, dayStart: number): Promise<LearnerState> {
  const tests = (await recentTests(db, userId)).filter((row) => isScoreable(row, now));
  const mocks: MockEvidence[] = tests.filter((row) => row.kind === 'full').map((row) => {
    const r = scoreReport(abilities(JSON.parse(row.state) as SessionState));
    return { theta: bFromScore(r.overall.raw), sd: r.overall.sd, ageDays: (now - row.started_at) / DAY };
  });
  const answers = await practiceEvidence(db, userId);
  const practice = answers.length
    ? { ...estimate(answers.map((x) => ({ kind: 'objective' as const, item: { a: x.a, b: x.b }, score: x.score, parts: 1 }))), answers: answers.length }
    : null;
  const p = predictScore(mocks, practice);
  const newest = tests[0];
  const skills = newest ? Object.fromEntries(Object.entries(abilities(JSON.parse(newest.state) as SessionState)).map(([k, a]) => [k, a.theta])) as Record<Subscore, number> : null;

  const [accuracy, today, mocksToday, active] = await db.batch([
    db.prepare('SELECT type, AVG(score) AS accuracy FROM practice_attempts WHERE user_id = ? AND answered_at >= ? AND score IS NOT NULL GROUP BY type')
      .bind(userId, now - ACCURACY_WINDOW_DAYS * DAY),
    db.prepare('SELECT type, mode, COUNT(*) AS n FROM practice_attempts WHERE user_id = ? AND answered_at >= ? GROUP BY type, mode').bind(userId, dayStart),
    db.prepare('SELECT kind, COUNT(*) AS n FROM mock_tests WHERE user_id = ? AND started_at >= ? GROUP BY kind').bind(userId, dayStart),
    // UTC days: close enough for a two-week share, and it uses the stored day column.
    db.prepare('SELECT COUNT(DISTINCT day) AS n FROM practice_attempts WHERE user_id = ? AND answered_at >= ?').bind(userId, now - ADHERENCE_WINDOW * DAY),
  ]);
  const typeAccuracy: Partial<Record<TaskTypeId, number>> = {};
  for (const r of (accuracy?.results ?? []) as { type: TaskTypeId; accuracy: number }[]) typeAccuracy[r.type] = r.accuracy;
  const practiceToday: Partial<Record<TaskTypeId, number>> = {};
  let reviews = 0;
  for (const r of (today?.results ?? []) as { type: TaskTypeId; mode: string; n: number }[]) {
    if (r.mode === 'review') reviews += r.n;
    else practiceToday[r.type] = (practiceToday[r.type] ?? 0) + r.n;
  }
  const startedToday = { full: 0, diagnostic: 0 };
  for (const r of (mocksToday?.results ?? []) as { kind: 'full' | 'diagnostic'; n: number }[]) startedToday[r.kind] = r.n;

  return {
    prediction: p ? { theta: p.theta, sd: p.sd } : null,
    skills,
    lastMockAgeDays: newest ? (now - newest.started_at) / DAY : null,
    typeAccuracy,
    reviewDue: await dueCount(db, userId, now),
    mockCredits: (await usableCredits(db, userId, now)).examNum,
    activeDays: ((active?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0,
    done: { practice: practiceToday, reviews, mocks: startedToday },
  };
}
