/**
 * A whole page kept as the bytes React wrote (ADR 042, fourth amendment). Decoding a page to a string to swap its
 * nonce slot and then encoding it again for the Response cost more CPU than anything else after the render: a
 * page with any non-Latin-1 character (every page: the language names) becomes a UTF-16 string whose UTF-8
 * encoding is the slow path. The slot is ASCII, so it can be found and replaced in the bytes themselves.
 */

import type { PageBytes } from '../util/bytes.ts';

function matchesAt(haystack: Uint8Array, pattern: Uint8Array, start: number): boolean {
  for (let j = 0; j < pattern.length; j++) if (haystack[start + j] !== pattern[j]) return false;
  return true;
}

/**
 * The search starts from the pattern's rarest-looking byte (an upper-case letter or digit of a random slot is
 * far rarer in HTML than the lower-case letters of `nonce="`), so the native `indexOf` skips most of the page.
 */
function anchorIndex(pattern: Uint8Array): number {
  let best = pattern.length - 1;
  for (let j = pattern.length - 1; j >= 0; j--) {
    const b = pattern[j]!;
    if ((b >= 0x41 && b <= 0x5a) || (b >= 0x30 && b <= 0x39)) best = j;
  }
  return best;
}

/** `haystack` with every non-overlapping occurrence of `pattern` (left to right) replaced by `replacement`. */
export function replaceAllBytes(haystack: PageBytes, pattern: Uint8Array, replacement: Uint8Array): PageBytes {
  if (pattern.length === 0) return haystack;
  const k = anchorIndex(pattern);
  const anchor = pattern[k]!;
  const hits: number[] = [];
  let from = k;
  for (;;) {
    const i = haystack.indexOf(anchor, from);
    if (i < 0) break;
    const start = i - k;
    if (start + pattern.length <= haystack.length && matchesAt(haystack, pattern, start)) {
      hits.push(start);
      from = start + pattern.length + k;
    } else {
      from = i + 1;
    }
  }
  if (hits.length === 0) return haystack;
  const out = new Uint8Array(haystack.length + hits.length * (replacement.length - pattern.length));
  let read = 0;
  let write = 0;
  for (const start of hits) {
    out.set(haystack.subarray(read, start), write);
    write += start - read;
    out.set(replacement, write);
    write += replacement.length;
    read = start + pattern.length;
  }
  out.set(haystack.subarray(read), write);
  return out;
}
