/**
 * Sign-in calls of SPEC §7 on the embedded backend: password and Google login, the /oauth credential exchange,
 * e-mail codes, registration (a guest keeps its progress), password reset, logout, userInfo, guests.
 * Failed sign-ins answer 400 (not 401): SPEC's client treats any 401 as "session over" and leaves the page.
 */
import { Hono, type Context } from 'hono';
import * as S from '../../../shared/api/schemas.ts';
import type { AppEnv } from '../../env.ts';
import { translatorFor } from '../../i18n.ts';
import type { Translator } from '../../../shared/i18n.ts';
import { sameSiteOnly } from '../same-site.ts';
import { CODE_TTL_MS, issueCode, spendTicket, ticketEmail, TICKET_TTL_MS, verifyCode, voidCode, type Purpose } from '../../auth/codes.ts';
import { decodeForDisplay, issueNonce, verifyGoogleCredential } from '../../auth/google.ts';
import { hashPassword, passwordProblem, verifyPassword } from '../../auth/passwords.ts';
import { clear, clearStatement, hit, releaseStatement } from '../../auth/rate-limit.ts';
import { deviceCookie, isRecognisedDevice, isValidUnlock, unlockToken } from '../../auth/device.ts';
import { addressLimitKeys, hitAll, limit, limitAddress, refuseIfOver, requestAddress } from '../limits.ts';
import { isLocale, localizePath } from '../../../shared/locales.ts';
import { createSession, revokeAllStatement, revokeSession } from '../../auth/sessions.ts';
import { toApiUser, type UserRow, userByEmail } from '../../auth/users.ts';
import { config } from '../../config.ts';
import { sendMail, type Mail } from '../../services/mail.ts';
import { ApiFailure, bearerToken, currentUser, fail, jsonBody, queryParams, requireUser, requestLocale, tokenCookie, viewerFlagCookie } from '../http.ts';
import { accountForGoogle, createUser, upgradeGuest } from './accounts.ts';

const MINUTE = 60_000;
/**
 * Every limit counts first, then refuses (ADR 011, 040). Addresses are keyed as every per-address limit keys
 * them (an IPv6 /64; an IPv4 address plus a wider budget for its /24). Password guessing is limited per account
 * and address pair and per address across accounts; the slower ceiling per account, which strangers on many
 * addresses can fill, applies only to browsers that never signed in to the account (no device cookie).
 */
export const LIMITS = {
  loginPair: { windowMs: 15 * MINUTE, limit: 5 },
  loginIp: { windowMs: 15 * MINUTE, limit: 30 },
  loginAccount: { windowMs: 60 * MINUTE, limit: 50 },
  unlockMail: { windowMs: 60 * MINUTE, limit: 1 },
  codeSendEmailMinute: { windowMs: MINUTE, limit: 1 },
  codeSendEmailHour: { windowMs: 60 * MINUTE, limit: 5 },
  codeSendIp: { windowMs: 60 * MINUTE, limit: 20 },
  codeCheckIp: { windowMs: 10 * MINUTE, limit: 30 },
  guestIp: { windowMs: 60 * MINUTE, limit: 20 },
  nonceIp: { windowMs: 10 * MINUTE, limit: 60 },
} as const;
/** A pair (account × IPv4 /24) gets twice a single address's tries: a rented /24 is not 254 fresh starts. */
export const PAIR_NETWORK_FACTOR = 2;

export const authRoutes = new Hono<AppEnv>();

async function signedIn(c: Context<AppEnv>, user: UserRow, isNew: boolean) {
  const token = await createSession(c.env.DB, user.id);
  c.header('Set-Cookie', tokenCookie(c, token), { append: true });
  c.header('Set-Cookie', viewerFlagCookie(c, user.temp !== 1), { append: true });
  // This browser is now the owner's: strangers filling the account's sign-in ceiling no longer concern it.
  if (user.temp !== 1 && user.email) c.header('Set-Cookie', await deviceCookie(c, user.email), { append: true });
  return c.json({ token, user: toApiUser(user), isNew });
}

async function guestFromRequest(c: Context<AppEnv>): Promise<UserRow | null> {
  const user = await currentUser(c);
  return user?.temp === 1 ? user : null;
}

// --- password sign-in and Google ---------------------------------------------------------------------------

