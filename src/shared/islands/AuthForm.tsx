/**
 * The sign-in, registration and password-reset forms (SPEC §2, §4, §5). One island, one mode per page. Typed
 * values stay in state, so a failed submit loses nothing; every error is a localized message next to its field
 * (or above the form); submit buttons stay disabled until hydration so nothing is ever sent without JavaScript.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MAX_NICKNAME } from '../api/schemas.ts';
import { TextInput } from '../components/TextInput.tsx';
import { useT } from '../components/i18n.tsx';
import type { Locale } from '../locales.ts';
import * as S from '../api/schemas.ts';
import { APP_HOME, href, type RouteId } from '../routes.ts';
import { type AuthMode, afterSignIn, guestLanding, nextPage, pendingEmail, rememberPendingEmail } from './auth-flow.ts';
import { carryNext, rememberWelcome, type Welcome } from '../journey/landing.ts';
import { rememberLocale } from '../journey/locale-cookie.ts';
import { nonEmpty, typedValues } from '../components/typed-before-hydration.ts';

export interface AuthFormProps {
  locale: Locale; mode: AuthMode; googleClientId: string; cookieDomain: string;
  /** The other account pages linked under the form, with their labels (the site namespace stays on the server);
   *  sign-in and registration links keep ?next=. */
  links?: { id: RouteId | 'home'; label: string }[];
  /** What the third-party sign-in return shows while it completes (its text lives in the server-only namespace). */
  waiting?: string;
}

/**
 * Field ids are fixed, not useId(): an island hydrates as its own React root while the server renders it inside
 * the whole page, so generated ids differ between the two and aria-describedby would point at nothing.
 */
const fieldId = (name: string) => `auth-${name}`;
const FIELD_OF: Record<string, string> = { ticket: 'code' };
const FIELDS = ['email', 'code', 'nickname', 'password'] as const;
const digits = (v: string) => v.replace(/\D/g, '');

/** Before leaving for the landing page: the app follows the language of this page, and greets the learner once. */
function arrive(locale: Locale, welcome: Welcome) {
  rememberLocale(locale);
  rememberWelcome(welcome);
}

interface Problem { message: string; field?: string }

