/**
 * /oauth, the return point of a third-party sign-in (SPEC §4): the worker has verified the credential and set
 * the session cookie; this stores the token where the client keeps it, sends the registration event for a new
 * account, and lands in the app in the visitor's language with a welcome (ADR 033).
 */
import { TOKEN_COOKIE } from '../../shared/constants.ts';
import type { Locale } from '../../shared/locales.ts';
import { APP_HOME } from '../../shared/routes.ts';
import { rememberWelcome } from '../../shared/journey/landing.ts';
import { rememberLocale } from '../../shared/journey/locale-cookie.ts';
import { readCookie } from './cookies.ts';
import { setToken } from './session.ts';
import { announceSignup } from './signup-event.ts';

export async function completeOAuth(locale: Locale, cookieDomain: string, onFailure: () => void): Promise<void> {
  const params = new URLSearchParams(location.search);
  const token = readCookie(TOKEN_COOKIE);
  if (params.get('error') || !token) {
    onFailure();
    return;
  }
  setToken(token, cookieDomain);
  if (params.get('new') === '1') await announceSignup();
  rememberLocale(locale);
  rememberWelcome(params.get('new') === '1' ? 'new' : 'back');
  location.replace(APP_HOME);
}
