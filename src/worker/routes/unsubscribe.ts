/**
 * /unsubscribe: the page a reminder mail links to (issue 28). GET shows one button and changes nothing (mail
 * scanners open links); the button posts the signed link back, which goes to /weapp/api/goal/unsubscribe inside
 * the worker — embedded or proxied upstream, the one implementation. No sign-in needed. In the mail's language.
 */
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../env.ts';
import { apiRoutes } from '../api/index.ts';
import { fromTheSite } from '../api/csrf.ts';
import { translatorFor } from '../i18n.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/locales.ts';
import { APP_PATH } from '../../shared/routes.ts';

const api = new Hono<AppEnv>().route('/weapp/api', apiRoutes);

function page(c: Context<AppEnv>, locale: Locale, title: string, body: ReturnType<typeof html>, status: 200 | 400 | 403 = 200) {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  return c.html(html`<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`, status);
}

const localeOf = (raw: string | undefined): Locale => (isLocale(raw) ? raw : DEFAULT_LOCALE);
const LINK = { user: /^[1-9]\d{0,15}$/, token: /^[A-Za-z0-9_-]{43}$/ };

export async function showUnsubscribe(c: Context<AppEnv>) {
  const locale = localeOf(c.req.query('lang'));
  const t = await translatorFor(locale, c.env.SUPPORT_EMAIL);
  const u = c.req.query('u') ?? '';
  const token = c.req.query('t') ?? '';
  if (!LINK.user.test(u) || !LINK.token.test(token)) return page(c, locale, t.t('goal.unsubscribe.title'), html`<p>${t.t('goal.unsubscribe.invalid')}</p>`, 400);
  return page(c, locale, t.t('goal.unsubscribe.title'), html`<p>${t.t('goal.unsubscribe.explain')}</p>
<form method="post" action="/unsubscribe"><input type="hidden" name="u" value="${u}"><input type="hidden" name="t" value="${token}"><input type="hidden" name="lang" value="${locale}"><button type="submit">${t.t('goal.unsubscribe.button')}</button></form>`);
}

export async function postUnsubscribe(c: Context<AppEnv>) {
  const form = await c.req.parseBody().catch(() => ({} as Record<string, unknown>));
  const str = (k: string) => (typeof form[k] === 'string' ? form[k] : '');
  const locale = localeOf(str('lang'));
  const t = await translatorFor(locale, c.env.SUPPORT_EMAIL);
  if (!fromTheSite(c)) return page(c, locale, t.t('goal.unsubscribe.title'), html`<p>${t.t('goal.unsubscribe.invalid')}</p>`, 403);
  const res = await api.request(new URL('/weapp/api/goal/unsubscribe', c.req.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', locale },
    body: JSON.stringify({ user: Number(str('u')), token: str('t') }),
  }, c.env, c.executionCtx);
  if (!res.ok) return page(c, locale, t.t('goal.unsubscribe.title'), html`<p>${t.t('goal.unsubscribe.invalid')}</p>`, res.status === 403 ? 403 : 400);
  return page(c, locale, t.t('goal.unsubscribe.doneTitle'), html`<p>${t.t('goal.unsubscribe.done')}</p><p><a href="${APP_PATH}?lang=${locale}#/goal">${t.t('goal.unsubscribe.settings')}</a></p>`);
}
