/**
 * SPEC §8 chunk-load errors. After a deploy the chunks an open page still refers to are gone; reloading fetches
 * the new build. A timestamp in sessionStorage guards the reload: a second failure within CHUNK_RELOAD_GUARD
 * means reloading does not help (offline, a broken deploy), so the visitor gets an error toast instead of a loop.
 */
import { CHUNK_RELOAD_GUARD, CHUNK_RELOAD_KEY } from '../../shared/constants.ts';
import { boot } from '../boot.ts';

// Chromium, Firefox and Safari word a failed dynamic import differently.
const CHUNK_ERROR = /dynamically imported module|importing a module script failed|error loading dynamically imported module|loading chunk \S+ failed/i;

export function isChunkLoadError(err: unknown): boolean {
  return CHUNK_ERROR.test(err instanceof Error ? err.message : String(err));
}

let handled = false;

/** Reloads the page unless it already did within the guard window; then shows an error toast. */
export function recoverFromChunkError(): void {
  // Several islands fail together; the first one decides for all of them.
  if (handled) return;
  handled = true;
  const now = Date.now();
  try {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY));
    if (!(Math.abs(now - last) < CHUNK_RELOAD_GUARD)) {
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
      location.reload();
      return;
    }
  } catch {
    // No sessionStorage, no guard: a reload could loop, so fall through to the message.
  }
  void import('./toast.tsx')
    .then(({ toast }) => toast.error(boot().t.t('toast.loadFailed'), { duration: 0 }))
    .catch(() => undefined);
}

/** A rejection handler for dynamic imports: recovers from chunk errors and passes anything else on. */
export function onImportError(err: unknown): void {
  if (isChunkLoadError(err)) recoverFromChunkError();
  else throw err;
}

/** Chunk errors from imports nobody caught (lazy screens of the app) are recovered too, without console noise. */
export function watchChunkErrors(): void {
  window.addEventListener('unhandledrejection', (e) => {
    if (!isChunkLoadError(e.reason)) return;
    e.preventDefault();
    recoverFromChunkError();
  });
}
