/**
 * The practice flow on D1: issue items, mark answers once (retries replay), count the free allowance, feed the
 * mistake notebook. Marking itself is the shared pure module; this file only sequences storage around it.
 */
import * as v from 'valibot';
import { OpenFeedback, type Allowance, type AnswerResponse, type IssuedItem } from '../../shared/api/practice.ts';
import { MarkResult, type Answer } from '../../shared/exam/items.ts';
import { taskType, type TaskTypeId } from '../../shared/exam/task-types.ts';
import { OPEN_ATTEMPT_REUSE_MS, TIMING_TOLERANCE_MS } from '../../shared/constants.ts';
import { dailyLimit, dayNumber, opensSet } from '../../shared/learning/allowance.ts';
import { markAnswer } from '../../shared/learning/marking/index.ts';
import { firstMiss, review } from '../../shared/learning/review-schedule.ts';
import { opensCard } from '../../shared/learning/notebook.ts';
import { scoreFromB, bFromScore } from '../../shared/learning/difficulty.ts';
import type { UserRow } from '../auth/users.ts';
import { allowanceView, giveBackUnit, takeUnit, usedToday } from './allowance-repo.ts';
import { answeredTodayOfType, findAttempt, issueIfFewerOpenStatement, issueStatement, newAttemptId, openAttempts, openAttemptsStatement, recentMarked, saveAnswerStatement, type AttemptRow } from './attempts-repo.ts';
import { itemById, pickItems, recordAnswer, recordExposure, toPublicItem, type ItemRow } from './bank-repo.ts';
import { dueCards, dueCount, findCard, saveCardStatement } from './review-repo.ts';
import { giveBackRating, instantFeedback } from './open-feedback.ts';
import { resumeOf } from './attempt-memory.ts';
import { mismatchWithDurations, type MeasuredSpeech } from '../../shared/learning/correction/measured-speech.ts';

export class PracticeError extends Error {
  constructor(public status: number, public code: string, message: string, public field?: string) {
    super(message);
  }
}

const DEFAULT_TARGET = 85;

export async function allowanceFor(db: D1Database, user: UserRow, now: number) {
  return allowanceView(await usedToday(db, user.id, now), dailyLimit(user.vip_end_time, now), now);
}

/** Aim where the learner gets about 70 % right: recent items' difficulty, moved by how far the score is off. */
export async function targetDifficulty(db: D1Database, userId: number, type: TaskTypeId): Promise<number> {
  const recent = await recentMarked(db, userId, type, 20);
  if (recent.length === 0) return DEFAULT_TARGET;
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const level = bFromScore(mean(recent.map((r) => r.difficulty))) + 2 * (mean(recent.map((r) => r.score)) - 0.7);
  return scoreFromB(level);
}

function issued(row: { id: string; issued_at: number }, item: ItemRow): IssuedItem {
  return { attemptId: row.id, issuedAt: new Date(row.issued_at).toISOString(), item: toPublicItem(item) };
}

/** An item handed out again (a reload) comes with its draft and anchors, so nothing typed or timed restarts. */
async function reissue(db: D1Database, open: AttemptRow[], now: number, justIssued: ReadonlySet<string> = new Set()): Promise<IssuedItem[]> {
  const out: IssuedItem[] = [];
  for (const a of open) {
    const item = await itemById(db, a.item_id);
    // An attempt this call just issued has nothing to resume.
    if (item) out.push(justIssued.has(a.id) ? issued(a, item) : { ...issued(a, item), resume: resumeOf(a, now) });
  }
  return out;
}

