import { describe, expect, it } from 'vitest';
import { createElement, Suspense, use } from 'react';
import { patchReactStreamBuild } from '../../scripts/react-stream-build.mjs';
import { renderToReadableStream, renderToString, type WholeMarkup } from '../../src/worker/render/react-stream.ts';

const LINE = 'function byteLengthOfChunk(chunk) {\n  return Buffer.byteLength(chunk, "utf8");\n}';

describe('the React server build the worker streams with', () => {
  it('takes the string length instead of the runtime Buffer', () => {
    const out = patchReactStreamBuild(`var a = 1;\n${LINE}\nvar b = 2;`);
    expect(out).not.toContain('Buffer');
    expect(out).toContain('return chunk.length;');
    expect(out.startsWith('var a = 1;\n')).toBe(true);
    expect(out.endsWith('\nvar b = 2;')).toBe(true);
  });

  it('stops the build when React changed the line, has it twice, or uses Buffer elsewhere', () => {
    expect(() => patchReactStreamBuild('function byteLengthOfChunk(chunk) { return chunk.byteLength; }')).toThrow(/exactly one/);
    expect(() => patchReactStreamBuild(`${LINE}\n${LINE}`)).toThrow(/exactly one/);
    expect(() => patchReactStreamBuild(`${LINE}\nvar x = Buffer.from("a");`)).toThrow(/another use of Buffer/);
  });
});

async function read(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  const decoder = new TextDecoder();
  for (const reader = stream.getReader(); ;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(decoder.decode(value));
  }
}

describe('renderToReadableStream over the string build', () => {
  it('sends the shell before a boundary whose data comes later, then the content with the nonce on its script', async () => {
    let release!: (v: string) => void;
    const data = new Promise<string>((r) => { release = r; });
    const Late = () => createElement('p', { id: 'late' }, use(data));
    const tree = createElement('main', null, createElement('h1', null, 'Título ✓'), createElement(Suspense, { fallback: createElement('p', null, 'waiting') }, createElement(Late)));
    const stream = await renderToReadableStream(tree, { nonce: 'n0nce' });
    const reader = stream.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('<h1>Título ✓</h1>');
    expect(first).toContain('waiting');
    expect(first).not.toContain('id="late"');
    release('arrived');
    reader.releaseLock();
    const rest = (await read(stream)).join('');
    expect(rest).toContain('<p id="late">arrived</p>');
    expect(rest).toMatch(/<script nonce="n0nce">/);
    await stream.allReady;
  });

  it('rejects when the shell fails, and reports errors inside a boundary to onError', async () => {
    const Broken = () => { throw new Error('shell broke'); };
    await expect(renderToReadableStream(createElement(Broken), { onError: () => {} })).rejects.toThrow('shell broke');
    const errors: unknown[] = [];
    const Inner = () => { throw new Error('inner broke'); };
    const stream = await renderToReadableStream(createElement('div', null, createElement(Suspense, { fallback: 'fallback' }, createElement(Inner))), { onError: (e) => { errors.push(e); } });
    const html = (await read(stream)).join('');
    expect(html).toContain('fallback');
    expect(String(errors[0])).toContain('inner broke');
  });

  it('stops rendering when the reader cancels or the signal aborts', async () => {
    const never = new Promise<string>(() => {});
    const Waiting = () => createElement('p', null, use(never));
    const controller = new AbortController();
    const stream = await renderToReadableStream(createElement('div', null, createElement(Suspense, { fallback: 'wait' }, createElement(Waiting))), { signal: controller.signal, onError: () => {} });
    controller.abort(new Error('visitor left'));
    const html = (await read(stream)).join('');
    expect(html).toContain('wait');
  });

  it('hands a render wanted whole over as one string, the same markup the stream carries, and ends the stream empty', async () => {
    const tree = () => createElement('main', null, createElement('h1', null, 'Título ✓ 日本語'), createElement(Suspense, { fallback: 'wait' }, createElement('p', null, 'ready')));
    const streamed = (await read(await renderToReadableStream(tree(), { nonce: 'n0nce' }))).join('');
    let whole: Promise<WholeMarkup> | undefined;
    const stream = await renderToReadableStream(tree(), { nonce: 'n0nce', whole: (m) => { whole = m; } });
    expect(await read(stream)).toEqual([]);
    expect(whole).toBeDefined();
    const markup = await whole!;
    expect(markup).toEqual({ html: streamed, error: null });
    expect(markup.html).toContain('<h1>Título ✓ 日本語</h1>');
    expect(markup.html).toContain('<p>ready</p>');
  });

  it('keeps a finished boundary in place when read whole, even after a shell longer than React\'s chunk size', async () => {
    // A real page's shell runs past 12,800 characters; streamed, React then outlines a finished boundary into a
    // hidden div that a script moves into place. Read whole there is nothing to outline it for.
    const long = 'x'.repeat(14_000);
    const content = 'y'.repeat(600);
    const tree = () => createElement('main', null, createElement('p', null, long), createElement(Suspense, { fallback: 'wait' }, createElement('p', { id: 'ready' }, content)));
    const streamed = (await read(await renderToReadableStream(tree(), { nonce: 'n0nce' }))).join('');
    expect(streamed).toContain('<template id="B:0">');
    let whole: Promise<WholeMarkup> | undefined;
    await renderToReadableStream(tree(), { nonce: 'n0nce', whole: (m) => { whole = m; } });
    const { html, error } = await whole!;
    expect(error).toBeNull();
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('hidden');
    expect(html).toContain(`<!--$--><p id="ready">${content}</p><!--/$-->`);
    expect(html.indexOf(long)).toBeLessThan(html.indexOf('id="ready"'));
  });

  it('gives a render wanted whole that was aborted its fallback markup and reports the abort to onError', async () => {
    const never = new Promise<string>(() => {});
    const Waiting = () => createElement('p', null, use(never));
    const controller = new AbortController();
    const errors: unknown[] = [];
    let whole: Promise<WholeMarkup> | undefined;
    await renderToReadableStream(createElement('div', null, 'before', createElement(Suspense, { fallback: 'wait' }, createElement(Waiting))), { signal: controller.signal, onError: (e) => { errors.push(e); }, whole: (m) => { whole = m; } });
    controller.abort(new Error('visitor left'));
    const markup = await whole!;
    expect(markup.html).toContain('before');
    expect(markup.html).toContain('wait');
    expect(errors.map(String).join()).toContain('visitor left');
  });

  it('never renders a page to a string', () => {
    expect(() => renderToString()).toThrow(/stream/);
  });
});
