/**
 * SPEC §4: a registration tracking event when isNew. Awaited before the page navigates away, and bounded by the
 * conversion timeout (2000 ms), so a slow or blocked pixel never holds the learner back.
 */
import { boot } from '../boot.ts';

export async function announceSignup(): Promise<void> {
  const { config } = boot().data;
  if (!config.fbPixelId) return;
  try {
    const tracking = await import('./tracking.ts');
    tracking.startTracking(config);
    await tracking.trackConversion('signup');
  } catch {
    /* tracking must never block signing in */
  }
}