export async function issueNext(db: D1Database, user: UserRow, type: TaskTypeId, count: number, now: number): Promise<{ items: IssuedItem[]; allowance: Allowance }> {
  const allowance = await allowanceFor(db, user, now);
  // A set already opened today (a round of words) is finished even when it took the last unit.
  const inOpenSet = allowance.limit !== null && !opensSet(type, await answeredTodayOfType(db, user.id, type, dayNumber(now)));
  if (allowance.limit !== null && allowance.used >= allowance.limit && !inOpenSet) {
    throw new PracticeError(429, 'allowance_exhausted', 'You have used today\'s free practice items. Come back tomorrow or go Premium for unlimited practice.');
  }
  const since = now - OPEN_ATTEMPT_REUSE_MS;
  const open = await openAttempts(db, user.id, type, 'practice', since, count);
  if (open.length >= count) return { items: await reissue(db, open.slice(0, count), now), allowance };
  const items = await pickItems(db, user.id, type, await targetDifficulty(db, user.id, type), count - open.length);
  const fresh = items.map((item) => ({ id: newAttemptId(), item }));
  if (!fresh.length) return { items: await reissue(db, open, now), allowance };
  // Check and insert in one transaction: each insert happens only while fewer than `count` attempts are open, so
  // parallel calls re-serve the first call's items instead of each issuing fresh ones.
  const results = await db.batch([
    ...fresh.map((f) => issueIfFewerOpenStatement(db, { userId: user.id, id: f.id, itemId: f.item.id, type, mode: 'practice', now }, since, count)),
    openAttemptsStatement(db, user.id, type, 'practice', since, count),
  ]);
  const inserted = fresh.filter((_, i) => (results[i]!.meta.changes ?? 0) > 0);
  if (inserted.length) await recordExposure(db, inserted.map((f) => f.item.id));
  const served = results.at(-1)!.results as AttemptRow[];
  return { items: await reissue(db, served, now, new Set(inserted.map((f) => f.id))), allowance };
}

export async function reviewQueue(db: D1Database, user: UserRow, count: number, now: number) {
  const cards = await dueCards(db, user.id, now, count);
  const items: (IssuedItem & { due: string; lapses: number })[] = [];
  const inserts: D1PreparedStatement[] = [];
  for (const card of cards) {
    const item = await itemById(db, card.item_id);
    if (!item) continue;
    // A review attempt still open for this item is handed out again rather than duplicated.
    const open = await db.prepare('SELECT id, issued_at FROM practice_attempts WHERE user_id = ? AND item_id = ? AND mode = \'review\' AND answered_at IS NULL ORDER BY issued_at DESC LIMIT 1')
      .bind(user.id, item.id).first<{ id: string; issued_at: number }>();
    const attempt = open ?? { id: newAttemptId(), issued_at: now };
    if (!open) inserts.push(issueStatement(db, { userId: user.id, id: attempt.id, itemId: item.id, type: item.type, mode: 'review', now }));
    items.push({ ...issued(attempt, item), due: new Date(card.due).toISOString(), lapses: card.lapses });
  }
  if (inserts.length) await db.batch(inserts);
  return { items, due: await dueCount(db, user.id, now) };
}

/** Elapsed time as accepted: the browser's figure, never more than the server saw plus a tolerance. */
export function acceptedElapsed(clientMs: number, issuedAt: number, now: number): number {
  return Math.max(0, Math.min(clientMs, now - issuedAt + TIMING_TOLERANCE_MS));
}

async function replay(db: D1Database, user: UserRow, attempt: AttemptRow, now: number): Promise<AnswerResponse> {
  const card = attempt.score !== null ? await findCard(db, user.id, attempt.item_id) : null;
  return {
    attemptId: attempt.id,
    result: v.parse(MarkResult, JSON.parse(attempt.result!)),
    elapsedMs: attempt.elapsed_ms ?? 0,
    replay: true,
    reviewDue: card ? new Date(card.due).toISOString() : null,
    allowance: await allowanceFor(db, user, now),
    ...(attempt.assessment ? { openFeedback: v.parse(OpenFeedback, JSON.parse(attempt.assessment)) } : {}),
  };
}

/** Measured speech must belong to a spoken answer and fit its recorded durations (as in the mock, ADR 036). */
function checkSpeech(answer: Answer, speech: readonly MeasuredSpeech[] | undefined): void {
  if (!speech) return;
  const field = 'durationsMs' in answer ? mismatchWithDurations(speech, answer.durationsMs) : 'speech';
  if (field) throw new PracticeError(400, 'speech_features_invalid', 'The measured recording does not match the answer. Send the answer again without it.', field);
}

/**
 * What a stored answer changes besides its attempt: the item's exposure and the notebook card. Shared by the
 * online answer and the offline sync (issue 29) so both update progress and the notebook the same way.
 */
