/** Payment rows (migration 0006): creating one when a checkout starts, reading them back for their owner. */
import type { Purchase } from '../../shared/billing/plans.ts';
import { grantOf, totalCents } from '../../shared/billing/plans.ts';
import { STATUS_CODE, type PaymentState } from '../../shared/billing/status.ts';
import type { ApiStatusRecord } from '../../shared/api/billing.ts';

export interface PaymentRow {
  id: number; user_id: number; vip_id: string; amount: number; currency: string; type: number; tag: string;
  vip_days: number; exam_num: number; correct_num: number; unlimited_correction: number; state: PaymentState;
  provider: 'stripe' | 'test'; checkout_key: string | null; payment_intent: string | null; return_path: string;
  paid_at: number | null; created_at: number;
}

export type Provider = PaymentRow['provider'];

export async function createPayment(db: D1Database, userId: number, purchase: Purchase, provider: Provider, returnPath: string, now = Date.now()): Promise<PaymentRow> {
  const g = grantOf(purchase);
  const row = await db.prepare(
    `INSERT INTO payments (user_id, vip_id, amount, currency, type, tag, vip_days, exam_num, correct_num, unlimited_correction,
       state, provider, return_path, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?) RETURNING *`,
  ).bind(userId, purchase.vipId, totalCents(purchase), purchase.plan.currency, g.type, g.tag, g.vipDays, g.examNum, g.correctNum,
    g.unlimitedCorrection ? 1 : 0, provider, returnPath, now, now).first<PaymentRow>();
  return row!;
}

export async function setCheckoutKey(db: D1Database, id: number, key: string): Promise<void> {
  await db.prepare('UPDATE payments SET checkout_key = ?, updated_at = ? WHERE id = ? AND checkout_key IS NULL').bind(key, Date.now(), id).run();
}

export function paymentById(db: D1Database, id: number): Promise<PaymentRow | null> {
  return db.prepare('SELECT * FROM payments WHERE id = ?').bind(id).first<PaymentRow>();
}

/** Someone else's payment is simply not found (DESIGN §5: ownership checks answer 404). */
export async function ownPayment(db: D1Database, id: number, userId: number): Promise<PaymentRow | null> {
  return db.prepare('SELECT * FROM payments WHERE id = ? AND user_id = ?').bind(id, userId).first<PaymentRow>();
}

export function paymentByIntent(db: D1Database, intent: string): Promise<PaymentRow | null> {
  return db.prepare('SELECT * FROM payments WHERE payment_intent = ?').bind(intent).first<PaymentRow>();
}

/** SPEC §3 status record: the payment's own grant, with the account's Premium end after it. */
export function statusRecord(p: PaymentRow, vipEndTime: number | null): ApiStatusRecord {
  const corrections = p.correct_num > 0 || p.unlimited_correction === 1 ? 1 : 0;
  return {
    code: STATUS_CODE[p.state],
    vipEndTime: vipEndTime === null ? null : new Date(vipEndTime).toISOString(),
    vipDays: p.vip_days,
    examNum: p.exam_num,
    correctNum: p.correct_num,
    id: p.id,
    amount: p.amount,
    write: corrections,
    speak: corrections,
    type: p.type,
    tag: p.tag,
  };
}
