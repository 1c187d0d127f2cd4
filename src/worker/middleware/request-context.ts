/** A request id for every request (from Cloudflare's cf-ray when present), echoed in X-Request-Id for support. */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { randomToken } from '../util/random.ts';

export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const ray = c.req.header('cf-ray');
  const id = ray && /^[A-Za-z0-9-]{1,64}$/.test(ray) ? ray : randomToken(9);
  c.set('requestId', id);
  await next();
  c.res.headers.set('X-Request-Id', id);
});
