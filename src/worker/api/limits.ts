/** Rate limits as API answers: count first (rate-limit.ts), then a 429 with Retry-After when over. */
import type { Context } from 'hono';
import { hit } from '../auth/rate-limit.ts';
import type { AppEnv } from '../env.ts';
import { ApiFailure } from './http.ts';

export interface LimitRule { windowMs: number; limit: number }

export function tooMany(retryAfter: number): never {
  throw new ApiFailure(429, 'rate_limited', 'Too many attempts. Please wait and try again.', undefined, retryAfter);
}

export async function limit(c: Context<AppEnv>, key: string, rule: LimitRule): Promise<void> {
  const r = await hit(c.env.DB, key, rule.windowMs, rule.limit);
  if (!r.allowed) tooMany(r.retryAfterSeconds);
}
