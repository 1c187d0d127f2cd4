/**
 * What a saved answer is scored against: the prompt the learner saw (the public item's own text plus the key's
 * material notes) and the key's sample answers. Shared by the correction API (a saved practice or mock answer
 * sent for correction) and the mock test's own rating of open answers, so both score one answer the same way.
 */

/** The prompt a learner answered, from the public item (text prompt, read-aloud text, intro) and its key notes. */
export function promptOf(stimulus: Record<string, unknown>, key: { material?: { text: string }[] }): string {
  const own = ['prompt', 'text', 'intro'].map((k) => stimulus[k]).find((x): x is string => typeof x === 'string') ?? '';
  return [own, ...(key.material ?? []).map((m) => m.text)].filter(Boolean).join('\n').slice(0, 4000);
}

/** The key's sample answers (they widen the topic's vocabulary for the relevance feature). */
export function samplesOf(key: { samples?: { text: string }[] } | null): string[] {
  return (key?.samples ?? []).map((s) => s.text);
}

/** The written text of a saved answer: the main text and an interactive-writing follow-up, or a summary. */
export function writtenTextOf(answer: { text?: string; followUpText?: string; summary?: string }): string {
  return [answer.text, answer.followUpText, answer.summary].filter(Boolean).join('\n\n');
}
