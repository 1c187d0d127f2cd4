import { describe, expect, it } from 'vitest';
import { canSpendCorrection } from './spendable.ts';

describe('canSpendCorrection', () => {
  const now = 1_800_000_000_000;
  it('needs a credit or unlimited corrections that have not ended', () => {
    expect(canSpendCorrection({ correctNum: 1, unlimitedUntil: null }, now)).toBe(true);
    expect(canSpendCorrection({ correctNum: 0, unlimitedUntil: null }, now)).toBe(false);
    expect(canSpendCorrection({ correctNum: 0, unlimitedUntil: now + 1 }, now)).toBe(true);
    expect(canSpendCorrection({ correctNum: 0, unlimitedUntil: now }, now)).toBe(false);
  });
});
