/** Levenshtein distance over any sequence (characters of a word, words of a sentence). */
export function editDistance<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean = Object.is): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (same(a[i - 1]!, b[j - 1]!) ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

export function charDistance(a: string, b: string): number {
  return editDistance([...a], [...b]);
}

/** Optimal string alignment distance: like Levenshtein, but swapping two neighbouring letters costs one slip. */
export function slipDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const sub = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + sub);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[x.length]![y.length]!;
}
