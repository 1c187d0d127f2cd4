/**
 * One way to format messages on both sides. Messages arrive precompiled (ICU ASTs made at build time), so
 * neither the worker nor the browser ships the ICU parser.
 *
 * Formatting is memoized per message set (one per locale and isolate on the server, one per page in the
 * browser) and per extra-values set: one IntlShape, and the output of every message formatted without
 * per-call values, because those depend only on the locale and the constant defaults (brand, figures, prices,
 * support address). Profiling showed a per-request createIntl plus @formatjs's cache keys (the AST serialized
 * with JSON.stringify on every call) cost more than React itself (ADR 021). Nothing request-specific is held:
 * each translator still has its own `missing` list.
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

/** What every translator over one message set and one set of extra defaults shares. */
interface Formatter {
  intl: IntlShape<string>;
  defaults: Values;
  /** Output of messages formatted with the defaults only. */
  plain: Map<string, string>;
  /** Messages whose formatting failed, with the reason: reported again by every translator that asks. */
  failed: Map<string, string>;
  /** Where onError reports while one call is formatting (formatting is synchronous). */
  sink: string[] | null;
}

const formatters = new WeakMap<Messages, Map<string, Formatter>>();

function formatterFor(tag: string, messages: Messages, extra: Values): Formatter {
  let byExtra = formatters.get(messages);
  if (!byExtra) {
    byExtra = new Map();
    formatters.set(messages, byExtra);
  }
  const id = `${tag}\u0000${JSON.stringify(extra)}`;
  let f = byExtra.get(id);
  if (!f) {
    const formatter: Formatter = { intl: undefined as unknown as IntlShape<string>, defaults: { brand: BRAND_NAME, ...FIGURES, ...pricesFor(tag), ...extra }, plain: new Map(), failed: new Map(), sink: null };
    formatter.intl = createIntl<string>({
      locale: tag,
      messages,
      onError: (err) => {
        if (err.code === 'MISSING_TRANSLATION') return;
        formatter.sink?.push(err.message);
      },
    }, cache);
    f = formatter;
    byExtra.set(id, f);
  }
  return f;
}

export function createTranslator(locale: Locale, messages: Messages, extra: Values = {}): Translator {
  const tag = localeInfo(locale).intl;
  const f = formatterFor(tag, messages, extra);
  const { intl, defaults, plain, failed } = f;
  const missing: string[] = [];
  const has = (key: string) => Object.prototype.hasOwnProperty.call(messages, key);
  const format = (key: string, values: Values) => {
    const errors: string[] = [];
    f.sink = errors;
    try {
      return { text: intl.formatMessage({ id: key }, values) as string, errors };
    } finally {
      f.sink = null;
    }
  };
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
      if (values) {
        const { text, errors } = format(key, { ...defaults, ...values });
        missing.push(...errors);
        return text;
      }
      const known = plain.get(key);
      if (known !== undefined) {
        const reason = failed.get(key);
        if (reason !== undefined) missing.push(reason);
        return known;
      }
      const { text, errors } = format(key, defaults);
      plain.set(key, text);
      if (errors.length) {
        failed.set(key, errors.join('; '));
        missing.push(...errors);
      }
      return text;
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
