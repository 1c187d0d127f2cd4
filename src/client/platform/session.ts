/**
 * The one session module (SPEC §4): the token lives in session storage, local storage (key prefix 20180428_)
 * and the det_i18n_token cookie (90 days, parent domain from configuration, SameSite=Lax, Secure except on
 * plain-http localhost). Logout calls the endpoint, clears all three and goes to /.
 */
import { STORAGE_PREFIX, TOKEN_COOKIE, TOKEN_MAX_AGE } from '../../shared/constants.ts';
import { readCookie, writeCookie } from './cookies.ts';

export const TOKEN_KEY = `${STORAGE_PREFIX}token`;


export function getToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY) ?? localStorage.getItem(TOKEN_KEY) ?? readCookie(TOKEN_COOKIE);
  } catch {
    return readCookie(TOKEN_COOKIE);
  }
}

export function setToken(token: string, cookieDomain = ''): void {
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(TOKEN_KEY, token);
  } catch { /* storage disabled: the cookie still carries the session */ }
  writeCookie(TOKEN_COOKIE, token, TOKEN_MAX_AGE, cookieDomain);
}

/** SPEC §4 on 401: local and session storage are cleared. */
export function clearStorages(): void {
  try {
    for (const store of [localStorage, sessionStorage]) {
      for (const key of Object.keys(store)) if (key.startsWith(STORAGE_PREFIX) && !key.endsWith('cookie_notice_shown')) store.removeItem(key);
    }
  } catch { /* nothing stored */ }
}

export function clearSession(cookieDomain = ''): void {
  clearStorages();
  writeCookie(TOKEN_COOKIE, '', 0, cookieDomain);
  // A cookie set before the domain was configured would otherwise survive as a host-only cookie.
  if (cookieDomain) writeCookie(TOKEN_COOKIE, '', 0);
}