export default function AuthForm({ locale, mode, googleClientId, cookieDomain, links = [], waiting = '' }: AuthFormProps) {
  const t = useT();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [nickname, setNickname] = useState('');
  // A confirmed code's ticket is kept until it is spent: a refused password or nickname is fixed and sent again
  // without asking for a new code (the server spends the ticket only when everything else is valid).
  const [ticket, setTicket] = useState<string | null>(null);
  const googleSlot = useRef<HTMLDivElement>(null);
  const formError = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // The validated ?next= carried to the other account pages; empty on the server so cached HTML stays the same.
  const [carried, setCarried] = useState('');

  // A refused submit moves focus to the first invalid field (or the form's message), so it is announced.
  useEffect(() => {
    if (!problem) return;
    const target = problem.field ? document.getElementById(fieldId(FIELD_OF[problem.field] ?? problem.field)) : null;
    (target ?? formError.current)?.focus();
  }, [problem]);

  useEffect(() => {
    setReady(true);
    setCarried(carryNext(location.search, location.hash));
    if (mode === 'register2' || mode === 'resetPasswordStep2') setEmail(pendingEmail());
    adopt(nonEmpty(typedValues(form.current, FIELDS)));
    if (mode === 'login' && new URLSearchParams(location.search).get('reset') === '1') setNotice(t.t('auth.passwordChanged'));
    if (mode === 'oauth') void import('../../client/platform/oauth-return.ts').then((m) => m.completeOAuth(locale, cookieDomain, () => setProblem({ message: t.t('auth.oauthFailed') })));
    if (mode === 'login' && googleClientId && googleSlot.current) {
      void import('../../client/platform/google-button.ts').then((m) => m.renderGoogleButton(googleSlot.current!, googleClientId, locale, async (credential) => {
        await run(async (session) => {
          const res = await session.api('/common/login', { body: { google: true, credential, type: 'pc', channel: '', invite_code: '' }, schema: S.LoginResponse, locale, on401: 'throw' });
          session.setToken(res.token, cookieDomain);
          if (res.isNew) await session.announceSignup();
          arrive(locale, res.isNew ? 'new' : 'back');
          location.assign(afterSignIn());
        });
      }));
    }
  }, []); // once, on hydration

  /** Takes over what the visitor typed before hydration (or what the browser filled in without an event). */
  function adopt(typed: Record<string, string>) {
    if (typed.email !== undefined) setEmail(typed.email);
    if (typed.code !== undefined) setCode(digits(typed.code));
    if (typed.nickname !== undefined) setNickname(typed.nickname);
    if (typed.password !== undefined) setPassword(typed.password);
  }

  /** Runs one step with the busy state and error mapping; the client modules load only when a form is used. */
  async function run(step: (m: typeof import('../../client/platform/auth-client.ts')) => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await step(await import('../../client/platform/auth-client.ts'));
    } catch (err) {
      const e = err as { code?: string; field?: string; message?: string };
      const key = e.code === 'network' || e.message === 'network' ? 'auth.errors.network' : `auth.errors.${e.code ?? 'generic'}`;
      setProblem({ message: t.has(key) ? t.t(key) : t.t('auth.errors.generic'), field: e.field });
      setBusy(false);
    }
  }

  const state = { email, password, code, nickname };
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    // What is sent is what the fields show, even if a change never reached the state.
    const shown = typedValues(e.currentTarget, FIELDS);
    adopt(shown);
    const email = shown.email ?? state.email, password = shown.password ?? state.password;
    const code = shown.code !== undefined ? digits(shown.code) : state.code, nickname = shown.nickname ?? state.nickname;
    void run(async ({ api, setToken, announceSignup }) => {
      switch (mode) {
        case 'login': {
          const res = await api('/common/login', { body: { email, password, type: 'pc', channel: '', invite_code: '' }, schema: S.LoginResponse, locale, on401: 'throw' });
          setToken(res.token, cookieDomain);
          arrive(locale, 'back');
          location.assign(nextPage(locale, mode));
          return;
        }
        case 'register':
        case 'resetPassword':
        case 'forget': {
          const purpose = mode === 'register' ? 'register' : 'reset';
          await api('/common/sesCode', { body: { email, purpose }, locale });
          rememberPendingEmail(email.trim().toLowerCase());
          location.assign(nextPage(locale, mode));
          return;
        }
        case 'register2':
        case 'resetPasswordStep2': {
          const purpose = mode === 'register2' ? 'register' : 'reset';
          const confirmed = ticket ?? (await api('/common/sesCodeVerify', { body: { email, purpose, code: code.trim() }, schema: S.SesCodeVerifyResponse, locale })).ticket;
          setTicket(confirmed);
          try {
            if (mode === 'register2') {
              const res = await api('/common/register', { body: { ticket: confirmed, nickname, password }, schema: S.LoginResponse, locale, on401: 'throw' });
              setToken(res.token, cookieDomain);
              if (res.isNew) await announceSignup();
              arrive(locale, 'new');
            } else {
              await api('/common/findPassword', { body: { ticket: confirmed, password }, locale });
            }
          } catch (err) {
            if ((err as { code?: string }).code === 'ticket_invalid') setTicket(null);
            throw err;
          }
          location.assign(nextPage(locale, mode));
          return;
        }
        default:
      }
    });
  }

  function asGuest() {
    void run(async ({ api, setToken }) => {
      const res = await api('/common/guest', { body: {}, schema: S.GuestResponse, locale });
      setToken(res.token, cookieDomain, 'temporary');
      arrive(locale, 'guest');
      location.assign(guestLanding(APP_HOME));
    });
  }

  const linkList = (
    <ul className="account-links">
      {links.map(({ id, label }) => <li key={id}><a href={`${href(locale, id)}${id === 'login' || id === 'register' ? carried : ''}`}>{label}</a></li>)}
    </ul>
  );

  if (mode === 'oauth') {
    return (
      <div className="auth-form" data-testid="auth-form">
        {problem ? <p className="form-error" role="alert">{problem.message}</p> : <p role="status" className="muted">{waiting}</p>}
        {problem && <a className="btn btn-primary btn-block" href={href(locale, 'login')}>{t.t('auth.backToLogin')}</a>}
        {linkList}
      </div>
    );
  }

  const err = (field: string) => (problem?.field === field ? problem.message : undefined);
  const needsEmailField = !(mode === 'register2' || mode === 'resetPasswordStep2') || !email || problem?.field === 'email';
  const withPassword = mode === 'login' || mode === 'register2' || mode === 'resetPasswordStep2';
  const withCode = (mode === 'register2' || mode === 'resetPasswordStep2') && ticket === null;
  const label = {
    login: ['auth.signIn', 'auth.signingIn'], register: ['auth.sendCode', 'auth.sending'], resetPassword: ['auth.sendCode', 'auth.sending'],
    forget: ['auth.sendCode', 'auth.sending'], register2: ['auth.createAccount', 'auth.creating'], resetPasswordStep2: ['auth.savePassword', 'auth.saving'],
  }[mode as Exclude<AuthMode, 'oauth'>];

  return (
    <form ref={form} className="auth-form" onSubmit={submit} noValidate data-testid="auth-form" aria-busy={busy}>
      {notice && <p className="form-notice" role="status">{notice}</p>}
      {problem && !problem.field && <p className="form-error" role="alert" tabIndex={-1} ref={formError}>{problem.message}</p>}
      {ticket !== null && <p className="form-notice" role="status" data-testid="code-confirmed">{t.t('auth.codeConfirmed')}</p>}
      {needsEmailField && (
        <TextInput id={fieldId('email')} label={t.t('auth.email')} name="email" type="email" inputMode="email" required
          autoComplete={mode === 'login' ? 'username' : 'email'} value={email} onChange={setEmail} error={err('email')} />
      )}
      {withCode && (
        <TextInput id={fieldId('code')} label={t.t('auth.code')} name="code" inputMode="numeric" autoComplete="one-time-code" required maxLength={6}
          value={code} onChange={(v) => setCode(digits(v))} error={err('code') ?? err('ticket')}
          hint={email ? t.t('auth.codeHint', { email }) : undefined} />
      )}
      {mode === 'register2' && (
        <TextInput id={fieldId('nickname')} label={t.t('auth.nickname')} name="nickname" autoComplete="name" required maxLength={MAX_NICKNAME}
          value={nickname} onChange={setNickname} error={err('nickname')} />
      )}
      {withPassword && (
        <TextInput id={fieldId('password')} label={t.t(mode === 'resetPasswordStep2' ? 'auth.newPassword' : 'auth.password')} name="password" type="password" required
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'} value={password} onChange={setPassword} error={err('password')}
          hint={mode === 'login' ? undefined : t.t('auth.passwordHint')} />
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={!ready || busy}>{t.t(busy ? label![1]! : label![0]!)}</button>
      {(mode === 'register2' || mode === 'resetPasswordStep2') && (
        <a className="text-link" href={href(locale, mode === 'register2' ? 'register' : 'resetPassword')}>{t.t('auth.resend')}</a>
      )}
      {mode === 'register' && (
        <button type="button" className="btn btn-ghost btn-block" onClick={asGuest} disabled={!ready || busy} data-testid="try-guest">{t.t('auth.tryAsGuest')}</button>
      )}
      {mode === 'login' && (
        <>
          {googleClientId && <><p className="or"><span>{t.t('auth.or')}</span></p><div ref={googleSlot} className="google-slot" aria-label={t.t('auth.google')} /></>}
          <button type="button" className="btn btn-ghost btn-block" onClick={asGuest} disabled={!ready || busy}>{t.t('auth.tryAsGuest')}</button>
          <p className="muted small">{t.t('auth.guestNote')}</p>
        </>
      )}
      {linkList}
    </form>
  );
}
