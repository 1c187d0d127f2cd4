/**
 * What a One Tap credential does (SPEC §4): post it to our login, store the token, send the registration event
 * for a new account, and reload so the page shows the signed-in header. On error nothing happens.
 */
import * as S from '../../shared/api/schemas.ts';
import type { Locale } from '../../shared/locales.ts';
import { api } from './api.ts';
import { setToken } from './session.ts';
import { announceSignup } from './signup-event.ts';

export async function signInWithGoogle(credential: string, locale: Locale, cookieDomain: string): Promise<void> {
  try {
    const res = await api('/common/login', { body: { google: true, credential, type: 'pc', channel: '', invite_code: '' }, schema: S.LoginResponse, locale, on401: 'throw' });
    setToken(res.token, cookieDomain);
    if (res.isNew) await announceSignup();
    location.reload();
  } catch {
    /* SPEC §4: on error nothing happens */
  }
}
