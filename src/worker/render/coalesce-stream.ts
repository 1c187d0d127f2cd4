/**
 * React's stream hands over a page in many small chunks (its write buffer is 2 KB), all produced in the same task
 * for the shell and for each Suspense boundary. Every chunk then pays for each stream it crosses (nonce swap, the
 * cache's tee, the runtime's response pipe, a dev proxy), which made a streamed cache miss several times dearer
 * than the string render it replaced (ADR 042 amendment). This joins the chunks that are ready together and
 * passes them on once the source goes quiet for a task, so a burst leaves as one chunk and nothing is held back
 * waiting for data: the head still goes out before a slow boundary resolves.
 */

/** Above this a burst is passed on even if more is ready, so memory per response stays bounded. */
export const COALESCE_MAX_BYTES = 64 * 1024;

const QUIET = Symbol('quiet');

function join(parts: Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.byteLength; }
  return out;
}

export function coalesce(source: ReadableStream<Uint8Array>, maxBytes = COALESCE_MAX_BYTES): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  // A read started while the source was quiet: the next pull waits for it instead of starting another.
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  let failure: { err: unknown } | null = null;
  let ended = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (failure) throw failure.err;
      if (ended) { controller.close(); return; }
      const first = await (pending ?? reader.read());
      pending = null;
      if (first.done) { controller.close(); return; }
      const parts = [first.value];
      let size = first.value.byteLength;
      const quiet = new Promise<typeof QUIET>((resolve) => setTimeout(() => resolve(QUIET), 0));
      while (size < maxBytes) {
        const next = reader.read();
        let got: ReadableStreamReadResult<Uint8Array> | typeof QUIET;
        try {
          got = await Promise.race([next, quiet]);
        } catch (err) {
          // What was read before the failure still reaches the visitor; the error follows on the next pull.
          failure = { err };
          break;
        }
        if (got === QUIET) {
          pending = next;
          // Handled here so a failure while nobody pulls is not reported as unhandled; the next pull sees it.
          next.catch(() => undefined);
          break;
        }
        if (got.done) { ended = true; break; }
        parts.push(got.value);
        size += got.value.byteLength;
      }
      controller.enqueue(join(parts, size));
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
