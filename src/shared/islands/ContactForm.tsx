/**
 * The contact form and the affiliate application (issue 15). Rendered on the server as a plain HTML form that
 * posts to its own page and works without JavaScript (ADR 020); once hydrated it validates with the shared
 * schemas, sends JSON to the API and shows the thank-you state in place. Typed text lives in state and is never
 * cleared by an error. Its strings arrive already translated in the props, so the public pages' shared message
 * bundle does not grow for two pages.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AUDIENCE_SIZES, CONTACT_TOPICS, HONEYPOT_FIELD, LIMITS, validateForm, type FieldErrors, type FormKind } from '../api/contact.ts';
import { TextInput } from '../components/TextInput.tsx';
import { nonEmpty, typedValues } from '../components/typed-before-hydration.ts';
import type { Locale } from '../locales.ts';

export interface ContactFormProps {
  kind: FormKind;
  locale: Locale;
  /** The page's own path: where the form posts without JavaScript. */
  action: string;
  /** Server time the HTML was made, for the no-JavaScript minimum fill time. */
  startedAt: number;
  turnstileSiteKey: string;
  /** Every string the form can show, translated by the server (`errors.<code>` for field errors). */
  text: Record<string, string>;
  /** After a refused no-JavaScript post: what the visitor typed and what was wrong. */
  values?: Record<string, string>;
  errors?: FieldErrors;
}

const FIELDS: Record<FormKind, readonly string[]> = {
  contact: ['name', 'email', 'topic', 'message'],
  affiliate: ['name', 'email', 'links', 'audience', 'countries', 'promotion', 'agree'],
};
const API_PATH: Record<FormKind, string> = { contact: '/common/portalContact', affiliate: '/common/affiliateApply' };
const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface TurnstileApi { render(el: HTMLElement, opts: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void }): string; reset(id?: string): void }

