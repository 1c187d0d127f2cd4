/** Client-side steps of the sign-in flows: API calls, where each step goes next, what is kept between steps. */
import { STORAGE_PREFIX } from '../constants.ts';
import { href } from '../routes.ts';
import type { Locale } from '../locales.ts';
import { safeReturnPath } from '../billing/return-path.ts';

export type AuthMode = 'login' | 'register' | 'register2' | 'resetPassword' | 'resetPasswordStep2' | 'forget' | 'oauth';

export const PENDING_EMAIL_KEY = `${STORAGE_PREFIX}pending_email`;

export function rememberPendingEmail(email: string) {
  try { sessionStorage.setItem(PENDING_EMAIL_KEY, email); } catch { /* the next step asks again */ }
}

export function pendingEmail(): string {
  try { return sessionStorage.getItem(PENDING_EMAIL_KEY) ?? ''; } catch { return ''; }
}

/** Where each flow goes when its step succeeds. */
export function nextPage(locale: Locale, mode: AuthMode): string {
  switch (mode) {
    case 'register': return href(locale, 'register2');
    case 'resetPassword':
    case 'forget': return href(locale, 'resetPasswordStep2');
    case 'resetPasswordStep2': return `${href(locale, 'login')}?reset=1`;
    case 'login': return afterSignIn(locale);
    default: return href(locale, 'home');
  }
}

/** After signing in: back to the offer the visitor came from (?next=, strictly a local path), else home. */
export function afterSignIn(locale: Locale): string {
  return safeReturnPath(new URLSearchParams(location.search).get('next')) ?? href(locale, 'home');
}

/** Where "try without an account" lands: an /app screen named in ?next= (the free diagnostic), else the app home. */
export function guestLanding(appHome: string): string {
  const next = safeReturnPath(new URLSearchParams(location.search).get('next'));
  if (next && /^\/app\/?#\//.test(next)) return next;
  // The server's /app → /login redirect keeps the fragment: "/app/#/mock/diagnostic" arrives as "/login#/mock/diagnostic".
  if (location.hash === '#/mock/diagnostic') return `/app/${location.hash}`;
  return appHome;
}
