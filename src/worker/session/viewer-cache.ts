/**
 * The per-isolate memory of upstream viewer lookups (decision 012). Keyed by the SHA-256 of the session token
 * and nothing else, so two people can never share an entry; bounded in size (oldest out first) and short-lived,
 * so a session ended elsewhere stops opening member pages within the TTL.
 */
import type { Viewer } from '../../shared/viewer.ts';

/** A known session: long enough to absorb a burst of page views, short enough to follow a sign-out elsewhere. */
export const VIEWER_TTL_MS = 30_000;
/** A token the upstream refused (401): remembered briefly, so a stale cookie does not cost a call per page. */
export const REFUSED_TTL_MS = 10_000;
export const MAX_VIEWERS = 1_000;

const entries = new Map<string, { viewer: Viewer; expires: number }>();

export async function viewerCacheKey(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function cachedViewer(key: string, now = Date.now()): Viewer | undefined {
  const hit = entries.get(key);
  if (!hit) return undefined;
  if (hit.expires <= now) {
    entries.delete(key);
    return undefined;
  }
  return hit.viewer;
}

export function rememberViewer(key: string, viewer: Viewer, ttlMs: number, now = Date.now()): void {
  entries.delete(key);
  entries.set(key, { viewer, expires: now + ttlMs });
  while (entries.size > MAX_VIEWERS) entries.delete(entries.keys().next().value!);
}

export function forgetViewer(key: string): void {
  entries.delete(key);
}

/** For tests. */
export function clearViewerCache(): void {
  entries.clear();
}

export function viewerCacheSize(): number {
  return entries.size;
}
