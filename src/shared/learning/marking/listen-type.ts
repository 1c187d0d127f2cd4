/**
 * Listen and Type: word-level alignment of the typed sentence against the key. Each key word typed right is
 * worth 1, a word with one slip (distance 1, 4+ letters) 0.5; missing, wrong and extra words cost. Score =
 * credit / number of key words, minus extras, floored at 0.
 */
import type { DiffOp } from '../../exam/items.ts';
import { slipDistance } from '../edit-distance.ts';
import { words } from '../normalize.ts';
import { round } from './credit.ts';
import { canonicalPhrase, comparisonForms, sameForm, SENSE_FORMS, senseAllowed } from './variants.ts';

const near = (g: string, e: string) => e.length >= 4 && slipDistance(g, e) === 1;

// Eleventh read (t11b): an open compound in the key typed with a hyphen or as one word ("post-office", "windfarm"
// for "post office", "wind farm") cost two words (wrong + missing). A typed word that is two adjacent key words
// joined by a hyphen or by nothing now matches both; so do two typed words for a hyphenated key word ("part time"
// for "part-time"). Not when either part is a function word: "everyday", "anyone", "maybe", "into", "alot",
// "overtime" are other words (or misspellings), not another way to write the key's two words.
const NOT_COMPOUND_PART = new Set(['a', 'an', 'the', 'to', 'in', 'on', 'at', 'by', 'of', 'up', 'for', 'with', 'into', 'onto', 'no', 'not',
  'any', 'some', 'every', 'each', 'all', 'may', 'be', 'there', 'here', 'where', 'what', 'who', 'how', 'when', 'why', 'so', 'as', 'it',
  'out', 'over', 'under', 'down', 'off', 'through', 'without', 'within', 'my', 'your', 'his', 'her', 'our', 'their', 'its', 'this',
  'that', 'these', 'those', 'i', 'you', 'he', 'she', 'we', 'they', 'me', 'him', 'us', 'them', 'and', 'or', 'but', 'is', 'are', 'was',
  'were', 'am', 'can', 'will', 'one']);
const compoundPart = (w: string) => /^\p{L}{2,}$/u.test(w) && !NOT_COMPOUND_PART.has(w);

/** Whether one typed word is the two key words `a b` written with a hyphen or closed up ("post-office", "postoffice"). */
export function joinsCompound(typed: string, a: string, b: string): boolean {
  return compoundPart(a) && compoundPart(b) && (typed === `${a}-${b}` || typed === `${a}${b}`);
}

// Thirteenth read (t13b): a contraction typed for two spoken key words ("cat's" for "cat is") cost two words (one
// wrong, one missing), more than a real mishearing. Keys are written in full (FORMAT.md), and the clip says the full
// form, so the contraction is not quite what was said: it now costs half a word (one slip), the first key word
// right and the second a slip. The reverse, a key's contraction typed in full ("it is" for "it's"), costs the same.
// Only the standard clitics; "'s" for "is"/"has" after any word, since the key's two words show which is meant.
const CLITIC: Record<string, string> = { is: "'s", has: "'s", are: "'re", am: "'m", will: "'ll", would: "'d", had: "'d", have: "'ve", us: "'s" };
const IRREGULAR_NOT: Record<string, string> = { will: "won't", can: "can't", shall: "shan't" };
/** Whether one typed word is the two key words `a b` contracted ("cat's" = "cat is", "don't" = "do not"). */
export function contracts(typed: string, a: string, b: string): boolean {
  if (!/^\p{L}+$/u.test(a)) return false;
  if (b === 'not') return typed === (IRREGULAR_NOT[a] ?? `${a}n't`);
  if (b === 'us') return a === 'let' && typed === "let's";
  const clitic = CLITIC[b];
  return clitic !== undefined && typed === a + clitic;
}
/** A key's contraction typed as its two full words: for "'s" only after a pronoun or "there/here/that/what…" (else a possessive). */
const S_IS = new Set(['it', 'he', 'she', 'that', 'there', 'here', 'what', 'who', 'where', 'how', 'when', 'why', 'this', 'everything', 'everyone', 'nobody', 'nothing', 'someone', 'something']);
function expands(key: string, a: string, b: string): boolean {
  if (!contracts(key, a, b)) return false;
  return !key.endsWith("'s") || S_IS.has(a) || (a === 'let' && b === 'us');
}

