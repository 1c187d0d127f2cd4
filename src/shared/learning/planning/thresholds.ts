/**
 * Target suggestions shown next to the score field: the bands universities commonly ask for, as published on
 * their admissions pages (undergraduate entry is most often 105–120, graduate and selective programmes 120–130).
 * A suggestion only; the learner types their own number.
 */
export const TARGET_RANGE = { min: 10, max: 160, step: 5 } as const;

export const TARGET_SUGGESTIONS = [
  { score: 95, label: 'foundation' },
  { score: 105, label: 'undergraduate' },
  { score: 115, label: 'selective' },
  { score: 120, label: 'graduate' },
  { score: 130, label: 'top' },
] as const;

export type SuggestionLabel = (typeof TARGET_SUGGESTIONS)[number]['label'];

export function isValidTarget(score: number): boolean {
  return Number.isInteger(score) && score >= TARGET_RANGE.min && score <= TARGET_RANGE.max && score % TARGET_RANGE.step === 0;
}
