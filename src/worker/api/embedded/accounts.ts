/** Account changes shared by the sign-in routes: creating users, upgrading guests, linking Google. */
import type { GoogleIdentity } from '../../auth/google.ts';
import { USER_COLUMNS, type UserRow, userById } from '../../auth/users.ts';

export interface Attribution { channel?: string; invite_code?: string }

export async function createUser(db: D1Database, fields: { email?: string | null; passwordHash?: string | null; googleSub?: string | null; nickname: string; avatar?: string; temp?: boolean; verified?: boolean } & Attribution): Promise<UserRow> {
  const now = Date.now();
  const row = await db.prepare(
    `INSERT INTO users (email, email_verified, password_hash, google_sub, nickname, avatar, temp, channel, invite_code, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${USER_COLUMNS.join(', ')}`,
  ).bind(fields.email ?? null, fields.verified ? 1 : 0, fields.passwordHash ?? null, fields.googleSub ?? null, fields.nickname,
    fields.avatar ?? '', fields.temp ? 1 : 0, fields.channel ?? '', fields.invite_code ?? '', now, now).first<UserRow>();
  return row!;
}

/** A guest becomes a full account in place: same id, so everything it did (progress) stays. */
export async function upgradeGuest(db: D1Database, guestId: number, fields: { email: string; passwordHash?: string | null; googleSub?: string | null; nickname: string; avatar?: string }): Promise<UserRow | null> {
  await db.prepare(
    `UPDATE users SET email = ?, email_verified = 1, password_hash = COALESCE(?, password_hash), google_sub = COALESCE(?, google_sub),
       nickname = ?, avatar = CASE WHEN ? <> '' THEN ? ELSE avatar END, temp = 0, updated_at = ? WHERE id = ? AND temp = 1`,
  ).bind(fields.email, fields.passwordHash ?? null, fields.googleSub ?? null, fields.nickname, fields.avatar ?? '', fields.avatar ?? '', Date.now(), guestId).run();
  return userById(db, guestId);
}

export type GoogleAccount = { user: UserRow; isNew: boolean } | { conflict: true };

/**
 * Finds or creates the account for a verified Google identity. Keyed by `sub`; an existing account with the
 * same e-mail is linked only when that e-mail was verified by us (never merged into an unverified one).
 */
export async function accountForGoogle(db: D1Database, id: GoogleIdentity, guest: UserRow | null, attribution: Attribution): Promise<GoogleAccount> {
  const bySub = await db.prepare(`SELECT ${USER_COLUMNS.join(', ')} FROM users WHERE google_sub = ?`).bind(id.sub).first<UserRow>();
  if (bySub) return { user: bySub, isNew: false };
  const byEmail = await db.prepare(`SELECT ${USER_COLUMNS.join(', ')} FROM users WHERE email = ?`).bind(id.email).first<UserRow>();
  if (byEmail) {
    if (byEmail.email_verified !== 1 || byEmail.google_sub) return { conflict: true };
    await db.prepare('UPDATE users SET google_sub = ?, updated_at = ? WHERE id = ?').bind(id.sub, Date.now(), byEmail.id).run();
    return { user: { ...byEmail, google_sub: id.sub }, isNew: false };
  }
  if (guest?.temp === 1) {
    const upgraded = await upgradeGuest(db, guest.id, { email: id.email, googleSub: id.sub, nickname: id.name || guest.nickname, avatar: id.picture });
    if (upgraded) return { user: upgraded, isNew: true };
  }
  const user = await createUser(db, { channel: attribution.channel, invite_code: attribution.invite_code, email: id.email, googleSub: id.sub, nickname: id.name, avatar: id.picture, verified: true });
  return { user, isNew: true };
}
