/**
 * Candidate base forms of an inflected English word by suffix rules (houses → house, stopped → stop): the one
 * de-inflection the bank build (WordNet look-ups) and the correction features (frequency of a word's family) share.
 * Each caller passes its own rule table: WordNet's detachment rules are stricter than a frequency family.
 */
export type SuffixRule = readonly [suffix: string, replacement: string];

export function baseForms(word: string, rules: readonly SuffixRule[]): string[] {
  const out: string[] = [];
  for (const [suffix, repl] of rules) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 2) continue;
    const stem = word.slice(0, -suffix.length) + repl;
    out.push(stem);
    // A doubled final consonant left by the suffix is undone as well (stopped → stopp → stop).
    if (repl === '' && /([b-df-hj-np-tv-z])\1$/.test(stem)) out.push(stem.slice(0, -1));
  }
  return out;
}
