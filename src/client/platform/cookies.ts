/** Reading and writing first-party cookies the way every client module needs: Path=/, Lax, Secure on https. */
export function readCookie(name: string): string | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  if (!hit) return null;
  try {
    return decodeURIComponent(hit.slice(name.length + 1)) || null;
  } catch {
    return null;
  }
}

/** maxAge 0 deletes; the Domain must match the one the cookie was set with. */
export function writeCookie(name: string, value: string, maxAge: number, domain = ''): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${maxAge}`, 'Path=/', 'SameSite=Lax'];
  if (domain) parts.push(`Domain=${domain}`);
  if (location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}
