/**
 * Registers the /app service worker (ADR 061). Only the app's entry calls this, so public pages never register
 * it and their bundles stay as they were. It rides on the existing build-update flow (SPEC §4): once a newer build
 * is out, the app reloads on the next hash-route change; that navigation reaches the network first and makes the
 * browser compare /app-sw.js, whose bytes differ per build, so the new worker precaches its whole build and takes
 * over, deleting the old build's cache. Until it has, the old worker keeps answering from the old, whole build.
 */
import { SW_PATH } from '../../../shared/offline/sw-cache.ts';
import { APP_SCOPE } from '../../../shared/offline/app-manifest.ts';

export function registerAppServiceWorker(): void {
  if (!('serviceWorker' in navigator) || location.pathname !== APP_SCOPE) return;
  navigator.serviceWorker.register(SW_PATH, { scope: APP_SCOPE }).then((registration) => {
    // A tab left open for days still picks up a new build when the learner comes back to it.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && navigator.onLine) void registration.update().catch(() => undefined);
    });
  }, () => undefined);
}
