/**
 * MTLD lexical diversity (McCarthy & Jarvis 2010): the mean length of word runs that keep the type-token ratio
 * above 0.72, computed forwards and backwards and averaged; a partial last run counts as a fraction of a factor.
 */
export const MTLD_THRESHOLD = 0.72;

function pass(words: readonly string[]): number {
  let factors = 0;
  let types = new Set<string>();
  let count = 0;
  for (const w of words) {
    types.add(w);
    count++;
    if (types.size / count <= MTLD_THRESHOLD) {
      factors++;
      types = new Set();
      count = 0;
    }
  }
  if (count > 0) {
    const ttr = types.size / count;
    factors += (1 - ttr) / (1 - MTLD_THRESHOLD);
  }
  return factors === 0 ? words.length : words.length / factors;
}

export function mtld(words: readonly string[]): number {
  if (words.length === 0) return 0;
  return (pass(words) + pass([...words].reverse())) / 2;
}
