/** Client-side steps of the sign-in flows: API calls, where each step goes next, what is kept between steps. */
import { STORAGE_PREFIX } from '../constants.ts';
import { href } from '../routes.ts';
import type { Locale } from '../locales.ts';
import { carryNext, landingPath } from '../journey/landing.ts';

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
    // The place the visitor was going rides along to the second step (ADR 033).
    case 'register': return `${href(locale, 'register2')}${carryNext(location.search, location.hash)}`;
    case 'resetPassword':
    case 'forget': return href(locale, 'resetPasswordStep2');
    case 'resetPasswordStep2': return `${href(locale, 'login')}?reset=1`;
    case 'login':
    case 'register2': return afterSignIn();
    default: return href(locale, 'home');
  }
}

/** After signing in or up: back to where the visitor was going (?next=, strictly a local path), else the app. */
export function afterSignIn(): string {
  return landingPath(location.search, location.hash);
}

/** Where "try without an account" lands: an /app screen named in ?next= (the free diagnostic), else the app home. */
export function guestLanding(appHome: string): string {
  // ?next= (validated, with the /app route the sign-in page's fragment names) when it is an /app screen.
  const landing = landingPath(location.search, location.hash);
  if (/^\/app\/?(\?[^#]*)?#\//.test(landing)) return landing;
  // An older redirect shape kept only the fragment: "/app/#/mock/diagnostic" arriving as "/login#/mock/diagnostic".
  if (location.hash === '#/mock/diagnostic') return `/app/${location.hash}`;
  return appHome;
}
