/** The pure money and plan rules (src/shared/billing, src/shared/money.ts): what every page and call relies on. */
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/shared/money.ts';
import { grantOf, parseVipId, perMonthCents, resolvePurchase, savingPercent, totalCents, type Plan } from '../../src/shared/billing/plans.ts';
import { DAY_MS, applyGrant, extendFrom, mockCreditExpiry, revokeGrant } from '../../src/shared/billing/entitlement.ts';
import { PAYMENT_POLL_LIMIT, nextPollDelay, successLines } from '../../src/shared/billing/status.ts';
import { safeReturnPath } from '../../src/shared/billing/return-path.ts';
import { deviceType } from '../../src/shared/device.ts';

const plan = (p: Partial<Plan> & Pick<Plan, 'id' | 'type'>): Plan => ({
  tag: '', name: `plan ${p.id}`, day: 0, amount: 100, examNum: 0, correctNum: 0, unlimitedCorrection: false, currency: 'usd', sort: p.id, ...p,
});
const PLANS = [
  plan({ id: 31, type: 3, amount: 990, correctNum: 10 }),
  plan({ id: 41, type: 4, amount: 499, examNum: 1 }),
  plan({ id: 51, type: 5, tag: 'Basic', day: 30, amount: 1990, examNum: 1, correctNum: 10 }),
  plan({ id: 54, type: 5, tag: 'Basic', day: 90, amount: 3990, examNum: 3, correctNum: 30 }),
  plan({ id: 56, type: 5, tag: 'Pro', day: 90, amount: 7190, examNum: 15, unlimitedCorrection: true }),
];

describe('money display (decision 048: no decimals when whole, otherwise the currency\'s minor digits)', () => {
  const space = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
  it.each([
    ['en', 2000, '$20'], ['en', 990, '$9.90'], ['en', 499, '$4.99'], ['en', 0, '$0'], ['en', 3990, '$39.90'],
    ['de-DE', 2000, '20 $'], ['de-DE', 990, '9,90 $'], ['de-DE', 1399, '13,99 $'],
    ['fr-FR', 990, '9,90 $US'], ['fr-FR', 2799, '27,99 $US'],
    ['ja-JP', 990, '$9.90'], ['ja-JP', 1799, '$17.99'],
    ['pt-BR', 499, 'US$ 4,99'], ['ru-RU', 2000, '20 $'],
    // The prices the Indonesian learner read as "US$13,3" and "US$3,6" (issue 23).
    ['id-ID', 1330, 'US$13,30'], ['id-ID', 360, 'US$3,60'], ['id-ID', 2799, 'US$27,99'], ['id-ID', 2000, 'US$20'],
  ])('%s %i cents → %s', (locale, cents, shown) => {
    expect(space(formatMoney(cents, locale))).toBe(shown);
  });
});

describe('plans', () => {
  it('reads "{planId}" and "{planId},{packId}" and nothing else', () => {
    expect(parseVipId('54')).toEqual({ planId: 54, packId: null });
    expect(parseVipId('54,31')).toEqual({ planId: 54, packId: 31 });
    for (const bad of ['', '0', '54,', ',31', '54,31,1', '5 4', '54;31', '-1', '1e3', '54,031', 'x']) expect(parseVipId(bad), bad).toBeNull();
  });

  it('prices a membership with its correction add-on in whole cents', () => {
    const p = resolvePurchase('54,31', PLANS);
    if (typeof p === 'string') throw new Error(p);
    expect(totalCents(p)).toBe(4980);
    expect(grantOf(p)).toEqual({ vipDays: 90, examNum: 3, correctNum: 40, unlimitedCorrection: false, type: 5, tag: 'Basic' });
  });

  it('refuses unknown plans and combinations the offer does not sell', () => {
    expect(resolvePurchase('99', PLANS)).toBe('plan_unknown');
    expect(resolvePurchase('54,99', PLANS)).toBe('plan_unknown');
    expect(resolvePurchase('41,31', PLANS)).toBe('pack_not_allowed');
    expect(resolvePurchase('54,41', PLANS)).toBe('pack_not_allowed');
    expect(resolvePurchase('54,31x', PLANS)).toBe('vip_id_invalid');
  });

  it('shows 90 days per month and the saving against three monthly plans', () => {
    expect(perMonthCents({ amount: 3990, day: 90 })).toBe(1330);
    expect(savingPercent({ amount: 3990, day: 90 }, { amount: 1990, day: 30 })).toBe(33);
    expect(savingPercent({ amount: 7190, day: 90 }, { amount: 3990, day: 30 })).toBe(40);
  });
});

