/** Resolves a session token to a viewer kind (SPEC §2/§4: temporary users count as not signed in for the CTA). */
import { isVip, type Viewer } from '../../shared/viewer.ts';
import type { Bindings } from '../env.ts';
import { userForToken } from '../auth/sessions.ts';

export async function viewerForToken(env: Bindings, token: string): Promise<Viewer> {
  const user = await userForToken(env.DB, token);
  if (!user) return 'anonymous';
  if (user.temp === 1) return 'temporary';
  return isVip(user.vip_end_time) ? 'vip' : 'member';
}
