/**
 * The 13 site languages, defined once. Everything that lists locales (router, sitemap, hreflang, picker,
 * tests, build, locale verification) reads this table.
 */
export const LOCALES = [
  { code: 'en', label: 'English', country: 'US', intl: 'en-US' },
  { code: 'id', label: 'Bahasa Indonesia', country: 'ID', intl: 'id-ID' },
  { code: 'ja', label: '日本語', country: 'JP', intl: 'ja-JP' },
  { code: 'ko', label: '한국어', country: 'KR', intl: 'ko-KR' },
  // SPEC leaves the Portuguese country unstated; Brazil is where most of our Portuguese-speaking learners are.
  { code: 'pt', label: 'Português', country: 'BR', intl: 'pt-BR' },
  { code: 'ru', label: 'Русский', country: 'RU', intl: 'ru-RU' },
  { code: 'tr', label: 'Türkçe', country: 'TR', intl: 'tr-TR' },
  { code: 'de', label: 'Deutsch', country: 'DE', intl: 'de-DE' },
  { code: 'es', label: 'Español', country: 'ES', intl: 'es-ES' },
  { code: 'fr', label: 'Français', country: 'FR', intl: 'fr-FR' },
  { code: 'it', label: 'Italiano', country: 'IT', intl: 'it-IT' },
  { code: 'th', label: 'ไทย', country: 'TH', intl: 'th-TH' },
  { code: 'zh', label: '中文', country: 'CN', intl: 'zh-CN' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_CODES: readonly Locale[] = LOCALES.map((l) => l.code);

const CODES = new Set<string>(LOCALE_CODES);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && CODES.has(value);
}

export function localeInfo(code: Locale) {
  return LOCALES.find((l) => l.code === code)!;
}

/** The URL prefix of a locale: '' for English (prefix_except_default), '/ja' for Japanese. */
export function localePrefix(code: Locale): string {
  return code === DEFAULT_LOCALE ? '' : `/${code}`;
}

/**
 * Splits '/ja/courses' into { locale: 'ja', path: '/courses' }. A path without a known prefix is English.
 * '/en/…' is not a prefix (English is unprefixed), so it stays part of the path and will not match a route.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const m = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (m && m[1] !== DEFAULT_LOCALE && isLocale(m[1])) return { locale: m[1], path: m[2] || '/' };
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** The public URL path of an unprefixed path in a locale: ('ja', '/courses') → '/ja/courses', ('ja', '/') → '/ja'. */
export function localizePath(code: Locale, path: string): string {
  const prefix = localePrefix(code);
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix}${path}`;
}
