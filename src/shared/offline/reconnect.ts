/**
 * When /app, having seen its requests fail, asks the server again (issue 29). The browser's `online` event is not
 * enough: a dead mobile link or a captive portal never flips `navigator.onLine`, so nothing would ever clear the
 * "can't reach the server" banner, and the sections it disables would stay disabled until a reload. The app
 * therefore probes: soon at first, for a blip, then at a steady interval short enough that a learner whose
 * connection came back is not kept waiting, and long enough that a phone that stays offline does little work.
 */
export const RECONNECT_FIRST_DELAY_MS = 2_000;
export const RECONNECT_MAX_DELAY_MS = 10_000;

/** Delay before probe number `attempt` (0 = the first probe after the failure). Doubles, then holds at the cap. */
export function reconnectDelay(attempt: number): number {
  if (!Number.isFinite(attempt) || attempt < 0) return RECONNECT_FIRST_DELAY_MS;
  const doubled = RECONNECT_FIRST_DELAY_MS * 2 ** Math.floor(attempt);
  return Math.min(doubled, RECONNECT_MAX_DELAY_MS);
}

/**
 * What the probe asks for: with HEAD, a hashed file of the running build (the app passes the URL of its own chunk).
 * The /app worker answers only GETs from its cache, so a HEAD always reaches the network; hashed files are served
 * from the asset store without running the Worker (wrangler.toml `run_worker_first`), so probing costs no Worker
 * request; and the request carries no cookie. Any answer, even a 404 after a deploy removed the file, means the
 * server is reachable. Outside /assets/ (a development bundle), the service worker script stands in.
 */
export function reconnectProbePath(moduleUrl: string): string {
  try {
    const { pathname } = new URL(moduleUrl);
    if (pathname.startsWith('/assets/')) return pathname;
  } catch {
    // Not a URL: fall through.
  }
  return '/app-sw.js';
}
