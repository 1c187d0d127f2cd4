/**
 * Who the visitor is, for the header call-to-action and route access (SPEC §2, §4, §6). The one place the
 * session is consulted while rendering pages. Without a token cookie the visitor is anonymous and the page is
 * cacheable; with one, the session store (local, or the upstream's when API_ORIGIN is set) decides.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { TOKEN_COOKIE } from '../../shared/constants.ts';
import type { Viewer } from '../../shared/viewer.ts';
import type { AppEnv } from '../env.ts';
import { viewerForToken } from './viewer-lookup.ts';

export function sessionToken(c: Context<AppEnv>): string | null {
  const fromCookie = getCookie(c, TOKEN_COOKIE);
  return fromCookie && fromCookie.length <= 256 ? fromCookie : null;
}

export async function viewerFor(c: Context<AppEnv>): Promise<Viewer> {
  const token = sessionToken(c);
  if (!token) return 'anonymous';
  return viewerForToken(c.env, token, c.get('requestId'));
}
