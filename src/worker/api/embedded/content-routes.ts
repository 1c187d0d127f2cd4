/** Public content and tracking calls of SPEC §7: logPath, setting, logFb, landing statistics, testimonials. */
import { Hono } from 'hono';
import * as S from '../../../shared/api/schemas.ts';
import { LANDING_STATS } from '../../../shared/figures.ts';
import type { AppEnv } from '../../env.ts';
import { currentUser, jsonBody, queryParams } from '../http.ts';

export const contentRoutes = new Hono<AppEnv>();

contentRoutes.get('/common/logPath', (c) => {
  const { path, locale } = queryParams(c, S.LogPathQuery);
  c.executionCtx.waitUntil(
    c.env.DB.prepare('INSERT INTO path_log (path, locale, created_at) VALUES (?, ?, ?)').bind(path, locale, Date.now()).run()
      .catch((err: unknown) => console.error(JSON.stringify({ msg: 'logPath insert failed', err: String(err) }))),
  );
  return c.json({ status: 200, message: 'OK' });
});

contentRoutes.get('/common/setting', async (c) => {
  const { status, keys } = queryParams(c, S.SettingQuery);
  const wanted = keys.split(',').filter(Boolean).slice(0, 20);
  const out: Record<string, string> = {};
  if (wanted.length) {
    const { results } = await c.env.DB.prepare(`SELECT key, value FROM settings WHERE status = ? AND key IN (${wanted.map(() => '?').join(',')})`)
      .bind(Number(status) || 1, ...wanted).all<{ key: string; value: string }>();
    for (const r of results) out[r.key] = r.value;
  }
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(out);
});

contentRoutes.post('/common/logFb', async (c) => {
  const { fbc, fbp } = await jsonBody(c, S.LogFbRequest);
  const user = await currentUser(c);
  await c.env.DB.prepare('INSERT INTO tracking_log (user_id, fbc, fbp, created_at) VALUES (?, ?, ?, ?)').bind(user?.id ?? null, fbc, fbp, Date.now()).run();
  return c.json({ status: 200, message: 'OK' });
});

/**
 * Landing statistics (SPEC §3): counted from the data, never shown below the configured display floors
 * (settings stats.*Floor, defaulting to SPEC §9's figures), as strings with a plus suffix.
 */
contentRoutes.get('/common/stats', async (c) => {
  const [counts, floors] = await c.env.DB.batch<Record<string, number | string>>([
    c.env.DB.prepare(`SELECT (SELECT COUNT(*) FROM users WHERE temp = 0) AS users, (SELECT COUNT(*) FROM progress) AS practice`),
    c.env.DB.prepare("SELECT key, value FROM settings WHERE key LIKE 'stats.%'"),
  ]);
  const floor: Record<string, number> = {};
  for (const r of floors!.results) floor[String(r.key)] = Number(r.value);
  const row = counts!.results[0] ?? {};
  const pick = (key: keyof typeof LANDING_STATS, counted: number) => `${Math.max(counted, floor[`stats.${key}Floor`] ?? LANDING_STATS[key])}+`;
  c.header('Cache-Control', 'public, max-age=600');
  return c.json({
    userTotal: pick('userTotal', Number(row.users ?? 0)),
    questionTotal: pick('questionTotal', 0),
    examTotal: pick('examTotal', 0),
    correctTotal: pick('correctTotal', 0),
    speakingTotal: pick('speakingTotal', 0),
  });
});

contentRoutes.get('/common/testimonials', async (c) => {
  const { results } = await c.env.DB.prepare('SELECT id, type, data, sort_order, create_time FROM testimonials ORDER BY sort_order').all<{ id: number; type: number; data: string; sort_order: number; create_time: string }>();
  c.header('Cache-Control', 'public, max-age=600');
  return c.json(results.map((r) => ({ id: r.id, type: r.type, data: r.data, order: r.sort_order, createTime: r.create_time })));
});
