import { beforeEach, describe, expect, it } from 'vitest';
import {
  cachedViewer, clearViewerCache, forgetViewer, MAX_VIEWERS, rememberViewer, viewerCacheKey, viewerCacheSize,
} from '../../src/worker/session/viewer-cache.ts';

beforeEach(() => clearViewerCache());

describe('the upstream viewer cache', () => {
  it('keys entries by the SHA-256 of the token, one per token', async () => {
    const a = await viewerCacheKey('token-of-ana-0123456789');
    const b = await viewerCacheKey('token-of-ben-0123456789');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('ana');
    rememberViewer(a, 'vip', 30_000);
    expect(cachedViewer(a)).toBe('vip');
    expect(cachedViewer(b)).toBeUndefined();
  });

  it('forgets an entry when its time is up, or when told to', () => {
    const now = 1_000_000;
    rememberViewer('k1', 'member', 30_000, now);
    expect(cachedViewer('k1', now + 29_999)).toBe('member');
    expect(cachedViewer('k1', now + 30_000)).toBeUndefined();
    rememberViewer('k2', 'member', 30_000, now);
    forgetViewer('k2');
    expect(cachedViewer('k2', now)).toBeUndefined();
  });

  it('stays bounded, dropping the oldest entry first', () => {
    const now = Date.now();
    for (let i = 0; i <= MAX_VIEWERS; i += 1) rememberViewer(`k${i}`, 'member', 30_000, now);
    expect(viewerCacheSize()).toBe(MAX_VIEWERS);
    expect(cachedViewer('k0', now)).toBeUndefined();
    expect(cachedViewer('k1', now)).toBe('member');
    expect(cachedViewer(`k${MAX_VIEWERS}`, now)).toBe('member');
  });
});
