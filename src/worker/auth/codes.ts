/**
 * E-mail codes (DESIGN §5): 6 digits from the CSPRNG, 10-minute expiry, single use, bound to purpose and e-mail,
 * stored only as an HMAC, dead after 5 wrong guesses (counted atomically, so parallel guesses cannot exceed
 * it). A correct code is exchanged for a single-use ticket that the register / reset call spends.
 */
import { randomToken } from '../util/random.ts';
import { constantTimeEqual, hmacHex, randomDigits, sha256Hex } from './crypto.ts';

export type Purpose = 'register' | 'reset';
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_GUESSES = 5;
export const TICKET_TTL_MS = 30 * 60 * 1000;

const codeHash = (secret: string, purpose: Purpose, email: string, code: string) => hmacHex(secret, `${purpose}:${email}:${code}`);

/**
 * Records a code for this e-mail and purpose, replacing any earlier one. An unusable record (no code can match
 * it: its hash is of a random value) is issued when no code should work — a reset for an unknown address, a
 * registration for an existing account — so guessing and the 5-guess lock behave the same either way and
 * cannot reveal whether an account exists. Returns the code (meaningless when unusable) and the record's id.
 */
export async function issueCode(db: D1Database, secret: string, email: string, purpose: Purpose, opts: { usable?: boolean; now?: number } = {}): Promise<{ code: string; id: number }> {
  const now = opts.now ?? Date.now();
  const code = randomDigits(6);
  const hashed = opts.usable === false ? await codeHash(secret, purpose, email, randomToken(24)) : await codeHash(secret, purpose, email, code);
  const [, inserted] = await db.batch<{ id: number }>([
    db.prepare('UPDATE email_codes SET used_at = ? WHERE email = ? AND purpose = ? AND used_at IS NULL').bind(now, email, purpose),
    db.prepare('INSERT INTO email_codes (email, purpose, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?) RETURNING id')
      .bind(email, purpose, hashed, now, now + CODE_TTL_MS),
  ]);
  return { code, id: inserted!.results[0]!.id };
}

/** Makes a code unusable (its mail could not be sent, so nobody should be able to use it). */
export async function voidCode(db: D1Database, id: number, now = Date.now()): Promise<void> {
  await db.prepare('UPDATE email_codes SET used_at = ? WHERE id = ? AND used_at IS NULL').bind(now, id).run();
}

export type VerifyResult =
  | { ok: true; ticket: string }
  | { ok: false; reason: 'code_invalid' | 'code_expired' | 'code_locked'; remaining?: number };

export async function verifyCode(db: D1Database, secret: string, email: string, purpose: Purpose, code: string, now = Date.now()): Promise<VerifyResult> {
  const row = await db.prepare(
    'SELECT id, code_hash, attempts, expires_at, used_at FROM email_codes WHERE email = ? AND purpose = ? ORDER BY id DESC LIMIT 1',
  ).bind(email, purpose).first<{ id: number; code_hash: string; attempts: number; expires_at: number; used_at: number | null }>();
  if (!row || row.used_at !== null) return { ok: false, reason: 'code_invalid' };
  if (row.expires_at <= now) return { ok: false, reason: 'code_expired' };
  if (row.attempts >= MAX_WRONG_GUESSES) return { ok: false, reason: 'code_locked' };

  if (!constantTimeEqual(await codeHash(secret, purpose, email, code), row.code_hash)) {
    const counted = await db.prepare('UPDATE email_codes SET attempts = attempts + 1 WHERE id = ? AND attempts < ? RETURNING attempts')
      .bind(row.id, MAX_WRONG_GUESSES).first<{ attempts: number }>();
    if (!counted || counted.attempts >= MAX_WRONG_GUESSES) return { ok: false, reason: 'code_locked' };
    return { ok: false, reason: 'code_invalid', remaining: MAX_WRONG_GUESSES - counted.attempts };
  }
  const spent = await db.prepare('UPDATE email_codes SET used_at = ? WHERE id = ? AND used_at IS NULL AND attempts < ? RETURNING id')
    .bind(now, row.id, MAX_WRONG_GUESSES).first<{ id: number }>();
  if (!spent) return { ok: false, reason: 'code_invalid' };
  const ticket = randomToken(24);
  await db.prepare('INSERT INTO email_tickets (ticket_hash, email, purpose, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await sha256Hex(ticket), email, purpose, now + TICKET_TTL_MS).run();
  return { ok: true, ticket };
}

/** The e-mail a live ticket proves, without spending it: the caller validates the request first. */
export async function ticketEmail(db: D1Database, ticket: string, purpose: Purpose, now = Date.now()): Promise<string | null> {
  const row = await db.prepare('SELECT email FROM email_tickets WHERE ticket_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?')
    .bind(await sha256Hex(ticket), purpose, now).first<{ email: string }>();
  return row?.email ?? null;
}

/** Spends a ticket once (atomically: of parallel spends exactly one succeeds); returns the e-mail it proves, or null. */
export async function spendTicket(db: D1Database, ticket: string, purpose: Purpose, now = Date.now()): Promise<string | null> {
  const row = await db.prepare(
    'UPDATE email_tickets SET used_at = ? WHERE ticket_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? RETURNING email',
  ).bind(now, await sha256Hex(ticket), purpose, now).first<{ email: string }>();
  return row?.email ?? null;
}
