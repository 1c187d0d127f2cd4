/**
 * The signed-in application (hash routes). #/home, its first screen: who is signed in, Premium status and end
 * date, mock tests and AI corrections left, practice done, and sign-out. A signed-out visitor goes to /login.
 */
import { useCallback, useEffect, useState } from 'react';
import * as S from '../../shared/api/schemas.ts';
import { useT } from '../../shared/components/i18n.tsx';
import { href } from '../../shared/routes.ts';
import { isVip } from '../../shared/viewer.ts';
import { boot } from '../boot.ts';
import { api } from '../platform/api.ts';
import { clearSession, getToken, setViewerFlag } from '../platform/session.ts';

function currentRoute(): string {
  return location.hash.replace(/^#/, '') || '/home';
}

type State = { kind: 'loading' } | { kind: 'ready'; user: S.ApiUser; practiced: number } | { kind: 'failed' };

export function App() {
  const t = useT();
  const { data } = boot();
  const [route, setRoute] = useState(currentRoute);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const login = href(data.locale, 'login');

  const load = useCallback(async () => {
    try {
      const [user, progress] = await Promise.all([
        api('/userInfo', { schema: S.User, on401: 'throw', locale: data.locale }),
        api('/progress', { schema: S.ProgressResponse, on401: 'throw', locale: data.locale }),
      ]);
      setViewerFlag(!user.temp, data.config.cookieDomain); // keeps the public header's button true (ADR 021)
      setState({ kind: 'ready', user, practiced: progress.items.length });
    } catch (err) {
      // SPEC §4: on user-info load a 401 clears the session; other failures are shown, not acted on.
      if ((err as { status?: number }).status === 401) {
        clearSession(data.config.cookieDomain);
        location.replace(login);
        return;
      }
      setState({ kind: 'failed' });
    }
  }, [data.locale, data.config.cookieDomain, login]);

  useEffect(() => {
    const onHash = () => setRoute(currentRoute());
    window.addEventListener('hashchange', onHash);
    if (!getToken()) location.replace(login);
    else void load();
    return () => window.removeEventListener('hashchange', onHash);
  }, [load, login]);

  async function practise() {
    try {
      await api('/progress', { body: { item: `practice-${Date.now().toString(36)}`, score: null }, locale: data.locale });
      await load();
    } catch {
      setState({ kind: 'failed' });
    }
  }

  async function logout() {
    await api('/logout', { body: { domain: location.hostname }, on401: 'throw' }).catch(() => undefined);
    clearSession(data.config.cookieDomain);
    location.href = '/';
  }

  if (route !== '/home') location.hash = '#/home';
  if (state.kind === 'loading') return <div className="app-loading" role="status">{t.t('app.loading')}</div>;
  if (state.kind === 'failed') return <div className="app-shell"><p role="alert">{t.t('appHome.loadFailed')}</p></div>;
  const { user, practiced } = state;
  const vip = isVip(user.vipEndTime);
  return (
    <div className="app-shell" data-testid="app-home">
      <header className="app-header">
        <h1>{user.temp ? t.t('appHome.guestGreeting') : t.t('appHome.greeting', { name: user.nickname || user.email || '' })}</h1>
        {!user.temp && <p className="muted" data-testid="app-email">{user.email}</p>}
        <button type="button" className="btn btn-ghost" onClick={() => void logout()} data-testid="logout">{t.t('appHome.logout')}</button>
      </header>
      {user.temp && <p><a className="btn btn-primary" href={href(data.locale, 'register')}>{t.t('appHome.guestCta')}</a></p>}
      <dl className="stats-row app-stats">
        <div className="stat"><dt>{vip ? t.t('appHome.vipActive', { date: new Date(user.vipEndTime!) }) : t.t('appHome.vipNone')}</dt>
          <dd>{vip ? 'Premium' : <a href={href(data.locale, 'pricing')}>{t.t('appHome.upgrade')}</a>}</dd></div>
        <div className="stat"><dt>{t.t('appHome.mockExams')}</dt><dd data-testid="exam-num">{t.number(user.examNum)}</dd></div>
        <div className="stat"><dt>{t.t('appHome.corrections')}</dt><dd data-testid="correct-num">{t.number(user.correctNum)}</dd></div>
        <div className="stat"><dt>{t.t('appHome.practiced')}</dt><dd data-testid="practiced">{t.number(practiced)}</dd></div>
      </dl>
      <button type="button" className="btn btn-primary" onClick={() => void practise()} data-testid="practise">{t.t('appHome.practiceOne')}</button>
    </div>
  );
}
