/**
 * Screens loaded on demand, whose failed loads are told apart from bugs. A dynamic import that failed stays failed
 * for the page's life (Chromium keeps the failure in its module map; React.lazy keeps the rejected promise), so a
 * screen whose code did not arrive can only be loaded again by loading the page again; ScreenBoundary.tsx does that
 * once the server answers. Nothing here touches connectivity, so public pages that share the task screens
 * (practice sets) stay as they were.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A screen's code did not arrive: a network failure, not a bug in the screen. */
export class ScreenLoadError extends Error {
  constructor(cause: unknown) {
    super('A screen could not be loaded', { cause });
    this.name = 'ScreenLoadError';
  }
}

export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().catch((err: unknown) => { throw new ScreenLoadError(err); }));
}