export async function afterAnswer(db: D1Database, userId: number, item: ItemRow, result: MarkResult, now: number): Promise<{ statements: D1PreparedStatement[]; reviewDue: number | null }> {
  const statements: D1PreparedStatement[] = [recordAnswer(db, item.id, result.score)];
  if (result.score === null || taskType(item.type).marking !== 'objective') return { statements, reviewDue: null };
  const card = await findCard(db, userId, item.id);
  // Any wrong part opens a card, not only a low total: a C-test with one wrong gap of ten belongs in the notebook.
  // An answer synced late never reviews a card before its last review (the device's clock is clamped, not trusted).
  const next = card ? review(card, result.score, Math.max(now, card.lastReview ?? 0)) : opensCard(result) ? firstMiss(now) : null;
  if (!next) return { statements, reviewDue: null };
  statements.push(saveCardStatement(db, userId, item.id, next, now));
  return { statements, reviewDue: next.due };
}

export async function answerAttempt(db: D1Database, user: UserRow, attemptId: string, answer: Answer, clientElapsedMs: number, now: number, speech?: readonly MeasuredSpeech[]): Promise<AnswerResponse> {
  const attempt = await findAttempt(db, user.id, attemptId);
  if (!attempt) throw new PracticeError(404, 'attempt_not_found', 'This practice item was not found. Load a new one.');
  if (attempt.answered_at !== null) return replay(db, user, attempt, now);
  if (answer.type !== attempt.type) throw new PracticeError(400, 'answer_type_mismatch', `This item expects an answer of type ${attempt.type}.`, 'answer.type');
  const item = await itemById(db, attempt.item_id);
  if (!item) throw new PracticeError(404, 'attempt_not_found', 'This practice item was not found. Load a new one.');
  checkSpeech(answer, speech);

  // Count first, then refuse (reviews of the notebook are free): parallel answers cannot pass the limit. Only the
  // answer that opens a set takes a unit (a round of Read and Select words is one unit, issue 23); two answers of
  // one round sent in parallel at its start may each take one, never fewer than the rule says.
  const limit = attempt.mode === 'practice' ? dailyLimit(user.vip_end_time, now) : null;
  const opens = limit !== null && opensSet(attempt.type, await answeredTodayOfType(db, user.id, attempt.type, dayNumber(now)));
  const usedNow = opens ? await takeUnit(db, user.id, limit!, now) : null;
  if (opens && usedNow === null) {
    throw new PracticeError(429, 'allowance_exhausted', 'You have used today\'s free practice items. Come back tomorrow or go Premium for unlimited practice.');
  }

  let result: v.InferOutput<typeof MarkResult>;
  let openFeedback: OpenFeedback | undefined;
  try {
    const pub = toPublicItem(item);
    result = markAnswer(pub, JSON.parse(item.answer_key), answer);
    if (result.marking === 'open') openFeedback = await instantFeedback(db, user.id, item, pub, answer, speech, now);
  } catch (err) {
    if (usedNow !== null) await giveBackUnit(db, user.id, now);
    throw err;
  }
  const elapsedMs = acceptedElapsed(clientElapsedMs, attempt.issued_at, now);
  const saved = await saveAnswerStatement(db, {
    userId: user.id, id: attempt.id, now, day: dayNumber(now), score: result.score, elapsedMs, answer: JSON.stringify(answer), result: JSON.stringify(result),
    assessment: openFeedback ? JSON.stringify(openFeedback) : null,
  }).run();
  if (saved.meta.changes === 0) {
    // Another request answered this attempt first: give the unit back and replay the stored answer.
    if (usedNow !== null) await giveBackUnit(db, user.id, now);
    await giveBackRating(db, user.id, openFeedback, now);
    const winner = await findAttempt(db, user.id, attempt.id);
    return replay(db, user, winner!, now);
  }

  const { statements: follow, reviewDue } = await afterAnswer(db, user.id, item, result, now);
  await db.batch(follow);
  return {
    attemptId: attempt.id, result, elapsedMs, replay: false,
    reviewDue: reviewDue === null ? null : new Date(reviewDue).toISOString(),
    // The count just taken is today's figure; reviews and Premium answers take none, so those read it.
    allowance: usedNow !== null ? allowanceView(usedNow, limit, now) : await allowanceFor(db, user, now),
    ...(openFeedback ? { openFeedback } : {}),
  };
}
