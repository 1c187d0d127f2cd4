/**
 * Practice progress figures from answered attempts (pure). Accuracy per skill counts only the answers whose
 * scored part measures that skill (ADR 023's roles): Interactive Listening's score is its listening choices and
 * typed words, so it says nothing about writing; open answers carry no score, so a skill fed only by them has
 * no accuracy (null) rather than a figure borrowed from another skill (issue 23).
 */
import type { Subscore } from '../courses.ts';
import type { TaskTypeId } from '../exam/task-types.ts';
import { skillRoles } from './adaptive/evidence.ts';

export type Trend = 'up' | 'down' | 'flat' | 'none';
export interface AnsweredAttempt { type: TaskTypeId; score: number | null; elapsedMs: number | null }
export interface Stat { attempts: number; scored: number; accuracy: number | null; averageMs: number | null; trend: Trend }

export const SKILLS: readonly Subscore[] = ['reading', 'listening', 'writing', 'speaking'];

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** Scores newest first: the last (up to) 10 against as many before them; a change under 5 points is flat. */
export function trendOf(scores: readonly number[]): Trend {
  if (scores.length < 4) return 'none';
  const recent = scores.slice(0, Math.min(10, Math.floor(scores.length / 2)));
  const earlier = scores.slice(recent.length, recent.length * 2);
  const d = mean(recent) - mean(earlier);
  return d > 0.05 ? 'up' : d < -0.05 ? 'down' : 'flat';
}

/** `attempts` are all answers counted; `scoredRows` the ones whose score measures what the row stands for. */
export function statOf(attempts: readonly AnsweredAttempt[], scoredRows: readonly AnsweredAttempt[] = attempts): Stat {
  const scores = scoredRows.filter((r) => r.score !== null).map((r) => r.score!);
  const timed = attempts.filter((r) => r.elapsedMs !== null).map((r) => r.elapsedMs!);
  return {
    attempts: attempts.length,
    scored: scores.length,
    accuracy: scores.length ? Math.round(mean(scores) * 1000) / 1000 : null,
    averageMs: timed.length ? Math.round(mean(timed)) : null,
    trend: trendOf(scores),
  };
}

/** Does this task type's score measure the skill (its objective role)? */
export function scoresSkill(type: TaskTypeId, skill: Subscore): boolean {
  return skillRoles(type).objective === skill;
}

/** Does an answer of this type practise the skill at all (scored or open part)? */
export function practisesSkill(type: TaskTypeId, skill: Subscore): boolean {
  const r = skillRoles(type);
  return r.objective === skill || r.open === skill;
}

/** One row per skill, newest-first input: attempts that practise it, accuracy only from those that score it. */
export function skillStats(rows: readonly AnsweredAttempt[]): ({ subscore: Subscore } & Stat)[] {
  return SKILLS.map((skill) => ({
    subscore: skill,
    ...statOf(rows.filter((r) => practisesSkill(r.type, skill)), rows.filter((r) => scoresSkill(r.type, skill))),
  }));
}
