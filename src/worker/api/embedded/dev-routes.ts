/** The local mailbox: GET /weapp/api/dev/outbox?email=… — only when ENVIRONMENT is "development". */
import { Hono } from 'hono';
import * as v from 'valibot';
import { Email } from '../../../shared/api/schemas.ts';
import type { AppEnv } from '../../env.ts';
import { queryParams } from '../http.ts';

export const devRoutes = new Hono<AppEnv>();

devRoutes.get('/dev/outbox', async (c) => {
  if (c.env.ENVIRONMENT !== 'development') return c.json({ status: 404, message: 'Not Found' }, 404);
  const { email } = queryParams(c, v.object({ email: Email }));
  const { results } = await c.env.DB.prepare('SELECT to_email AS "to", subject, body, created_at FROM outbox WHERE to_email = ? ORDER BY id DESC LIMIT 20')
    .bind(email).all();
  c.header('Cache-Control', 'no-store');
  return c.json({ messages: results });
});
