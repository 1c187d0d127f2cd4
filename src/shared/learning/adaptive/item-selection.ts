/**
 * Next item by maximum information, randomesque among the top few, with an exposure cap (ADR 023).
 * Randomesque choice (Kingsbury & Zara 1989) keeps two tests of one candidate from being identical; the cap keeps
 * any item from being shown to more than a set share of test takers once enough tests have been given.
 */
import { informationOf, type ItemParams } from './irt.ts';
import type { Random } from './random.ts';

/** `real`: for Read and Select words, whether the word is English (the plan asks for one kind per slot). */
export interface Candidate extends ItemParams { id: string; parts: number; real?: boolean }

export interface SelectionRules {
  /** Choose at random among this many most informative items. */
  topK: number;
  /** Highest share of tests an item may appear in. */
  exposureCap: number;
  /** The cap applies once this many tests have been given (before that, rates are noise). */
  minTestsForCap: number;
}

export const SELECTION_RULES: SelectionRules = { topK: 5, exposureCap: 0.2, minTestsForCap: 50 };

export interface ExposureCounts {
  tests: number;
  issued: (id: string) => number;
}

export const NO_EXPOSURE: ExposureCounts = { tests: 0, issued: () => 0 };

/** Items still under the cap; when every item is over it, the least exposed are kept so a test never stalls. */
export function underCap<T extends Candidate>(pool: readonly T[], exposure: ExposureCounts, rules: SelectionRules = SELECTION_RULES): T[] {
  if (exposure.tests < rules.minTestsForCap) return [...pool];
  const limit = rules.exposureCap * exposure.tests;
  const open = pool.filter((c) => exposure.issued(c.id) < limit);
  if (open.length > 0) return open;
  const least = Math.min(...pool.map((c) => exposure.issued(c.id)));
  return pool.filter((c) => exposure.issued(c.id) === least);
}

/**
 * The next item for ability `theta`: `excluded` holds ids already used (in this test or, for the retest, not);
 * `target` replaces theta for tasks chosen "at the level reached" rather than by information (same ranking).
 */
export function selectNext<T extends Candidate>(
  pool: readonly T[], theta: number, random: Random,
  opts: { excluded?: ReadonlySet<string>; exposure?: ExposureCounts; rules?: SelectionRules } = {},
): T | null {
  const rules = opts.rules ?? SELECTION_RULES;
  const fresh = opts.excluded ? pool.filter((c) => !opts.excluded!.has(c.id)) : [...pool];
  if (fresh.length === 0) return null;
  const open = underCap(fresh, opts.exposure ?? NO_EXPOSURE, rules);
  // The k most informative, kept in order by insertion (k is small; a full sort of 7,000 words per pick is not).
  const k = Math.max(1, rules.topK);
  const top: { c: T; info: number }[] = [];
  for (const c of open) {
    const info = informationOf(theta, c, c.parts);
    if (top.length === k && !better(info, c.id, top[k - 1]!)) continue;
    let at = top.length;
    while (at > 0 && better(info, c.id, top[at - 1]!)) at -= 1;
    top.splice(at, 0, { c, info });
    if (top.length > k) top.pop();
  }
  return top[Math.floor(random() * top.length)]!.c;
}

/** Higher information first; ties by id so a seeded run is reproducible. */
function better(info: number, id: string, than: { c: Candidate; info: number }): boolean {
  return info > than.info || (info === than.info && id < than.c.id);
}
