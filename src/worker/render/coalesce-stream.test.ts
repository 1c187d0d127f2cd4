import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce-stream.ts';

const enc = new TextEncoder();
const dec = new TextDecoder();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Reads every chunk with the time it arrived (ms since `t0`). */
async function chunksOf(stream: ReadableStream<Uint8Array>, t0 = Date.now()) {
  const reader = stream.getReader();
  const out: { text: string; at: number }[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return out;
    out.push({ text: dec.decode(value), at: Date.now() - t0 });
  }
}

describe('joining the chunks of a render burst', () => {
  it('passes chunks produced in the same task on as one chunk, bytes unchanged', async () => {
    const parts = Array.from({ length: 30 }, (_, i) => `<p>${i}</p>`);
    const source = new ReadableStream<Uint8Array>({ start(c) { for (const p of parts) c.enqueue(enc.encode(p)); c.close(); } });
    const got = await chunksOf(coalesce(source));
    expect(got.map((g) => g.text)).toEqual([parts.join('')]);
  });

  it('sends a burst before later data is produced, so the head never waits for a slow boundary', async () => {
    const source = new ReadableStream<Uint8Array>({
      async start(c) {
        c.enqueue(enc.encode('<head>'));
        c.enqueue(enc.encode('</head>'));
        await sleep(300);
        c.enqueue(enc.encode('<section>data</section>'));
        c.close();
      },
    });
    const got = await chunksOf(coalesce(source));
    expect(got.map((g) => g.text)).toEqual(['<head></head>', '<section>data</section>']);
    expect(got[0]!.at).toBeLessThan(200);
    expect(got[1]!.at).toBeGreaterThanOrEqual(250);
  });

  it('cuts a burst at the byte bound', async () => {
    const source = new ReadableStream<Uint8Array>({ start(c) { for (let i = 0; i < 10; i++) c.enqueue(enc.encode('x'.repeat(100))); c.close(); } });
    const got = await chunksOf(coalesce(source, 250));
    expect(got.map((g) => g.text.length)).toEqual([300, 300, 300, 100]);
  });

  it('delivers what was read before a failure, then fails', async () => {
    let step = 0;
    const source = new ReadableStream<Uint8Array>({
      pull(c) {
        step++;
        if (step <= 2) c.enqueue(enc.encode(`part${step};`));
        else c.error(new Error('render failed'));
      },
    });
    const reader = coalesce(source).getReader();
    const first = await reader.read();
    expect(dec.decode(first.value)).toBe('part1;part2;');
    await expect(reader.read()).rejects.toThrow('render failed');
  });

  it('passes a cancel on to the source', async () => {
    let cancelled: unknown = null;
    const source = new ReadableStream<Uint8Array>({ pull() { /* never produces */ }, cancel(reason) { cancelled = reason; } });
    await coalesce(source).cancel('visitor left');
    expect(cancelled).toBe('visitor left');
  });
});
