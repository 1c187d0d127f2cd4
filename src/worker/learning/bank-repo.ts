/** Reads of the question bank (bank_items). Public items are rebuilt through the shared schema, which drops any
 * field the schema does not know, so a key can never ride along by mistake. */
import * as v from 'valibot';
import { PublicItem } from '../../shared/exam/items.ts';
import type { TaskTypeId } from '../../shared/exam/task-types.ts';
import { PAGE_DATA_TTL_MS, SAMPLE_POOL_SIZE } from '../../shared/constants.ts';
import { keptFor } from '../util/kept.ts';

export interface ItemRow {
  id: string;
  type: TaskTypeId;
  difficulty: number;
  cefr: string;
  topic: string;
  stimulus: string;
  answer_key: string;
}

const ITEM_COLUMNS = 'id, type, difficulty, cefr, topic, stimulus, answer_key';

export function toPublicItem(row: Pick<ItemRow, 'id' | 'type' | 'difficulty' | 'cefr' | 'topic' | 'stimulus'>): PublicItem {
  return v.parse(PublicItem, { ...JSON.parse(row.stimulus), id: row.id, type: row.type, difficulty: row.difficulty, cefr: row.cefr, topic: row.topic });
}

export function itemById(db: D1Database, id: string): Promise<ItemRow | null> {
  return db.prepare(`SELECT ${ITEM_COLUMNS} FROM bank_items WHERE id = ?`).bind(id).first<ItemRow>();
}

export async function activeCounts(db: D1Database): Promise<Map<string, number>> {
  const { results } = await db.prepare('SELECT type, COUNT(*) AS n FROM bank_items WHERE active = 1 GROUP BY type').all<{ type: string; n: number }>();
  return new Map(results.map((r) => [r.type, r.n]));
}

/**
 * Items of a type around a target difficulty that the learner has not been given before; the window widens
 * when too few are left, and small types fall back to items already seen (oldest first is not tracked: random).
 */
export async function pickItems(db: D1Database, userId: number, type: TaskTypeId, target: number, count: number): Promise<ItemRow[]> {
  const picked: ItemRow[] = [];
  for (const width of [20, 40, 80, 200]) {
    const { results } = await db.prepare(
      `SELECT ${ITEM_COLUMNS} FROM bank_items b
       WHERE b.type = ?1 AND b.active = 1 AND b.difficulty BETWEEN ?2 AND ?3
         AND NOT EXISTS (SELECT 1 FROM practice_attempts p WHERE p.user_id = ?4 AND p.item_id = b.id)
       ORDER BY random() LIMIT ?5`,
    ).bind(type, target - width, target + width, userId, count).all<ItemRow>();
    for (const r of results) if (!picked.some((p) => p.id === r.id)) picked.push(r);
    if (picked.length >= count) return picked.slice(0, count);
  }
  const { results } = await db.prepare(`SELECT ${ITEM_COLUMNS} FROM bank_items WHERE type = ? AND active = 1 ORDER BY random() LIMIT ?`)
    .bind(type, count).all<ItemRow>();
  for (const r of results) if (picked.length < count && !picked.some((p) => p.id === r.id)) picked.push(r);
  return picked;
}

// The published sample changes only with a bank deploy; the course page of each type, in 13 locales, and the
// sample answer checks read it from the isolate for a minute instead of D1 on every render.
const samplePools = keptFor<ItemRow[]>(PAGE_DATA_TTL_MS);

async function samplePool(db: D1Database, type: TaskTypeId): Promise<ItemRow[]> {
  const { data } = await samplePools.get(type, async () => {
    const { results } = await db.prepare(`SELECT ${ITEM_COLUMNS} FROM bank_items WHERE type = ? AND active = 1 ORDER BY difficulty, id LIMIT ?`)
      .bind(type, SAMPLE_POOL_SIZE).all<ItemRow>();
    return { data: results, complete: true };
  });
  // A copy: callers shuffle it.
  return [...data];
}

/** For tests and bank reloads: the next sample read goes to D1. */
export function forgetSamplePools(): void {
  samplePools.clear();
}

/** A course page's public set: random items of the published sample, easier first so newcomers are not put off. */
export async function sampleItems(db: D1Database, type: TaskTypeId, count: number): Promise<PublicItem[]> {
  const pool = await samplePool(db, type);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count).sort((a, b) => a.difficulty - b.difficulty).map(toPublicItem);
}

/** The item when it belongs to its type's published sample; null for every other item (the caller answers 404). */
export async function sampleItemById(db: D1Database, id: string): Promise<ItemRow | null> {
  const item = await itemById(db, id);
  if (!item) return null;
  return (await samplePool(db, item.type)).some((p) => p.id === id) ? item : null;
}

export async function recordExposure(db: D1Database, itemIds: readonly string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db.batch(itemIds.map((id) => db.prepare(
    'INSERT INTO item_exposure (item_id, issued) VALUES (?, 1) ON CONFLICT(item_id) DO UPDATE SET issued = issued + 1',
  ).bind(id)));
}

export function recordAnswer(db: D1Database, itemId: string, score: number | null): D1PreparedStatement {
  return db.prepare(
    'INSERT INTO item_exposure (item_id, answered, score_sum) VALUES (?1, 1, ?2) ON CONFLICT(item_id) DO UPDATE SET answered = answered + 1, score_sum = score_sum + ?2',
  ).bind(itemId, score ?? 0);
}
