/**
 * The /weapp/api contract (SPEC §7) as valibot schemas, defined once: the embedded backend validates requests
 * with them, the client parses responses with them, and docs/api.md is checked against them.
 * Field names follow SPEC where it names them (token, user, isNew, vipEndTime, examNum, …).
 */
import * as v from 'valibot';
import { LOCALE_CODES } from '../locales.ts';
import { graphemeLength, hasHiddenCharacters } from '../text.ts';

export const MAX_PASSWORD = 128;
export const MIN_PASSWORD = 8;
export const MAX_NICKNAME = 40;

// RFC 5322 dot-atom local part (apostrophes and plus signs are ordinary: o'brien@…, ana+det@…).
const EMAIL_LOCAL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
// LDH labels; the top level is letters or an IDN A-label (xn--…).
const EMAIL_DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * An e-mail address in the one form accounts are keyed by: trimmed, lower case, an internationalized domain in
 * its ASCII form (a@bücher.ch → a@xn--bcher-kva.ch). Null when it is not an address mail can reach.
 */
export function normalizeEmail(raw: string): string | null {
  const at = raw.lastIndexOf('@');
  if (at < 1) return null;
  const local = raw.slice(0, at);
  let domain = raw.slice(at + 1);
  if (/[^\x00-\x7f]/.test(domain)) {
    try { domain = new URL(`http://${domain}`).hostname; } catch { return null; }
  }
  if (local.length > 64 || !EMAIL_LOCAL.test(local) || !EMAIL_DOMAIN.test(domain)) return null;
  return `${local}@${domain}`;
}

export const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254, 'email_too_long'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const normalized = normalizeEmail(dataset.value);
    if (normalized === null) {
      addIssue({ message: 'email_invalid' });
      return NEVER;
    }
    return normalized;
  }));
export const Password = v.pipe(v.string(), v.minLength(MIN_PASSWORD, 'password_too_short'), v.maxLength(MAX_PASSWORD, 'password_too_long'));
/** Up to 40 characters as a person counts them (an emoji is one), with no hidden or direction-changing ones. */
export const Nickname = v.pipe(v.string(), v.trim(), v.minLength(1, 'nickname_required'),
  v.maxLength(MAX_NICKNAME * 10, 'nickname_too_long'),
  v.check((s) => !hasHiddenCharacters(s), 'nickname_invalid'),
  v.check((s) => graphemeLength(s) <= MAX_NICKNAME, 'nickname_too_long'));
export const Purpose = v.picklist(['register', 'reset'], 'purpose_invalid');
export const Code = v.pipe(v.string(), v.regex(/^\d{6}$/, 'code_format'));
export const Ticket = v.pipe(v.string(), v.minLength(20, 'ticket_invalid'), v.maxLength(100, 'ticket_invalid'));
/** A JWT: exactly three dot-separated base64url parts (SPEC §5). */
export const Credential = v.pipe(v.string(), v.maxLength(8192, 'credential_invalid'), v.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/, 'credential_format'));

/** SPEC §8 error object, plus a stable machine code the client maps to a localized message. */
export const ApiError = v.object({ status: v.number(), message: v.string(), code: v.optional(v.string()), field: v.optional(v.string()) });
export type ApiErrorBody = v.InferOutput<typeof ApiError>;

/** SPEC §3 User. Times are ISO strings (null when never set). */
export const User = v.object({
  id: v.number(),
  email: v.nullable(v.string()),
  nickname: v.string(),
  name: v.string(),
  avatar: v.string(),
  picture: v.string(),
  temp: v.boolean(),
  vipEndTime: v.nullable(v.string()),
  freeVipEndTime: v.nullable(v.string()),
  examNum: v.number(),
  correctNum: v.number(),
});
export type ApiUser = v.InferOutput<typeof User>;

export const LogPathQuery = v.object({
  path: v.pipe(v.string(), v.startsWith('/', 'path_invalid'), v.maxLength(512, 'path_invalid')),
  locale: v.picklist(LOCALE_CODES as unknown as [string, ...string[]], 'locale_invalid'),
});

export const JwtDecodeRequest = v.object({ credential: Credential });
export const JwtDecodeResponse = v.object({ data: v.object({ email: v.string(), name: v.string(), picture: v.string() }) });

