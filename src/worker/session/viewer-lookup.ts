/**
 * Resolves a session token to a viewer kind (SPEC §2/§4: temporary users count as not signed in for the CTA).
 * The one function both backends go through: the upstream's /userInfo when API_ORIGIN is set (cached briefly,
 * decision 012), the local session store otherwise. Callers never branch on the mode.
 */
import type { Viewer } from '../../shared/viewer.ts';
import type { Bindings } from '../env.ts';
import { userForToken } from '../auth/sessions.ts';
import { upstreamViewer } from './upstream-viewer.ts';
import { viewerKind } from './viewer-kind.ts';

export async function viewerForToken(env: Bindings, token: string, requestId?: string): Promise<Viewer> {
  if (env.API_ORIGIN) return upstreamViewer(env, token, requestId);
  const user = await userForToken(env.DB, token);
  if (!user) return 'anonymous';
  return viewerKind(user.temp === 1, user.vip_end_time);
}
