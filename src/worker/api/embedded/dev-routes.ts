/**
 * The local mailbox: GET /weapp/api/dev/outbox?email=… — only when development is explicitly on
 * (ENVIRONMENT = "development" and DEV_TOOLS = "on"); everywhere else it does not exist (404).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { Email } from '../../../shared/api/schemas.ts';
import { config } from '../../config.ts';
import type { AppEnv } from '../../env.ts';
import { queryParams } from '../http.ts';

export const devRoutes = new Hono<AppEnv>();

devRoutes.get('/dev/outbox', async (c) => {
  if (!config(c.env).devTools) return c.json({ status: 404, message: 'Not Found', code: 'not_found' }, 404);
  const { email } = queryParams(c, v.object({ email: Email }));
  const { results } = await c.env.DB.prepare('SELECT to_email AS "to", subject, body, created_at FROM outbox WHERE to_email = ? ORDER BY id DESC LIMIT 20')
    .bind(email).all();
  c.header('Cache-Control', 'no-store');
  return c.json({ messages: results });
});