async function passwordLogin(c: Context<AppEnv>, body: S.PasswordLogin) {
  const db = c.env.DB;
  const ip = requestAddress(c);
  const addressKeys = [
    ...addressLimitKeys(`login:pair:${body.email}`, ip, LIMITS.loginPair, PAIR_NETWORK_FACTOR),
    ...addressLimitKeys('login', ip, LIMITS.loginIp),
  ];
  // The attempt is counted before anything is evaluated. The account-wide counter is touched only by attempts
  // that passed the per-address limits and come from a browser that never signed in to this account, so
  // nobody else's guessing can use up the owner's way in.
  refuseIfOver(await hitAll(db, addressKeys));
  const recognised = await isRecognisedDevice(c, body.email);
  const accountKey = `login:account:${body.email}`;
  if (!recognised) {
    const account = await hit(db, accountKey, LIMITS.loginAccount.windowMs, LIMITS.loginAccount.limit);
    if (!account.allowed) await accountLocked(c, body.email, account.retryAfterSeconds);
  }

  const user = await userByEmail(db, body.email);
  const ok = await verifyPassword(body.password, user?.password_hash);
  if (!ok || !user) fail(400, 'credentials_invalid', 'The e-mail address or password is not right.');
  // A successful sign-in costs the owner nothing: the pair starts afresh, the shared budgets get this try back.
  const [pair, ...shared] = addressKeys.map((k) => k.key);
  await db.batch([
    clearStatement(db, pair!), ...shared.map((k) => releaseStatement(db, k)),
    ...(recognised ? [] : [releaseStatement(db, accountKey)]),
  ]);
  return signedIn(c, user, false);
}

/**
 * The per-account ceiling refused an unrecognised browser. The owner (and only the owner: it goes to the
 * account's address) gets at most one mail an hour with a link that marks their browser as theirs. The answer
 * is the same whether or not the account exists, and the mail goes out after it (no timing difference).
 */
async function accountLocked(c: Context<AppEnv>, email: string, retryAfter: number): Promise<never> {
  const mailed = await hit(c.env.DB, `login:unlock-mail:${email}`, LIMITS.unlockMail.windowMs, LIMITS.unlockMail.limit);
  if (mailed.allowed) c.executionCtx.waitUntil(sendUnlockMail(c, email));
  throw new ApiFailure(429, 'account_locked', 'Too many sign-in attempts for this account from new devices. We e-mailed the owner a link to unlock this sign-in.', undefined, retryAfter);
}

async function sendUnlockMail(c: Context<AppEnv>, email: string): Promise<void> {
  const user = await userByEmail(c.env.DB, email);
  if (!user || user.temp === 1 || !user.password_hash) return;
  const locale = requestLocale(c);
  const token = await unlockToken(config(c.env).authSecret, email);
  const link = `https://${c.env.PRODUCTION_HOST}/weapp/api/common/login/unlock?${new URLSearchParams({ email, token, lang: locale })}`;
  const t = await translatorFor(locale, c.env.SUPPORT_EMAIL);
  await sendMail(c.env, { to: email, subject: t.t('mail.unlock.subject'), text: t.t('mail.unlock.body', { link, minutes: 60 }) });
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
  c.header('Set-Cookie', viewerFlagCookie(c, user.temp !== 1), { append: true });
  return c.json({ token, isNew });
});

