/**
 * How a practice pack is spread over the chosen task types and what it costs a free learner (issue 29, ADR 061).
 * Pure: the worker supplies what the bank holds and what is left of today's allowance.
 */
import { setSizeOf } from '../learning/allowance.ts';
import { OBJECTIVE_TYPES, taskType, type TaskTypeId } from '../exam/task-types.ts';

const DAY = 86_400_000;

/** Task types a pack may hold: objective practice only (keys on the device are acceptable only there). */
export function packableType(type: TaskTypeId): boolean {
  return OBJECTIVE_TYPES.includes(type) && !taskType(type).retired;
}

/** Allowance units `items` items of a type take, counted as practice counts them (a round of words is one unit). */
export function unitsFor(type: TaskTypeId, items: number): number {
  return Math.ceil(items / setSizeOf(type));
}

export interface PackSpread {
  byType: { type: TaskTypeId; items: number }[];
  items: number;
  units: number;
  limitedBy: 'allowance' | 'bank' | null;
}

/**
 * Items per type, one type at a time in turn so the pack is spread evenly; a type stops when the bank has no more
 * of it, and an item that would open a new round stops when no unit is left (`unitsLeft` null: Premium).
 */
export function spreadPack(types: readonly TaskTypeId[], size: number, available: ReadonlyMap<TaskTypeId, number>, unitsLeft: number | null): PackSpread {
  const order = [...new Set(types)];
  const counts = new Map(order.map((t) => [t, 0]));
  let total = 0;
  let units = 0;
  let blockedByAllowance = false;
  for (let progressed = true; progressed && total < size;) {
    progressed = false;
    for (const type of order) {
      if (total >= size) break;
      const n = counts.get(type)!;
      if (n >= (available.get(type) ?? 0)) continue;
      const cost = n % setSizeOf(type) === 0 ? 1 : 0;
      if (unitsLeft !== null && units + cost > unitsLeft) { blockedByAllowance = true; continue; }
      counts.set(type, n + 1);
      units += cost;
      total += 1;
      progressed = true;
    }
  }
  const limitedBy = total >= size ? null : blockedByAllowance ? 'allowance' : 'bank';
  return { byType: order.map((type) => ({ type, items: counts.get(type)! })), items: total, units: unitsLeft === null ? 0 : units, limitedBy };
}

export function packExpiry(createdAt: number, ttlDays: number): number {
  return createdAt + ttlDays * DAY;
}

/** The device's clock is not trusted: an offline answer happened after its pack was made and before it arrived. */
export function clampAnsweredAt(deviceIso: string, packCreatedAt: number, now: number): number {
  const t = Date.parse(deviceIso);
  return Number.isFinite(t) ? Math.min(now, Math.max(packCreatedAt, t)) : now;
}

/** Every media file an item's stimulus points to (audio of turns and texts, photos), once each. */
export function mediaSources(stimulus: unknown): string[] {
  const found = new Set<string>();
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') {
      for (const [k, val] of Object.entries(x)) {
        if (k === 'src' && typeof val === 'string' && val.startsWith('/media/')) found.add(val);
        else walk(val);
      }
    }
  };
  walk(stimulus);
  return [...found];
}
