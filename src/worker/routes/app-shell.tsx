/**
 * /app: the signed-in application's shell. Language independent (one URL); its language follows the locale
 * cookie the picker sets. Never indexed, never cached for several users.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { reactRenderer } from '@hono/react-renderer';
import type { ReactNode } from 'react';
import { LOCALE_COOKIE } from '../../shared/constants.ts';
import { DEFAULT_LOCALE, isLocale } from '../../shared/locales.ts';
import manifest from '../../generated/manifest.json';
import type { AppEnv } from '../env.ts';
import { translatorFor } from '../i18n.ts';
import { bootJson } from '../render/render-page.tsx';
import { viewerFor } from '../session/viewer.ts';
import { APP_PATH, href } from '../../shared/routes.ts';
import { APP_LANG_PARAM } from '../../shared/journey/landing.ts';
import { APP_MANIFEST_PATH, APP_THEME_COLOR } from '../../shared/offline/app-manifest.ts';

declare module '@hono/react-renderer' {
  interface Props { app?: { locale: string; title: string } }
}

/** The shell's document (its own: no site head, no islands loader; the app's module script in the body). */
function AppDocument({ children, app }: { children: ReactNode; app?: { locale: string; title: string } }) {
  return (
    <html lang={app?.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{app?.title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={`${APP_MANIFEST_PATH}?lang=${app?.locale ?? DEFAULT_LOCALE}`} />
        <meta name="theme-color" content={APP_THEME_COLOR} />
        <link rel="apple-touch-icon" href="/icons/app-192.png" />
        <link rel="stylesheet" href={manifest.css} />
        <link rel="stylesheet" href={manifest.appCss} />
      </head>
      {children}
    </html>
  );
}

export async function handleAppShell(c: Context<AppEnv>): Promise<Response> {
  // A link from a public page says which language it was in (?lang=, ADR 033); else the language chosen last.
  const linkLocale = c.req.query(APP_LANG_PARAM);
  const cookieLocale = getCookie(c, LOCALE_COOKIE);
  const locale = isLocale(linkLocale) ? linkLocale : isLocale(cookieLocale) ? cookieLocale : DEFAULT_LOCALE;
  // A signed-out visitor goes to sign in, in that language, and comes back here afterwards. A link from a public
  // page is a first-time call to action, so it opens registration. The browser keeps the #/route fragment
  // across the redirect, and the sign-in form adds it back to ?next=. A shared mock report's link (?view=shared)
  // is the exception: anyone holding it may read it (ADR 027; the hash never reaches the server).
  if (c.req.query('view') !== 'shared' && (await viewerFor(c)) === 'anonymous') {
    const res = c.redirect(`${href(locale, isLocale(linkLocale) ? 'register' : 'login')}?next=${encodeURIComponent(APP_PATH)}`, 302);
    res.headers.set('Cache-Control', 'private, no-store');
    return res;
  }
  c.set('locale', locale);
  const t = await translatorFor(locale, c.env.SUPPORT_EMAIL);
  const nonce = c.get('nonce');
  const boot = await bootJson(c, '/app', 'app');
  let res: Response | undefined;
  await reactRenderer(AppDocument, { stream: true, readableStreamOptions: { nonce } })(c, async () => {
    res = await c.render(
      <body className="layout-app">
        <div id="app-root"><div className="app-loading" role="status">{t.t('app.loading')}</div></div>
        <script type="application/json" id="__boot" dangerouslySetInnerHTML={{ __html: boot }} />
        <script type="module" src={manifest.app} nonce={nonce} />
      </body>,
      { app: { locale, title: `${t.t('app.title')} | ${t.t('common.brand')}` } },
    );
  });
  const stream = res!.body;
  return new Response(stream, { headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } });
}
