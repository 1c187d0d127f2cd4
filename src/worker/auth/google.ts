/**
 * Google ID token verification (DESIGN §5): RS256 only, signature against Google's JWKS (cached per isolate by
 * jose), iss accounts.google.com, aud = GOOGLE_CLIENT_ID, exp/iat, email_verified === true, and a nonce we
 * issued that is accepted once. Users are keyed by `sub`. Tests inject a local key set.
 */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { randomToken } from '../util/random.ts';
import { sha256Hex } from './crypto.ts';
import { MAX_NICKNAME } from '../../shared/api/schemas.ts';
import { hasHiddenCharacters, truncateGraphemes } from '../../shared/text.ts';

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const NONCE_TTL_MS = 10 * 60 * 1000;
let remoteKeys: JWTVerifyGetKey | undefined;
let keysOverride: JWTVerifyGetKey | undefined;

/** For tests: verify against a locally generated key set instead of Google's. */
export function useGoogleKeysForTesting(keys: JWTVerifyGetKey | undefined) {
  keysOverride = keys;
}

function googleKeys(): JWTVerifyGetKey {
  if (keysOverride) return keysOverride;
  remoteKeys ??= createRemoteJWKSet(new URL(GOOGLE_JWKS_URL), { cacheMaxAge: 6 * 60 * 60 * 1000, timeoutDuration: 5000 });
  return remoteKeys;
}

/** A Google profile name kept to what a nickname may hold: no hidden characters, at most 40 visible ones. */
function displayName(name: string): string {
  const visible = Array.from(name).filter((ch) => !hasHiddenCharacters(ch)).join('').trim();
  return truncateGraphemes(visible, MAX_NICKNAME);
}

export interface GoogleIdentity { sub: string; email: string; name: string; picture: string }

export type GoogleResult = { ok: true; identity: GoogleIdentity } | { ok: false; reason: string };

export async function issueNonce(db: D1Database, now = Date.now()): Promise<string> {
  const nonce = randomToken(18);
  await db.prepare('INSERT INTO auth_nonces (nonce_hash, expires_at) VALUES (?, ?)').bind(await sha256Hex(nonce), now + NONCE_TTL_MS).run();
  return nonce;
}

export async function verifyGoogleCredential(db: D1Database, credential: string, clientId: string, now = Date.now()): Promise<GoogleResult> {
  if (!clientId) return { ok: false, reason: 'google_disabled' };
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(credential, googleKeys(), {
      algorithms: ['RS256'],
      issuer: ['accounts.google.com', 'https://accounts.google.com'],
      audience: clientId,
      clockTolerance: 30,
      currentDate: new Date(now),
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (err) {
    return { ok: false, reason: `token_rejected:${(err as { code?: string }).code ?? 'invalid'}` };
  }
  if (payload.email_verified !== true || typeof payload.email !== 'string') return { ok: false, reason: 'email_unverified' };
  if (typeof payload.nonce !== 'string') return { ok: false, reason: 'nonce_missing' };
  const spent = await db.prepare('UPDATE auth_nonces SET used_at = ? WHERE nonce_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING nonce_hash')
    .bind(now, await sha256Hex(payload.nonce), now).first();
  if (!spent) return { ok: false, reason: 'nonce_invalid' };
  return {
    ok: true,
    identity: {
      sub: String(payload.sub),
      email: payload.email.toLowerCase(),
      name: typeof payload.name === 'string' ? displayName(payload.name) : '',
      picture: typeof payload.picture === 'string' && payload.picture.startsWith('https://') ? payload.picture.slice(0, 500) : '',
    },
  };
}

/** SPEC §7 jwtDecode: reads the middle part for display only. Never a basis for signing anyone in. */
export function decodeForDisplay(credential: string): { email: string; name: string; picture: string } | null {
  const part = credential.split('.')[1];
  if (!part) return null;
  try {
    const json = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))));
    return {
      email: typeof json.email === 'string' ? json.email : '',
      name: typeof json.name === 'string' ? json.name : '',
      picture: typeof json.picture === 'string' ? json.picture : '',
    };
  } catch {
    return null;
  }
}
