/** Practice progress of the signed-in (or guest) user: what the app's home screen counts. */
import { Hono } from 'hono';
import * as S from '../../../shared/api/schemas.ts';
import type { AppEnv } from '../../env.ts';
import { jsonBody, requireUser } from '../http.ts';

export const progressRoutes = new Hono<AppEnv>();

progressRoutes.get('/progress', async (c) => {
  const user = await requireUser(c);
  const { results } = await c.env.DB.prepare('SELECT item, score, updated_at FROM progress WHERE user_id = ? ORDER BY updated_at DESC LIMIT 500')
    .bind(user.id).all<{ item: string; score: number | null; updated_at: number }>();
  c.header('Cache-Control', 'no-store');
  return c.json({ items: results.map((r) => ({ item: r.item, score: r.score, updatedAt: new Date(r.updated_at).toISOString() })) });
});

progressRoutes.post('/progress', async (c) => {
  const user = await requireUser(c);
  const { item, score } = await jsonBody(c, S.ProgressRequest);
  await c.env.DB.prepare(
    'INSERT INTO progress (user_id, item, score, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT(user_id, item) DO UPDATE SET score = excluded.score, updated_at = excluded.updated_at',
  ).bind(user.id, item, score ?? null, Date.now()).run();
  return c.json({ status: 200, message: 'Saved.' });
});
