/**
 * POST /contact-us and /affiliate-program (every locale): the forms without JavaScript (ADR 020). The page's
 * form posts to its own address; this handler validates the fields with the shared schema (all errors at once,
 * the page rendered again with the visitor's text), then hands the same JSON to the API call the enhanced form
 * uses — the one implementation, embedded or proxied upstream — and answers 303 to the thank-you page.
 */
import { Hono, type Context } from 'hono';
import { HONEYPOT_FIELD, validateForm, type FormKind } from '../../shared/api/contact.ts';
import { href, matchRoute, type RouteDef } from '../../shared/routes.ts';
import type { AppEnv } from '../env.ts';
import { apiRoutes } from '../api/index.ts';
import { fromTheSite } from '../api/csrf.ts';
import { renderRefusedForm } from './pages.tsx';

const API_PATH: Record<FormKind, string> = { contact: '/weapp/api/common/portalContact', affiliate: '/weapp/api/common/affiliateApply' };
/** The API at its public path, so the proxy (upstream mode) forwards the same path the island calls. */
const api = new Hono<AppEnv>().route('/weapp/api', apiRoutes);
const TEXT_FIELDS: Record<FormKind, readonly string[]> = {
  contact: ['name', 'email', 'topic', 'message'],
  affiliate: ['name', 'email', 'links', 'audience', 'countries', 'promotion'],
};
const MAX_BODY = 64 * 1024;
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

function kindOf(route: RouteDef): FormKind | null {
  return route.id === 'contact' ? 'contact' : route.id === 'affiliate' ? 'affiliate' : null;
}

export async function handleFormPost(c: Context<AppEnv>, next: () => Promise<void>): Promise<Response | void> {
  const match = matchRoute(c.get('barePath'));
  const kind = match ? kindOf(match.route) : null;
  if (!match || !kind) return next();
  if (!fromTheSite(c)) return c.text('This form was not sent from the site.', 403);
  if (!FORM_TYPES.test(c.req.header('content-type') ?? '')) return c.text('Send the form as a form.', 415);
  if (Number(c.req.header('content-length') ?? 0) > MAX_BODY) return c.text('The form is too large.', 413);

  const form = await c.req.parseBody().catch(() => ({} as Record<string, unknown>));
  const str = (k: string) => (typeof form[k] === 'string' ? form[k] : '');
  const values: Record<string, string> = {};
  for (const k of TEXT_FIELDS[kind]) values[k] = str(k);
  if (kind === 'affiliate' && str('agree')) values.agree = 'on';
  values[HONEYPOT_FIELD] = str(HONEYPOT_FIELD);
  // The page's render time is in the form; a missing or future one counts as "no time at all".
  const startedAt = Number(str('startedAt'));
  const fillMs = Number.isFinite(startedAt) && startedAt > 0 && startedAt <= Date.now() ? Date.now() - startedAt : 0;
  const locale = c.get('locale');
  const body = {
    ...values, agree: values.agree === 'on', locale, page: href(locale, kind), fillMs,
    turnstileToken: str('cf-turnstile-response'),
  };

  const checked = validateForm(kind, body);
  if (!checked.ok) return renderRefusedForm(c, match.route, { values, errors: checked.errors }, 400);

  const res = await api.request(new URL(API_PATH[kind], c.req.url), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // Already checked above; the inner call is the site's own.
      'sec-fetch-site': 'same-origin',
      cookie: c.req.header('cookie') ?? '',
      ...(c.req.header('cf-connecting-ip') ? { 'cf-connecting-ip': c.req.header('cf-connecting-ip')! } : {}),
      locale,
    },
    body: JSON.stringify(body),
  }, c.env, c.executionCtx);
  const answer = await res.json<{ reference?: string; code?: string; field?: string }>().catch(() => ({} as { reference?: string; code?: string; field?: string }));
  if (res.ok && answer.reference) return c.redirect(`${href(locale, kind)}/sent/${answer.reference}`, 303);
  const field = answer.field && [...TEXT_FIELDS[kind], 'agree', 'turnstile'].includes(answer.field) ? answer.field : 'form';
  const code = answer.code ?? 'generic';
  const refused = await renderRefusedForm(c, match.route, { values, errors: { [field]: code } }, res.status >= 400 ? res.status : 500);
  const retry = res.headers.get('Retry-After');
  if (retry) refused.headers.set('Retry-After', retry);
  return refused;
}
