/**
 * The one session module (SPEC §4): the token lives in session storage, local storage (key prefix 20180428_)
 * and the det_i18n_token cookie (90 days, parent domain from configuration, SameSite=Lax, Secure except on
 * plain-http localhost). Logout calls the endpoint, clears all three and goes to /.
 */
import { STORAGE_PREFIX, TOKEN_COOKIE, TOKEN_MAX_AGE } from '../../shared/constants.ts';
import { VIEWER_FLAG_COOKIE, VIEWER_FLAG_MEMBER } from '../../shared/viewer-flag.ts';
import { writeCookie } from './cookies.ts';
import { TOKEN_KEY, getToken } from './session-read.ts';

export { TOKEN_KEY, getToken };


/** `kind` picks the header's call-to-action on public pages (the det_viewer flag, ADR 021). */
export function setToken(token: string, cookieDomain = '', kind: 'member' | 'temporary' = 'member'): void {
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(TOKEN_KEY, token);
  } catch { /* storage disabled: the cookie still carries the session */ }
  writeCookie(TOKEN_COOKIE, token, TOKEN_MAX_AGE, cookieDomain);
  setViewerFlag(kind === 'member', cookieDomain);
}

/** det_viewer=member while a signed-in, non-temporary user uses this browser; it grants nothing. */
export function setViewerFlag(member: boolean, cookieDomain = ''): void {
  writeCookie(VIEWER_FLAG_COOKIE, member ? VIEWER_FLAG_MEMBER : '', member ? TOKEN_MAX_AGE : 0, cookieDomain);
  if (!member && cookieDomain) writeCookie(VIEWER_FLAG_COOKIE, '', 0);
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
  setViewerFlag(false, cookieDomain);
}
