/** Byte helpers for request bodies (read-limited.ts). */

/** Stream chunks are ArrayBuffer-backed (a SharedArrayBuffer never reaches a Response), which BodyInit requires. */
export type PageBytes = Uint8Array<ArrayBuffer>;

export function joinBytes(chunks: readonly Uint8Array[]): PageBytes {
  if (chunks.length === 1) return chunks[0] as PageBytes;
  let length = 0;
  for (const chunk of chunks) length += chunk.byteLength;
  const all = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}
