/**
 * Listen and Type: word-level alignment of the typed sentence against the key. Each key word typed right is
 * worth 1, a word with one slip (distance 1, 4+ letters) 0.5; missing, wrong and extra words cost. Score =
 * credit / number of key words, minus extras, floored at 0.
 */
import type { DiffOp } from '../../exam/items.ts';
import { slipDistance } from '../edit-distance.ts';
import { words } from '../normalize.ts';
import { round } from './credit.ts';
import { canonicalPhrase, comparisonForms, sameForm } from './variants.ts';

const near = (g: string, e: string) => e.length >= 4 && slipDistance(g, e) === 1;

export function alignWords(given: string, expected: string): DiffOp[] {
  // "can not" and "twenty one" are joined first, so they align with "cannot" and "twenty-one" one to one.
  const g = words(canonicalPhrase(given));
  const e = words(canonicalPhrase(expected));
  // Costs: same (or the same word in a UK spelling or as digits) 0, slip 0.5, substitution 1, insert/delete 1.
  // Canonical forms once per word, not once per cell of the alignment table; a clock time by the time it names.
  const cg = comparisonForms(g);
  const ce = comparisonForms(e);
  const costAt = (i: number, j: number) => (sameForm(ce[i]!, cg[j]!) ? 0 : near(g[j]!, e[i]!) ? 0.5 : 1);
  const d: number[][] = Array.from({ length: e.length + 1 }, (_, i) => Array.from({ length: g.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= e.length; i++) {
    for (let j = 1; j <= g.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + costAt(i - 1, j - 1));
    }
  }
  const ops: DiffOp[] = [];
  let i = e.length;
  let j = g.length;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && d[i]![j] === d[i - 1]![j - 1]! + costAt(i - 1, j - 1)) {
      const c = costAt(i - 1, j - 1);
      ops.push({ op: c === 0 ? 'ok' : c === 0.5 ? 'typo' : 'wrong', expected: e[i - 1]!, given: g[j - 1]! });
      i--; j--;
    } else if (i > 0 && d[i]![j] === d[i - 1]![j]! + 1) {
      ops.push({ op: 'missing', expected: e[i - 1]! });
      i--;
    } else {
      ops.push({ op: 'extra', given: g[j - 1]! });
      j--;
    }
  }
  return ops.reverse();
}

export function listenTypeScore(ops: readonly DiffOp[]): number {
  const keyWords = ops.filter((o) => o.op !== 'extra').length;
  if (keyWords === 0) return 0;
  const credit = ops.reduce((s, o) => s + (o.op === 'ok' ? 1 : o.op === 'typo' ? 0.5 : o.op === 'extra' ? -0.5 : 0), 0);
  return round(Math.max(0, Math.min(1, credit / keyWords)));
}