const Tracking = {
  channel: v.optional(v.pipe(v.string(), v.maxLength(64)), ''),
  invite_code: v.optional(v.pipe(v.string(), v.maxLength(64)), ''),
  fbc: v.optional(v.pipe(v.string(), v.maxLength(256))),
  fbp: v.optional(v.pipe(v.string(), v.maxLength(256))),
  type: v.optional(v.picklist(['pc', 'mobile', 'tablet']), 'pc'),
};

/**
 * SPEC §3 login request. With google: true the credential is verified and e-mail, name and picture come from
 * the token (the client's email/avatar/nickname are accepted but ignored). Without it, e-mail and password.
 */
export const GoogleLoginRequest = v.object({
  google: v.literal(true),
  credential: Credential,
  email: v.optional(v.string()),
  avatar: v.optional(v.string()),
  nickname: v.optional(v.string()),
  ...Tracking,
});
export const PasswordLoginRequest = v.object({
  google: v.optional(v.literal(false)),
  email: Email,
  password: v.pipe(v.string(), v.minLength(1, 'password_required'), v.maxLength(MAX_PASSWORD, 'password_too_long')),
  ...Tracking,
});
export type PasswordLogin = v.InferOutput<typeof PasswordLoginRequest>;
export const LoginRequest = v.union([GoogleLoginRequest, PasswordLoginRequest], 'login_invalid');
export const LoginResponse = v.object({ token: v.string(), user: User, isNew: v.boolean() });
/** The credential exchange after a Google redirect (/oauth): token and isNew (SPEC §3). */
export const OAuthExchangeRequest = v.object({ credential: Credential, ...Tracking });
export const OAuthExchangeResponse = v.object({ token: v.string(), isNew: v.boolean() });
export const NonceResponse = v.object({ nonce: v.string() });

export const SesCodeRequest = v.object({ email: Email, purpose: Purpose });
export const SesCodeVerifyRequest = v.object({ email: Email, purpose: Purpose, code: Code });
export const SesCodeVerifyResponse = v.object({ ticket: v.string(), expiresIn: v.number() });
export const RegisterRequest = v.object({ ticket: Ticket, nickname: Nickname, password: Password, ...Tracking });
export const FindPasswordRequest = v.object({ ticket: Ticket, password: Password });
export const LogoutRequest = v.object({ domain: v.optional(v.pipe(v.string(), v.maxLength(253)), '') });
export const OkResponse = v.object({ status: v.literal(200), message: v.string() });
/** A guest is created by a JSON POST like every other state change (an empty object). */
export const GuestRequest = v.object({});
export const GuestResponse = v.object({ token: v.string(), user: User });

export const SettingQuery = v.object({
  status: v.optional(v.string(), '1'),
  keys: v.pipe(v.string(), v.maxLength(256), v.regex(/^[A-Za-z0-9_,]+$/, 'keys_invalid')),
});
export const LogFbRequest = v.object({ fbc: v.optional(v.pipe(v.string(), v.maxLength(256)), ''), fbp: v.optional(v.pipe(v.string(), v.maxLength(256)), '') });
export const StatsResponse = v.object({ userTotal: v.string(), questionTotal: v.string(), examTotal: v.string(), correctTotal: v.string(), speakingTotal: v.string() });
export const Testimonial = v.object({ id: v.number(), type: v.number(), data: v.string(), order: v.number(), createTime: v.string() });
/** The JSON inside Testimonial.data (the fields the home page shows; avatar is optional). */
export const TestimonialData = v.object({ nickname: v.string(), country: v.string(), rate: v.string(), content: v.string() });
export const ProgressRequest = v.object({
  item: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/, 'item_invalid')),
  score: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(160)))),
});
export const ProgressResponse = v.object({ items: v.array(v.object({ item: v.string(), score: v.nullable(v.number()), updatedAt: v.string() })) });

/** The link of the sign-in unlock mail (GET /common/login/unlock). */
export const UnlockQuery = v.object({
  email: Email,
  token: v.pipe(v.string(), v.regex(/^\d{10,16}\.[0-9a-f]{64}$/, 'token_invalid')),
  lang: v.optional(v.string()),
});
