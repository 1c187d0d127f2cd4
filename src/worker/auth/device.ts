/**
 * Recognised devices for sign-in (ADR 040). A successful sign-in leaves a signed, HttpOnly cookie bound to the
 * account's e-mail; a browser that carries it is the owner's and skips the per-account ceiling that strangers'
 * guessing can fill. An e-mailed unlock link sets the same cookie, so an owner on a new device is never locked
 * out for long. Both are HMACs under AUTH_SECRET with an expiry: nothing is stored, nothing to revoke one by one
 * (a password reset changes nothing here: the cookie only lifts a throttle, it never signs anyone in).
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { config } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { constantTimeEqual, hmacHex } from './crypto.ts';

export const DEVICE_COOKIE = 'det_device';
/** Only the sign-in calls read it. */
export const DEVICE_COOKIE_PATH = '/weapp/api/common/login';
export const DEVICE_TTL_MS = 180 * 24 * 3_600_000;
export const UNLOCK_TTL_MS = 3_600_000;

type Purpose = 'device' | 'unlock';

async function sign(secret: string, purpose: Purpose, email: string, until: number): Promise<string> {
  return `${until}.${await hmacHex(secret, `${purpose}|${email}|${until}`)}`;
}

async function verify(secret: string, purpose: Purpose, email: string, value: string | undefined, now: number): Promise<boolean> {
  const m = value ? /^(\d{10,16})\.([0-9a-f]{64})$/.exec(value) : null;
  if (!m || Number(m[1]) < now) return false;
  return constantTimeEqual(await sign(secret, purpose, email, Number(m[1])), value!);
}

export async function isRecognisedDevice(c: Context<AppEnv>, email: string, now = Date.now()): Promise<boolean> {
  return verify(config(c.env).authSecret, 'device', email, getCookie(c, DEVICE_COOKIE), now);
}

export async function deviceCookie(c: Context<AppEnv>, email: string, now = Date.now()): Promise<string> {
  const url = new URL(c.req.url);
  const secure = !(url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname));
  const value = await sign(config(c.env).authSecret, 'device', email, now + DEVICE_TTL_MS);
  return `${DEVICE_COOKIE}=${value}; Max-Age=${DEVICE_TTL_MS / 1000}; Path=${DEVICE_COOKIE_PATH}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function unlockToken(secret: string, email: string, now = Date.now()): Promise<string> {
  return sign(secret, 'unlock', email, now + UNLOCK_TTL_MS);
}

export function isValidUnlock(secret: string, email: string, token: string, now = Date.now()): Promise<boolean> {
  return verify(secret, 'unlock', email, token, now);
}
