/**
 * Public-page behaviours that can wait until the page is idle, fetched as one chunk: image-error marking
 * (a scan finds images that failed earlier), build-update checks (the page was just rendered by the current
 * build, so nothing is due before the first interval) and link prefetching.
 */
import type { Translator } from '../../shared/i18n.ts';
import { startBuildUpdates } from './build-update.ts';
import { watchImageErrors } from './image-errors.ts';
import { startPrefetch } from './prefetch.ts';

export function startDeferred(buildId: string, t: Translator): void {
  watchImageErrors(t);
  startBuildUpdates(buildId, 'links');
  startPrefetch();
}
