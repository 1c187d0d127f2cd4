import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signedAtAcceptable, WEBHOOK_TOLERANCE_SECONDS } from './webhook-time.ts';

const now = 1_800_000_000_000;
const header = (t: number | string) => `t=${t},v1=${'a'.repeat(64)}`;

describe('signedAtAcceptable', () => {
  it('accepts exactly the tolerance either way and refuses one second more', () => {
    const s = now / 1000;
    expect(signedAtAcceptable(header(s + WEBHOOK_TOLERANCE_SECONDS), now)).toBe(true);
    expect(signedAtAcceptable(header(s + WEBHOOK_TOLERANCE_SECONDS + 1), now)).toBe(false);
    expect(signedAtAcceptable(header(s - WEBHOOK_TOLERANCE_SECONDS), now)).toBe(true);
    expect(signedAtAcceptable(header(s - WEBHOOK_TOLERANCE_SECONDS - 1), now)).toBe(false);
    expect(signedAtAcceptable(header(s + 86_400), now)).toBe(false);
  });

  it('refuses a missing, repeated or malformed timestamp', () => {
    expect(signedAtAcceptable(`v1=${'a'.repeat(64)}`, now)).toBe(false);
    expect(signedAtAcceptable(`t=1,t=${now / 1000},v1=x`, now)).toBe(false);
    expect(signedAtAcceptable(`t=${now / 1000},t=1,v1=x`, now)).toBe(false);
    expect(signedAtAcceptable(header('abc'), now)).toBe(false);
  });

  it('agrees with |t - now| <= tolerance for any offset (property)', () => {
    fc.assert(fc.property(fc.integer({ min: -100_000, max: 100_000 }), (offset) => {
      expect(signedAtAcceptable(header(now / 1000 + offset), now)).toBe(Math.abs(offset) <= WEBHOOK_TOLERANCE_SECONDS);
    }));
  });
});
