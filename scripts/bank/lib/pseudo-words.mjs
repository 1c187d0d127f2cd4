// Pseudo-words for Read and Select: sampled from a character trigram model of real English words, kept only
// when no shipped dictionary knows them (the caller's isKnown) and they contain nothing offensive.
const START = '^';
const END = '$';

export function trainTrigrams(words) {
  const counts = new Map();
  for (const w of words) {
    const s = `${START}${START}${w}${END}`;
    for (let i = 2; i < s.length; i++) {
      const ctx = s.slice(i - 2, i);
      let row = counts.get(ctx);
      if (!row) counts.set(ctx, (row = new Map()));
      row.set(s[i], (row.get(s[i]) ?? 0) + 1);
    }
  }
  // Freeze rows into sorted arrays so sampling does not depend on insertion order.
  const model = new Map();
  for (const ctx of [...counts.keys()].sort()) {
    const row = counts.get(ctx);
    const chars = [...row.keys()].sort();
    const total = chars.reduce((s, ch) => s + row.get(ch), 0);
    model.set(ctx, { chars, weights: chars.map((ch) => row.get(ch)), total });
  }
  return model;
}

export function sampleWord(model, rand, maxLen = 14) {
  let ctx = START + START;
  let word = '';
  while (word.length <= maxLen) {
    const row = model.get(ctx);
    if (!row) return null;
    let x = rand() * row.total;
    let i = 0;
    while (x >= row.weights[i]) x -= row.weights[i++];
    const ch = row.chars[i];
    if (ch === END) return word;
    word += ch;
    ctx = ctx[1] + ch;
  }
  return null;
}

/** Mean log-probability per transition: how English a string looks to the model. */
export function wordlikeness(model, word) {
  const s = `${START}${START}${word}${END}`;
  let sum = 0;
  for (let i = 2; i < s.length; i++) {
    const row = model.get(s.slice(i - 2, i));
    const k = row ? row.chars.indexOf(s[i]) : -1;
    sum += k < 0 ? Math.log(1e-6) : Math.log(row.weights[k] / row.total);
  }
  return sum / (s.length - 2);
}

/**
 * The floor under "looks like a possible English word" (issue 22), from the real words the model was trained on:
 * a pseudo-word fails when a stretch of six letters (three 4-letter windows in a row, word edges counted) occurs in
 * no real word ("sonscoccurs": nsco, scoc, cocc), or when a chunk of three or more letters comes back within two
 * letters, or two letters three times over ("explexpopy", "oppoppens", "inininding"). Returns the reason, or null.
 */
export function letterFloor(words, { n = 4, maxUnseenRun = 2 } = {}) {
  const seen = new Set();
  for (const w of words) for (const g of grams(w, n)) seen.add(g);
  return (word) => {
    const repeat = /([a-z]{3,}).{0,2}\1/.exec(word) ?? /([a-z]{2})\1\1/.exec(word);
    if (repeat) return `repeats "${repeat[1]}"`;
    let run = 0;
    let start = 0;
    const all = grams(word, n);
    for (let i = 0; i < all.length; i++) {
      if (seen.has(all[i])) { run = 0; continue; }
      if (run++ === 0) start = i;
      if (run > maxUnseenRun) return `"${`^${word}$`.slice(start, i + n).replace(/[$^]/g, '')}" occurs in no real word`;
    }
    return null;
  };
}

function grams(word, n) {
  const s = `^${word}$`;
  const out = [];
  for (let i = 0; i + n <= s.length; i++) out.push(s.slice(i, i + n));
  return out;
}

export function generatePseudoWords({ model, rand, count, minLen = 4, maxLen = 11, isKnown, isBlocked, maxTries = count * 200 }) {
  const seen = new Set();
  const out = [];
  for (let tries = 0; out.length < count && tries < maxTries; tries++) {
    const w = sampleWord(model, rand, maxLen);
    if (!w || w.length < minLen || w.length > maxLen || seen.has(w)) continue;
    seen.add(w);
    // Three identical letters in a row or no vowel at all never look like English.
    if (/(.)\1\1/.test(w) || !/[aeiouy]/.test(w)) continue;
    if (isKnown(w) || isBlocked(w)) continue;
    out.push(w);
  }
  if (out.length < count) throw new Error(`only ${out.length} pseudo-words after ${maxTries} tries`);
  return out;
}

/** Deletion neighbourhood index: finds real words within a small edit distance without comparing every pair. */
export function deletionIndex(words) {
  const index = new Map();
  const add = (k, w) => { const list = index.get(k); if (list) { if (!list.includes(w)) list.push(w); } else index.set(k, [w]); };
  for (const w of words) {
    add(w, w);
    for (let i = 0; i < w.length; i++) add(w.slice(0, i) + w.slice(i + 1), w);
  }
  return index;
}

export function nearestWord(index, word, distance, rank) {
  const candidates = new Set(index.get(word) ?? []);
  for (let i = 0; i < word.length; i++) for (const c of index.get(word.slice(0, i) + word.slice(i + 1)) ?? []) candidates.add(c);
  let best = null;
  for (const c of [...candidates].sort()) {
    const d = distance(word, c);
    if (d === 0 || d > 2) continue;
    if (!best || d < best.d || (d === best.d && rank(c) < rank(best.word))) best = { word: c, d };
  }
  return best?.word;
}
