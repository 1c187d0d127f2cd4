/**
 * Reading the session token and first-party cookies, nothing else. Islands that only ask "is there a session?"
 * (the pricing cards and offers, issue 25's JavaScript budget) import this instead of session.ts, whose writes,
 * sign-out and viewer flag they never use; session.ts and cookies.ts build on it.
 */
import { STORAGE_PREFIX, TOKEN_COOKIE } from '../../shared/constants.ts';

export const TOKEN_KEY = `${STORAGE_PREFIX}token`;

export function readCookie(name: string): string | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  if (!hit) return null;
  try {
    return decodeURIComponent(hit.slice(name.length + 1)) || null;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY) ?? localStorage.getItem(TOKEN_KEY) ?? readCookie(TOKEN_COOKIE);
  } catch {
    return readCookie(TOKEN_COOKIE);
  }
}
