/**
 * The learn page's tutor cards follow the configured tutor (issue 23): with no model, the cards that promise
 * AI models ("several AI models", "any English question") give way to what the offline tutor really does.
 */
const OFFLINE_CARDS: Record<number, string> = { 5: 'tutorHonesty.learn.5', 6: 'tutorHonesty.learn.6' };

/** The key prefix of card `n` (1-based) of `prefix`, for a page whose tutor is offline only or not. */
export function featureCardPrefix(prefix: string, n: number, tutorOffline: boolean): string {
  return prefix === 'learn.features' && tutorOffline && OFFLINE_CARDS[n] ? OFFLINE_CARDS[n] : `${prefix}.${n}`;
}
