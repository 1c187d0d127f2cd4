/**
 * Whether /app can reach the server (issue 29): the browser's navigator.onLine, corrected by what the app's own
 * requests saw, since onLine stays true behind a captive portal or a dead mobile link. A failed fetch marks the
 * server unreachable until a request gets through: the app's own, or the probe this module sends while the page
 * is visible (src/shared/offline/reconnect.ts), since an `online` event may never come.
 */
import { reconnectDelay, reconnectProbePath } from '../../../shared/offline/reconnect.ts';

export type Connectivity = 'online' | 'offline' | 'unreachable';

let fetchFailed = false;
const listeners = new Set<() => void>();
const notify = () => { for (const l of listeners) l(); };

export function connectivity(): Connectivity {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  return fetchFailed ? 'unreachable' : 'online';
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportFetch(ok: boolean): void {
  if (fetchFailed === !ok) return;
  fetchFailed = !ok;
  notify();
  if (fetchFailed) scheduleProbe(true);
  else cancelProbe();
}

const PROBE_PATH = reconnectProbePath(import.meta.url);
let rawFetch: typeof fetch | null = null;
let probeTimer: ReturnType<typeof setTimeout> | null = null;
let probeAttempt = 0;
let probing = false;

function cancelProbe(): void {
  if (probeTimer !== null) clearTimeout(probeTimer);
  probeTimer = null;
  probeAttempt = 0;
}

/** Arms the next probe; `restart` goes back to the short first delay (a new failure, the tab coming back). */
function scheduleProbe(restart: boolean): void {
  if (!fetchFailed || rawFetch === null) return;
  if (restart) cancelProbe();
  else if (probeTimer !== null) return;
  // A hidden tab waits for visibilitychange instead of waking the radio of a phone in a pocket.
  if (document.visibilityState === 'hidden') return;
  probeTimer = setTimeout(() => { probeTimer = null; void probe(); }, reconnectDelay(probeAttempt));
  probeAttempt += 1;
}

async function probe(): Promise<void> {
  if (!fetchFailed || probing || rawFetch === null) return;
  if (navigator.onLine === false) return; // the `online` event restarts probing
  probing = true;
  try {
    const res = await rawFetch(PROBE_PATH, { method: 'HEAD', cache: 'no-store', credentials: 'omit' });
    // Any answer from our origin, even an error page, means the server is reachable.
    if (res.type !== 'opaque') reportFetch(true);
  } catch {
    // Still unreachable; the next probe is already due below.
  } finally {
    probing = false;
  }
  scheduleProbe(false);
}

/** Asks the server now (the learner pressed "Try again"); a success clears the banner and tells the listeners. */
export function probeNow(): void {
  if (!fetchFailed) return;
  cancelProbe();
  void probe();
}

/**
 * Watches the browser's events and every fetch the app makes. The wrapper lives in the app bundle only, so
 * public pages' platform code (api.ts) and their JavaScript stay as they were.
 */
export function watchConnectivity(): void {
  window.addEventListener('online', () => {
    notify();
    // onLine says yes; a probe confirms before the banner goes, so a captive portal does not hide it.
    probeNow();
  });
  window.addEventListener('offline', notify);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') probeNow();
  });
  const original = window.fetch.bind(window);
  rawFetch = original;
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    try {
      const res = await original(...args);
      reportFetch(true);
      return res;
    } catch (err) {
      // An abort is the app's own decision, not a sign of the network.
      if (!(err instanceof DOMException && err.name === 'AbortError')) reportFetch(false);
      throw err;
    }
  };
}
