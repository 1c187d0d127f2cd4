import { describe, expect, it } from 'vitest';
import { readLimited } from './read-limited.ts';

function stream(chunks: number[], onPull?: () => void): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(ctrl) {
      onPull?.();
      if (i < chunks.length) ctrl.enqueue(new Uint8Array(chunks[i++]!).fill(1));
      else ctrl.close();
    },
  });
}

describe('readLimited', () => {
  it('returns the whole body at exactly the limit and null one byte over', async () => {
    expect((await readLimited(stream([4, 6]), 10))!.byteLength).toBe(10);
    expect(await readLimited(stream([4, 7]), 10)).toBeNull();
    expect((await readLimited(null, 10))!.byteLength).toBe(0);
  });

  it('stops reading once over the limit instead of draining the stream', async () => {
    let pulls = 0;
    expect(await readLimited(stream(Array(1000).fill(1024), () => pulls++), 4096)).toBeNull();
    expect(pulls).toBeLessThan(10);
  });
});
