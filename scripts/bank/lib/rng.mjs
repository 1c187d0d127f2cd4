// Seeded randomness for the bank pipeline: the same seed string always gives the same sequence (xmur3 + sfc32).
export function hashSeed(text) {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  };
}

/** A generator of floats in [0, 1) for a seed string. */
export function rng(seed) {
  const next = hashSeed(seed);
  let a = next(), b = next(), c = next(), d = next();
  return () => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** Fisher–Yates on a copy. */
export function shuffled(items, rand) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * `count` items chosen by a seeded rank of each item's own key, not by position: adding or removing one eligible
 * item changes at most one item of the draw (a shuffle would redraw most of it, so one new learner definition
 * used to swap about 1,900 of the 3,301 Read and Select words).
 */
export function stableDraw(items, count, seed, keyOf = String) {
  const rank = new Map(items.map((it) => [it, hashSeed(`${seed}:${keyOf(it)}`)()]));
  return [...items].sort((a, b) => rank.get(a) - rank.get(b) || (keyOf(a) < keyOf(b) ? -1 : 1)).slice(0, count);
}

/** Options in a seeded order; returns them with the index where the right one landed. */
export function placeAnswer(answer, distractors, seed) {
  const options = shuffled([answer, ...distractors], rng(seed));
  return { options, answer: options.indexOf(answer) };
}
