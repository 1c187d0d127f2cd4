import { describe, expect, it } from 'vitest';
import { compactAtMost } from './compact-number.ts';

/** The number a compact text stands for, for the units used below (K, M, 万, 만, 千). */
function valueOf(text: string): number {
  const m = /([\d.,]+)\s*(K|M|万|만|千|천)?/.exec(text);
  if (!m) throw new Error(`no number in ${text}`);
  const unit = { K: 1e3, M: 1e6, 万: 1e4, 만: 1e4, 千: 1e3, 천: 1e3 }[m[2] ?? ''] ?? 1;
  return Number((m[1] ?? '').replace(/,/g, '')) * unit;
}

describe('compactAtMost', () => {
  it('writes the landing figures in local units', () => {
    expect(compactAtMost(400000, 'ja')).toBe('40万');
    expect(compactAtMost(400000, 'ko')).toBe('40만');
    expect(compactAtMost(400000, 'zh')).toBe('40万');
    expect(compactAtMost(400000, 'en')).toBe('400K');
  });

  it('keeps one decimal instead of rounding 18,000 and 26,000 up to 2万 and 3万', () => {
    expect(compactAtMost(18000, 'ja')).toBe('1.8万');
    expect(compactAtMost(26000, 'zh')).toBe('2.6万');
    expect(compactAtMost(21000, 'ko')).toBe('2.1만');
    expect(compactAtMost(18000, 'en')).toBe('18K');
  });

  it('rounds down what does not fit in two digits', () => {
    expect(compactAtMost(18999, 'en')).toBe('18K');
    expect(compactAtMost(19999, 'ja')).toBe('1.9万');
    expect(compactAtMost(1_999_999, 'en')).toBe('1.9M');
  });

  it('never states more than the value, in any locale', () => {
    for (const locale of ['en', 'ja', 'ko', 'zh']) {
      for (const v of [0, 1, 9, 99, 999, 1001, 9999, 10500, 18000, 18999, 26000, 99999, 123456, 400000, 999999]) {
        expect(valueOf(compactAtMost(v, locale))).toBeLessThanOrEqual(v);
      }
    }
  });

  it('shows nothing negative or broken for bad input', () => {
    expect(compactAtMost(-5, 'en')).toBe('0');
    expect(compactAtMost(Number.NaN, 'de')).toBe('0');
  });
});
