/**
 * Normalisation of typed answers before marking: the same letters typed on any keyboard compare equal.
 * NFKC folds full-width and compatibility forms; curly quotes and dashes become ASCII; zero-width characters go;
 * case is ignored (the test does not mark case); runs of whitespace become one space.
 */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
const APOSTROPHES = /[\u2018\u2019\u201B\u02BC\u0060\u00B4]/g;
const QUOTES = /[\u201C\u201D\u201E\u00AB\u00BB]/g;
const DASHES = /[\u2010-\u2015\u2212]/g;

export function normalizeText(input: string): string {
  return input
    .normalize('NFKC')
    .replace(ZERO_WIDTH, '')
    .replace(APOSTROPHES, "'")
    .replace(QUOTES, '"')
    .replace(DASHES, '-')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Letters typed into a gap: normalised and without any spaces (a stray space is not a wrong letter). */
export function normalizeLetters(input: string): string {
  return normalizeText(input).replace(/\s/g, '');
}

/**
 * Words of a sentence for word-level comparison: punctuation other than inner apostrophes and hyphens dropped.
 * A clock time keeps its colon ("8:00" is one word, not "8" and an extra "00").
 */
export function words(input: string): string[] {
  return normalizeText(input)
    .replace(/(?<!\d):|:(?!\d)|[^\p{L}\p{N}'\-: ]+/gu, ' ')
    .split(' ')
    .map((w) => w.replace(/^['-]+|['-]+$/g, ''))
    .filter(Boolean);
}
