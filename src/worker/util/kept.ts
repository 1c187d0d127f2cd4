/**
 * Data a public page shows, kept in the isolate for a short while (ADR 021, ADR 042 sixth amendment): home data,
 * footer articles, plans and course sample pools. The 13 localized copies of a page, and every cache miss within
 * the minute, render from one load instead of asking D1 or the upstream again. Only a complete load is kept, so a failed or partial answer is retried on the next
 * request rather than served for a minute.
 */
import type { Loaded } from '../render/deferred.tsx';

export interface Kept<T> {
  /** The kept answer for `key` while it is fresh, else `load()`'s (kept when complete). */
  get(key: string, load: () => Promise<Loaded<T>>, now?: number): Promise<Loaded<T>>;
  /** For purges and tests: the next `get` loads again. */
  clear(): void;
}

export function keptFor<T>(ttlMs: number, maxKeys = 64): Kept<T> {
  const entries = new Map<string, { data: T; expires: number }>();
  return {
    async get(key, load, now = Date.now()) {
      const hit = entries.get(key);
      if (hit && hit.expires > now) return { data: hit.data, complete: true };
      const loaded = await load();
      entries.delete(key);
      if (loaded.complete) {
        entries.set(key, { data: loaded.data, expires: now + ttlMs });
        if (entries.size > maxKeys) entries.delete(entries.keys().next().value!);
      }
      return loaded;
    },
    clear() {
      entries.clear();
    },
  };
}
