/**
 * Practice packs (issue 29, ADR 061): what a download would hold, and the download itself. A free learner's pack
 * holds at most what is left of today's allowance and the download takes those units (counted as practice counts
 * them); Premium learners get up to PACK_MAX_ITEMS. Sizes are measured on the document the device receives.
 */
import type { PackItem, PackPlanResponse, PackResponse } from '../../shared/api/offline-pack.ts';
import { PACK_TTL_DAYS } from '../../shared/constants.ts';
import { dailyLimit } from '../../shared/learning/allowance.ts';
import type { TaskTypeId } from '../../shared/exam/task-types.ts';
import { mediaSources, packExpiry, packableType, spreadPack, type PackSpread } from '../../shared/offline/pack-plan.ts';
import mediaSizes from '../../generated/media-sizes.json';
import type { UserRow } from '../auth/users.ts';
import { allowanceView, giveBackUnits, takeUnits, usedToday } from './allowance-repo.ts';
import { pickItems, recordExposure, toPublicItem, type ItemRow } from './bank-repo.ts';
import { activeCountsOf, savePackStatement } from './pack-repo.ts';
import { PracticeError, allowanceFor, targetDifficulty } from './practice-service.ts';
import { randomToken } from '../util/random.ts';

const SIZES = mediaSizes as Record<string, number>;

function checkTypes(types: readonly TaskTypeId[]): void {
  const open = types.find((t) => !packableType(t));
  if (open) throw new PracticeError(400, 'type_not_packable', `Only objective practice tasks can be downloaded; ${open} needs a connection.`, 'types');
}

async function spreadFor(db: D1Database, user: UserRow, types: readonly TaskTypeId[], size: number, now: number): Promise<{ spread: PackSpread; used: number; limit: number | null }> {
  const limit = dailyLimit(user.vip_end_time, now);
  const used = await usedToday(db, user.id, now);
  const spread = spreadPack(types, size, await activeCountsOf(db, types), limit === null ? null : Math.max(0, limit - used));
  return { spread, used, limit };
}

async function pick(db: D1Database, userId: number, spread: PackSpread): Promise<ItemRow[]> {
  const rows: ItemRow[] = [];
  for (const { type, items } of spread.byType) {
    // The practice engine's own choice: unseen items near the learner's level first (bank-repo pickItems).
    if (items > 0) rows.push(...await pickItems(db, userId, type, await targetDifficulty(db, userId, type), items));
  }
  return rows;
}

function packDocument(rows: readonly ItemRow[]): { items: PackItem[]; media: { src: string; bytes: number }[] } {
  const items = rows.map((r) => ({ item: toPublicItem(r), key: JSON.parse(r.answer_key) as unknown }));
  const srcs = [...new Set(items.flatMap((i) => mediaSources(i.item)))];
  return { items, media: srcs.map((src) => ({ src, bytes: SIZES[src] ?? 0 })) };
}

const byteLength = (x: unknown) => new TextEncoder().encode(JSON.stringify(x)).byteLength;

/** Reserves nothing: the sizes are those of a pack drawn now (a download draws again, so they are close, not equal). */
export async function planPack(db: D1Database, user: UserRow, types: readonly TaskTypeId[], size: number, now: number): Promise<PackPlanResponse> {
  checkTypes(types);
  const { spread, used, limit } = await spreadFor(db, user, types, size, now);
  const rows = await pick(db, user.id, spread);
  const doc = packDocument(rows);
  const sample: Omit<PackResponse, 'allowance'> = { packId: 'x'.repeat(22), createdAt: new Date(now).toISOString(), expiresAt: new Date(now).toISOString(), ...doc };
  return {
    items: rows.length,
    byType: spread.byType,
    dataBytes: byteLength({ ...sample, allowance: allowanceView(used, limit, now) }),
    mediaBytes: doc.media.reduce((s, m) => s + m.bytes, 0),
    limitedBy: spread.limitedBy,
    allowance: allowanceView(used, limit, now),
  };
}

export async function createPack(db: D1Database, user: UserRow, types: readonly TaskTypeId[], size: number, now: number): Promise<PackResponse> {
  checkTypes(types);
  // Units are taken in one conditional update; an answer given in parallel may take one first, so plan again once.
  for (let tries = 0; tries < 2; tries++) {
    const { spread, limit } = await spreadFor(db, user, types, size, now);
    if (spread.items === 0) break;
    const rows = await pick(db, user.id, spread);
    if (rows.length === 0) break;
    const units = limit === null ? 0 : spread.units;
    const usedNow = units > 0 ? await takeUnits(db, user.id, units, limit!, now) : null;
    if (units > 0 && usedNow === null) continue;
    const id = randomToken(16);
    const expiresAt = packExpiry(now, PACK_TTL_DAYS);
    try {
      await savePackStatement(db, { userId: user.id, id, createdAt: now, expiresAt, itemIds: rows.map((r) => r.id), units }).run();
    } catch (err) {
      // No pack, no cost: the units just taken go back.
      if (usedNow !== null) await giveBackUnits(db, user.id, units, now);
      throw err;
    }
    await recordExposure(db, rows.map((r) => r.id));
    return {
      packId: id, createdAt: new Date(now).toISOString(), expiresAt: new Date(expiresAt).toISOString(), ...packDocument(rows),
      allowance: usedNow !== null ? allowanceView(usedNow, limit, now) : await allowanceFor(db, user, now),
    };
  }
  const allowance = await allowanceFor(db, user, now);
  if (allowance.limit !== null && allowance.used >= allowance.limit) {
    throw new PracticeError(429, 'allowance_exhausted', 'You have used today\'s free practice items. Come back tomorrow or go Premium for unlimited practice.');
  }
  throw new PracticeError(409, 'pack_empty', 'No practice items could be put in a pack for these tasks. Choose other tasks.');
}
