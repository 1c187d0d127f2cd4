/**
 * POST /oauth: Google's redirect-mode return (the form post to login_uri). Exempt from the API's Origin rule
 * because Google posts it; protected instead by Google's double-submit token (g_csrf_token cookie = field)
 * and by full ID-token verification. Ends on GET /oauth, whose island finishes the client side.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { href } from '../../shared/routes.ts';
import { constantTimeEqual } from '../auth/crypto.ts';
import { createSession } from '../auth/sessions.ts';
import type { AppEnv } from '../env.ts';
import { googleSignIn } from '../api/embedded/auth-routes.ts';
import { ApiFailure, tokenCookie } from '../api/http.ts';

export async function handleOAuthPost(c: Context<AppEnv>): Promise<Response> {
  const back = href(c.get('locale'), 'oauth');
  const form = await c.req.parseBody().catch(() => ({} as Record<string, unknown>));
  const field = typeof form.g_csrf_token === 'string' ? form.g_csrf_token : '';
  const cookie = getCookie(c, 'g_csrf_token') ?? '';
  const credential = typeof form.credential === 'string' ? form.credential : '';
  if (!field || !cookie || !constantTimeEqual(field, cookie) || !credential || credential.length > 8192) {
    return c.redirect(`${back}?error=request`, 303);
  }
  try {
    const { user, isNew } = await googleSignIn(c, credential, {});
    const token = await createSession(c.env.DB, user.id);
    c.header('Set-Cookie', tokenCookie(c, token), { append: true });
    return c.redirect(`${back}?new=${isNew ? 1 : 0}`, 303);
  } catch (err) {
    if (!(err instanceof ApiFailure)) throw err;
    return c.redirect(`${back}?error=${encodeURIComponent(err.code)}`, 303);
  }
}
