/** Interactive Writing: the follow-up question is chosen from the first answer (its keywords), else the default. */
export interface FollowUpOption { question: string; ifMentions?: readonly string[]; default?: boolean }

export function chooseFollowUp(answer: string, options: readonly FollowUpOption[]): number {
  const text = ` ${answer.toLowerCase().normalize('NFKC').replace(/[^\p{L}\p{N}' ]+/gu, ' ')} `;
  const hit = options.findIndex((o) => o.ifMentions?.some((k) => text.includes(` ${k.toLowerCase()}`)));
  if (hit >= 0) return hit;
  const fallback = options.findIndex((o) => o.default);
  return fallback >= 0 ? fallback : 0;
}
