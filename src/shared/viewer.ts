/**
 * Who is looking (SPEC §2, §4), for route access: the worker looks it up for member pages, /app and guest-only
 * pages (src/worker/session/viewer.ts). Public pages do not depend on it: the header's call-to-action is picked
 * in the browser from the det_viewer flag (src/shared/viewer-flag.ts, ADR 021).
 */
export type Viewer = 'anonymous' | 'temporary' | 'member' | 'vip';

/** SPEC §3: the client treats a user as VIP when vipEndTime is later than now. */
export function isVip(vipEndTime: string | number | null | undefined, now = Date.now()): boolean {
  if (vipEndTime === null || vipEndTime === undefined || vipEndTime === '') return false;
  const t = typeof vipEndTime === 'number' ? vipEndTime : Date.parse(vipEndTime);
  return Number.isFinite(t) && t > now;
}
