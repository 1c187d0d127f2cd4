/** contact_messages (migration 0007): the stored message and what is still owed by mail. */
import type { FormKind } from '../../shared/api/contact.ts';
import { newReference } from './references.ts';

export interface NewMessage {
  kind: FormKind;
  userId: number | null;
  name: string;
  email: string;
  topic: string | null;
  message: string;
  details: Record<string, string> | null;
  locale: string;
  page: string;
}

export interface MessageRow {
  id: number;
  reference: string;
  kind: FormKind;
  user_id: number | null;
  name: string;
  email: string;
  topic: string | null;
  message: string;
  details: string | null;
  locale: string;
  page: string;
  support_mailed_at: number | null;
  confirmation_mailed_at: number | null;
  mail_attempts: number;
  created_at: number;
}

/** Stores a message with a fresh reference (a colliding reference is drawn again). */
export async function insertMessage(db: D1Database, m: NewMessage, now = Date.now()): Promise<MessageRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await db.prepare(
        `INSERT INTO contact_messages (reference, kind, user_id, name, email, topic, message, details, locale, page, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      ).bind(newReference(m.kind), m.kind, m.userId, m.name, m.email, m.topic, m.message, m.details ? JSON.stringify(m.details) : null,
        m.locale, m.page, now, now).first<MessageRow>();
      return row!;
    } catch (err) {
      if (attempt < 2 && /UNIQUE/i.test(String(err))) continue;
      throw err;
    }
  }
}

/** Retry delays after each failed attempt: 15 min, 1 h, 3 h, 6 h, 12 h; then support is told no more. */
export const RETRY_DELAYS_MS = [15, 60, 180, 360, 720].map((m) => m * 60_000);
export const MAX_MAIL_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * Records the outcome of one round of mail: each mail that was accepted is stamped; when something is still
 * owed, the row is scheduled for the job (or given up on after MAX_MAIL_ATTEMPTS, which the log reports).
 */
export async function recordMailRound(db: D1Database, row: MessageRow, sent: { support: boolean; confirmation: boolean }, now = Date.now()): Promise<{ pending: boolean; gaveUp: boolean }> {
  const supportDone = row.support_mailed_at !== null || sent.support;
  const confirmationDone = row.confirmation_mailed_at !== null || sent.confirmation;
  const pending = !(supportDone && confirmationDone);
  const attempts = row.mail_attempts + (pending ? 1 : 0);
  const gaveUp = pending && attempts >= MAX_MAIL_ATTEMPTS;
  const next = pending && !gaveUp ? now + RETRY_DELAYS_MS[attempts - 1]! : null;
  await db.prepare(
    `UPDATE contact_messages SET
       support_mailed_at = COALESCE(support_mailed_at, ?), confirmation_mailed_at = COALESCE(confirmation_mailed_at, ?),
       mail_attempts = ?, next_mail_at = ?, updated_at = ?
     WHERE id = ?`,
  ).bind(sent.support ? now : null, sent.confirmation ? now : null, attempts, next, now, row.id).run();
  return { pending, gaveUp };
}

/** Rows whose mail is due, oldest first, at most `limit` (the job's bound per run). */
export async function dueMessages(db: D1Database, now: number, limit: number): Promise<MessageRow[]> {
  const { results } = await db.prepare('SELECT * FROM contact_messages WHERE next_mail_at IS NOT NULL AND next_mail_at <= ? ORDER BY next_mail_at LIMIT ?')
    .bind(now, limit).all<MessageRow>();
  return results;
}
