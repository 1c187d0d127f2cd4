/**
 * The /app service worker's decisions, pure so they are tested beside the code (ADR 061). One cache per build
 * holds the shell and every chunk of that build; a navigation answered from the cache therefore only ever
 * references chunks of the same cache. Pack media live in their own cache that outlives builds.
 */

export const BUILD_CACHE_PREFIX = 'app-build-';
/** Audio and images of downloaded practice packs: not tied to a build, deleted with their pack. */
export const PACK_MEDIA_CACHE = 'app-pack-media';
export const SW_PATH = '/app-sw.js';

export const buildCacheName = (buildId: string): string => `${BUILD_CACHE_PREFIX}${buildId}`;

/** Caches an activating worker of `buildId` deletes: other builds' caches, never pack media or foreign caches. */
export function staleBuildCaches(names: readonly string[], buildId: string): string[] {
  return names.filter((n) => n.startsWith(BUILD_CACHE_PREFIX) && n !== buildCacheName(buildId));
}

export type RequestRoute =
  /** /app itself: network first, the build's cached shell when the network fails. */
  | 'shell'
  /** A file of this build (precached): cache first. */
  | 'build-file'
  /** Pack audio or images: from the pack media cache when present. */
  | 'pack-media'
  /** Everything else, including every API call: straight to the network, never cached. */
  | 'network';

export function routeRequest(url: URL, method: string, mode: string, origin: string, precached: ReadonlySet<string>): RequestRoute {
  if (method !== 'GET' || url.origin !== origin) return 'network';
  if (mode === 'navigate') return url.pathname === '/app' ? 'shell' : 'network';
  if (url.pathname.startsWith('/weapp/')) return 'network';
  if (precached.has(url.pathname)) return 'build-file';
  if (url.pathname.startsWith('/media/')) return 'pack-media';
  return 'network';
}

/**
 * A shell fetched while installing belongs to this build only if it loads this build's app entry: during a
 * deploy the server may already answer with the next build, and caching that page next to this build's chunks
 * would be the mixed build the cache exists to prevent.
 */
export function shellMatchesBuild(html: string, appEntry: string): boolean {
  return html.includes(`src="${appEntry}"`);
}
