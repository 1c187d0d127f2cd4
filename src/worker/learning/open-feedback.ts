/**
 * Instant feedback on open practice answers (ADR 046): the offline engine rates the answer while it is marked,
 * within today's fair allowance of ratings (OPEN_FEEDBACK_PER_DAY, Premium or not). Nothing to rate (a spoken
 * answer without a measured recording) takes no rating.
 */
import type { OpenFeedback } from '../../shared/api/practice.ts';
import type { Answer, PublicItem } from '../../shared/exam/items.ts';
import { OPEN_FEEDBACK_PER_DAY } from '../../shared/constants.ts';
import type { MeasuredSpeech } from '../../shared/learning/correction/measured-speech.ts';
import { ratePracticeAnswer } from '../../shared/learning/correction/practice-feedback.ts';
import { giveBackTo, takeFrom, usedTodayIn } from './allowance-repo.ts';
import type { ItemRow } from './bank-repo.ts';

export async function instantFeedback(
  db: D1Database, userId: number, item: ItemRow, pub: PublicItem, answer: Answer, speech: readonly MeasuredSpeech[] | undefined, now: number,
): Promise<OpenFeedback> {
  const limit = OPEN_FEEDBACK_PER_DAY;
  const assessment = ratePracticeAnswer(pub, JSON.parse(item.stimulus) as Record<string, unknown>, JSON.parse(item.answer_key) as object, answer, speech);
  if (!assessment) return { status: 'unrated', assessment: null, used: await usedTodayIn(db, 'practice_feedback_usage', userId, now), limit };
  const used = await takeFrom(db, 'practice_feedback_usage', userId, limit, now);
  if (used === null) return { status: 'limit', assessment: null, used: limit, limit };
  return { status: 'rated', assessment, used, limit };
}

/** A rating taken for an answer another request saved first goes back to today's count. */
export async function giveBackRating(db: D1Database, userId: number, feedback: OpenFeedback | undefined, now: number): Promise<void> {
  if (feedback?.status === 'rated') await giveBackTo(db, 'practice_feedback_usage', userId, now);
}
