/**
 * /weapp/api: the proxy to an upstream backend (API_ORIGIN) or the embedded backend on D1. Every failure
 * answers the SPEC §8 error shape {status, message}.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { isLocale } from '../../shared/locales.ts';

export const apiRoutes = new Hono<AppEnv>();

/** SPEC §7 GET /common/logPath: fire and forget; bad input is refused without storing anything. */
apiRoutes.get('/common/logPath', (c) => {
  const path = c.req.query('path') ?? '';
  const locale = c.req.query('locale') ?? '';
  if (!path.startsWith('/') || path.length > 512 || !isLocale(locale)) {
    return c.json({ status: 400, message: 'path must start with / (max 512 characters) and locale must be a site language' }, 400);
  }
  c.executionCtx.waitUntil(
    c.env.DB.prepare('INSERT INTO path_log (path, locale, created_at) VALUES (?, ?, ?)').bind(path, locale, Date.now()).run()
      .catch((err: unknown) => console.error(JSON.stringify({ msg: 'logPath insert failed', err: String(err) }))),
  );
  return c.json({ status: 200, message: 'OK' });
});

apiRoutes.all('*', (c) => c.json({ status: 404, message: 'Not Found' }, 404));
