/**
 * How a purchase changes an account (issue 9): Premium time extends from whichever is later, now or the current
 * end; counts are added; a refund takes back exactly what the credit gave. Times in ms since the epoch.
 * The worker applies the same rules in one conditional SQL batch (src/worker/billing/fulfil.ts); the tests
 * check the two agree.
 */
import { MOCK_WINDOW_DAYS } from '../constants.ts';
import type { Grant } from './plans.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface Entitlements {
  vipEndTime: number | null;
  examNum: number;
  correctNum: number;
  /** Unlimited AI correction (Pro) runs until this time. */
  unlimitedUntil: number | null;
}

export function extendFrom(currentEnd: number | null, now: number, days: number): number | null {
  if (days <= 0) return currentEnd;
  return Math.max(now, currentEnd ?? 0) + days * DAY_MS;
}

export function applyGrant(e: Entitlements, g: Grant, now: number): Entitlements {
  const vipEndTime = extendFrom(e.vipEndTime, now, g.vipDays);
  return {
    vipEndTime,
    examNum: e.examNum + g.examNum,
    correctNum: e.correctNum + g.correctNum,
    unlimitedUntil: g.unlimitedCorrection ? extendFrom(e.unlimitedUntil, now, g.vipDays) : e.unlimitedUntil,
  };
}

/** Takes back a grant: the same number of days and counts (never below zero for counts). */
export function revokeGrant(e: Entitlements, g: Grant): Entitlements {
  const back = g.vipDays * DAY_MS;
  return {
    vipEndTime: e.vipEndTime === null || back === 0 ? e.vipEndTime : e.vipEndTime - back,
    examNum: Math.max(0, e.examNum - g.examNum),
    correctNum: Math.max(0, e.correctNum - g.correctNum),
    unlimitedUntil: g.unlimitedCorrection && e.unlimitedUntil !== null ? e.unlimitedUntil - back : e.unlimitedUntil,
  };
}

/** Mock-exam credits bought at `paidAt` may be used for MOCK_WINDOW_DAYS (SPEC §9). */
export function mockCreditExpiry(paidAt: number): number {
  return paidAt + MOCK_WINDOW_DAYS * DAY_MS;
}
