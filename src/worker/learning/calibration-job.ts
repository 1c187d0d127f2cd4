/**
 * The hourly calibration job (issue 24, ADR 053): harvest the marked answers of finished mock tests with each
 * test's ability estimate, re-estimate items with enough new answers (calibration.ts, MAP with the prediction as
 * prior), flag misfitting, never/always-right and over-exposed items, and trim stored answers to the newest
 * KEEP_ANSWERS per item. Bounded per run so one Cron invocation stays short; a backlog drains over several hours.
 */
import { guessingOf, partsOf, skillRoles } from '../../shared/learning/adaptive/evidence.ts';
import { calibrateItem, MIN_RESPONSES, overexposed, type CalibrationResponse } from '../../shared/learning/adaptive/calibration.ts';
import { abilities, type SessionState } from '../../shared/learning/adaptive/session.ts';
import { SELECTION_RULES } from '../../shared/learning/adaptive/item-selection.ts';
import type { TaskTypeId } from '../../shared/exam/task-types.ts';

export const HARVEST_TESTS = 200;
export const ESTIMATE_ITEMS = 100;
export const KEEP_ANSWERS = 1000;
const EXPOSURE_DAYS = 30;

export interface CalibrationRun { harvested: number; answers: number; estimated: number; flagged: number; overexposed: number }

async function harvest(db: D1Database, now: number): Promise<{ tests: number; answers: number }> {
  const { results: tests } = await db.prepare(
    'SELECT user_id, id, state FROM mock_tests WHERE harvested_at IS NULL AND finished_at IS NOT NULL ORDER BY finished_at LIMIT ?',
  ).bind(HARVEST_TESTS).all<{ user_id: number; id: string; state: string }>();
  let answers = 0;
  for (const t of tests) {
    const est = abilities(JSON.parse(t.state) as SessionState);
    const { results: items } = await db.prepare(
      `SELECT m.item_id, m.type, m.position, m.score, m.answered_at, b.stimulus FROM mock_items m JOIN bank_items b ON b.id = m.item_id
       WHERE m.user_id = ? AND m.test_id = ? AND m.score IS NOT NULL AND m.answered_at IS NOT NULL`,
    ).bind(t.user_id, t.id).all<{ item_id: string; type: TaskTypeId; position: number; score: number; answered_at: number; stimulus: string }>();
    const statements: D1PreparedStatement[] = [];
    for (const i of items) {
      const skill = skillRoles(i.type).objective;
      if (!skill) continue;
      statements.push(
        db.prepare(
          `INSERT INTO calibration_responses (item_id, user_id, test_id, position, theta, sd, score, parts, answered_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
        ).bind(i.item_id, t.user_id, t.id, i.position, est[skill].theta, est[skill].sd, i.score, partsOf(i.type, JSON.parse(i.stimulus) as Record<string, unknown>), i.answered_at),
        db.prepare(
          `INSERT INTO item_calibration (item_id, answers, pending) VALUES (?, 1, 1)
           ON CONFLICT (item_id) DO UPDATE SET answers = answers + 1, pending = pending + 1`,
        ).bind(i.item_id),
      );
    }
    statements.push(db.prepare('UPDATE mock_tests SET harvested_at = ? WHERE user_id = ? AND id = ?').bind(now, t.user_id, t.id));
    await db.batch(statements);
    answers += (statements.length - 1) / 2;
  }
  return { tests: tests.length, answers };
}

async function exposureFlags(db: D1Database, now: number): Promise<{ rates: Map<string, number>; over: Set<string> }> {
  const since = now - EXPOSURE_DAYS * 86_400_000;
  const [counts, tests] = await db.batch<{ item_id: string; n: number } & { tests: number }>([
    db.prepare('SELECT item_id, COUNT(*) AS n FROM calibration_responses WHERE answered_at > ? GROUP BY item_id').bind(since),
    db.prepare('SELECT COUNT(DISTINCT user_id || \':\' || test_id) AS tests FROM calibration_responses WHERE answered_at > ?').bind(since),
  ]);
  const total = tests?.results[0]?.tests ?? 0;
  const issued = new Map((counts?.results ?? []).map((r) => [r.item_id, r.n]));
  const rates = new Map([...issued].map(([id, n]) => [id, total ? n / total : 0]));
  return { rates, over: overexposed(issued, total, SELECTION_RULES.exposureCap, SELECTION_RULES.minTestsForCap) };
}

export async function calibrateBank(db: D1Database, now: number): Promise<CalibrationRun> {
  const harvested = await harvest(db, now);
  const { rates, over } = await exposureFlags(db, now);
  const { results: due } = await db.prepare(
    `SELECT c.item_id, i.type, i.a AS a, i.b AS b FROM item_calibration c JOIN bank_items i ON i.id = c.item_id
     WHERE c.answers >= ? AND c.pending > 0 ORDER BY c.pending DESC LIMIT ?`,
  ).bind(MIN_RESPONSES, ESTIMATE_ITEMS).all<{ item_id: string; type: TaskTypeId; a: number; b: number }>();
  let flagged = 0;
  for (const item of due) {
    const { results } = await db.prepare(
      'SELECT theta, sd, score, parts FROM calibration_responses WHERE item_id = ? ORDER BY answered_at DESC LIMIT ?',
    ).bind(item.item_id, KEEP_ANSWERS).all<CalibrationResponse>();
    const cal = calibrateItem({ a: item.a, b: item.b, c: guessingOf(item.type) }, results);
    if (!cal) continue;
    const flags: string[] = [...cal.flags, ...(over.has(item.item_id) ? ['overexposed'] : [])];
    if (flags.length) flagged++;
    await db.batch([
      db.prepare(
        `UPDATE item_calibration SET a = ?, b = ?, pending = 0, p_correct = ?, outfit = ?, flags = ?, exposure = ?, updated_at = ?,
           answers = MIN(answers, ?) WHERE item_id = ?`,
      ).bind(cal.a, cal.b, cal.pCorrect, cal.outfit, flags.join(','), rates.get(item.item_id) ?? 0, now, KEEP_ANSWERS, item.item_id),
      // Older answers beyond the newest KEEP_ANSWERS no longer count: the item's behaviour is what it is now.
      db.prepare(
        `DELETE FROM calibration_responses WHERE item_id = ?1 AND answered_at < (
           SELECT answered_at FROM calibration_responses WHERE item_id = ?1 ORDER BY answered_at DESC LIMIT 1 OFFSET ?2)`,
      ).bind(item.item_id, KEEP_ANSWERS - 1),
    ]);
  }
  // Exposure changes every hour even for items without new estimates: keep their flag in step.
  await db.prepare(
    `UPDATE item_calibration SET flags = TRIM(REPLACE(REPLACE(flags, 'overexposed', ''), ',,', ','), ',') WHERE flags LIKE '%overexposed%'`,
  ).run();
  const overList = [...over];
  for (let i = 0; i < overList.length; i += 50) {
    await db.batch(overList.slice(i, i + 50).map((id) => db.prepare(
      `INSERT INTO item_calibration (item_id, flags, exposure) VALUES (?1, 'overexposed', ?2)
       ON CONFLICT (item_id) DO UPDATE SET flags = TRIM(flags || ',overexposed', ','), exposure = ?2`,
    ).bind(id, rates.get(id) ?? 0)));
  }
  return { harvested: harvested.tests, answers: harvested.answers, estimated: due.length, flagged, overexposed: over.size };
}
