/**
 * Nothing lost (ADR 047): a practice attempt's autosaved draft and its server anchors (first start of each timed
 * part, plays of each clip). Only the learner's own unanswered attempt can be written; anchors change by
 * compare-and-swap on the stored JSON, so two parallel plays cannot both take the last one.
 */
import type { Draft, Resume } from '../../shared/api/practice.ts';
import { parseAnchors, playLimit, withPart, withPlay, type Anchors } from '../../shared/learning/attempt-anchors.ts';
import { findAttempt, type AttemptRow } from './attempts-repo.ts';
import { itemById, toPublicItem } from './bank-repo.ts';
import { PracticeError } from './practice-service.ts';

export function resumeOf(row: { draft: string | null; anchors: string | null }, now: number): Resume {
  return { draft: row.draft ? (JSON.parse(row.draft) as Draft) : null, anchors: parseAnchors(row.anchors), serverNow: new Date(now).toISOString() };
}

async function openAttempt(db: D1Database, userId: number, attemptId: string): Promise<AttemptRow> {
  const attempt = await findAttempt(db, userId, attemptId);
  if (!attempt) throw new PracticeError(404, 'attempt_not_found', 'This practice item was not found. Load a new one.');
  if (attempt.answered_at !== null) throw new PracticeError(409, 'attempt_answered', 'This item is already answered.');
  return attempt;
}

export async function saveDraft(db: D1Database, userId: number, attemptId: string, draft: Draft): Promise<void> {
  await openAttempt(db, userId, attemptId);
  await db.prepare('UPDATE practice_attempts SET draft = ? WHERE user_id = ? AND id = ? AND answered_at IS NULL').bind(JSON.stringify(draft), userId, attemptId).run();
}

/** The next anchors for a request, or a PracticeError: an unknown clip is 400, a clip at its limit 409. */
export function nextAnchors(item: Parameters<typeof playLimit>[0], current: Anchors, req: { part?: string; play?: string }, now: number): Anchors {
  let next: Anchors | null = current;
  if (req.part) {
    next = withPart(next, req.part, now);
    if (!next) throw new PracticeError(400, 'anchor_invalid', 'Too many timed parts for this item.', 'part');
  }
  if (req.play) {
    const limit = playLimit(item, req.play);
    if (limit === null) throw new PracticeError(400, 'anchor_invalid', 'This item has no such recording.', 'play');
    next = withPlay(next, req.play, limit);
    if (!next) throw new PracticeError(409, 'plays_exhausted', 'This recording has been played as many times as the test allows.', 'play');
  }
  return next;
}

export async function anchor(db: D1Database, userId: number, attemptId: string, req: { part?: string; play?: string }, now: number): Promise<{ anchors: Anchors; serverNow: string }> {
  for (let tries = 0; tries < 3; tries++) {
    const attempt = await openAttempt(db, userId, attemptId);
    const item = await itemById(db, attempt.item_id);
    if (!item) throw new PracticeError(404, 'attempt_not_found', 'This practice item was not found. Load a new one.');
    const current = parseAnchors(attempt.anchors);
    const next = nextAnchors(toPublicItem(item), current, req, now);
    if (next === current) return { anchors: current, serverNow: new Date(now).toISOString() };
    const res = await db.prepare('UPDATE practice_attempts SET anchors = ? WHERE user_id = ? AND id = ? AND answered_at IS NULL AND anchors IS ?')
      .bind(JSON.stringify(next), userId, attemptId, attempt.anchors).run();
    if (res.meta.changes === 1) return { anchors: next, serverNow: new Date(now).toISOString() };
  }
  throw new PracticeError(409, 'anchor_conflict', 'This item changed at the same time. Please try again.');
}
