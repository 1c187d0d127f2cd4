/**
 * Refuses to serve while the configuration is unsafe (config.ts): a generic 500 for the visitor, the reasons in
 * the log. Runs after the security headers, so even this answer carries them.
 */
import { createMiddleware } from 'hono/factory';
import { checkConfig } from '../config.ts';
import type { AppEnv } from '../env.ts';

export const configGuard = createMiddleware<AppEnv>(async (c, next) => {
  const result = checkConfig(c.env);
  if (result.ok) return next();
  console.error(JSON.stringify({ msg: 'configuration invalid: refusing to serve', requestId: c.get('requestId'), problems: result.problems }));
  if (new URL(c.req.url).pathname.startsWith('/weapp/api/')) {
    return c.json({ status: 500, message: 'Something went wrong on our side. Please try again.', code: 'server_error' }, 500);
  }
  return c.text('Something went wrong. Please try again.', 500, { 'Cache-Control': 'no-store' });
});
