/**
 * Where a newcomer lands after signing up or in (ADR 033): back where they were going (a validated same-site
 * `?next=` path, never an open redirect), else the app home; the welcome shown there once; and links into the
 * app that carry the language the visitor was browsing in.
 */
import { STORAGE_PREFIX } from '../constants.ts';
import { safeReturnPath } from '../billing/return-path.ts';
import type { Locale } from '../locales.ts';
import { APP_HOME, APP_PATH } from '../routes.ts';

/** The query parameter that tells the /app shell which language a public page was in. */
export const APP_LANG_PARAM = 'lang';
export const WELCOME_KEY = `${STORAGE_PREFIX}welcome`;
export type Welcome = 'new' | 'back' | 'guest';
const WELCOMES: readonly Welcome[] = ['new', 'back', 'guest'];

/**
 * The landing path after a successful sign-in: `?next=` when it is a safe local path, else the app home. A
 * redirect keeps the fragment of the URL it came from (/app#/practice/x → /login?next=/app#/practice/x), so a
 * `next` without its own fragment gets that one back.
 */
export function landingPath(search: string, hash: string): string {
  return nextWithHash(search, hash) ?? APP_HOME;
}

function nextWithHash(search: string, hash: string): string | null {
  const next = safeReturnPath(new URLSearchParams(search).get('next'));
  if (!next) return null;
  // Only an app route (#/practice/…) is adopted: a page anchor on the sign-in page means nothing elsewhere.
  if (next.includes('#') || !/^#\/[\w/-]{1,80}$/.test(hash)) return next;
  return safeReturnPath(`${next}${hash}`) ?? next;
}

/** The query string that carries a validated `next` (with an adopted app route) on to the following step. */
export function carryNext(search: string, hash = ''): string {
  const next = nextWithHash(search, hash);
  return next ? `?next=${encodeURIComponent(next)}` : '';
}

/** A link from a public page into the app, in the page's language: /app?lang=ja#/practice/read-select. */
export function appHref(locale: Locale, hash = ''): string {
  return `${APP_PATH}?${APP_LANG_PARAM}=${locale}${hash}`;
}

export function rememberWelcome(kind: Welcome): void {
  try { sessionStorage.setItem(WELCOME_KEY, kind); } catch { /* no welcome then: nothing else depends on it */ }
}

/** The welcome to show once, read and cleared (a reload does not show it again). */
export function takeWelcome(): Welcome | null {
  try {
    const kind = sessionStorage.getItem(WELCOME_KEY);
    sessionStorage.removeItem(WELCOME_KEY);
    return WELCOMES.includes(kind as Welcome) ? (kind as Welcome) : null;
  } catch {
    return null;
  }
}
