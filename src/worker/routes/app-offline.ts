/**
 * The installable app's two files (issue 29, ADR 061): the web app manifest, in the language asked for, and the
 * service worker script the build wrote, served at the site root so its scope can be /app.
 */
import type { Context } from 'hono';
import { DEFAULT_LOCALE, isLocale } from '../../shared/locales.ts';
import { appManifest } from '../../shared/offline/app-manifest.ts';
import type { AppEnv } from '../env.ts';
import { translatorFor } from '../i18n.ts';

export async function handleAppManifest(c: Context<AppEnv>): Promise<Response> {
  const lang = c.req.query('lang');
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const t = await translatorFor(locale, c.env.SUPPORT_EMAIL);
  const body = appManifest(locale, {
    name: t.t('offline.manifest.name'), shortName: t.t('offline.manifest.shortName'), description: t.t('offline.manifest.description'),
  });
  return c.body(JSON.stringify(body), 200, { 'Content-Type': 'application/manifest+json; charset=UTF-8', 'Cache-Control': 'public, max-age=3600' });
}

/**
 * The worker script is revalidated on every check (no-cache), so a deploy reaches installed apps at their next
 * update check. Its own CSP is what the worker runs under: it may fetch this origin, nothing else.
 */
export async function handleAppServiceWorker(c: Context<AppEnv>): Promise<Response> {
  const asset = await c.env.ASSETS.fetch(new Request(new URL('/app-sw.js', c.req.url)));
  if (!asset.ok) return c.text('Not Found', 404, { 'Cache-Control': 'no-store' });
  return new Response(asset.body, {
    status: 200,
    headers: {
      'Content-Type': 'text/javascript; charset=UTF-8',
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': "default-src 'none'; connect-src 'self'; frame-ancestors 'none'",
    },
  });
}
