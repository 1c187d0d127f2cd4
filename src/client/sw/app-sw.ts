/**
 * The /app service worker (issue 29, ADR 061), bundled on its own by scripts/build.mjs with this build's id and
 * file list compiled in, and served at /app-sw.js with scope /app. A new build changes this script's bytes, so
 * the browser installs the new worker: it precaches that whole build (or fails and leaves the old one in
 * charge), takes over, and deletes the old build's cache. API responses are never cached here.
 */
import { buildCacheName, PACK_MEDIA_CACHE, routeRequest, shellMatchesBuild, staleBuildCaches } from '../../shared/offline/sw-cache.ts';

declare const __SW_BUILD__: { buildId: string; app: string; files: string[] };

interface ExtendableEvent extends Event { waitUntil(p: Promise<unknown>): void }
interface FetchEvent extends ExtendableEvent { request: Request; respondWith(r: Promise<Response> | Response): void }
interface SwScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(o?: { type?: string }): Promise<{ postMessage(m: unknown): void }[]> };
  addEventListener(type: 'install' | 'activate', cb: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', cb: (e: FetchEvent) => void): void;
  addEventListener(type: 'sync', cb: (e: ExtendableEvent & { tag: string }) => void): void;
}
const sw = self as unknown as SwScope;
const build = __SW_BUILD__;
const CACHE = buildCacheName(build.buildId);
const SHELL = '/app';
const precached = new Set(build.files);

async function precache(): Promise<void> {
  const cache = await caches.open(CACHE);
  try {
    await cache.addAll(build.files);
    // The shell is the signed-in page: fetched with the learner's cookie, kept on this device only.
    const shell = await fetch(SHELL, { credentials: 'same-origin', cache: 'no-store', redirect: 'manual' });
    if (!shell.ok) throw new Error(`shell ${shell.status}`);
    if (!shellMatchesBuild(await shell.clone().text(), build.app)) throw new Error('shell of another build');
    await cache.put(SHELL, shell);
  } catch (err) {
    // All or nothing: a half-filled cache must never answer a navigation.
    await caches.delete(CACHE);
    throw err;
  }
}

sw.addEventListener('install', (e) => {
  e.waitUntil(precache().then(() => sw.skipWaiting()));
});

sw.addEventListener('activate', (e) => {
  e.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(staleBuildCaches(names, build.buildId).map((n) => caches.delete(n)));
    await sw.clients.claim();
  })());
});

async function fromShell(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (err) {
    const cached = await caches.match(SHELL, { cacheName: CACHE });
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirst(request: Request, cacheName: string): Promise<Response> {
  const cached = await caches.match(request, { cacheName, ignoreSearch: false });
  return cached ?? fetch(request);
}

sw.addEventListener('fetch', (e) => {
  const { request } = e;
  const url = new URL(request.url);
  switch (routeRequest(url, request.method, request.mode, sw.location.origin, precached)) {
    case 'shell': e.respondWith(fromShell(request)); return;
    case 'build-file': e.respondWith(cacheFirst(request, CACHE)); return;
    case 'pack-media': e.respondWith(cacheFirst(request, PACK_MEDIA_CACHE)); return;
    default: return;
  }
});

/*
 * Background Sync (ADR 059): the worker wakes the open /app pages, which send the queue with the learner's token
 * and the app's own code; the worker holds neither the token nor a copy of the queue logic. With no page open,
 * the answers wait for the next open.
 */
sw.addEventListener('sync', (e) => {
  if (e.tag !== 'practice-sync') return;
  e.waitUntil(sw.clients.matchAll({ type: 'window' }).then((list) => { for (const c of list) c.postMessage({ type: 'practice-sync' }); }));
});
