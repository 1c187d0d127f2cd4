/** Stripe's signing tolerance: a delivery signed more than this many seconds from now, either way, is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Whether the `t=` of a Stripe-Signature header lies within the tolerance of `nowMs`. The library checks only
 * how old a signature is, so a timestamp in the future would be accepted without this.
 */
export function signedAtAcceptable(header: string, nowMs: number, tolerance = WEBHOOK_TOLERANCE_SECONDS): boolean {
  const stamps = header.split(',').map((p) => p.trim()).filter((p) => p.startsWith('t=')).map((p) => p.slice(2));
  if (stamps.length !== 1 || !/^\d{1,12}$/.test(stamps[0]!)) return false;
  return Math.abs(Number(stamps[0]) - nowMs / 1000) <= tolerance;
}
