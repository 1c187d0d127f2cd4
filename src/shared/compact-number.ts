/**
 * Large statistics in the locale's own units (400K, 40万, 40만, 40 тыс.) that never overstate: the value is cut
 * down to two significant digits before formatting, so ICU has nothing to round up (18,000 is 1.8万, never 2万;
 * 18,999 is 18K, never 19K). Callers add the "+" that says "at least".
 */
// One formatter per locale for the isolate's (or page's) life: building one costs far more than using it (as money.ts).
const formatters = new Map<string, Intl.NumberFormat>();

export function compactAtMost(value: number, locale: string): string {
  const safe = Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  const digits = safe === 0 ? 1 : Math.floor(Math.log10(safe)) + 1;
  const step = digits > 2 ? 10 ** (digits - 2) : 1;
  const truncated = Math.floor(safe / step) * step;
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumSignificantDigits: 2 });
    formatters.set(locale, format);
  }
  return format.format(truncated);
}
