/**
 * `renderToReadableStream` for workerd (ADR 042, fifth amendment): wrangler.toml aliases `react-dom/server.edge`,
 * which @hono/react-renderer imports when it streams, to this module. Same contract as React's own (resolves with
 * the stream once the shell has rendered, rejects when the shell fails, `allReady`, `nonce`, `onError`, `signal`),
 * built on React's Bun server build, whose stream config writes markup as strings to a destination (the copy
 * scripts/react-stream-build.mjs generates, which counts bytes in JavaScript rather than with workerd's Buffer).
 *
 * Why: React's byte-stream builds encode every piece of markup on its own — a `Uint8Array` per piece (edge build)
 * or an `encodeInto` per piece (Node build), about 5,000 a page. In workerd each is a call into the runtime, and a
 * streamed render measured twice the CPU of a string render of the same tree (`npm run profile:render`). Here the
 * pieces are plain strings joined and encoded once per flush: what React already sends together goes together.
 */
import type { ReactNode } from 'react';
import type { ReactDOMServerReadableStream, RenderToReadableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from '../../generated/react-dom-server-stream.cjs';

/** The part of a Node writable React's Bun build uses: strings in, a flush after each batch, an end. */
interface StringDestination {
  write(chunk: string): boolean;
  flush(): void;
  end(): void;
  destroy(error: unknown): void;
  on(event: string, listener: () => void): StringDestination;
}

/** Pages stream (ADR 042): the renderer's string path must never run, so it fails loudly if anything calls it. */
export function renderToString(): never {
  throw new Error('pages render as a stream (ADR 042): renderToString is not available in the worker');
}

/** One encoder for the isolate: it holds no state between calls. */
const encoder = new TextEncoder();

/** What a render read whole gives: its markup, and the error that cut it short (null when it ended). */
export interface WholeMarkup {
  html: string;
  error: unknown;
}

/**
 * The one option this adapter adds to React's: a page whose data was all there before React started is wanted
 * whole (ADR 042, eighth amendment). React's strings are then joined once at the end and handed to `whole`, and
 * nothing is encoded or enqueued: the stream the renderer receives ends empty.
 */
export interface WholeOption {
  whole?: (markup: Promise<WholeMarkup>) => void;
}

export function renderToReadableStream(children: ReactNode, options: RenderToReadableStreamOptions & WholeOption = {}): Promise<ReactDOMServerReadableStream> {
  return new Promise((resolve, reject) => {
    let pending: string[] = [];
    let settleWhole: ((markup: WholeMarkup) => void) | null = null;
    if (options.whole) options.whole(new Promise<WholeMarkup>((ok) => { settleWhole = ok; }));
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let settleAllReady!: (error?: unknown) => void;
    const allReady = new Promise<void>((ok, fail) => { settleAllReady = (error) => (error === undefined ? ok() : fail(error)); });
    allReady.catch(() => {}); // only callers that wait for it see its failure
    const flush = () => {
      if (settleWhole || pending.length === 0) return;
      const text = pending.length === 1 ? pending[0]! : pending.join('');
      pending = [];
      controller.enqueue(encoder.encode(text));
    };
    const destination: StringDestination = {
      write(chunk) { pending.push(chunk); return true; },
      flush,
      end() {
        if (settleWhole) settleWhole({ html: pending.join(''), error: null });
        else flush();
        controller.close();
      },
      destroy(error) {
        const html = pending.join('');
        pending = [];
        // Wanted whole, the failure goes with the markup; the renderer's empty stream just ends.
        if (settleWhole) {
          settleWhole({ html, error: error ?? new Error('the render failed') });
          controller.close();
        } else {
          controller.error(error);
        }
      },
      on() { return destination; },
    };
    const stream = new ReadableStream<Uint8Array>({
      start(c) { controller = c; },
      cancel(reason) { render.abort(reason); },
    });
    const render = renderToPipeableStream(children, {
      identifierPrefix: options.identifierPrefix,
      namespaceURI: options.namespaceURI,
      nonce: options.nonce,
      bootstrapScriptContent: options.bootstrapScriptContent,
      bootstrapScripts: options.bootstrapScripts,
      bootstrapModules: options.bootstrapModules,
      // Read whole, nothing is sent before the end, so React must not outline a finished boundary (a hidden copy, a
      // <template> and a script that moves it in the browser) because the markup before it passed its chunk size.
      progressiveChunkSize: options.whole ? Infinity : options.progressiveChunkSize,
      onError: options.onError,
      // React starts work in a microtask, so `render` is assigned before the shell can be ready.
      onShellReady() {
        render.pipe(destination as unknown as NodeJS.WritableStream);
        resolve(Object.assign(stream, { allReady }));
      },
      onShellError(error) { settleAllReady(error ?? new Error('the shell failed to render')); reject(error); },
      onAllReady() { settleAllReady(); },
    });
    const signal = options.signal;
    if (signal) {
      if (signal.aborted) render.abort(signal.reason);
      else signal.addEventListener('abort', () => render.abort(signal.reason), { once: true });
    }
  });
}
