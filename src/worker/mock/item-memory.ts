/**
 * Nothing lost in a mock test (ADR 047): the current item's autosaved draft and server anchors (timed parts'
 * first starts, clip plays), stored on its mock_items row. Only the learner's own running test at its current
 * position can be written; after the deadline or once answered, nothing changes.
 */
import type { Draft, Resume } from '../../shared/api/practice.ts';
import { parseAnchors, type Anchors } from '../../shared/learning/attempt-anchors.ts';
import type { Plan } from '../../shared/learning/adaptive/plan.ts';
import type { SessionState } from '../../shared/learning/adaptive/session.ts';
import { nextAnchors, resumeOf } from '../learning/attempt-memory.ts';
import { itemById, toPublicItem } from '../learning/bank-repo.ts';
import { DEADLINE_GRACE_MS, MockError, ownTest } from './mock-service.ts';

interface MemoryRow { item_id: string; draft: string | null; anchors: string | null }

function memoryAt(db: D1Database, userId: number, testId: string, position: number): Promise<MemoryRow | null> {
  return db.prepare('SELECT item_id, draft, anchors FROM mock_items WHERE user_id = ? AND test_id = ? AND position = ? AND answered_at IS NULL')
    .bind(userId, testId, position).first<MemoryRow>();
}

/** The current item's draft and anchors, for the test view (null when the item is not open). */
export async function mockResume(db: D1Database, userId: number, testId: string, position: number, now: number): Promise<Resume | null> {
  const row = await memoryAt(db, userId, testId, position);
  return row ? resumeOf(row, now) : null;
}

async function currentRow(db: D1Database, userId: number, testId: string, position: number, now: number): Promise<MemoryRow> {
  const test = await ownTest(db, userId, testId);
  const state = JSON.parse(test.state) as SessionState;
  const plan = JSON.parse(test.plan) as Plan;
  if (test.finished_at !== null || state.position >= plan.slots.length || now > test.deadline_at + DEADLINE_GRACE_MS) {
    throw new MockError(409, 'test_finished', 'This test is already finished.');
  }
  if (position !== state.position) throw new MockError(409, 'position_invalid', 'This is not the current item.', 'position');
  const row = await memoryAt(db, userId, testId, position);
  if (!row) throw new MockError(409, 'position_invalid', 'This is not the current item.', 'position');
  return row;
}

export async function saveMockDraft(db: D1Database, userId: number, body: { testId: string; position: number; draft: Draft }, now: number): Promise<void> {
  await currentRow(db, userId, body.testId, body.position, now);
  await db.prepare('UPDATE mock_items SET draft = ? WHERE user_id = ? AND test_id = ? AND position = ? AND answered_at IS NULL')
    .bind(JSON.stringify(body.draft), userId, body.testId, body.position).run();
}

export async function anchorMock(db: D1Database, userId: number, body: { testId: string; position: number; part?: string; play?: string }, now: number): Promise<{ anchors: Anchors; serverNow: string }> {
  for (let tries = 0; tries < 3; tries++) {
    const row = await currentRow(db, userId, body.testId, body.position, now);
    const item = await itemById(db, row.item_id);
    if (!item) throw new MockError(409, 'item_missing', 'This item is no longer available.');
    const current = parseAnchors(row.anchors);
    const next = nextAnchors(toPublicItem(item), current, body, now);
    if (next === current) return { anchors: current, serverNow: new Date(now).toISOString() };
    const res = await db.prepare('UPDATE mock_items SET anchors = ? WHERE user_id = ? AND test_id = ? AND position = ? AND answered_at IS NULL AND anchors IS ?')
      .bind(JSON.stringify(next), userId, body.testId, body.position, row.anchors).run();
    if (res.meta.changes === 1) return { anchors: next, serverNow: new Date(now).toISOString() };
  }
  throw new MockError(409, 'anchor_conflict', 'This item changed at the same time. Please try again.');
}
