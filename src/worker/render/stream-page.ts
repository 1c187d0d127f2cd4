/**
 * A page's HTML on its way from React to the visitor (ADR 042). Pages are rendered with a nonce slot (the
 * per-isolate placeholder of page-cache.ts) so the bytes can be cached; this stream swaps the slot for the
 * response's nonce as the chunks pass, and keeps the untouched text for the page cache. Only a render that
 * ended without an error is handed to `onComplete`.
 *
 * A slot can arrive split across two chunks, so the end of each chunk that could be the start of a slot is
 * held back until the next one. A render that fails after the first byte cannot change the status any more:
 * the stream ends with a small script that reloads the page once (the same guard as a failed chunk, SPEC §8),
 * and nothing is cached.
 */
import { CHUNK_RELOAD_GUARD, CHUNK_RELOAD_KEY } from '../../shared/constants.ts';
import type { WholeMarkup } from './react-stream.ts';

export interface PageStreamOptions {
  slot: string;
  nonce: string;
  /** Errors React reported inside a boundary (the stream itself went on): the render is then not complete. */
  failed: () => boolean;
  /** The whole page as rendered (with the slot), once the stream ended without an error. */
  onComplete: (html: string) => void;
  /** A failure after the first byte, for the log. */
  onError: (err: unknown) => void;
}

/** Reloads once per CHUNK_RELOAD_GUARD, like the islands' chunk-error recovery; a second failure stays put. */
export function recoveryScript(nonce: string): string {
  const key = JSON.stringify(CHUNK_RELOAD_KEY);
  return `<script nonce="${nonce}">(function(){try{var n=Date.now(),l=Number(sessionStorage.getItem(${key}));if(Math.abs(n-l)<${CHUNK_RELOAD_GUARD})return;sessionStorage.setItem(${key},String(n));location.reload()}catch(e){}})()</script>`;
}

/** Where to cut `text` so that no slot occurrence is split: before a tail that could start one. */
export function safeCut(text: string, pattern: string): number {
  for (let p = Math.max(0, text.length - pattern.length + 1); p < text.length; p++) {
    if (pattern.startsWith(text.slice(p))) return p;
  }
  return text.length;
}

/**
 * The visitor's copy: `source` with every slot swapped for `nonce`, chunk by chunk. A failure after the first
 * byte (or a boundary that failed, `failed`) ends it with the recovery script.
 */
export function swapNonces(source: ReadableStream<Uint8Array>, slot: string, nonce: string, failed: () => boolean, onError: (err: unknown) => void): ReadableStream<Uint8Array> {
  const pattern = `nonce="${slot}"`;
  const replacement = `nonce="${nonce}"`;
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const reader = source.getReader();
  let carry = '';
  const out = (text: string) => encoder.encode(text.replaceAll(pattern, replacement));
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (!done) {
          carry += decoder.decode(value, { stream: true });
          const cut = safeCut(carry, pattern);
          if (cut > 0) controller.enqueue(out(carry.slice(0, cut)));
          carry = carry.slice(cut);
          return;
        }
        carry += decoder.decode();
        if (carry) controller.enqueue(out(carry));
        if (failed()) {
          onError(new Error('a boundary failed to render'));
          controller.enqueue(encoder.encode(recoveryScript(nonce)));
        }
        controller.close();
      } catch (err) {
        onError(err);
        if (carry) controller.enqueue(out(carry));
        controller.enqueue(encoder.encode(recoveryScript(nonce)));
        controller.close();
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/** The whole text of a stream, or null when it failed or `failed` says a boundary did. */
export async function collect(source: ReadableStream<Uint8Array>, failed: () => boolean): Promise<string | null> {
  try {
    const text = await new Response(source).text();
    return failed() ? null : text;
  } catch {
    return null;
  }
}

/**
 * A rendered page on its way: the visitor's copy streams with its nonce while a second copy of the same bytes
 * is collected, independently of how fast the visitor reads, and handed to `onComplete` only when the render
 * ended without an error.
 */
export function streamPage(source: ReadableStream<Uint8Array>, opts: PageStreamOptions): { visitor: ReadableStream<Uint8Array>; collected: Promise<void> } {
  // A failed source would error both halves of the tee and drop what the visitor had not read yet; instead it
  // ends, and the failure is remembered for both readers.
  const reader = source.getReader();
  let broken: unknown = null;
  const guarded = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (err) {
        broken = err ?? new Error('the render stream failed');
        controller.close();
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  const failed = () => broken !== null || opts.failed();
  const onError = (err: unknown) => opts.onError(broken ?? err);
  const [forVisitor, forCache] = guarded.tee();
  const visitor = swapNonces(forVisitor, opts.slot, opts.nonce, failed, onError);
  const collected = collect(forCache, failed).then((html) => { if (html !== null) opts.onComplete(html); });
  return { visitor, collected };
}

/** What `wholeMarkup` needs: the stream's options, with `onComplete` only where the page may be stored. */
export interface WholeMarkupOptions extends Omit<PageStreamOptions, 'onComplete'> {
  /** The whole page as rendered (with the slot), given only where the page may be stored. */
  onComplete?: (html: string) => void;
}

/**
 * A render wanted whole (react-stream.ts `whole`): React's markup as one string, never encoded or decoded here.
 * Same rules as the stream: the slot is swapped, a failure ends the page with the recovery script, and only a
 * render that ended without an error reaches `onComplete`. The runtime encodes the visitor's copy once.
 */
export async function wholeMarkup(markup: Promise<WholeMarkup>, opts: WholeMarkupOptions): Promise<string> {
  const { html, error } = await markup;
  const visitor = opts.slot === opts.nonce ? html : html.replaceAll(`nonce="${opts.slot}"`, `nonce="${opts.nonce}"`);
  if (error !== null || opts.failed()) {
    opts.onError(error ?? new Error('a boundary failed to render'));
    return visitor + recoveryScript(opts.nonce);
  }
  opts.onComplete?.(html);
  return visitor;
}
