/**
 * The /app web app manifest (issue 29): what a browser needs to offer installing the app. One id for every
 * language, so installing from two languages is one app; the start URL carries the language (ADR 033's ?lang=).
 */
import type { Locale } from '../locales.ts';

/** The site's brand colour (--brand in styles/main.css) and page background (--bg). */
export const APP_THEME_COLOR = '#3b2fc9';
export const APP_BACKGROUND_COLOR = '#ffffff';
export const APP_SCOPE = '/app';
export const APP_MANIFEST_PATH = '/app.webmanifest';

export interface AppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

export function appManifest(locale: Locale, text: { name: string; shortName: string; description: string }): AppManifest {
  return {
    id: APP_SCOPE,
    name: text.name,
    short_name: text.shortName,
    description: text.description,
    lang: locale,
    start_url: `${APP_SCOPE}?lang=${locale}`,
    scope: APP_SCOPE,
    display: 'standalone',
    theme_color: APP_THEME_COLOR,
    background_color: APP_BACKGROUND_COLOR,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/app-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/app-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
