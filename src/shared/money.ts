/**
 * Money is held in cents (SPEC §9). Display divides by 100 with 0 decimals when whole, 1 when a multiple of
 * 10 cents, otherwise 2 — so 990 shows as 9.9 and 499 as 4.99, as the original product shows them.
 */
export function centsFractionDigits(cents: number): 0 | 1 | 2 {
  if (cents % 100 === 0) return 0;
  if (cents % 10 === 0) return 1;
  return 2;
}

export function formatMoney(cents: number, locale: string, currency = 'USD'): string {
  const digits = centsFractionDigits(cents);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
}

/** Conversion value for tracking: dollars as a number. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}
