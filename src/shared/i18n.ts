/**
 * One way to format messages on both sides. Messages arrive precompiled (ICU ASTs made at build time), so
 * neither the worker nor the browser ships the ICU parser.
 *
 * Formatting is memoized per message set (one per locale and isolate on the server, one per page in the
 * browser) and per extra-values set: one IntlMessageFormat per message, shared Intl formatters, and the output
 * of every message formatted without per-call values, because those depend only on the locale and the constant
 * defaults (brand, figures, prices, support address). Profiling showed a per-request createIntl plus
 * @formatjs's cache keys (the AST serialized with JSON.stringify on every call) cost more than React itself
 * (ADR 021). The translator uses intl-messageformat directly rather than @formatjs/intl, whose other
 * formatters (relative time, lists, display names) nothing here needs: ~3.5 KB gz less on every public page
 * (ADR 037). Nothing request-specific is held: each translator still has its own `missing` list.
 */
import { IntlMessageFormat, type Formatters } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { BRAND_NAME } from './brand.ts';
import { FIGURES, PRICES_CENTS } from './figures.ts';
import { type Locale, localeInfo } from './locales.ts';
import { formatMoney } from './money.ts';

export type Messages = Record<string, MessageFormatElement[]>;
export type Values = Record<string, string | number | Date>;

export interface Translator {
  locale: Locale;
  /** Formats a message; every message also receives {brand}, the figures and the prices. */
  t(key: string, values?: Values): string;
  has(key: string): boolean;
  /** Reads "prefix.1", "prefix.2", … until one is missing: the numbered lists of the locale files. */
  count(prefix: string, suffix?: string): number;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  date(value: Date | string, options?: Intl.DateTimeFormatOptions): string;
  missing: string[];
}

/** One Intl formatter per locale and options, shared by every message (building them is what costs). */
function memo<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let r = made.get(key);
    if (r === undefined) {
      r = make(...args);
      made.set(key, r);
    }
    return r;
  };
}
const numberFormat = memo((locales?: string | string[], opts?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locales, opts));
const dateTimeFormat = memo((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args));
const intlFormatters: Formatters = {
  // intl-messageformat's option type is a superset of the DOM library's; it only passes what ICU skeletons give.
  getNumberFormat: numberFormat as Formatters['getNumberFormat'],
  getDateTimeFormat: dateTimeFormat,
  getPluralRules: memo((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
};
/** A date-only string ("2025-03-01") is that day in UTC; a full ISO timestamp is that instant. */
function toDate(value: Date | string): Date {
  return typeof value !== 'string' ? value : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
}

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
  tag: string;
  /** Compiled messages, made on first use. */
  compiled: Map<string, IntlMessageFormat>;
  defaults: Values;
  /** Output of messages formatted with the defaults only. */
  plain: Map<string, string>;
  /** Messages whose formatting failed, with the reason: reported again by every translator that asks. */
  failed: Map<string, string>;
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
    f = { tag, compiled: new Map(), defaults: { brand: BRAND_NAME, ...FIGURES, ...pricesFor(tag), ...extra }, plain: new Map(), failed: new Map() };
    byExtra.set(id, f);
  }
  return f;
}

export function createTranslator(locale: Locale, messages: Messages, extra: Values = {}): Translator {
  const tag = localeInfo(locale).intl;
  const f = formatterFor(tag, messages, extra);
  const { defaults, plain, failed } = f;
  const missing: string[] = [];
  const has = (key: string) => Object.prototype.hasOwnProperty.call(messages, key);
  // A message that cannot be formatted (a value missing or of the wrong type) reads as its key, and the
  // reason is reported as missing, so the page-cache guard refuses it.
  const format = (key: string, values: Values): { text: string; errors: string[] } => {
    try {
      let mf = f.compiled.get(key);
      if (!mf) {
        mf = new IntlMessageFormat(messages[key]!, tag, undefined, { formatters: intlFormatters });
        f.compiled.set(key, mf);
      }
      const out = mf.format<string>(values);
      return { text: Array.isArray(out) ? out.join('') : String(out), errors: [] };
    } catch (e) {
      return { text: key, errors: [`Error formatting message: "${key}": ${e instanceof Error ? e.message : String(e)}`] };
    }
  };
  return {
    locale,
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
    number: (value, options) => numberFormat(tag, options).format(value),
    date: (value, options) => dateTimeFormat(tag, { timeZone: 'UTC', ...options }).format(toDate(value)),
  };
}
