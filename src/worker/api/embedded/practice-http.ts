/** What the practice and pack routes share: PracticeError as the API's error, hourly throttles, schema-checked replies. */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env.ts';
import { hit } from '../../auth/rate-limit.ts';
import { ApiFailure } from '../http.ts';
import { PracticeError } from '../../learning/practice-service.ts';

const HOUR = 3_600_000;

export function rethrow(err: unknown): never {
  if (err instanceof PracticeError) throw new ApiFailure(err.status, err.code, err.message, err.field);
  throw err;
}

export async function limited(c: Context<AppEnv>, key: string, limit: number): Promise<void> {
  const r = await hit(c.env.DB, key, HOUR, limit);
  if (!r.allowed) throw new ApiFailure(429, 'rate_limited', 'Too many requests. Please wait a little and try again.', undefined, r.retryAfterSeconds);
}

/** Responses go through their schema: a field the contract does not list (an answer key) cannot slip out. */
export function send<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S, body: v.InferInput<S>) {
  c.header('Cache-Control', 'no-store');
  return c.json(v.parse(schema, body) as object);
}
