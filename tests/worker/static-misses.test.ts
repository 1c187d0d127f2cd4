/** Issue 26 §7: a file that does not exist under /assets/* or /media/* must not be cached for a year. */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('misses under the immutable folders', () => {
  for (const path of ['/assets/nothing-here.0000000000.js', '/media/audio/000000000000.mp3', '/media/photos/ffffffffffff.webp', '/assets/', '/media/x']) {
    it(`${path} answers 404 with no-store`, async () => {
      const res = await SELF.fetch(`https://localhost:8787${path}`);
      await res.arrayBuffer();
      expect(res.status).toBe(404);
      const cc = res.headers.get('cache-control') ?? '';
      expect(cc).toContain('no-store');
      expect(cc).not.toContain('immutable');
      expect(cc).not.toMatch(/max-age=[1-9]/);
    });
  }
});
