/**
 * Sign-in calls of SPEC §7 on the embedded backend: password and Google login, the /oauth credential exchange,
 * e-mail codes, registration (a guest keeps its progress), password reset, logout, userInfo, guests.
 * Failed sign-ins answer 400 (not 401): SPEC's client treats any 401 as "session over" and leaves the page.
 */
import { Hono, type Context } from 'hono';
import * as S from '../../../shared/api/schemas.ts';
import { isLocale, type Locale } from '../../../shared/locales.ts';
import type { AppEnv } from '../../env.ts';
import { translatorFor } from '../../i18n.ts';
import { CODE_TTL_MS, issueCode, spendTicket, TICKET_TTL_MS, verifyCode, type Purpose } from '../../auth/codes.ts';
import { decodeForDisplay, issueNonce, verifyGoogleCredential } from '../../auth/google.ts';
import { hashPassword, passwordProblem, verifyPassword } from '../../auth/passwords.ts';
import { clear, hit, peek } from '../../auth/rate-limit.ts';
import { authSecret } from '../../auth/secret.ts';
import { createSession, revokeAllStatement, revokeSession } from '../../auth/sessions.ts';
import { toApiUser, type UserRow, userByEmail } from '../../auth/users.ts';
import { sendMail } from '../../services/mail.ts';
import { ApiFailure, bearerToken, clientIp, currentUser, fail, jsonBody, requireUser, tokenCookie } from '../http.ts';
import { accountForGoogle, createUser, upgradeGuest } from './accounts.ts';

const MINUTE = 60_000;
export const LIMITS = {
  loginFailEmail: { windowMs: 15 * MINUTE, slowAfter: 3, stopAfter: 10 },
  loginFailIp: { windowMs: 15 * MINUTE, slowAfter: 10, stopAfter: 50 },
  codeSendEmailMinute: { windowMs: MINUTE, limit: 1 },
  codeSendEmailHour: { windowMs: 60 * MINUTE, limit: 5 },
  codeSendIp: { windowMs: 60 * MINUTE, limit: 20 },
  codeCheckIp: { windowMs: 10 * MINUTE, limit: 30 },
  guestIp: { windowMs: 60 * MINUTE, limit: 20 },
} as const;

export const authRoutes = new Hono<AppEnv>();

function tooMany(retryAfter: number): never {
  throw new ApiFailure(429, 'rate_limited', 'Too many attempts. Please wait and try again.', undefined, retryAfter);
}

async function limit(c: Context<AppEnv>, key: string, rule: { windowMs: number; limit: number }) {
  const r = await hit(c.env.DB, key, rule.windowMs, rule.limit);
  if (!r.allowed) tooMany(r.retryAfterSeconds);
}

function requestLocale(c: Context<AppEnv>): Locale {
  const l = c.req.header('locale');
  return isLocale(l) ? l : 'en';
}

async function signedIn(c: Context<AppEnv>, user: UserRow, isNew: boolean) {
  const token = await createSession(c.env.DB, user.id);
  c.header('Set-Cookie', tokenCookie(c, token), { append: true });
  return c.json({ token, user: toApiUser(user), isNew });
}

async function guestFromRequest(c: Context<AppEnv>): Promise<UserRow | null> {
  const user = await currentUser(c);
  return user?.temp === 1 ? user : null;
}

// --- password sign-in and Google ---------------------------------------------------------------------------

async function passwordLogin(c: Context<AppEnv>, body: S.PasswordLogin) {
  const emailKey = `login-fail:email:${body.email}`;
  const ipKey = `login-fail:ip:${clientIp(c)}`;
  const [byEmail, byIp] = await Promise.all([peek(c.env.DB, emailKey, LIMITS.loginFailEmail.windowMs), peek(c.env.DB, ipKey, LIMITS.loginFailIp.windowMs)]);
  if (byEmail.count >= LIMITS.loginFailEmail.stopAfter) tooMany(byEmail.retryAfterSeconds);
  if (byIp.count >= LIMITS.loginFailIp.stopAfter) tooMany(byIp.retryAfterSeconds);
  // Repeated failures slow every further try down (up to 3 s) before they stop altogether.
  const over = Math.max(byEmail.count - LIMITS.loginFailEmail.slowAfter, byIp.count - LIMITS.loginFailIp.slowAfter);
  if (over > 0) await new Promise((r) => setTimeout(r, Math.min(3000, over * 500)));

  const user = await userByEmail(c.env.DB, body.email);
  const ok = await verifyPassword(body.password, user?.password_hash);
  if (!ok || !user) {
    await Promise.all([hit(c.env.DB, emailKey, LIMITS.loginFailEmail.windowMs, Infinity), hit(c.env.DB, ipKey, LIMITS.loginFailIp.windowMs, Infinity)]);
    fail(400, 'credentials_invalid', 'The e-mail address or password is not right.');
  }
  await clear(c.env.DB, emailKey);
  return signedIn(c, user, false);
}

