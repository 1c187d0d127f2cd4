/**
 * The contact form and the affiliate application on their pages (issue 15), and the thank-you pages a
 * no-JavaScript post is redirected to. The form is one island; its strings are translated here and handed
 * over in its props, the same for every visitor of a locale (the page is cacheable).
 */
import { AUDIENCE_SIZES, CONTACT_TOPICS, LIMITS, type FormKind } from '../../shared/api/contact.ts';
import { Island } from '../../shared/components/Island.tsx';
import type { Translator } from '../../shared/i18n.ts';
import { href } from '../../shared/routes.ts';
import type { PageContext, PageModule } from './types.ts';

/** Error codes the forms can show, with the values their messages need. */
const ERRORS: Record<string, Record<string, number>> = {
  name_required: {}, name_too_long: { max: LIMITS.name }, name_invalid: {},
  email_required: {}, email_invalid: {}, email_too_long: {},
  topic_invalid: {},
  message_required: {}, message_too_short: { min: LIMITS.messageMin }, message_too_long: { max: LIMITS.message }, message_invalid: {}, message_links: { max: LIMITS.messageLinks },
  links_required: {}, links_too_long: { max: LIMITS.links }, links_invalid: {}, links_too_many: { max: LIMITS.linkCount },
  audience_invalid: {},
  countries_required: {}, countries_too_short: {}, countries_too_long: { max: LIMITS.countries }, countries_invalid: {}, countries_links: {},
  promotion_required: {}, promotion_too_short: { min: LIMITS.promotionMin }, promotion_too_long: { max: LIMITS.promotion }, promotion_invalid: {}, promotion_links: { max: LIMITS.messageLinks },
  agree_required: {},
  turnstile_failed: {}, turnstile_unavailable: {}, rate_limited: {}, network: {}, generic: {}, invalid: {},
};

/** Every string the form island can show, translated for this locale. */
export function formText(t: Translator, kind: FormKind, locale: PageContext['locale']): Record<string, string> {
  const f = (key: string, values?: Record<string, string | number>) => t.t(`contact.form.${key}`, values);
  const a = (key: string) => t.t(`contact.affiliateForm.${key}`);
  const text: Record<string, string> = {
    title: kind === 'contact' ? f('title') : a('title'),
    intro: kind === 'contact' ? f('intro') : a('intro'),
    // \u0001 is replaced by the address in the browser, after /userInfo answers.
    signedInAs: f('signedInAs', { email: '\u0001' }),
    submit: kind === 'contact' ? f('submit') : a('submit'),
    sending: f('sending'),
    privacy: f('privacy'),
    choose: f('choose'),
    honeypot: f('honeypot'),
    turnstileNoScript: f('turnstileNoScript'),
    sentTitle: t.t(`contact.sent.${kind}Title`),
    sentBody: t.t(`contact.sent.${kind}Body`),
    referenceLabel: t.t('contact.sent.reference'),
    'name.label': f('name'),
    'email.label': f('email'),
  };
  if (kind === 'contact') {
    Object.assign(text, { 'topic.label': f('topic'), 'message.label': f('message'), 'message.hint': f('messageHint') });
    for (const topic of CONTACT_TOPICS) text[`topic.${topic}`] = f(`topics.${topic}`);
  } else {
    Object.assign(text, {
      'links.label': a('links'), 'links.hint': a('linksHint'), 'audience.label': a('audience'), 'countries.label': a('countries'),
      'countries.hint': a('countriesHint'), 'promotion.label': a('promotion'), 'promotion.hint': a('promotionHint'),
      'agree.label': a('agree'), 'agree.link': a('agreeLink'), 'agree.href': href(locale, 'tos'),
    });
    for (const size of AUDIENCE_SIZES) text[`audience.${size}`] = a(`audiences.${size}`);
  }
  for (const [code, values] of Object.entries(ERRORS)) text[`errors.${code}`] = t.t(`contact.errors.${code}`, values);
  return text;
}

export function FormSection({ ctx, kind }: { ctx: PageContext; kind: FormKind }) {
  const { t, locale } = ctx;
  return (
    <section className="container narrow contact-form-section" id={kind === 'contact' ? 'message' : 'apply'}>
      <Island name="ContactForm" props={{
        kind, locale, action: href(locale, kind), startedAt: Date.now(), turnstileSiteKey: ctx.config.turnstileSiteKey,
        text: formText(t, kind, locale), values: ctx.form?.values, errors: ctx.form?.errors,
      }} />
    </section>
  );
}

function sentPage(kind: FormKind): PageModule {
  return {
    head: ({ t }) => ({ title: `${t.t(`contact.sent.${kind}Title`)} | ${t.t('common.brand')}`, description: t.t(`contact.sent.${kind}Body`), noindex: true }),
    Body: ({ ctx: { t, locale, params } }) => (
      <div className="page page-contact-sent">
        <div className="container narrow contact-sent" data-testid="form-sent">
          <h1>{t.t(`contact.sent.${kind}Title`)}</h1>
          <p className="lead">{t.t(`contact.sent.${kind}Body`)}</p>
          <p className="contact-reference">{t.t('contact.sent.reference')} <strong data-testid="form-reference">{params.ref}</strong></p>
          <p><a className="btn btn-ghost" href={href(locale, 'home')}>{t.t('contact.sent.back')}</a></p>
        </div>
      </div>
    ),
  };
}

export const contactSentPage = sentPage('contact');
export const affiliateSentPage = sentPage('affiliate');
