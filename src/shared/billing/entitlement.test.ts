/** Issue 26 §3: properties for the survivors in payments (lapsed vs active Premium, every order of pay and refund). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyGrant, DAY_MS, extendFrom, mockCreditExpiry, revokeGrant, type Entitlements } from './entitlement.ts';
import { MOCK_WINDOW_DAYS } from '../constants.ts';
import type { Grant } from './plans.ts';

const g = (x: Omit<Grant, 'type' | 'tag'>): Grant => ({ ...x, type: 1 as Grant['type'], tag: 'test' });

const now = 1_800_000_000_000;
const grant = fc.record({ vipDays: fc.integer({ min: 0, max: 400 }), examNum: fc.integer({ min: 0, max: 10 }), correctNum: fc.integer({ min: 0, max: 50 }), unlimitedCorrection: fc.boolean() }).map(g);
const offset = fc.integer({ min: -400 * DAY_MS, max: 400 * DAY_MS });

describe('Premium extension', () => {
  it('extends a lapsed membership from now and an active one from its end (property)', () => {
    fc.assert(fc.property(offset, fc.integer({ min: 1, max: 400 }), (off, days) => {
      const end = now + off;
      const extended = extendFrom(end, now, days)!;
      expect(extended).toBe((off > 0 ? end : now) + days * DAY_MS);
      expect(extended - now).toBeGreaterThanOrEqual(days * DAY_MS);
    }));
    expect(extendFrom(null, now, 30)).toBe(now + 30 * DAY_MS);
    expect(extendFrom(now, now, 30)).toBe(now + 30 * DAY_MS);
    expect(extendFrom(now + 5, now, 0)).toBe(now + 5);
    // A grant without days leaves a lapsed membership lapsed and no membership none.
    expect(extendFrom(now - 5, now, 0)).toBe(now - 5);
    expect(extendFrom(null, now, 0)).toBeNull();
  });

  it('a grant then its refund gives the counts back exactly, and an active membership its end (property)', () => {
    fc.assert(fc.property(grant, fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 300 }), (gr, exams, corrections, activeDays) => {
      const before: Entitlements = { vipEndTime: now + activeDays * DAY_MS, examNum: exams, correctNum: corrections, unlimitedUntil: null };
      const after = revokeGrant(applyGrant(before, gr, now), gr);
      expect(after.examNum).toBe(exams);
      expect(after.correctNum).toBe(corrections);
      expect(after.vipEndTime).toBe(before.vipEndTime);
    }));
  });

  it('every order of payments and refunds ends with the counts of the payments not refunded, never below zero (property)', () => {
    fc.assert(fc.property(fc.array(grant, { minLength: 1, maxLength: 5 }), fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }), fc.func(fc.integer()), (grants, refunded, order) => {
      type Ev = { kind: 'pay' | 'refund'; i: number };
      const events: Ev[] = grants.flatMap((_, i) => [{ kind: 'pay' as const, i }, ...(refunded[i] ? [{ kind: 'refund' as const, i }] : [])]);
      events.sort((a, b) => order(a.kind + a.i) - order(b.kind + b.i));
      // A refund that arrives before its payment waits for it (the worker keeps it and applies it after the grant).
      const paid = new Set<number>();
      const waiting = new Set<number>();
      let e: Entitlements = { vipEndTime: null, examNum: 0, correctNum: 0, unlimitedUntil: null };
      for (const ev of events) {
        if (ev.kind === 'pay') {
          e = applyGrant(e, grants[ev.i]!, now);
          paid.add(ev.i);
          if (waiting.delete(ev.i)) e = revokeGrant(e, grants[ev.i]!);
        } else if (paid.has(ev.i)) e = revokeGrant(e, grants[ev.i]!);
        else waiting.add(ev.i);
        expect(e.examNum).toBeGreaterThanOrEqual(0);
        expect(e.correctNum).toBeGreaterThanOrEqual(0);
      }
      const kept = grants.filter((_, i) => !refunded[i]);
      expect(e.examNum).toBe(kept.reduce((s, k) => s + k.examNum, 0));
      expect(e.correctNum).toBe(kept.reduce((s, k) => s + k.correctNum, 0));
    }));
  });

  it('unlimited corrections follow the Premium days only for grants that carry them', () => {
    const e: Entitlements = { vipEndTime: null, examNum: 0, correctNum: 0, unlimitedUntil: null };
    expect(applyGrant(e, g({ vipDays: 30, examNum: 0, correctNum: 0, unlimitedCorrection: true }), now).unlimitedUntil).toBe(now + 30 * DAY_MS);
    expect(applyGrant(e, g({ vipDays: 30, examNum: 0, correctNum: 0, unlimitedCorrection: false }), now).unlimitedUntil).toBeNull();
    const pro = applyGrant(e, g({ vipDays: 30, examNum: 0, correctNum: 0, unlimitedCorrection: true }), now);
    expect(revokeGrant(pro, g({ vipDays: 30, examNum: 0, correctNum: 0, unlimitedCorrection: true })).unlimitedUntil).toBe(now);
    expect(revokeGrant({ ...e, examNum: 1 }, g({ vipDays: 0, examNum: 3, correctNum: 0, unlimitedCorrection: false })).examNum).toBe(0);
    expect(mockCreditExpiry(now)).toBe(now + MOCK_WINDOW_DAYS * DAY_MS);
  });
});