export function alignWords(given: string, expected: string): DiffOp[] {
  // "can not" and "twenty one" are joined first, so they align with "cannot" and "twenty-one" one to one.
  const g = words(canonicalPhrase(given));
  const e = words(canonicalPhrase(expected));
  // Costs: same (or the same word in a UK spelling or as digits) 0, slip 0.5, substitution 1, insert/delete 1.
  // Canonical forms once per word, not once per cell of the alignment table; a clock time by the time it names.
  const cg = comparisonForms(g);
  const ce = comparisonForms(e);
  // A British form that cannot be the key's word in this sentence ("storey" for a tale) is not the same form.
  const same = (i: number, j: number) => sameForm(ce[i]!, cg[j]!) && (!SENSE_FORMS.has(g[j]!) || senseAllowed(g[j]!, e, i));
  const costAt = (i: number, j: number) => (same(i, j) ? 0 : near(g[j]!, e[i]!) || (e[i] === 'cannot' && g[j] === "can't") || (e[i] === "can't" && g[j] === 'cannot') ? 0.5 : 1);
  // Key words e[i-2] e[i-1] typed as the one word g[j-1]; key word e[i-1] typed as the two words g[j-2] g[j-1].
  const joined = (i: number, j: number) => i >= 2 && j >= 1 && joinsCompound(g[j - 1]!, e[i - 2]!, e[i - 1]!);
  const split = (i: number, j: number) => i >= 1 && j >= 2 && e[i - 1]!.includes('-') && joinsCompound(e[i - 1]!, g[j - 2]!, g[j - 1]!);
  // Key words e[i-2] e[i-1] typed contracted as g[j-1]; a key contraction e[i-1] typed as g[j-2] g[j-1]: half a word.
  const contracted = (i: number, j: number) => i >= 2 && j >= 1 && contracts(g[j - 1]!, e[i - 2]!, e[i - 1]!);
  const expanded = (i: number, j: number) => i >= 1 && j >= 2 && expands(e[i - 1]!, g[j - 2]!, g[j - 1]!);
  const d: number[][] = Array.from({ length: e.length + 1 }, (_, i) => Array.from({ length: g.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= e.length; i++) {
    for (let j = 1; j <= g.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + costAt(i - 1, j - 1),
        joined(i, j) ? d[i - 2]![j - 1]! : Infinity, split(i, j) ? d[i - 1]![j - 2]! : Infinity,
        contracted(i, j) ? d[i - 2]![j - 1]! + 0.5 : Infinity, expanded(i, j) ? d[i - 1]![j - 2]! + 0.5 : Infinity);
    }
  }
  const ops: DiffOp[] = [];
  let i = e.length;
  let j = g.length;
  while (i > 0 || j > 0) {
    // One op per key word, so the count of words right stays the key's; `given` holds what was typed for them.
    if (joined(i, j) && d[i]![j] === d[i - 2]![j - 1]!) {
      ops.push({ op: 'ok', expected: e[i - 1]!, given: g[j - 1]! }, { op: 'ok', expected: e[i - 2]!, given: g[j - 1]! });
      i -= 2; j--;
    } else if (split(i, j) && d[i]![j] === d[i - 1]![j - 2]!) {
      ops.push({ op: 'ok', expected: e[i - 1]!, given: `${g[j - 2]!} ${g[j - 1]!}` });
      i--; j -= 2;
    } else if (contracted(i, j) && d[i]![j] === d[i - 2]![j - 1]! + 0.5) {
      ops.push({ op: 'typo', expected: e[i - 1]!, given: g[j - 1]! }, { op: 'ok', expected: e[i - 2]!, given: g[j - 1]! });
      i -= 2; j--;
    } else if (expanded(i, j) && d[i]![j] === d[i - 1]![j - 2]! + 0.5) {
      ops.push({ op: 'typo', expected: e[i - 1]!, given: `${g[j - 2]!} ${g[j - 1]!}` });
      i--; j -= 2;
    } else if (i > 0 && j > 0 && d[i]![j] === d[i - 1]![j - 1]! + costAt(i - 1, j - 1)) {
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
