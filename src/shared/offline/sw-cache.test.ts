import { describe, expect, it } from 'vitest';
import { buildCacheName, routeRequest, shellMatchesBuild, staleBuildCaches, PACK_MEDIA_CACHE } from './sw-cache.ts';

const origin = 'https://detprep.com';
const precached = new Set(['/assets/app-abc.js', '/assets/chunk-1.js']);
const route = (path: string, mode = 'no-cors', method = 'GET', o = origin) => routeRequest(new URL(path, o), method, mode, origin, precached);

describe('service worker cache decisions', () => {
  it('deletes only other builds’ caches on activate, keeping pack media and foreign caches', () => {
    const names = [buildCacheName('old1'), buildCacheName('new'), PACK_MEDIA_CACHE, 'something-else', buildCacheName('old2')];
    expect(staleBuildCaches(names, 'new')).toEqual([buildCacheName('old1'), buildCacheName('old2')]);
    expect(staleBuildCaches([buildCacheName('new')], 'new')).toEqual([]);
  });

  it('never caches API calls, whatever their method or mode', () => {
    expect(route('/weapp/api/practice/next?type=x')).toBe('network');
    expect(route('/weapp/api/me', 'cors')).toBe('network');
    expect(route('/weapp/api/practice/sync', 'cors', 'POST')).toBe('network');
  });

  it('answers only /app navigations from the shell; public pages stay on the network', () => {
    expect(route('/app?lang=fr', 'navigate')).toBe('shell');
    expect(route('/en/pricing', 'navigate')).toBe('network');
    expect(route('/apple', 'navigate')).toBe('network');
  });

  it('serves this build’s files from its cache, and an unknown chunk from the network', () => {
    expect(route('/assets/chunk-1.js')).toBe('build-file');
    expect(route('/assets/chunk-other-build.js')).toBe('network');
    expect(route('/assets/chunk-1.js', 'no-cors', 'GET', 'https://evil.example')).toBe('network');
    expect(route('/media/audio/a.mp3')).toBe('pack-media');
  });

  it('accepts a shell only when it loads this build’s app entry', () => {
    expect(shellMatchesBuild('<script type="module" src="/assets/app-abc.js" nonce="x"></script>', '/assets/app-abc.js')).toBe(true);
    expect(shellMatchesBuild('<script type="module" src="/assets/app-def.js"></script>', '/assets/app-abc.js')).toBe(false);
  });
});
