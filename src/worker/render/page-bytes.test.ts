import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { joinBytes } from '../util/bytes.ts';
import { replaceAllBytes } from './page-bytes.ts';

const enc = new TextEncoder();
const dec = new TextDecoder();
const swap = (text: string, from: string, to: string) => dec.decode(replaceAllBytes(enc.encode(text) as Uint8Array<ArrayBuffer>, enc.encode(from), enc.encode(to)));

describe('replacing a nonce slot in a page kept as bytes', () => {
  it('replaces every slot, at the start, the end and side by side, next to multi-byte text', () => {
    const slot = 'nonce="Ab3_x-Z9"';
    const page = `${slot}日本語<script ${slot}>x</script>${slot}${slot}ไทย${slot}`;
    expect(swap(page, slot, 'nonce="fresh"')).toBe(page.replaceAll(slot, 'nonce="fresh"'));
  });

  it('leaves near misses alone: a slot cut short, another nonce, a lower-case twin', () => {
    const page = 'nonce="Ab3_x-Z" nonce="Ab3_x-Z8" nonce="ab3_x-z9" once="Ab3_x-Z9"';
    expect(swap(page, 'nonce="Ab3_x-Z9"', 'nonce="N"')).toBe(page);
  });

  it('agrees with string replaceAll on any text, slot and replacement', () => {
    const slotChar = fc.constantFrom(...'abcXYZ019-_'.split(''));
    fc.assert(fc.property(
      fc.array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 12 }), fc.constant('nonce="'), fc.constant('"')), { maxLength: 30 }),
      fc.array(slotChar, { minLength: 1, maxLength: 8 }).map((a) => a.join('')),
      fc.string({ maxLength: 10 }),
      fc.array(fc.nat(30), { maxLength: 4 }),
      (parts, slot, nonce, inserts) => {
        const pattern = `nonce="${slot}"`;
        const pieces = [...parts];
        for (const at of inserts) pieces.splice(Math.min(at, pieces.length), 0, pattern);
        const page = pieces.join('');
        // A function replacement: the oracle must not read `$&` in a random replacement as a pattern.
        expect(swap(page, pattern, `nonce="${nonce}"`)).toBe(page.replaceAll(pattern, () => `nonce="${nonce}"`));
      },
    ), { numRuns: 400 });
  });

  it('joins chunks in order, and hands back a lone chunk as it is', () => {
    const a = enc.encode('ab');
    expect(joinBytes([a])).toBe(a);
    expect(dec.decode(joinBytes([enc.encode('日'), enc.encode('本'), new Uint8Array(0), enc.encode('語')]))).toBe('日本語');
    expect(joinBytes([]).byteLength).toBe(0);
  });
});
