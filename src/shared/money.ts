/**
 * Money is held in cents (SPEC §9). A whole amount shows without decimals ($20); any other amount shows the
 * currency's own minor digits through Intl (US$13,30 in Indonesian, never "US$13,3"): SPEC §9's "one decimal on
 * whole ten cents" reads as a wrong price in most locales (decision 048).
 */
// Building an Intl.NumberFormat costs far more than formatting with one, and a pricing page formats dozens of
// amounts per render: one formatter per locale, currency and digit count, and one minor-digit lookup per currency,
// kept for the isolate's (or the page's) life. The key space is tiny (13 locales × the plans' currencies × 3).
const minorDigits = new Map<string, number>();
const formatters = new Map<string, Intl.NumberFormat>();

export function centsFractionDigits(cents: number, currency = 'USD'): number {
  if (cents % 100 === 0) return 0;
  let digits = minorDigits.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    minorDigits.set(currency, digits);
  }
  return digits;
}

export function formatMoney(cents: number, locale: string, currency = 'USD'): string {
  const digits = centsFractionDigits(cents, currency);
  const key = `${locale}|${currency}|${digits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, format);
  }
  return format.format(cents / 100);
}

/** Conversion value for tracking: dollars as a number. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}
