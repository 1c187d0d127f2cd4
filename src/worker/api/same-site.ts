/**
 * GETs that write (the path log, the Google nonce) answer only the site's own scripts: a cross-site `<img>`,
 * link or fetch (Sec-Fetch-Site other than same-origin) gets a 403 and writes nothing. Clients that send no
 * Fetch Metadata are still bounded by the callers' rate limits.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { fail } from './http.ts';

export function sameSiteOnly(c: Context<AppEnv>): void {
  const site = c.req.header('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') fail(403, 'origin_forbidden', 'This request did not come from the site.');
}
