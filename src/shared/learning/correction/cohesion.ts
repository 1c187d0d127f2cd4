/** Cohesive devices: linking words and phrases that signal how ideas relate (DESIGN §7, discourse coherence). */
export const COHESIVE_DEVICES = [
  'however', 'therefore', 'moreover', 'furthermore', 'in addition', 'for example', 'for instance', 'as a result', 'consequently',
  'on the other hand', 'in contrast', 'although', 'even though', 'because', 'since', 'firstly', 'first of all', 'secondly', 'finally',
  'in conclusion', 'to sum up', 'overall', 'nevertheless', 'instead', 'meanwhile', 'similarly', 'besides', 'also', 'otherwise',
  'as well as', 'such as', 'in fact', 'for this reason', 'that is why', 'at the same time', 'while', 'whereas', 'thus', 'then',
] as const;

const PATTERNS = COHESIVE_DEVICES.map((d) => [d, new RegExp(`\\b${d.replace(/ /g, '\\s+')}\\b`, 'gi')] as const);

/** Linking devices used, with how often, and the number of distinct ones. */
export function cohesiveDevices(text: string): { used: Record<string, number>; distinct: number; total: number } {
  const used: Record<string, number> = {};
  let total = 0;
  for (const [device, re] of PATTERNS) {
    const n = text.match(re)?.length ?? 0;
    if (n) { used[device] = n; total += n; }
  }
  return { used, distinct: Object.keys(used).length, total };
}

/** Subordinating conjunctions and relative pronouns that open a dependent clause. */
const SUBORDINATORS = new Set(['because', 'although', 'though', 'while', 'whereas', 'if', 'unless', 'when', 'whenever', 'since', 'until', 'after', 'before', 'that', 'which', 'who', 'whom', 'whose', 'where', 'so']);

export function subordinators(words: readonly string[]): number {
  return words.filter((w) => SUBORDINATORS.has(w)).length;
}
