/** SPEC §3/§4: a temporary user is 'temporary'; otherwise VIP while vipEndTime is later than now. */
import { isVip, type Viewer } from '../../shared/viewer.ts';

export function viewerKind(temp: boolean, vipEndTime: string | number | null | undefined, now = Date.now()): Exclude<Viewer, 'anonymous'> {
  if (temp) return 'temporary';
  return isVip(vipEndTime, now) ? 'vip' : 'member';
}
