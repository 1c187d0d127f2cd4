/**
 * The reminder mails' one-click unsubscribe link: the user id signed with HMAC-SHA256 under AUTH_SECRET, so it
 * works without signing in and cannot be made for another account. It never expires: an old mail must still
 * stop the mails.
 */
import { config } from '../config.ts';
import type { Bindings } from '../env.ts';
import { constantTimeEqual } from '../auth/crypto.ts';

const PURPOSE = 'goal-reminders-unsubscribe';

export async function unsubscribeToken(env: Bindings, userId: number): Promise<string> {
  const { authSecret } = config(env);
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(authSecret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${PURPOSE}:${userId}`)));
  return btoa(String.fromCharCode(...mac)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function checkUnsubscribeToken(env: Bindings, userId: number, token: string): Promise<boolean> {
  return constantTimeEqual(await unsubscribeToken(env, userId), token);
}

export function unsubscribeLink(env: Bindings, userId: number, token: string, locale: string): string {
  return `https://${env.PRODUCTION_HOST}/unsubscribe?u=${userId}&t=${token}&lang=${locale}`;
}
