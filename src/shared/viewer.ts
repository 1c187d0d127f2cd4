/**
 * Who is looking, as far as the header's call-to-action is concerned (SPEC §2, §4). The worker decides it per
 * request (src/worker/session/viewer.ts); anonymous pages are cached and carry 'anonymous'.
 */
export type Viewer = 'anonymous' | 'temporary' | 'member' | 'vip';

/** Get started (to the app) for a signed-in, non-temporary user; Try for free (to /login) otherwise. */
export function ctaFor(viewer: Viewer): 'getStarted' | 'tryFree' {
  return viewer === 'member' || viewer === 'vip' ? 'getStarted' : 'tryFree';
}

/** SPEC §3: the client treats a user as VIP when vipEndTime is later than now. */
export function isVip(vipEndTime: string | number | null | undefined, now = Date.now()): boolean {
  if (vipEndTime === null || vipEndTime === undefined || vipEndTime === '') return false;
  const t = typeof vipEndTime === 'number' ? vipEndTime : Date.parse(vipEndTime);
  return Number.isFinite(t) && t > now;
}
