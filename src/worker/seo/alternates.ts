/** Canonical and hreflang URLs (DESIGN §4): fully qualified on the production host, self-canonical without query. */
import { LOCALES, localizePath, type Locale } from '../../shared/locales.ts';

export function origin(productionHost: string): string {
  return `https://${productionHost}`;
}

export function canonicalUrl(productionHost: string, locale: Locale, barePath: string): string {
  return origin(productionHost) + localizePath(locale, barePath);
}

export interface Alternate { hreflang: string; href: string }

/** hreflang for all 13 locales plus x-default (the unprefixed English URL). */
export function alternates(productionHost: string, barePath: string, only?: readonly Locale[]): Alternate[] {
  const list: Alternate[] = LOCALES.filter((l) => !only || only.includes(l.code)).map((l) => ({ hreflang: l.code, href: canonicalUrl(productionHost, l.code, barePath) }));
  list.push({ hreflang: 'x-default', href: canonicalUrl(productionHost, 'en', barePath) });
  return list;
}
