/**
 * Text as a person sees it, for limits and validation shared by forms and the API: length in user-perceived
 * characters (grapheme clusters, so 👩‍👩‍👧 is one), and the invisible characters a name must not contain.
 */
const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

function graphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

export function graphemeLength(text: string): number {
  return graphemes(text).length;
}

/** The first `max` user-perceived characters of `text`. */
export function truncateGraphemes(text: string, max: number): string {
  const parts = graphemes(text);
  return parts.length <= max ? text : parts.slice(0, max).join('');
}

/**
 * Control characters and invisible formatting characters (bidirectional overrides and isolates, zero-width
 * spaces, the BOM…) let a name look like something else. Two format characters are part of ordinary emoji and
 * stay allowed: the zero-width joiner (👩‍💻) and the tag characters of subdivision flags.
 */
export function hasHiddenCharacters(text: string): boolean {
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp === 0x200d || (cp >= 0xe0020 && cp <= 0xe007f)) continue;
    if (/[\p{Cc}\p{Cf}\p{Co}\p{Cs}\u2028\u2029]/u.test(ch)) return true;
  }
  return false;
}

/**
 * Characters that show nothing: spaces, controls, format characters (zero-width space, joiners, direction marks,
 * the BOM…) and the blank letters some scripts have (Hangul fillers, the blank Braille pattern).
 */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}\p{Zs}\u115f\u1160\u3164\uffa0\u2800\u180e]/gu;

/** True when the text has at least one character a reader can see: what an answer needs to count as written. */
export function hasVisibleText(text: string | null | undefined): boolean {
  return (text ?? '').replace(INVISIBLE, '').length > 0;
}
