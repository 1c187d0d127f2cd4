/**
 * The server secret that keys e-mail code HMACs. Production must set AUTH_SECRET (wrangler secret put); local
 * development and tests fall back to a fixed, clearly non-secret value so `npm start` works on a fresh clone.
 */
import type { Bindings } from '../env.ts';

const DEVELOPMENT_SECRET = 'development-only-secret-never-used-in-production';

export function authSecret(env: Bindings): string {
  if (env.AUTH_SECRET && env.AUTH_SECRET.length >= 32) return env.AUTH_SECRET;
  if (env.ENVIRONMENT === 'production') throw new Error('AUTH_SECRET (≥ 32 characters) must be set in production');
  return DEVELOPMENT_SECRET;
}
