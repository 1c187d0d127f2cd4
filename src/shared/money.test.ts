import { describe, expect, it } from 'vitest';
import { centsFractionDigits, formatMoney } from './money.ts';

// Formatters are kept per locale, currency and digit count: these orders would show a formatter reused for the
// wrong amount shape, currency or locale.
describe('formatMoney with formatters kept between calls', () => {
  it('shows whole and cent amounts right in either order', () => {
    expect(formatMoney(2000, 'en')).toBe('$20');
    expect(formatMoney(1330, 'en')).toBe('$13.30');
    expect(formatMoney(2000, 'en')).toBe('$20');
    expect(formatMoney(1990, 'en')).toBe('$19.90');
  });

  it('keeps each locale its own separators after another locale was formatted', () => {
    const id = formatMoney(1330, 'id');
    const de = formatMoney(1330, 'de');
    expect(id).toMatch(/13,30/);
    expect(de).toMatch(/13,30/);
    expect(formatMoney(1330, 'en')).toBe('$13.30');
    expect(formatMoney(1330, 'id')).toBe(id);
    expect(formatMoney(123456, 'en')).toBe('$1,234.56');
    expect(formatMoney(123456, 'de')).toMatch(/1\.234,56/);
  });

  it('uses each currency its own minor digits, whichever came first', () => {
    expect(centsFractionDigits(1050, 'JPY')).toBe(0);
    expect(centsFractionDigits(1050, 'USD')).toBe(2);
    expect(centsFractionDigits(1050, 'JPY')).toBe(0);
    expect(formatMoney(1050, 'en', 'EUR')).toBe('€10.50');
    expect(formatMoney(1050, 'en', 'USD')).toBe('$10.50');
  });
});
