/**
 * Reads a request body with a running byte count and stops at the limit: a chunked upload without
 * Content-Length (or one that lies about it) is cut off after `limit + 1` bytes instead of being buffered whole.
 * Returns null when the body is longer than `limit`.
 */
import { joinBytes } from './bytes.ts';

export async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel('too large').catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return joinBytes(chunks);
}
