/**
 * Cache of anonymous HTML (DESIGN §1/§5). A cached page must not carry a nonce that other responses reuse, so
 * pages are rendered with a per-isolate random placeholder in their nonce attributes ("slot"); every response
 * — hit or miss — swaps the slot for its own fresh nonce. Two levels: a small in-isolate LRU in front of the
 * Cache API (shared by the isolates of a colo). Keys include the build id, so a deploy starts clean.
 */
import manifest from '../../generated/manifest.json';
import { randomToken } from '../util/random.ts';

const MAX_ENTRIES = 200;
const CACHE_TTL_SECONDS = 600;
// The DOM lib's CacheStorage type shadows the Workers one (which has .default); the runtime has it.
const edgeCache = () => (caches as unknown as { default: Cache }).default;
const memory = new Map<string, { html: string; slot: string }>();

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

function remember(key: string, entry: { html: string; slot: string }) {
  memory.delete(key);
  memory.set(key, entry);
  if (memory.size > MAX_ENTRIES) memory.delete(memory.keys().next().value!);
}

export async function lookup(key: string): Promise<{ html: string; slot: string } | null> {
  const hit = memory.get(key);
  if (hit) {
    remember(key, hit);
    return hit;
  }
  const stored = await edgeCache().match(key).catch(() => undefined);
  if (!stored) return null;
  const entry = { html: await stored.text(), slot: stored.headers.get('x-nonce-slot') ?? '' };
  if (!entry.slot) return null;
  remember(key, entry);
  return entry;
}

export function withNonce(html: string, slot: string, nonce: string): string {
  return html.replaceAll(`nonce="${slot}"`, `nonce="${nonce}"`);
}

/** Streams a freshly rendered page to the visitor (slot → nonce) while storing the slotted copy. */
export function streamAndStore(rendered: Response, key: string | null, nonce: string, waitUntil: (p: Promise<unknown>) => void): Response {
  if (!rendered.body) return rendered;
  const [toClient, toCache] = key ? rendered.body.tee() : [rendered.body, null];
  if (key && toCache) waitUntil((async () => {
    const html = await new Response(toCache).text();
    remember(key, { html, slot: isolateSlot() });
    await edgeCache().put(key, new Response(html, {
      headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': `public, max-age=${CACHE_TTL_SECONDS}`, 'x-nonce-slot': isolateSlot() },
    })).catch(() => undefined);
  })());
  const client = new Response(toClient, rendered);
  return new HTMLRewriter()
    .on('script[nonce]', {
      element(el) {
        if (el.getAttribute('nonce') === isolateSlot()) el.setAttribute('nonce', nonce);
      },
    })
    .transform(client);
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
