import { describe, expect, it } from 'vitest';
import { recoveryScript, safeCut, streamPage, swapNonces, wholeMarkup } from './stream-page.ts';

const SLOT = 'S1otS1otS1ot';
const NONCE = 'fresh-nonce';

/** A stream of these text chunks, optionally failing after them. */
function chunks(parts: string[], fail?: Error): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i < parts.length) controller.enqueue(enc.encode(parts[i++]!));
      else if (fail) controller.error(fail);
      else controller.close();
    },
  });
}

const page = `<head><script nonce="${SLOT}">a</script></head><body><script nonce="${SLOT}">b</script>日本語</body>`;

describe('nonce slots in a streamed page', () => {
  it('swaps every slot for the nonce wherever the chunks split it, and keeps the slot for the cache', async () => {
    const bytes = new TextEncoder().encode(page);
    // Every split point, so a slot (and a multi-byte character) is cut in every possible place.
    for (let at = 1; at < bytes.length; at++) {
      const source = new ReadableStream<Uint8Array>({
        start(c) { c.enqueue(bytes.slice(0, at)); c.enqueue(bytes.slice(at)); c.close(); },
      });
      let kept = '';
      const { visitor, collected } = streamPage(source, { slot: SLOT, nonce: NONCE, failed: () => false, onError: () => undefined, onComplete: (h) => { kept = h; } });
      const seen = await new Response(visitor).text();
      await collected;
      expect(seen, `split at ${at}`).toBe(page.replaceAll(SLOT, NONCE));
      expect(kept).toBe(page);
    }
  });

  it('holds back only a tail that could start a slot', () => {
    const pattern = `nonce="${SLOT}"`;
    expect(safeCut('<p>done</p>', pattern)).toBe(11);
    expect(safeCut('<script non', pattern)).toBe(8);
    expect(safeCut(`<script nonce="${SLOT.slice(0, 5)}`, pattern)).toBe(8);
  });

  it('ends a stream that fails after the first byte with the reload script and caches nothing', async () => {
    const errors: unknown[] = [];
    let kept: string | null = null;
    const { visitor, collected } = streamPage(chunks(['<html><head></head><body><p>start', '</p>'], new Error('boom')), {
      slot: SLOT, nonce: NONCE, failed: () => false, onError: (e) => errors.push(e), onComplete: (h) => { kept = h; },
    });
    const seen = await new Response(visitor).text();
    await collected;
    expect(seen.startsWith('<html><head></head><body><p>start</p>')).toBe(true);
    expect(seen.endsWith(recoveryScript(NONCE))).toBe(true);
    expect(errors).toHaveLength(1);
    expect(kept).toBeNull();
  });

  it('adds the reload script when a boundary failed although the stream ended', async () => {
    const seen = await new Response(swapNonces(chunks(['<p>x</p>']), SLOT, NONCE, () => true, () => undefined)).text();
    expect(seen).toBe(`<p>x</p>${recoveryScript(NONCE)}`);
  });
});

describe('a page whose markup React handed over whole (eighth amendment)', () => {
  const done = (html: string, error: unknown = null) => Promise.resolve({ html, error });

  it('gives the visitor every slot swapped for the nonce and keeps the slotted page once', async () => {
    const kept: string[] = [];
    const seen = await wholeMarkup(done(page), { slot: SLOT, nonce: NONCE, failed: () => false, onError: () => undefined, onComplete: (h) => kept.push(h) });
    expect(seen).toBe(page.replaceAll(SLOT, NONCE));
    expect(seen).not.toContain(SLOT);
    expect(kept).toEqual([page]);
  });

  it('ends a render that failed midway with the reload script, logs the error and keeps nothing', async () => {
    const errors: unknown[] = [];
    const kept: string[] = [];
    const seen = await wholeMarkup(done(`<p nonce="${SLOT}">start`, new Error('boom')), { slot: SLOT, nonce: NONCE, failed: () => false, onError: (e) => errors.push(e), onComplete: (h) => kept.push(h) });
    expect(seen).toBe(`<p nonce="${NONCE}">start${recoveryScript(NONCE)}`);
    expect(errors).toEqual([new Error('boom')]);
    expect(kept).toEqual([]);
  });

  it('adds the reload script and keeps nothing when a boundary failed although the render ended', async () => {
    const kept: string[] = [];
    const seen = await wholeMarkup(done(page), { slot: SLOT, nonce: NONCE, failed: () => true, onError: () => undefined, onComplete: (h) => kept.push(h) });
    expect(seen).toBe(page.replaceAll(SLOT, NONCE) + recoveryScript(NONCE));
    expect(kept).toEqual([]);
  });

  it('sends a page rendered with the nonce itself as it came', async () => {
    const own = page.replaceAll(SLOT, NONCE);
    expect(await wholeMarkup(done(own), { slot: NONCE, nonce: NONCE, failed: () => false, onError: () => undefined })).toBe(own);
  });
});
