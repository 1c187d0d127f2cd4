/**
 * One way to format messages on both sides. Messages arrive precompiled (ICU ASTs made at build time), so
 * neither the worker nor the browser ships the ICU parser. One IntlCache per module; one intl per request
 * (server) or per page (client) — never a locale held in a module global.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { BRAND_NAME } from './brand.ts';
import { FIGURES, PRICES_CENTS } from './figures.ts';
import { type Locale, localeInfo } from './locales.ts';
import { formatMoney } from './money.ts';

export type Messages = Record<string, MessageFormatElement[]>;
export type Values = Record<string, string | number | Date>;

export interface Translator {
  locale: Locale;
  intl: IntlShape<string>;
  /** Formats a message; every message also receives {brand}, the figures and the prices. */
  t(key: string, values?: Values): string;
  has(key: string): boolean;
  /** Reads "prefix.1", "prefix.2", … until one is missing: the numbered lists of the locale files. */
  count(prefix: string, suffix?: string): number;
  number(value: number, options?: Parameters<IntlShape<string>['formatNumber']>[1]): string;
  date(value: Date | string, options?: Intl.DateTimeFormatOptions): string;
  missing: string[];
}

const cache = createIntlCache();
/** Prices formatted per locale once per isolate (or page), not per request: Intl formatters are costly to build. */
const pricesByTag = new Map<string, Values>();

function pricesFor(tag: string): Values {
  let prices = pricesByTag.get(tag);
  if (!prices) {
    prices = {};
    for (const [k, cents] of Object.entries(PRICES_CENTS)) prices[k] = formatMoney(cents, tag);
    pricesByTag.set(tag, prices);
  }
  return prices;
}

export function createTranslator(locale: Locale, messages: Messages, extra: Values = {}): Translator {
  const tag = localeInfo(locale).intl;
  const missing: string[] = [];
  const intl = createIntl<string>({
    locale: tag,
    messages,
    onError: (err) => {
      if (err.code === 'MISSING_TRANSLATION') return;
      missing.push(err.message);
    },
  }, cache);
  const defaults: Values = { brand: BRAND_NAME, ...FIGURES, ...pricesFor(tag), ...extra };
  const has = (key: string) => Object.prototype.hasOwnProperty.call(messages, key);
  return {
    locale,
    intl,
    missing,
    has,
    t(key, values) {
      if (!has(key)) {
        missing.push(key);
        return key;
      }
      return intl.formatMessage({ id: key }, values ? { ...defaults, ...values } : defaults) as string;
    },
    count(prefix, suffix = '') {
      let n = 0;
      while (has(`${prefix}.${n + 1}${suffix}`)) n++;
      return n;
    },
    number: (value, options) => intl.formatNumber(value, options),
    date: (value, options) => intl.formatDate(typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value, { timeZone: 'UTC', ...options }),
  };
}
