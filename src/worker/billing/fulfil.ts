/**
 * Fulfilment: the one place a payment's outcome reaches the account, called by the Stripe webhook, the status
 * poll and the test checkout alike. Safe to call any number of times, concurrently and in any order:
 *
 * - a credit is written at most once per payment: payment_credits has one 'credit' row per payment (primary
 *   key), each call inserts it with its own random claim, and only the call whose claim landed changes the user
 *   row — all in one D1 batch (one transaction), so the payment row, the credit and the account agree;
 * - Premium extends from max(now, current end) and counts are added in SQL on the current row, so two
 *   different payments crediting at once both count (entitlement.ts states the same rule in TypeScript);
 * - paid is never downgraded (failed / expired / cancelled only move a pending payment);
 * - a refund writes one 'debit' mirroring the credit; a refund that arrives first blocks the credit instead.
 */
import { DAY_MS, mockCreditExpiry } from '../../shared/billing/entitlement.ts';
import { paymentById, type PaymentRow } from './payments-repo.ts';

export type Outcome =
  | { kind: 'paid'; amount: number; currency: string; checkoutKey?: string; paymentIntent?: string | null }
  | { kind: 'failed' | 'expired' | 'cancelled' }
  | { kind: 'refunded' };

export class FulfilmentRefused extends Error {
  constructor(public code: 'payment_unknown' | 'amount_mismatch' | 'checkout_mismatch', message: string) { super(message); }
}

export interface FulfilResult { payment: PaymentRow; credited: boolean; debited: boolean }

function claimToken(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

export async function fulfil(db: D1Database, paymentId: number, outcome: Outcome, now = Date.now()): Promise<FulfilResult> {
  const before = await paymentById(db, paymentId);
  if (!before) throw new FulfilmentRefused('payment_unknown', 'No such payment.');
  if (outcome.kind === 'paid') {
    // The money that moved must be the money the plan table asked for; anything else is refused untouched.
    if (outcome.amount !== before.amount || outcome.currency.toLowerCase() !== before.currency.toLowerCase()) {
      throw new FulfilmentRefused('amount_mismatch', 'The amount paid does not match the price of this purchase.');
    }
    if (outcome.checkoutKey && before.checkout_key && outcome.checkoutKey !== before.checkout_key) {
      throw new FulfilmentRefused('checkout_mismatch', 'This checkout does not belong to this payment.');
    }
    return credit(db, before, outcome, now);
  }
  if (outcome.kind === 'refunded') return debit(db, before, now);
  await db.prepare("UPDATE payments SET state = ?, updated_at = ? WHERE id = ? AND state = 'pending'").bind(outcome.kind, now, paymentId).run();
  return { payment: (await paymentById(db, paymentId))!, credited: false, debited: false };
}

async function credit(db: D1Database, p: PaymentRow, o: Extract<Outcome, { kind: 'paid' }>, now: number): Promise<FulfilResult> {
  const claim = claimToken();
  const [inserted] = await db.batch([
    db.prepare(
      `INSERT OR IGNORE INTO payment_credits (payment_id, kind, claim, user_id, vip_days, exam_num, correct_num, unlimited_correction, created_at)
       SELECT id, 'credit', ?1, user_id, vip_days, exam_num, correct_num, unlimited_correction, ?2 FROM payments WHERE id = ?3 AND state <> 'refunded'`,
    ).bind(claim, now, p.id),
    db.prepare(
      `UPDATE payments SET state = 'paid', paid_at = COALESCE(paid_at, ?1), updated_at = ?1,
         checkout_key = COALESCE(checkout_key, ?2), payment_intent = COALESCE(payment_intent, ?3)
       WHERE id = ?4 AND state NOT IN ('paid', 'refunded')`,
    ).bind(now, o.checkoutKey ?? null, o.paymentIntent ?? null, p.id),
    db.prepare(
      `UPDATE users SET
         vip_end_time = CASE WHEN c.vip_days > 0 THEN MAX(COALESCE(users.vip_end_time, 0), ?1) + c.vip_days * ?2 ELSE users.vip_end_time END,
         correct_unlimited_until = CASE WHEN c.unlimited_correction = 1 AND c.vip_days > 0
           THEN MAX(COALESCE(users.correct_unlimited_until, 0), ?1) + c.vip_days * ?2 ELSE users.correct_unlimited_until END,
         exam_num = users.exam_num + c.exam_num,
         correct_num = users.correct_num + c.correct_num,
         updated_at = ?1
       FROM (SELECT * FROM payment_credits WHERE payment_id = ?3 AND kind = 'credit' AND claim = ?4) AS c
       WHERE users.id = c.user_id`,
    ).bind(now, DAY_MS, p.id, claim),
    db.prepare(
      `INSERT OR IGNORE INTO exam_credits (payment_id, user_id, exam_num, granted_at, expires_at)
       SELECT payment_id, user_id, exam_num, ?1, ?2 FROM payment_credits WHERE payment_id = ?3 AND kind = 'credit' AND claim = ?4 AND exam_num > 0`,
    ).bind(now, mockCreditExpiry(now), p.id, claim),
  ]);
  const payment = (await paymentById(db, p.id))!;
  return { payment, credited: (inserted?.meta.changes ?? 0) > 0, debited: false };
}

async function debit(db: D1Database, p: PaymentRow, now: number): Promise<FulfilResult> {
  const claim = claimToken();
  const [, inserted] = await db.batch([
    db.prepare("UPDATE payments SET state = 'refunded', refunded_at = COALESCE(refunded_at, ?1), updated_at = ?1 WHERE id = ?2 AND state <> 'refunded'")
      .bind(now, p.id),
    db.prepare(
      `INSERT OR IGNORE INTO payment_credits (payment_id, kind, claim, user_id, vip_days, exam_num, correct_num, unlimited_correction, created_at)
       SELECT payment_id, 'debit', ?1, user_id, vip_days, exam_num, correct_num, unlimited_correction, ?2 FROM payment_credits
       WHERE payment_id = ?3 AND kind = 'credit'`,
    ).bind(claim, now, p.id),
    db.prepare(
      `UPDATE users SET
         vip_end_time = CASE WHEN c.vip_days > 0 AND users.vip_end_time IS NOT NULL THEN users.vip_end_time - c.vip_days * ?1 ELSE users.vip_end_time END,
         correct_unlimited_until = CASE WHEN c.unlimited_correction = 1 AND users.correct_unlimited_until IS NOT NULL
           THEN users.correct_unlimited_until - c.vip_days * ?1 ELSE users.correct_unlimited_until END,
         exam_num = MAX(0, users.exam_num - c.exam_num),
         correct_num = MAX(0, users.correct_num - c.correct_num),
         updated_at = ?2
       FROM (SELECT * FROM payment_credits WHERE payment_id = ?3 AND kind = 'debit' AND claim = ?4) AS c
       WHERE users.id = c.user_id`,
    ).bind(DAY_MS, now, p.id, claim),
    db.prepare('UPDATE exam_credits SET revoked_at = ?1 WHERE payment_id = ?2 AND revoked_at IS NULL').bind(now, p.id),
  ]);
  const payment = (await paymentById(db, p.id))!;
  return { payment, credited: false, debited: (inserted?.meta.changes ?? 0) > 0 };
}
