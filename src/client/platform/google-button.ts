/**
 * The "Sign in with Google" button on /login (shown only when GOOGLE_CLIENT_ID is configured). Loads Google's
 * script on demand and asks our backend for a single-use nonce, which the ID token must carry.
 */
import type { Locale } from '../../shared/locales.ts';
import { api } from './api.ts';

interface GoogleId {
  initialize(opts: Record<string, unknown>): void;
  renderButton(el: HTMLElement, opts: Record<string, unknown>): void;
}
declare global { interface Window { google?: { accounts: { id: GoogleId } } } }

let loading: Promise<void> | undefined;
export function loadGoogleScript(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = 'https://accounts.google.com/gsi/client';
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => { loading = undefined; reject(new Error('google script failed')); };
    document.head.appendChild(s);
  });
  return loading;
}

export async function renderGoogleButton(el: HTMLElement, clientId: string, locale: Locale, onCredential: (credential: string) => Promise<void>): Promise<void> {
  try {
    const [{ nonce }] = await Promise.all([api<undefined>('/common/google/nonce') as Promise<{ nonce: string }>, loadGoogleScript()]);
    const gid = window.google?.accounts.id;
    if (!gid) return;
    gid.initialize({ client_id: clientId, nonce, callback: (r: { credential: string }) => void onCredential(r.credential), ux_mode: 'popup' });
    gid.renderButton(el, { theme: 'outline', size: 'large', width: Math.min(el.clientWidth || 320, 400), locale });
  } catch {
    el.hidden = true; // Google unreachable: the e-mail form still works.
  }
}
