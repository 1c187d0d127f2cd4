/**
 * The payment status record (SPEC §3) and what the success dialog says about it (SPEC §4). Pure: the worker
 * builds records, the client decides its messages from them.
 */
import { PAYMENT_POLL_INTERVAL } from '../constants.ts';
import { PLAN_TYPES } from './plans.ts';

export type PaymentState = 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'refunded';

/** Status codes of /stripe/status: 1 = paid (SPEC §4); the others keep the page waiting or tell it to stop. */
export const STATUS_CODE: Record<PaymentState, number> = { pending: 0, paid: 1, failed: 2, expired: 2, cancelled: 2, refunded: 3 };

/** Poll every second (SPEC §9) and give up after 15 minutes, offering "check again". */
export const PAYMENT_POLL_LIMIT = 15 * 60_000;
export { PAYMENT_POLL_INTERVAL };

export function isSettled(state: PaymentState): boolean {
  return state !== 'pending';
}

export interface StatusRecordLike {
  code: number;
  type: number;
  tag: string;
  vipEndTime: string | null;
  examNum: number;
  correctNum: number;
}

export type SuccessLine =
  | { kind: 'mockActivated' }
  | { kind: 'premiumActivated'; expiry: string }
  | { kind: 'mockExams'; count: number }
  | { kind: 'corrections'; count: number }
  | { kind: 'correctionsUnlimited' };

/** YYYY-MM-DD in UTC, as the success message shows the Premium expiry. */
export function isoDay(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}

/** SPEC §4: mock exams activated for type 4; otherwise Premium with expiry, Mock Exam count, AI Correction count or Unlimited for Pro. */
export function successLines(r: StatusRecordLike): SuccessLine[] {
  if (r.type === PLAN_TYPES.mockPack) return [{ kind: 'mockActivated' }, { kind: 'mockExams', count: r.examNum }];
  const lines: SuccessLine[] = [];
  if (r.vipEndTime) lines.push({ kind: 'premiumActivated', expiry: isoDay(r.vipEndTime) });
  lines.push({ kind: 'mockExams', count: r.examNum });
  lines.push(r.tag === 'Pro' ? { kind: 'correctionsUnlimited' } : { kind: 'corrections', count: r.correctNum });
  return lines;
}

/** The polling rule: after a non-paid answer, wait and ask again until the limit has passed. */
export function nextPollDelay(startedAt: number, now: number): number | null {
  return now - startedAt >= PAYMENT_POLL_LIMIT ? null : PAYMENT_POLL_INTERVAL;
}
