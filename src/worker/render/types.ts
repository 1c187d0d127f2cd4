/** What a page hands to the document: everything that goes into <head> besides the page body. */
import type { Layout, HeaderTheme, RouteId } from '../../shared/routes.ts';

export interface HeadData {
  title: string;
  description: string;
  /** Unprefixed path used for canonical and hreflang; null for pages that must not declare one (404). */
  canonicalPath: string | null;
  ogType?: 'website' | 'article';
  jsonLd?: unknown[];
  layout: Layout;
  theme: HeaderTheme;
  routeId: RouteId | null;
  /** Canonical in another language than the page's (an article shown in English because it has no translation). */
  canonicalLocale?: import('../../shared/locales.ts').Locale;
  /** hreflang only for these locales (an article that exists in some languages); all 13 when absent. */
  alternateLocales?: readonly import('../../shared/locales.ts').Locale[];
  /** Extra noindex for pages that must never be indexed whatever the host (404, account pages). */
  noindex?: boolean;
  /** Page-specific stylesheets inlined after the site's (the correction islands' rules, ADR 037). */
  pageCss?: readonly PageCss[];
}

export type PageCss = keyof typeof import('../../generated/manifest.json')['pageCss'];
