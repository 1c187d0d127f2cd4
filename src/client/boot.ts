/** Reads what the server put in the page for the client: locale, island messages and public configuration. */
import { createTranslator, type Messages, type Translator } from '../shared/i18n.ts';
import { isLocale, type Locale } from '../shared/locales.ts';
import type { PublicConfig } from '../shared/public-config.ts';

export interface BootData {
  locale: Locale;
  messages: Messages;
  config: PublicConfig;
  /** The path without its locale prefix, reported to logPath. */
  barePath: string;
}

let cached: { data: BootData; t: Translator } | undefined;

export function boot(): { data: BootData; t: Translator } {
  if (cached) return cached;
  const el = document.getElementById('__boot');
  const data = JSON.parse(el?.textContent ?? '{}') as BootData;
  if (!isLocale(data.locale)) data.locale = 'en';
  cached = { data, t: createTranslator(data.locale, data.messages ?? {}, { supportEmail: data.config?.supportEmail ?? '' }) };
  return cached;
}
