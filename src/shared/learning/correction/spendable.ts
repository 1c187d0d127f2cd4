/** Whether a learner could spend a correction now: a credit left, or unlimited corrections still running. */
export function canSpendCorrection(credits: { correctNum: number; unlimitedUntil: number | null }, now: number): boolean {
  return credits.correctNum > 0 || (credits.unlimitedUntil ?? 0) > now;
}
