/** Rate limits as API answers: count first (rate-limit.ts), then a 429 with Retry-After when over. */
import type { Context } from 'hono';
import { addressKeys } from '../../shared/net/address-keys.ts';
import { hit, hitStatement, toResult, type LimitResult } from '../auth/rate-limit.ts';
import type { AppEnv } from '../env.ts';
import { ApiFailure } from './http.ts';

export interface LimitRule { windowMs: number; limit: number }

/**
 * An IPv4 /24 shares this many times a single address's budget: a school or office behind a few addresses still
 * fits, a rented pool of addresses in one /24 does not multiply its budget.
 */
export const NETWORK_FACTOR = 4;

export function tooMany(retryAfter: number): never {
  throw new ApiFailure(429, 'rate_limited', 'Too many attempts. Please wait and try again.', undefined, retryAfter);
}

export async function limit(c: Context<AppEnv>, key: string, rule: LimitRule): Promise<void> {
  const r = await hit(c.env.DB, key, rule.windowMs, rule.limit);
  if (!r.allowed) tooMany(r.retryAfterSeconds);
}

export function requestAddress(c: Context<AppEnv>): string | undefined {
  return c.req.header('cf-connecting-ip');
}

/** One counted key of a per-address limit, for callers that count several keys in one D1 batch. */
export interface CountedKey { key: string; rule: LimitRule }

/**
 * The keys every per-address limit counts (the only way to key a limit by address): the address or IPv6 /64
 * under `rule`, and for IPv4 its /24 under `NETWORK_FACTOR` times the limit. `name` says what is limited.
 */
export function addressLimitKeys(name: string, ip: string | undefined, rule: LimitRule, networkFactor = NETWORK_FACTOR): CountedKey[] {
  const { address, network } = addressKeys(ip);
  const keys: CountedKey[] = [{ key: `${name}:ip:${address}`, rule }];
  if (network) keys.push({ key: `${name}:net:${network}`, rule: { windowMs: rule.windowMs, limit: rule.limit * networkFactor } });
  return keys;
}

/** Counts every key in one batch (all are counted, even when one is already over) and returns their verdicts. */
export async function hitAll(db: D1Database, keys: CountedKey[], now = Date.now()): Promise<LimitResult[]> {
  const rows = await db.batch<{ count: number; window_start: number }>(keys.map((k) => hitStatement(db, k.key, k.rule.windowMs, now)));
  return keys.map((k, i) => toResult(rows[i]!.results[0], k.rule.windowMs, k.rule.limit, now));
}

export function refuseIfOver(results: LimitResult[]): void {
  const over = results.filter((r) => !r.allowed);
  if (over.length) tooMany(Math.max(...over.map((r) => r.retryAfterSeconds)));
}

/** A per-address limit on this request's client: 429 when its address (or /64, or /24 budget) is over. */
export async function limitAddress(c: Context<AppEnv>, name: string, rule: LimitRule): Promise<void> {
  refuseIfOver(await hitAll(c.env.DB, addressLimitKeys(name, requestAddress(c), rule)));
}
