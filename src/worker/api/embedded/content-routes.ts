/** Public content and tracking calls of SPEC §7: logPath, setting, logFb, landing statistics, testimonials. */
import { Hono } from 'hono';
import * as S from '../../../shared/api/schemas.ts';
import type { AppEnv } from '../../env.ts';
import { currentUser, jsonBody, queryParams } from '../http.ts';
import { addressLimitKeys, hitAll, requestAddress } from '../limits.ts';
import { sameSiteOnly } from '../same-site.ts';
import { landingStats, testimonials } from './content-data.ts';

export const contentRoutes = new Hono<AppEnv>();

/** Per client address: generous for a person clicking around, a ceiling for a script (or a page of <img>s). */
export const LOG_PATH_LIMIT = { windowMs: 10 * 60_000, limit: 120 };

contentRoutes.get('/common/logPath', async (c) => {
  const { path, locale } = queryParams(c, S.LogPathQuery);
  sameSiteOnly(c);
  // Fire and forget (SPEC §7): over the limit the report is dropped without an error the page would log.
  const counted = await hitAll(c.env.DB, addressLimitKeys('log-path', requestAddress(c), LOG_PATH_LIMIT));
  if (counted.some((r) => !r.allowed)) return c.json({ status: 200, message: 'OK' });
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

contentRoutes.get('/common/stats', async (c) => {
  c.header('Cache-Control', 'public, max-age=600');
  return c.json(await landingStats(c.env.DB));
});

contentRoutes.get('/common/testimonials', async (c) => {
  c.header('Cache-Control', 'public, max-age=600');
  return c.json(await testimonials(c.env.DB));
});