function payload(kind: FormKind, values: Record<string, string>, locale: Locale, action: string, extra: { fillMs: number; turnstileToken: string }) {
  const base = { name: values.name ?? '', email: values.email ?? '', locale, page: action, [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? '', ...extra };
  return kind === 'contact'
    ? { ...base, topic: values.topic ?? '', message: values.message ?? '' }
    : { ...base, links: values.links ?? '', audience: values.audience ?? '', countries: values.countries ?? '', promotion: values.promotion ?? '', agree: values.agree === 'on' };
}

export default function ContactForm(props: ContactFormProps) {
  const { kind, locale, action, text } = props;
  const [values, setValues] = useState<Record<string, string>>(props.values ?? {});
  const [errors, setErrors] = useState<FieldErrors>(props.errors ?? {});
  const [touched, setTouched] = useState(Boolean(props.errors));
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [signedInAs, setSignedInAs] = useState<string | null>(null);
  const [turnstileToken, setTurnstileToken] = useState('');
  const turnstileSlot = useRef<HTMLDivElement>(null);
  const turnstileId = useRef<string | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // Text typed before hydration is in the fields, not in the state: take it over before any render empties it.
    const typed = nonEmpty(typedValues(formRef.current, [...FIELDS[kind], HONEYPOT_FIELD]));
    if (Object.keys(typed).length) setValues((v) => ({ ...v, ...typed }));
    // The page is the same for everyone (cached); who is signed in is asked for here, after the fact.
    void import('../../client/platform/session.ts').then(async ({ getToken }) => {
      if (!getToken()) return;
      const [{ api }, { User }] = await Promise.all([import('../../client/platform/api.ts'), import('../api/schemas.ts')]);
      const user = await api('/userInfo', { schema: User, on401: 'throw', locale });
      if (user.email) setSignedInAs(user.email);
    }).catch(() => undefined);
    if (props.turnstileSiteKey && turnstileSlot.current) loadTurnstile(turnstileSlot.current);
  }, []); // once, on hydration

  function loadTurnstile(slot: HTMLElement) {
    const w = window as unknown as { turnstile?: TurnstileApi };
    const render = () => {
      turnstileId.current = w.turnstile?.render(slot, { sitekey: props.turnstileSiteKey, callback: setTurnstileToken, 'expired-callback': () => setTurnstileToken('') });
    };
    if (w.turnstile) return render();
    const s = document.createElement('script');
    s.src = TURNSTILE_SCRIPT;
    s.async = true;
    s.onload = render;
    document.head.appendChild(s);
  }

  const set = (field: string) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched) {
      // Inline validation once the visitor has tried to send: errors clear (or change) as they type.
      const check = validateForm(kind, payload(kind, next, locale, action, { fillMs: 0, turnstileToken }));
      setErrors(check.ok ? {} : check.errors);
    }
  };
  const errorText = (field: string) => {
    const code = errors[field];
    return code ? text[`errors.${code}`] ?? text['errors.invalid'] : null;
  };

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setTouched(true);
    // What is sent is what the fields show, even if a change never reached the state.
    const shown = { ...values, ...typedValues(e.currentTarget, [...FIELDS[kind], HONEYPOT_FIELD]) };
    setValues(shown);
    // performance.now() counts from the page's navigation: how long the visitor has had the form.
    const body = payload(kind, shown, locale, action, { fillMs: Math.round(performance.now()), turnstileToken });
    const check = validateForm(kind, body);
    if (!check.ok) {
      setErrors(check.errors);
      const first = FIELDS[kind].find((f) => check.errors[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const { api } = await import('../../client/platform/api.ts');
      const { FormSentResponse } = await import('../api/contact.ts');
      const res = await api(API_PATH[kind], { body, schema: FormSentResponse, locale, on401: 'throw' });
      setSent(res.reference);
    } catch (err) {
      const { code, field } = err as { code?: string; field?: string };
      const known = code === 'network' ? 'network' : code && text[`errors.${code}`] ? code : 'generic';
      setErrors({ [field && FIELDS[kind].includes(field) ? field : 'form']: known });
      if (code?.startsWith('turnstile')) {
        (window as unknown as { turnstile?: TurnstileApi }).turnstile?.reset(turnstileId.current);
        setTurnstileToken('');
      }
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div className="contact-sent" role="status" data-testid="form-sent" tabIndex={-1} ref={(el) => el?.focus()}>
        <h2 className="h3">{text.sentTitle}</h2>
        <p>{text.sentBody}</p>
        <p className="contact-reference">{text.referenceLabel} <strong data-testid="form-reference">{sent}</strong></p>
      </div>
    );
  }

  const field = (name: string, opts: { type?: 'text' | 'email'; multiline?: boolean; max?: number; rows?: number; autoComplete?: string; hint?: boolean } = {}) => (
    <TextInput label={text[`${name}.label`] ?? name} name={name} id={`${kind}-${name}`} value={values[name] ?? ''} onChange={set(name)}
      error={errorText(name)} hint={opts.hint ? text[`${name}.hint`] : undefined} type={opts.type} multiline={opts.multiline} rows={opts.rows}
      maxLength={opts.max} autoComplete={opts.autoComplete} inputMode={opts.type === 'email' ? 'email' : undefined} required />
  );
  const select = (name: string, options: readonly string[]) => {
    const err = errorText(name);
    const id = `${kind}-${name}`;
    return (
      <div className={`field${err ? ' has-error' : ''}`}>
        <label className="field-label" htmlFor={id}>{text[`${name}.label`]}</label>
        <div className="field-box">
          <select id={id} name={name} className="field-control" required value={values[name] ?? ''} onChange={(e) => set(name)(e.target.value)}
            aria-invalid={err ? true : undefined} aria-describedby={`${id}-error`}>
            <option value="" disabled>{text.choose}</option>
            {options.map((o) => <option key={o} value={o}>{text[`${name}.${o}`]}</option>)}
          </select>
        </div>
        <p className="field-error" id={`${id}-error`} aria-live="polite">{err}</p>
      </div>
    );
  };
  const formError = errors.form ? text[`errors.${errors.form}`] ?? text['errors.generic'] : null;
  const agreeError = errorText('agree');

  return (
    <form ref={formRef} className="contact-form" method="post" action={action} onSubmit={submit} noValidate aria-busy={busy}
      data-testid={`${kind}-form`} aria-labelledby={`${kind}-form-title`}>
      <h2 className="h3" id={`${kind}-form-title`}>{text.title}</h2>
      <p className="contact-intro">{text.intro}</p>
      {signedInAs && <p className="contact-signed-in" data-testid="signed-in-as">{text.signedInAs?.replace('\u0001', signedInAs)}</p>}
      <p className="contact-form-error" role="alert" data-testid="form-error">{formError}</p>
      {field('name', { autoComplete: 'name', max: LIMITS.name })}
      {field('email', { type: 'email', autoComplete: 'email' })}
      {kind === 'contact' && select('topic', CONTACT_TOPICS)}
      {kind === 'contact' && field('message', { multiline: true, rows: 7, max: LIMITS.message, hint: true })}
      {kind === 'affiliate' && field('links', { multiline: true, rows: 3, max: LIMITS.links, hint: true })}
      {kind === 'affiliate' && select('audience', AUDIENCE_SIZES)}
      {kind === 'affiliate' && field('countries', { max: LIMITS.countries, hint: true })}
      {kind === 'affiliate' && field('promotion', { multiline: true, rows: 6, max: LIMITS.promotion, hint: true })}
      {kind === 'affiliate' && (
        <div className={`field field-check${agreeError ? ' has-error' : ''}`}>
          <label className="check-label">
            <input type="checkbox" name="agree" checked={values.agree === 'on'} onChange={(e) => set('agree')(e.target.checked ? 'on' : '')}
              aria-invalid={agreeError ? true : undefined} aria-describedby="affiliate-agree-error" required />
            <span>{text['agree.label']} <a href={text['agree.href']}>{text['agree.link']}</a></span>
          </label>
          <p className="field-error" id="affiliate-agree-error" aria-live="polite">{agreeError}</p>
        </div>
      )}
      {/* People never see this field; software that fills every field does. */}
      <div className="contact-hp" aria-hidden="true">
        <label>{text.honeypot}<input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={values[HONEYPOT_FIELD] ?? ''} onChange={(e) => set(HONEYPOT_FIELD)(e.target.value)} /></label>
      </div>
      <input type="hidden" name="startedAt" value={props.startedAt} />
      {props.turnstileSiteKey && (
        <div className="contact-turnstile">
          <div ref={turnstileSlot} />
          <noscript><p>{text.turnstileNoScript}</p></noscript>
          <p className="field-error" aria-live="polite">{errorText('turnstile')}</p>
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? text.sending : text.submit}</button>
      <p className="contact-privacy">{text.privacy}</p>
    </form>
  );
}
