/**
 * The mistake notebook's schedule: FSRS (ts-fsrs) with fuzz off, so the same history always gives the same due
 * date. A missed item becomes a card; each review answer is graded from its score.
 */
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';

const scheduler = fsrs({ enable_fuzz: false, enable_short_term: true, request_retention: 0.9, maximum_interval: 365 });

/** Below this score an item goes to the notebook (and a review counts as forgotten). */
export const MISSED_BELOW = 0.8;

export interface StoredCard {
  due: number;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: number | null;
}

export function gradeFromScore(score: number): Grade {
  if (score >= 0.999) return Rating.Good;
  if (score >= MISSED_BELOW) return Rating.Hard;
  return Rating.Again;
}

function toCard(s: StoredCard): Card {
  return {
    due: new Date(s.due), stability: s.stability, difficulty: s.difficulty, elapsed_days: s.elapsedDays, scheduled_days: s.scheduledDays,
    learning_steps: s.learningSteps, reps: s.reps, lapses: s.lapses, state: s.state, last_review: s.lastReview === null ? undefined : new Date(s.lastReview),
  };
}

function fromCard(c: Card): StoredCard {
  return {
    due: c.due.getTime(), stability: c.stability, difficulty: c.difficulty, elapsedDays: c.elapsed_days, scheduledDays: c.scheduled_days,
    learningSteps: c.learning_steps, reps: c.reps, lapses: c.lapses, state: c.state, lastReview: c.last_review ? c.last_review.getTime() : null,
  };
}

/** A first miss: a new card reviewed as "Again" now, so it comes back within the day. */
export function firstMiss(now: number): StoredCard {
  return fromCard(scheduler.next(createEmptyCard(new Date(now)), new Date(now), Rating.Again).card);
}

/** A review (or a repeat of a notebook item in normal practice) graded from its score. */
export function review(card: StoredCard, score: number, now: number): StoredCard {
  return fromCard(scheduler.next(toCard(card), new Date(now), gradeFromScore(score)).card);
}
