/**
 * Cache of public HTML (DESIGN §1/§5, ADR 005, ADR 021). Public pages are the same for every visitor, signed in
 * or not, so one copy serves everyone. A cached page must not carry a nonce that other responses reuse, so pages
 * are rendered with a per-isolate random placeholder in their nonce attributes ("slot"); every response — hit
 * or miss — swaps the slot for its own fresh nonce. Two levels: a small in-isolate LRU in front of the Cache
 * API (shared by the isolates of a colo), both expiring CACHE_TTL_SECONDS after the page was rendered. Keys
 * include the build id, so a deploy starts clean.
 */
import manifest from '../../generated/manifest.json';
import { randomToken } from '../util/random.ts';

const MAX_ENTRIES = 200;
export const CACHE_TTL_SECONDS = 600;
// The DOM lib's CacheStorage type shadows the Workers one (which has .default); the runtime has it.
const edgeCache = () => (caches as unknown as { default: Cache }).default;

interface Entry { html: string; slot: string; expires: number }
const memory = new Map<string, Entry>();
/** Cache API writes still running (they finish after the response, in waitUntil). */
const writing = new Set<Promise<unknown>>();

let slot: string | undefined;
/**
 * The placeholder this isolate renders into cacheable pages. Random, so no page content can forge it; made on
 * first use because workers may not generate random values at global scope.
 */
export function isolateSlot(): string {
  slot ??= randomToken(18);
  return slot;
}

export function pageCacheKey(noindex: boolean, pathname: string): string {
  return `https://page-cache.internal/${manifest.buildId}/${noindex ? 'noindex' : 'index'}${pathname}`;
}

function remember(key: string, entry: Entry) {
  memory.delete(key);
  memory.set(key, entry);
  if (memory.size > MAX_ENTRIES) memory.delete(memory.keys().next().value!);
}

export async function lookup(key: string): Promise<{ html: string; slot: string } | null> {
  const now = Date.now();
  const hit = memory.get(key);
  if (hit && hit.expires > now) {
    remember(key, hit);
    return hit;
  }
  if (hit) memory.delete(key);
  const stored = await edgeCache().match(key).catch(() => undefined);
  if (!stored) return null;
  const entrySlot = stored.headers.get('x-nonce-slot') ?? '';
  // The in-isolate copy expires with the shared one: it never outlives the time the page was rendered + TTL.
  const expires = Number(stored.headers.get('x-expires'));
  if (!entrySlot || !(expires > now)) return null;
  const entry = { html: await stored.text(), slot: entrySlot, expires };
  remember(key, entry);
  return entry;
}

export function withNonce(html: string, slot: string, nonce: string): string {
  return html.replaceAll(`nonce="${slot}"`, `nonce="${nonce}"`);
}

/** Keeps a page rendered with this isolate's slot, here and (in the background) in the Cache API. */
export function store(key: string, html: string, waitUntil: (p: Promise<unknown>) => void): void {
  const expires = Date.now() + CACHE_TTL_SECONDS * 1000;
  remember(key, { html, slot: isolateSlot(), expires });
  const write = edgeCache().put(key, new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=UTF-8',
      'Cache-Control': `public, max-age=${CACHE_TTL_SECONDS}`,
      'x-nonce-slot': isolateSlot(),
      'x-expires': String(expires),
    },
  })).catch(() => undefined).finally(() => writing.delete(write));
  writing.add(write);
  waitUntil(write);
}

/** For tests: forget what this isolate cached. */
export function clearMemoryCache() {
  memory.clear();
}

/**
 * Purge hook (ADR 022): forgets the cached copies of these public paths ('/ja/blog/x'), in this isolate and in
 * the colo's Cache API. Other isolates' small in-memory copies age out with the LRU.
 */
export async function purgePages(pathnames: readonly string[]): Promise<void> {
  const keys = pathnames.flatMap((p) => [pageCacheKey(false, p), pageCacheKey(true, p)]);
  for (const key of keys) memory.delete(key);
  await Promise.all(keys.map((key) => edgeCache().delete(key).catch(() => false)));
}

/** For tests: resolves once the Cache API writes started so far have finished. */
export async function cacheWritesSettled(): Promise<void> {
  await Promise.all([...writing]);
}

