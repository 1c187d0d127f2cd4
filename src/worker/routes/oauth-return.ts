/**
 * POST /oauth: Google's redirect-mode return (the form post to login_uri). Exempt from the API's Origin rule
 * because Google posts it; protected instead by Google's double-submit token (g_csrf_token cookie = field)
 * and by full ID-token verification — here on D1, or by the upstream's credential exchange when API_ORIGIN is
 * set (then no local session exists). Ends on GET /oauth, whose island finishes the client side.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { href } from '../../shared/routes.ts';
import { constantTimeEqual } from '../auth/crypto.ts';
import { createSession } from '../auth/sessions.ts';
import type { AppEnv } from '../env.ts';
import { googleSignIn } from '../api/embedded/auth-routes.ts';
import { ApiFailure, bearerToken, tokenCookie, viewerFlagCookie } from '../api/http.ts';
import { exchangeThroughUpstream } from '../upstream/oauth-exchange.ts';

type SignInResult = { ok: true; token: string; isNew: boolean } | { ok: false; code: string };

async function signInEmbedded(c: Context<AppEnv>, credential: string): Promise<SignInResult> {
  try {
    const { user, isNew } = await googleSignIn(c, credential, {});
    return { ok: true, token: await createSession(c.env.DB, user.id), isNew };
  } catch (err) {
    if (!(err instanceof ApiFailure)) throw err;
    return { ok: false, code: err.code };
  }
}

export async function handleOAuthPost(c: Context<AppEnv>): Promise<Response> {
  const back = href(c.get('locale'), 'oauth');
  const form = await c.req.parseBody().catch(() => ({} as Record<string, unknown>));
  const field = typeof form.g_csrf_token === 'string' ? form.g_csrf_token : '';
  const cookie = getCookie(c, 'g_csrf_token') ?? '';
  const credential = typeof form.credential === 'string' ? form.credential : '';
  if (!field || !cookie || !constantTimeEqual(field, cookie) || !credential || credential.length > 8192) {
    return c.redirect(`${back}?error=request`, 303);
  }
  const result = c.env.API_ORIGIN
    ? await exchangeThroughUpstream(c.env, credential, {
      origin: new URL(c.req.url).origin, clientIp: c.req.header('cf-connecting-ip'), locale: c.get('locale'), guestToken: bearerToken(c), requestId: c.get('requestId'),
    })
    : await signInEmbedded(c, credential);
  if (!result.ok) return c.redirect(`${back}?error=${encodeURIComponent(result.code)}`, 303);
  c.header('Set-Cookie', tokenCookie(c, result.token), { append: true });
  // Google sign-in always ends with a full account (a guest who signs in is upgraded).
  c.header('Set-Cookie', viewerFlagCookie(c, true), { append: true });
  return c.redirect(`${back}?new=${result.isNew ? 1 : 0}`, 303);
}