describe('entitlements', () => {
  const now = Date.UTC(2026, 10, 23);
  const grant = { vipDays: 30, examNum: 3, correctNum: 10, unlimitedCorrection: false, type: 5 as const, tag: 'Plus' };

  it('extends Premium from now when it has lapsed, from the current end when it runs', () => {
    expect(extendFrom(null, now, 30)).toBe(now + 30 * DAY_MS);
    expect(extendFrom(now - DAY_MS, now, 30)).toBe(now + 30 * DAY_MS);
    expect(extendFrom(now + 5 * DAY_MS, now, 30)).toBe(now + 35 * DAY_MS);
    expect(extendFrom(now + 5 * DAY_MS, now, 0)).toBe(now + 5 * DAY_MS);
  });

  it('a refund takes back exactly what the credit gave', () => {
    const before = { vipEndTime: now + 3 * DAY_MS, examNum: 2, correctNum: 1, unlimitedUntil: null };
    const after = applyGrant(before, grant, now);
    expect(after).toEqual({ vipEndTime: now + 33 * DAY_MS, examNum: 5, correctNum: 11, unlimitedUntil: null });
    expect(revokeGrant(after, grant)).toEqual(before);
  });

  it('mock credits keep a 90-day window from the purchase', () => {
    expect(mockCreditExpiry(now)).toBe(now + 90 * DAY_MS);
  });
});

describe('status and success message (SPEC §4)', () => {
  const base = { code: 1, vipEndTime: '2027-02-21T10:00:00.000Z', examNum: 6, correctNum: 40 };
  it('says mock tests are activated for a pack, Premium with its expiry otherwise, Unlimited for Pro', () => {
    expect(successLines({ ...base, type: 4, tag: '' })).toEqual([{ kind: 'mockActivated' }, { kind: 'mockExams', count: 6 }]);
    expect(successLines({ ...base, type: 5, tag: 'Plus' })).toEqual([
      { kind: 'premiumActivated', expiry: '2027-02-21' }, { kind: 'mockExams', count: 6 }, { kind: 'corrections', count: 40 }]);
    expect(successLines({ ...base, type: 5, tag: 'Pro' }).at(-1)).toEqual({ kind: 'correctionsUnlimited' });
  });

  it('polls every second and stops after 15 minutes', () => {
    expect(nextPollDelay(0, 1000)).toBe(1000);
    expect(nextPollDelay(0, PAYMENT_POLL_LIMIT - 1)).toBe(1000);
    expect(nextPollDelay(0, PAYMENT_POLL_LIMIT)).toBeNull();
  });
});

describe('the return path after sign-in', () => {
  it.each([
    ['/pricing#plan-pro', '/pricing#plan-pro'], ['/ja/duolingo-practice-test#pack-41', '/ja/duolingo-practice-test#pack-41'],
    ['/pricing?x=1', '/pricing?x=1'],
  ])('keeps the local path %s', (raw, want) => expect(safeReturnPath(raw)).toBe(want));
  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/javascript:alert(1)', 'pricing',
    '/%0d%0aSet-Cookie', '/pri\ncing', '/login', '/de/login', '', null, `/${'a'.repeat(400)}`])('refuses %s', (raw) => {
    expect(safeReturnPath(raw as string | null)).toBeNull();
  });
});

describe('device type (SPEC §9)', () => {
  it('tells phones, tablets and computers apart', () => {
    expect(deviceType('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile');
    expect(deviceType('Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/120 Mobile Safari/537.36')).toBe('mobile');
    expect(deviceType('Mozilla/5.0 (Linux; Android 13; SM-X200) Chrome/120 Safari/537.36')).toBe('tablet');
    expect(deviceType('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceType('Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36')).toBe('pc');
  });
});