export async function googleSignIn(c: Context<AppEnv>, credential: string, attribution: { channel?: string; invite_code?: string }) {
  const result = await verifyGoogleCredential(c.env.DB, credential, c.env.GOOGLE_CLIENT_ID);
  if (!result.ok) {
    console.warn(JSON.stringify({ msg: 'google sign-in refused', reason: result.reason, requestId: c.get('requestId') }));
    fail(400, result.reason === 'google_disabled' ? 'google_disabled' : 'google_rejected', 'Google sign-in did not work. Please try again.');
  }
  // Only attribution is taken from the request body: e-mail, name and picture come from the verified token.
  const account = await accountForGoogle(c.env.DB, result.identity, await guestFromRequest(c), { channel: attribution.channel, invite_code: attribution.invite_code });
  if ('conflict' in account) fail(409, 'account_exists', 'An account with this e-mail already exists. Sign in with your password.');
  return account;
}

authRoutes.post('/common/login', async (c) => {
  const body = await jsonBody(c, S.LoginRequest);
  if (body.google === true) {
    const { user, isNew } = await googleSignIn(c, body.credential, body);
    return signedIn(c, user, isNew);
  }
  return passwordLogin(c, body as S.PasswordLogin);
});

/** Credential exchange after the Google redirect flow (/oauth): token and isNew (SPEC §3). */
authRoutes.post('/common/oauth/exchange', async (c) => {
  const body = await jsonBody(c, S.OAuthExchangeRequest);
  const { user, isNew } = await googleSignIn(c, body.credential, body);
  const token = await createSession(c.env.DB, user.id);
  c.header('Set-Cookie', tokenCookie(c, token), { append: true });
  return c.json({ token, isNew });
});

/** A nonce for the next Google prompt; accepted once, within 10 minutes. */
authRoutes.get('/common/google/nonce', async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ nonce: await issueNonce(c.env.DB) });
});

/** SPEC §7 jwtDecode: display-only decoding of a credential's middle part. Signs nobody in. */
authRoutes.post('/common/jwtDecode', async (c) => {
  const { credential } = await jsonBody(c, S.JwtDecodeRequest);
  const data = decodeForDisplay(credential);
  if (!data) fail(400, 'credential_format', 'Invalid JWT format.', 'credential');
  return c.json({ data });
});

// --- e-mail codes, registration, password reset --------------------------------------------------------------

async function mailCode(c: Context<AppEnv>, email: string, purpose: Purpose) {
  const t = await translatorFor(requestLocale(c), c.env.SUPPORT_EMAIL);
  const code = await issueCode(c.env.DB, authSecret(c.env), email, purpose);
  const minutes = CODE_TTL_MS / MINUTE;
  await sendMail(c.env, {
    to: email,
    subject: t.t('mail.code.subject', { code }),
    text: `${t.t(`mail.code.${purpose}`, { code, minutes })}\n\n${t.t('mail.code.ignore')}`,
  });
}

authRoutes.post('/common/sesCode', async (c) => {
  const { email, purpose } = await jsonBody(c, S.SesCodeRequest);
  await limit(c, `code-send:ip:${clientIp(c)}`, LIMITS.codeSendIp);
  await limit(c, `code-send:email-min:${purpose}:${email}`, LIMITS.codeSendEmailMinute);
  await limit(c, `code-send:email-hour:${email}`, LIMITS.codeSendEmailHour);
  const existing = await userByEmail(c.env.DB, email);
  if (purpose === 'register' && existing && existing.temp === 0) {
    const t = await translatorFor(requestLocale(c), c.env.SUPPORT_EMAIL);
    await sendMail(c.env, { to: email, subject: t.t('mail.exists.subject'), text: t.t('mail.exists.body') });
  } else if (purpose === 'register' || existing) {
    await mailCode(c, email, purpose);
  }
  // The same answer whether or not an account exists, so this call cannot be used to probe for accounts.
  return c.json({ status: 200, message: 'If this address can receive mail, a code is on its way.' });
});

