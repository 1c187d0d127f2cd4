/** The chosen-language cookie (SPEC §2: 365 days, path /, SameSite Lax), written in the browser only. */
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '../constants.ts';

export function rememberLocale(code: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${code}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
}