/** A nonce for the next Google prompt; accepted once, within 10 minutes. */
authRoutes.get('/common/google/nonce', async (c) => {
  sameSiteOnly(c);
  await limitAddress(c, 'nonce', LIMITS.nonceIp);
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

/**
 * The one mail each code request sends, chosen so that answers, timing and the code lock are the same whether
 * or not an account exists: every request records a code (unusable when none should work) and sends exactly
 * one mail to the address, awaited on every path.
 */
function codeRequestMail(t: Translator, email: string, purpose: Purpose, usable: boolean, code: string): Mail {
  if (!usable && purpose === 'register') return { to: email, subject: t.t('mail.exists.subject'), text: t.t('mail.exists.body') };
  if (!usable) return { to: email, subject: t.t('mail.noAccount.subject'), text: t.t('mail.noAccount.body') };
  const minutes = CODE_TTL_MS / MINUTE;
  return { to: email, subject: t.t('mail.code.subject', { code }), text: `${t.t(`mail.code.${purpose}`, { code, minutes })}\n\n${t.t('mail.code.ignore')}` };
}

authRoutes.post('/common/sesCode', async (c) => {
  const { email, purpose } = await jsonBody(c, S.SesCodeRequest);
  const minuteKey = `code-send:email-min:${purpose}:${email}`;
  await limitAddress(c, 'code-send', LIMITS.codeSendIp);
  await limit(c, minuteKey, LIMITS.codeSendEmailMinute);
  await limit(c, `code-send:email-hour:${email}`, LIMITS.codeSendEmailHour);
  const existing = await userByEmail(c.env.DB, email);
  const hasAccount = existing !== null && existing.temp === 0;
  const t = await translatorFor(requestLocale(c), c.env.SUPPORT_EMAIL);
  // A code that works only where it should: a new address to register, an existing account to reset.
  const usable = purpose === 'register' ? !hasAccount : hasAccount;
  const issued = await issueCode(c.env.DB, config(c.env).authSecret, email, purpose, { usable });
  if (!(await sendMail(c.env, codeRequestMail(t, email, purpose, usable, issued.code)))) {
    // Nothing usable stays behind, and the learner may try again at once.
    await voidCode(c.env.DB, issued.id);
    await clear(c.env.DB, minuteKey);
    fail(503, 'mail_failed', 'We could not send the e-mail. Please try again.');
  }
  return c.json({ status: 200, message: 'If this address can receive mail, a code is on its way.' });
});

authRoutes.post('/common/sesCodeVerify', async (c) => {
  const { email, purpose, code } = await jsonBody(c, S.SesCodeVerifyRequest);
  await limitAddress(c, 'code-check', LIMITS.codeCheckIp);
  const result = await verifyCode(c.env.DB, config(c.env).authSecret, email, purpose, code);
  if (!result.ok) {
    const message = result.reason === 'code_locked' ? 'Too many wrong codes. Ask for a new code.'
      : result.reason === 'code_expired' ? 'This code has expired. Ask for a new code.' : 'This code is not right.';
    fail(400, result.reason, message, 'code');
  }
  return c.json({ ticket: result.ticket, expiresIn: TICKET_TTL_MS / 1000 });
});

function ticketExpired(): never {
  fail(400, 'ticket_invalid', 'Your confirmation has expired. Please ask for a new code.', 'ticket');
}

function refusePassword(password: string, email: string) {
  const problem = passwordProblem(password, email);
  if (problem) fail(400, problem, problem === 'password_is_email' ? 'Do not use your e-mail address as your password.' : 'Choose a less common password.', 'password');
}

/**
 * Registration validates everything first and spends the ticket last, so a refused password (or nickname)
 * leaves the ticket usable: the learner fixes the field and goes on without a new code.
 */
authRoutes.post('/common/register', async (c) => {
  const body = await jsonBody(c, S.RegisterRequest);
  const email = await ticketEmail(c.env.DB, body.ticket, 'register');
  if (!email) ticketExpired();
  refusePassword(body.password, email);
  if (await userByEmail(c.env.DB, email)) fail(409, 'email_taken', 'An account with this e-mail already exists. Please sign in.', 'email');
  const passwordHash = await hashPassword(body.password);
  const guest = await guestFromRequest(c);
  if (!(await spendTicket(c.env.DB, body.ticket, 'register'))) ticketExpired();
  const user = (guest ? await upgradeGuest(c.env.DB, guest.id, { email, passwordHash, nickname: body.nickname }) : null)
    ?? await createUser(c.env.DB, { email, passwordHash, nickname: body.nickname, verified: true, channel: body.channel, invite_code: body.invite_code });
  return signedIn(c, user, true);
});

authRoutes.post('/common/findPassword', async (c) => {
  const body = await jsonBody(c, S.FindPasswordRequest);
  const email = await ticketEmail(c.env.DB, body.ticket, 'reset');
  if (!email) ticketExpired();
  const user = await userByEmail(c.env.DB, email);
  if (!user) ticketExpired();
  refusePassword(body.password, email);
  const passwordHash = await hashPassword(body.password);
  if (!(await spendTicket(c.env.DB, body.ticket, 'reset'))) ticketExpired();
  // A reset ends every session (whoever knew the old password is signed out everywhere) and the sign-in
  // throttle of the account, so an owner locked out by a stranger's guessing gets back in this way.
  const db = c.env.DB;
  await db.batch([
    db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').bind(passwordHash, Date.now(), user.id),
    revokeAllStatement(db, user.id),
    clearStatement(db, `login:account:${email}`),
  ]);
  const t = await translatorFor(requestLocale(c), c.env.SUPPORT_EMAIL);
  // The change is done; a notice that cannot be sent is logged by the mail service, not reported as a failure.
  c.executionCtx.waitUntil(sendMail(c.env, { to: email, subject: t.t('mail.passwordChanged.subject'), text: t.t('mail.passwordChanged.body') }));
  return c.json({ status: 200, message: 'Your password was changed. Please sign in.' });
});

// --- session --------------------------------------------------------------------------------------------------

authRoutes.post('/logout', async (c) => {
  await jsonBody(c, S.LogoutRequest);
  const token = bearerToken(c);
  if (token) await revokeSession(c.env.DB, token);
  c.header('Set-Cookie', tokenCookie(c, '', 0), { append: true });
  c.header('Set-Cookie', viewerFlagCookie(c, false), { append: true });
  return c.json({ status: 200, message: 'Signed out.' });
});

authRoutes.get('/userInfo', async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(toApiUser(await requireUser(c)));
});

/** A temporary user (SPEC §3 temp flag) to try the app without registering; registering keeps its progress. */
authRoutes.post('/common/guest', async (c) => {
  await jsonBody(c, S.GuestRequest);
  await limitAddress(c, 'guest', LIMITS.guestIp);
  const user = await createUser(c.env.DB, { nickname: 'Guest', temp: true });
  return signedIn(c, user, true);
});

/**
 * The link of the unlock mail: marks this browser as the owner's for the account (the device cookie) and goes on
 * to the sign-in page. It writes nothing on the server and signs nobody in; the password is still needed.
 */
authRoutes.get('/common/login/unlock', async (c) => {
  const { email, token, lang } = queryParams(c, S.UnlockQuery);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  const locale = isLocale(lang) ? lang : 'en';
  const valid = await isValidUnlock(config(c.env).authSecret, email, token);
  if (valid) c.header('Set-Cookie', await deviceCookie(c, email), { append: true });
  return c.redirect(`${localizePath(locale, '/login')}${valid ? '' : '?unlock=expired'}`, 303);
});
