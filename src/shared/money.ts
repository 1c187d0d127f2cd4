/**
 * Money is held in cents (SPEC §9). A whole amount shows without decimals ($20); any other amount shows the
 * currency's own minor digits through Intl (US$13,30 in Indonesian, never "US$13,3"): SPEC §9's "one decimal on
 * whole ten cents" reads as a wrong price in most locales (decision 048).
 */
export function centsFractionDigits(cents: number, currency = 'USD'): number {
  if (cents % 100 === 0) return 0;
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

export function formatMoney(cents: number, locale: string, currency = 'USD'): string {
  const digits = centsFractionDigits(cents, currency);
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
