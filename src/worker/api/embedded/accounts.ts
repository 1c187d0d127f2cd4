/** Account changes shared by the sign-in routes: creating users, upgrading guests, linking Google. */
import type { GoogleIdentity } from '../../auth/google.ts';
import { USER_COLUMNS, type UserRow } from '../../auth/users.ts';
import { fail } from '../http.ts';

export interface Attribution { channel?: string; invite_code?: string }

/** A UNIQUE constraint lost to a parallel request (two sign-ups with one address, one Google account twice). */
export function isUniqueViolation(err: unknown): boolean {
  return /UNIQUE constraint failed/i.test(String((err as Error)?.message ?? err));
}

function emailTaken(): never {
  fail(409, 'email_taken', 'An account with this e-mail already exists. Please sign in.', 'email');
}

export async function createUser(db: D1Database, fields: { email?: string | null; passwordHash?: string | null; googleSub?: string | null; nickname: string; avatar?: string; temp?: boolean; verified?: boolean } & Attribution): Promise<UserRow> {
  const now = Date.now();
  try {
    const row = await db.prepare(
      `INSERT INTO users (email, email_verified, password_hash, google_sub, nickname, avatar, temp, channel, invite_code, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${USER_COLUMNS.join(', ')}`,
    ).bind(fields.email ?? null, fields.verified ? 1 : 0, fields.passwordHash ?? null, fields.googleSub ?? null, fields.nickname,
      fields.avatar ?? '', fields.temp ? 1 : 0, fields.channel ?? '', fields.invite_code ?? '', now, now).first<UserRow>();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) emailTaken();
    throw err;
  }
}

/**
 * A guest becomes a full account in place: same id, so everything it did (progress) stays. In the same
 * transaction every session the guest had is revoked — a guest token that leaked (or sits in another tab) must
 * not become a key to the new account — and both statements test that the row is still a guest, so a lost
 * race changes nothing. Null when the row was no longer a guest; 409 when the e-mail was taken meanwhile.
 */
export async function upgradeGuest(db: D1Database, guestId: number, fields: { email: string; passwordHash?: string | null; googleSub?: string | null; nickname: string; avatar?: string }): Promise<UserRow | null> {
  const now = Date.now();
  try {
    const [, upgraded] = await db.batch<UserRow>([
      db.prepare(`UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL
                  AND EXISTS (SELECT 1 FROM users WHERE id = ? AND temp = 1)`).bind(now, guestId, guestId),
      db.prepare(
        `UPDATE users SET email = ?, email_verified = 1, password_hash = COALESCE(?, password_hash), google_sub = COALESCE(?, google_sub),
           nickname = ?, avatar = CASE WHEN ? <> '' THEN ? ELSE avatar END, temp = 0, updated_at = ? WHERE id = ? AND temp = 1
         RETURNING ${USER_COLUMNS.join(', ')}`,
      ).bind(fields.email, fields.passwordHash ?? null, fields.googleSub ?? null, fields.nickname, fields.avatar ?? '', fields.avatar ?? '', now, guestId),
    ]);
    return upgraded!.results[0] ?? null;
  } catch (err) {
    if (isUniqueViolation(err)) emailTaken();
    throw err;
  }
}

export type GoogleAccount = { user: UserRow; isNew: boolean } | { conflict: true };

const bySubStatement = (db: D1Database, sub: string) => db.prepare(`SELECT ${USER_COLUMNS.join(', ')} FROM users WHERE google_sub = ?`).bind(sub);

/**
 * Finds or creates the account for a verified Google identity. Keyed by `sub`; an existing account with the
 * same e-mail is linked only when that e-mail was verified by us (never merged into an unverified one). A
 * parallel first sign-in with the same identity ends with the one account both requests created or found.
 */
export async function accountForGoogle(db: D1Database, id: GoogleIdentity, guest: UserRow | null, attribution: Attribution): Promise<GoogleAccount> {
  const bySub = await bySubStatement(db, id.sub).first<UserRow>();
  if (bySub) return { user: bySub, isNew: false };
  const byEmail = await db.prepare(`SELECT ${USER_COLUMNS.join(', ')} FROM users WHERE email = ?`).bind(id.email).first<UserRow>();
  if (byEmail) {
    if (byEmail.email_verified !== 1 || byEmail.google_sub) return { conflict: true };
    const linked = await db.prepare(`UPDATE users SET google_sub = ?, updated_at = ? WHERE id = ? AND google_sub IS NULL RETURNING ${USER_COLUMNS.join(', ')}`)
      .bind(id.sub, Date.now(), byEmail.id).first<UserRow>().catch((err: unknown) => { if (isUniqueViolation(err)) return null; throw err; });
    if (linked) return { user: linked, isNew: false };
    const raced = await bySubStatement(db, id.sub).first<UserRow>();
    return raced ? { user: raced, isNew: false } : { conflict: true };
  }
  try {
    if (guest?.temp === 1) {
      const upgraded = await upgradeGuest(db, guest.id, { email: id.email, googleSub: id.sub, nickname: id.name || guest.nickname, avatar: id.picture });
      if (upgraded) return { user: upgraded, isNew: true };
    }
    const user = await createUser(db, { channel: attribution.channel, invite_code: attribution.invite_code, email: id.email, googleSub: id.sub, nickname: id.name, avatar: id.picture, verified: true });
    return { user, isNew: true };
  } catch (err) {
    // Lost a race with a parallel sign-in of the same identity: use the account it created.
    const raced = await bySubStatement(db, id.sub).first<UserRow>();
    if (raced) return { user: raced, isNew: false };
    throw err;
  }
}
