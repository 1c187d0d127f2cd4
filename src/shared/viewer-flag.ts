/**
 * The header's call-to-action without per-user HTML (ADR 021). Public pages are the same bytes for everyone and
 * are served from the page cache whoever asks; whether the header says Get started or Try for free (SPEC §2)
 * comes from a non-secret flag cookie, `det_viewer=member`, that says only "a signed-in, non-temporary user
 * uses this browser". The server sets and clears it on sign-in and sign-out responses, the client session
 * module whenever it stores or drops a token and when /app learns who the user is. The inline script below runs
 * in <head>, before the body is parsed, and marks <html data-viewer="member">; CSS then shows one of the two
 * call-to-action links the header always renders, so nothing changes on screen when the header hydrates.
 * The flag grants nothing: /app and every API call still check the token.
 */
export const VIEWER_FLAG_COOKIE = 'det_viewer';
export const VIEWER_FLAG_MEMBER = 'member';

/** The <head> script (nonce'd like every script). Kept tiny: it blocks parsing for a regex test. */
export const VIEWER_FLAG_SCRIPT = `/(?:^|;\\s*)${VIEWER_FLAG_COOKIE}=${VIEWER_FLAG_MEMBER}(?:;|$)/.test(document.cookie)&&(document.documentElement.dataset.viewer="${VIEWER_FLAG_MEMBER}")`;
