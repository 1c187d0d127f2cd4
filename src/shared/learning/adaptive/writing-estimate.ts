/**
 * A measured-feature estimate of writing ability from one written answer (DESIGN §7 "Open responses"), used by the
 * mock report until the AI-correction engine rates answers; the report labels it as such. Features: length against
 * the task's expected length, lexical diversity (moving-average type–token ratio, window 25), word length and the
 * share of long words. Weights are set by hand in the direction the literature reports; an empty, very short or
 * copied-from-the-prompt answer gets the bottom of the scale. ADR 023 gives the assumed error (0.6 logits).
 */
import type { TaskTypeId } from '../../exam/task-types.ts';

/** Words a good answer has in the time given (rough expectations per task). */
export const EXPECTED_WORDS: Partial<Record<TaskTypeId, number>> = {
  'write-about-the-photo': 40,
  'interactive-writing': 120,
  'writing-sample': 120,
  'interactive-listening': 40,
};

/** Words in compatibility form (a full-width or styled copy of the prompt reads as the prompt), any script. */
export function words(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [];
}

/** Moving-average type–token ratio over windows of `size` words (plain TTR for shorter texts). */
export function mattr(list: readonly string[], size = 25): number {
  if (list.length === 0) return 0;
  if (list.length <= size) return new Set(list).size / list.length;
  let total = 0;
  for (let i = 0; i + size <= list.length; i++) total += new Set(list.slice(i, i + size)).size / size;
  return total / (list.length - size + 1);
}

/** Share of the answer's word trigrams that also occur in the prompt. */
export function copiedShare(answer: readonly string[], prompt: readonly string[]): number {
  if (answer.length < 3 || prompt.length < 3) return 0;
  const tri = (l: readonly string[]) => l.slice(0, -2).map((w, i) => `${w} ${l[i + 1]} ${l[i + 2]}`);
  const fromPrompt = new Set(tri(prompt));
  const mine = tri(answer);
  return mine.filter((t) => fromPrompt.has(t)).length / mine.length;
}

export const FLOOR = -3;

/** Ability estimate in logits (−3 to 3) from a written answer to a task, optionally with its prompt. */
export function estimateWriting(type: TaskTypeId, text: string, prompt = ''): number {
  const list = words(text);
  if (list.length < 5) return FLOOR;
  if (copiedShare(list, words(prompt)) > 0.5) return FLOOR;
  const expected = EXPECTED_WORDS[type] ?? 60;
  const length = Math.log(Math.min(list.length, expected * 2) / expected);
  const diversity = mattr(list) - 0.72;
  const meanLetters = list.reduce((t, w) => t + w.length, 0) / list.length - 4.3;
  const longShare = list.filter((w) => w.length >= 7).length / list.length - 0.15;
  const theta = 0.3 + 1.1 * length + 5 * diversity + 0.6 * meanLetters + 3 * longShare;
  return Math.max(FLOOR, Math.min(3, theta));
}
