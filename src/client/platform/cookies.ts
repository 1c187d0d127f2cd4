/** Reading and writing first-party cookies the way every client module needs: Path=/, Lax, Secure on https. */
export { readCookie } from './session-read.ts';

/** maxAge 0 deletes; the Domain must match the one the cookie was set with. */
export function writeCookie(name: string, value: string, maxAge: number, domain = ''): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${maxAge}`, 'Path=/', 'SameSite=Lax'];
  if (domain) parts.push(`Domain=${domain}`);
  if (location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}
