/**
 * The safe same-site return path after sign-in (?next=): only a local absolute path, never `//host`, `/\host`,
 * a scheme, control characters or the sign-in pages themselves (no loops). Anything else is refused.
 */
const MAX = 300;

export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  if (/^\/[a-z][a-z0-9+.-]*:/i.test(raw)) return null;
  // Encoded forms count too: %0d%0a, %2f%2f or %5c must not become something else after one more decode.
  let decoded: string;
  try { decoded = decodeURIComponent(raw); } catch { return null; }
  if (/[\u0000-\u001f\u007f\\]/.test(decoded) || decoded.startsWith('//')) return null;
  let url: URL;
  try { url = new URL(raw, 'https://same.invalid'); } catch { return null; }
  if (url.origin !== 'https://same.invalid') return null;
  if (/^\/(?:[a-z]{2}\/)?(?:login|register2?|forget|resetPassword(?:Step2)?|oauth)$/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
