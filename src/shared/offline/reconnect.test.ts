import { describe, expect, it } from 'vitest';
import { RECONNECT_FIRST_DELAY_MS, RECONNECT_MAX_DELAY_MS, reconnectDelay } from './reconnect.ts';
import { routeRequest } from './sw-cache.ts';
import { reconnectProbePath } from './reconnect.ts';

describe('reconnectDelay', () => {
  it('starts soon and doubles until the cap', () => {
    expect([0, 1, 2].map(reconnectDelay)).toEqual([2_000, 4_000, 8_000]);
    expect(reconnectDelay(3)).toBe(RECONNECT_MAX_DELAY_MS);
  });

  it('holds at the cap however long the outage, without overflowing', () => {
    expect(reconnectDelay(50)).toBe(RECONNECT_MAX_DELAY_MS);
    expect(reconnectDelay(5_000)).toBe(RECONNECT_MAX_DELAY_MS);
  });

  it('treats a nonsense attempt number as the first', () => {
    expect(reconnectDelay(-1)).toBe(RECONNECT_FIRST_DELAY_MS);
    expect(reconnectDelay(Number.NaN)).toBe(RECONNECT_FIRST_DELAY_MS);
  });
});

describe('the probe request', () => {
  const origin = 'https://detprep.example';

  it('asks for the running build\'s own hashed chunk, which the asset store serves without the Worker', () => {
    expect(reconnectProbePath(`${origin}/assets/chunk-2DT2ZHW4.js`)).toBe('/assets/chunk-2DT2ZHW4.js');
  });

  it('falls back to the service worker script outside a built bundle', () => {
    expect(reconnectProbePath(`${origin}/src/client/app/offline/connectivity.ts`)).toBe('/app-sw.js');
    expect(reconnectProbePath('not a url')).toBe('/app-sw.js');
  });

  it('is never answered from the service worker cache, even for a precached file', () => {
    const path = reconnectProbePath(`${origin}/assets/app-TLYCDPIJ.js`);
    expect(routeRequest(new URL(path, origin), 'HEAD', 'cors', origin, new Set([path]))).toBe('network');
    expect(routeRequest(new URL(path, origin), 'GET', 'cors', origin, new Set([path]))).toBe('build-file');
  });
});
