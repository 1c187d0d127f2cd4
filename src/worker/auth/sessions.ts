/**
 * Sessions (DESIGN §5): an opaque 256-bit random token per login, only its SHA-256 stored, 90-day absolute
 * lifetime enforced here (whatever the cookie says), revoked by logout and — all of a user's — by a password
 * reset.
 */
import { TOKEN_MAX_AGE } from '../../shared/constants.ts';
import { randomToken } from '../util/random.ts';
import { sha256Hex } from './crypto.ts';
import { type UserRow, USER_COLUMNS } from './users.ts';

export const SESSION_LIFETIME_MS = TOKEN_MAX_AGE * 1000;

export async function createSession(db: D1Database, userId: number, now = Date.now()): Promise<string> {
  const token = randomToken(32);
  await db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await sha256Hex(token), userId, now, now + SESSION_LIFETIME_MS).run();
  return token;
}

/** The user behind a live session token, or null (unknown, revoked or expired). */
export async function userForToken(db: D1Database, token: string, now = Date.now()): Promise<UserRow | null> {
  if (!token || token.length > 256) return null;
  return db.prepare(
    `SELECT ${USER_COLUMNS.map((c) => `u.${c}`).join(', ')} FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ?`,
  ).bind(await sha256Hex(token), now).first<UserRow>();
}

export async function revokeSession(db: D1Database, token: string, now = Date.now()): Promise<void> {
  await db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').bind(now, await sha256Hex(token)).run();
}

export function revokeAllStatement(db: D1Database, userId: number, now = Date.now()): D1PreparedStatement {
  return db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').bind(now, userId);
}
