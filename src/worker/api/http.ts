/** Request parsing and the SPEC §8 error shape for every /weapp/api answer. */
import type { Context } from 'hono';
import * as v from 'valibot';
import { TOKEN_COOKIE, TOKEN_MAX_AGE } from '../../shared/constants.ts';
import { VIEWER_FLAG_COOKIE, VIEWER_FLAG_MEMBER } from '../../shared/viewer-flag.ts';
import type { AppEnv } from '../env.ts';
import { isLocale, type Locale } from '../../shared/locales.ts';
import { sessionToken } from '../session/viewer.ts';
import { userForToken } from '../auth/sessions.ts';
import type { UserRow } from '../auth/users.ts';

export class ApiFailure extends Error {
  constructor(public status: number, public code: string, message: string, public field?: string, public retryAfter?: number) {
    super(message);
  }
}

export function fail(status: number, code: string, message: string, field?: string): never {
  throw new ApiFailure(status, code, message, field);
}

export function errorResponse(c: Context<AppEnv>, err: ApiFailure): Response {
  const body: Record<string, unknown> = { status: err.status, message: err.message, code: err.code };
  if (err.field) body.field = err.field;
  const res = c.json(body, err.status as 400);
  if (err.retryAfter) res.headers.set('Retry-After', String(err.retryAfter));
  return res;
}

function firstIssue(issues: v.BaseIssue<unknown>[]): { field?: string; code: string } {
  const issue = issues[0]!;
  const field = issue.path?.map((p) => String(p.key)).join('.');
  return { field, code: /^[a-z_]+$/.test(issue.message) ? issue.message : 'invalid_input' };
}

/** JSON body validated against a schema; non-JSON is 415, malformed JSON or a bad field is 400. */
export async function jsonBody<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): Promise<v.InferOutput<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) fail(415, 'json_required', 'Send a JSON body (Content-Type: application/json).');
  let raw: unknown;
  try {
    const text = await c.req.text();
    if (text.length > 64 * 1024) fail(413, 'body_too_large', 'The request body is too large.');
    raw = JSON.parse(text);
  } catch (err) {
    if (err instanceof ApiFailure) throw err;
    fail(400, 'json_invalid', 'The request body is not valid JSON.');
  }
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success) {
    const { field, code } = firstIssue(parsed.issues);
    fail(400, code, `Invalid ${field ?? 'request'}.`, field);
  }
  return parsed.output;
}

export function queryParams<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): v.InferOutput<S> {
  const parsed = v.safeParse(schema, c.req.query());
  if (!parsed.success) {
    const { field, code } = firstIssue(parsed.issues);
    fail(400, code, `Invalid ${field ?? 'query'}.`, field);
  }
  return parsed.output;
}

/** The session token: Authorization: Bearer (sent by the client) or the det_i18n_token cookie. */
export function bearerToken(c: Context<AppEnv>): string | null {
  const auth = c.req.header('authorization');
  const m = auth ? /^Bearer\s+([A-Za-z0-9_-]{16,256})$/.exec(auth) : null;
  return m ? m[1]! : sessionToken(c);
}

export async function currentUser(c: Context<AppEnv>): Promise<UserRow | null> {
  const token = bearerToken(c);
  return token ? userForToken(c.env.DB, token) : null;
}

export async function requireUser(c: Context<AppEnv>): Promise<UserRow> {
  const user = await currentUser(c);
  if (!user) fail(401, 'session_invalid', 'Your session has ended. Please sign in again.');
  return user;
}

export function clientIp(c: Context<AppEnv>): string {
  return c.req.header('cf-connecting-ip') ?? 'local';
}

function cookieAttributes(c: Context<AppEnv>, maxAge: number): string {
  const url = new URL(c.req.url);
  const secure = !(url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname));
  const domain = c.env.COOKIE_DOMAIN ? `; Domain=${c.env.COOKIE_DOMAIN}` : '';
  return `Max-Age=${maxAge}; Path=/; SameSite=Lax${domain}${secure ? '; Secure' : ''}`;
}

/** det_i18n_token (DESIGN §5): Secure except on plain-http localhost, SameSite=Lax, Path=/, configured Domain. */
export function tokenCookie(c: Context<AppEnv>, token: string, maxAge = TOKEN_MAX_AGE): string {
  return `${TOKEN_COOKIE}=${token}; ${cookieAttributes(c, maxAge)}`;
}

/**
 * det_viewer=member for a signed-in, non-temporary user, cleared otherwise (ADR 021): it only picks the header's
 * call-to-action in the browser, so it is readable by scripts and lives as long as the token cookie.
 */
export function viewerFlagCookie(c: Context<AppEnv>, member: boolean): string {
  return member
    ? `${VIEWER_FLAG_COOKIE}=${VIEWER_FLAG_MEMBER}; ${cookieAttributes(c, TOKEN_MAX_AGE)}`
    : `${VIEWER_FLAG_COOKIE}=; ${cookieAttributes(c, 0)}`;
}

/** The UI language the client names in the `locale` header (SPEC §7), for what the server writes: mails, messages. */
export function requestLocale(c: Context<AppEnv>): Locale {
  const l = c.req.header('locale');
  return isLocale(l) ? l : 'en';
}
