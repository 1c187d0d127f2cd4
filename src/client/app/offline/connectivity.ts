/**
 * Whether /app can reach the server (issue 29): the browser's navigator.onLine, corrected by what the app's own
 * requests saw, since onLine stays true behind a captive portal or a dead mobile link. A failed fetch marks the
 * server unreachable until a request gets through or the browser reports coming back online.
 */
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
}

/**
 * Watches the browser's events and every fetch the app makes. The wrapper lives in the app bundle only, so
 * public pages' platform code (api.ts) and their JavaScript stay as they were.
 */
export function watchConnectivity(): void {
  window.addEventListener('online', () => { fetchFailed = false; notify(); });
  window.addEventListener('offline', notify);
  const original = window.fetch.bind(window);
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