authRoutes.post('/common/sesCodeVerify', async (c) => {
  const { email, purpose, code } = await jsonBody(c, S.SesCodeVerifyRequest);
  await limit(c, `code-check:ip:${clientIp(c)}`, LIMITS.codeCheckIp);
  const result = await verifyCode(c.env.DB, authSecret(c.env), email, purpose, code);
  if (!result.ok) {
    const message = result.reason === 'code_locked' ? 'Too many wrong codes. Ask for a new code.'
      : result.reason === 'code_expired' ? 'This code has expired. Ask for a new code.' : 'This code is not right.';
    fail(400, result.reason, message, 'code');
  }
  return c.json({ ticket: result.ticket, expiresIn: TICKET_TTL_MS / 1000 });
});

authRoutes.post('/common/register', async (c) => {
  const body = await jsonBody(c, S.RegisterRequest);
  const email = await spendTicket(c.env.DB, body.ticket, 'register');
  if (!email) fail(400, 'ticket_invalid', 'Your confirmation has expired. Please ask for a new code.', 'ticket');
  const problem = passwordProblem(body.password, email);
  if (problem) fail(400, problem, 'Choose a less common password.', 'password');
  if (await userByEmail(c.env.DB, email)) fail(409, 'email_taken', 'An account with this e-mail already exists. Please sign in.', 'email');
  const passwordHash = await hashPassword(body.password);
  const guest = await guestFromRequest(c);
  const user = guest
    ? await upgradeGuest(c.env.DB, guest.id, { email, passwordHash, nickname: body.nickname })
    : await createUser(c.env.DB, { email, passwordHash, nickname: body.nickname, verified: true, channel: body.channel, invite_code: body.invite_code });
  if (!user) fail(409, 'email_taken', 'An account with this e-mail already exists. Please sign in.', 'email');
  return signedIn(c, user, true);
});

authRoutes.post('/common/findPassword', async (c) => {
  const body = await jsonBody(c, S.FindPasswordRequest);
  const email = await spendTicket(c.env.DB, body.ticket, 'reset');
  if (!email) fail(400, 'ticket_invalid', 'Your confirmation has expired. Please ask for a new code.', 'ticket');
  const user = await userByEmail(c.env.DB, email);
  if (!user) fail(400, 'ticket_invalid', 'Your confirmation has expired. Please ask for a new code.', 'ticket');
  const problem = passwordProblem(body.password, email);
  if (problem) fail(400, problem, 'Choose a less common password.', 'password');
  // A reset ends every session: whoever knew the old password is signed out everywhere.
  await c.env.DB.batch([
    c.env.DB.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').bind(await hashPassword(body.password), Date.now(), user.id),
    revokeAllStatement(c.env.DB, user.id),
  ]);
  await clear(c.env.DB, `login-fail:email:${email}`);
  const t = await translatorFor(requestLocale(c), c.env.SUPPORT_EMAIL);
  await sendMail(c.env, { to: email, subject: t.t('mail.passwordChanged.subject'), text: t.t('mail.passwordChanged.body') });
  return c.json({ status: 200, message: 'Your password was changed. Please sign in.' });
});

// --- session --------------------------------------------------------------------------------------------------

authRoutes.post('/logout', async (c) => {
  await jsonBody(c, S.LogoutRequest);
  const token = bearerToken(c);
  if (token) await revokeSession(c.env.DB, token);
  c.header('Set-Cookie', tokenCookie(c, '', 0), { append: true });
  return c.json({ status: 200, message: 'Signed out.' });
});

authRoutes.get('/userInfo', async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(toApiUser(await requireUser(c)));
});

/** A temporary user (SPEC §3 temp flag) to try the app without registering; registering keeps its progress. */
authRoutes.post('/common/guest', async (c) => {
  await limit(c, `guest:ip:${clientIp(c)}`, LIMITS.guestIp);
  const user = await createUser(c.env.DB, { nickname: 'Guest', temp: true });
  return signedIn(c, user, true);
});
