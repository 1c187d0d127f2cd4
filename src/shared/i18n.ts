/**
 * One way to format messages on both sides, through @formatjs/intl (the client's stack, ADR 042): one IntlShape
 * per locale and message set (`createIntl`), all of them sharing one `createIntlCache` per isolate or page, so
 * Intl formatters and compiled messages are built once. Messages arrive precompiled (ICU ASTs made at build
 * time), so neither the worker nor the browser ships the ICU parser.
 *
 * On top of that, the output of every message formatted without per-call values is kept per isolate (server) or
 * page (client): it depends only on the locale and the constant defaults (brand, figures, prices, support
 * address). @formatjs keys its compiled-message cache by the serialized AST, which costs more per call than the
 * formatting itself; with the memo a page pays it only for the few messages that take values (ADR 021, 042).
 * Nothing request-specific is held: each translator still has its own `missing` list.
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
  /** Formats a message; every message also receives {brand}, the figures and the prices. */
  t(key: string, values?: Values): string;
  has(key: string): boolean;
  /** Reads "prefix.1", "prefix.2", … until one is missing: the numbered lists of the locale files. */
  count(prefix: string, suffix?: string): number;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  date(value: Date | string, options?: Intl.DateTimeFormatOptions): string;
  missing: string[];
}

/** Shared by every IntlShape of this isolate (server) or page (browser): Intl formatters cost to build. */
const intlCache = createIntlCache();

/**
 * @formatjs reports formatting problems through the IntlShape's onError, which is shared by every translator
 * over it; formatting is synchronous, so the call in progress collects them here.
 */
let reported: string[] = [];
function onError(err: unknown): void {
  reported.push(err instanceof Error ? err.message : String(err));
}
function collect<R>(run: () => R): { value: R; errors: string[] } {
  const outer = reported;
  reported = [];
  try {
    return { value: run(), errors: reported };
  } finally {
    reported = outer;
  }
}

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
  /** Formats this message set; its compiled messages and Intl formatters live in the shared cache. */
  intl: IntlShape<string>;
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
    // No timeZone here: messages format dates as they always did; Translator.date says UTC itself.
    const intl = createIntl<string>({ locale: tag, defaultLocale: tag, messages, onError }, intlCache);
    f = { tag, intl, defaults: { brand: BRAND_NAME, ...FIGURES, ...pricesFor(tag), ...extra }, plain: new Map(), failed: new Map() };
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
    const { value, errors } = collect(() => f.intl.formatMessage({ id: key }, values));
    const text = Array.isArray(value) ? value.join('') : String(value);
    // @formatjs answers the id when a message cannot be formatted; its error names the key and the reason.
    return errors.length ? { text: key, errors: errors } : { text, errors };
  };
  /** Numbers and dates that cannot be formatted are programming errors: they throw, as Intl itself does. */
  const strict = (run: () => string): string => {
    const { value, errors } = collect(run);
    if (errors.length) throw new RangeError(errors.join('; '));
    return value;
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
    number: (value, options) => strict(() => f.intl.formatNumber(value, options as Parameters<IntlShape['formatNumber']>[1])),
    date: (value, options) => strict(() => f.intl.formatDate(toDate(value), { timeZone: 'UTC', ...options })),
  };
}
