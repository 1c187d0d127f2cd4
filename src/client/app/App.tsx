/**
 * The signed-in application (hash routes): the header and the screen of the current route. A signed-out
 * visitor goes to /login; an unknown route goes to #/home.
 */
import { useCallback, useEffect, useState } from 'react';
import * as S from '../../shared/api/schemas.ts';
import { useT } from '../../shared/components/i18n.tsx';
import { DIAGNOSTIC_ENTRY, href } from '../../shared/routes.ts';
import { boot } from '../boot.ts';
import { api } from '../platform/api.ts';
import { clearSession, getToken, setViewerFlag } from '../platform/session.ts';
import { AppHeader } from './AppHeader.tsx';
import { HomeScreen } from './HomeScreen.tsx';
import { PracticeHome } from './practice/PracticeHome.tsx';
import { parseRoute, type AppRoute } from './routes.ts';
import { Welcome } from './Welcome.tsx';
import { NeedsConnection, OfflineBanner } from './offline/OfflineBanner.tsx';
import { isOnlineOnlyRoute } from './offline/online-only.ts';
import { useConnectivity } from './offline/use-connectivity.ts';
import { ApiError } from '../platform/api.ts';
import { APP_LANG_PARAM, takeWelcome } from '../../shared/journey/landing.ts';
import { rememberLocale } from '../../shared/journey/locale-cookie.ts';
import { lazyScreen } from './lazy-screen.tsx';
import { ScreenBoundary } from './ScreenBoundary.tsx';

const PracticeRunner = lazyScreen(() => import('./practice/PracticeRunner.tsx'));
const ProgressScreen = lazyScreen(() => import('./practice/ProgressScreen.tsx'));
const ReviewScreen = lazyScreen(() => import('./practice/ReviewScreen.tsx'));
const TutorScreen = lazyScreen(() => import('./tutor/TutorScreen.tsx'));
const CorrectionsScreen = lazyScreen(() => import('./corrections/CorrectionsScreen.tsx'));
const MockHome = lazyScreen(() => import('./mock/MockHome.tsx'));
const MockRunner = lazyScreen(() => import('./mock/MockRunner.tsx'));
const MockReportScreen = lazyScreen(() => import('./mock/MockReportScreen.tsx'));
const SharedReport = lazyScreen(() => import('./mock/SharedReport.tsx'));
const GoalScreen = lazyScreen(() => import('./goal/GoalScreen.tsx'));
const TestStart = lazyScreen(() => import('./mock/TestStart.tsx'));
const PacksScreen = lazyScreen(() => import('./offline/packs/PacksScreen.tsx'));
const PackRunner = lazyScreen(() => import('./offline/packs/PackRunner.tsx'));

type State = { kind: 'loading' } | { kind: 'ready'; user: S.ApiUser } | { kind: 'failed' } | { kind: 'offline' };

export function App() {
  const t = useT();
  const { data } = boot();
  const [route, setRoute] = useState<AppRoute | null>(() => parseRoute(location.hash));
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [welcome, setWelcome] = useState(takeWelcome);
  const login = href(data.locale, 'login');

  // Arrived from a public page with ?lang=: that language becomes the app's (in the cookie, as the picker
  // does), and the parameter leaves the address bar so a bookmark does not pin it (ADR 033).
  useEffect(() => {
    const url = new URL(location.href);
    if (!url.searchParams.has(APP_LANG_PARAM)) return;
    rememberLocale(data.locale);
    url.searchParams.delete(APP_LANG_PARAM);
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [data.locale]);

  const load = useCallback(async () => {
    try {
      const user = await api('/userInfo', { schema: S.User, on401: 'throw', locale: data.locale });
      setViewerFlag(!user.temp, data.config.cookieDomain); // keeps the public header's button true (ADR 021)
      // The device's packs and answer queue are this account's from now on (another account's are cleared).
      void import('./offline/packs/store.ts').then((m) => m.claimDeviceStore(user.id), () => undefined);
      setState({ kind: 'ready', user });
    } catch (err) {
      // SPEC §4: on user-info load a 401 clears the session; other failures are shown, not acted on.
      if ((err as { status?: number }).status === 401) {
        clearSession(data.config.cookieDomain);
        location.replace(login);
        return;
      }
      // No network: say so and load again when it returns, rather than a lasting error.
      setState({ kind: err instanceof ApiError && err.status === 0 ? 'offline' : 'failed' });
    }
  }, [data.locale, data.config.cookieDomain, login]);

  useEffect(() => {
    // The welcome belongs to the first screen: moving on to another one dismisses it.
    const onHash = () => { setRoute(parseRoute(location.hash)); setWelcome(null); };
    window.addEventListener('hashchange', onHash);
    // A shared report is read without an account (its link is the permission).
    const first = parseRoute(location.hash)?.name;
    // The diagnostic is open to guests: sign-in offers "try without an account" and comes back here.
    if (!getToken()) { if (first !== 'mockShared') location.replace(first === 'diagnostic' ? `${login}?next=${encodeURIComponent(DIAGNOSTIC_ENTRY)}` : login); }
    else {
      void load();
      // Answers kept offline go out on every open, also one made offline: its 'online' trigger must be wired
      // even when the account could not load (ADR 059). The module loads apart from the first screen.
      void import('./offline/packs/sync.ts').then((m) => m.startSync(data.locale), () => undefined);
    }
    return () => window.removeEventListener('hashchange', onHash);
  }, [load, login]);

  const net = useConnectivity();
  useEffect(() => {
    if (state.kind === 'offline' && net === 'online') void load();
  }, [state.kind, net, load]);
  useEffect(() => {
    if (state.kind !== 'offline') return;
    const retry = () => void load();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [state.kind, load]);

  useEffect(() => {
    if (!route) location.replace('#/home');
  }, [route]);

  async function logout() {
    await api('/logout', { body: { domain: location.hostname }, on401: 'throw' }).catch(() => undefined);
    // A signed-out device keeps no learner's packs or answer queue (ADR 059).
    await import('./offline/packs/store.ts').then((m) => m.clearDeviceStore(), () => undefined);
    clearSession(data.config.cookieDomain);
    location.href = '/';
  }

  if (route?.name === 'mockShared' && (!getToken() || state.kind !== 'ready')) {
    return (
      <main className="app-main" id="main">
        <ScreenBoundary resetKey={route} fallback={<div className="app-loading" role="status">{t.t('practice.loading')}</div>}>
          <SharedReport locale={data.locale} token={route.token} />
        </ScreenBoundary>
      </main>
    );
  }
  if (state.kind === 'loading' || !route) return <div className="app-loading" role="status">{t.t('app.loading')}</div>;
  const offline = net !== 'online';
  const loading = <div className="app-loading" role="status">{t.t('practice.loading')}</div>;
  return (
    <div className="app-frame">
      <AppHeader locale={data.locale} route={route} onLogout={() => void logout()} offline={offline} />
      <OfflineBanner />
      <main className="app-main" id="main">
        {welcome && state.kind === 'ready' && <Welcome kind={welcome} onClose={() => setWelcome(null)} />}
        {state.kind === 'failed' && <p role="alert">{t.t('appHome.loadFailed')}</p>}
        {state.kind === 'offline' && <p role="status" data-testid="account-offline">{t.t('offline.accountOffline')}</p>}
        {state.kind === 'ready' && offline && isOnlineOnlyRoute(route) && <NeedsConnection />}
        {/* Packs live on the device: they open even when the account cannot load (ADR 059). */}
        {state.kind === 'offline' && (route.name === 'packs' || route.name === 'pack') && (
          <ScreenBoundary resetKey={route} fallback={loading}>
            {route.name === 'packs' ? <PacksScreen locale={data.locale} /> : <PackRunner key={route.id} locale={data.locale} id={route.id} />}
          </ScreenBoundary>
        )}
        {state.kind === 'ready' && !(offline && isOnlineOnlyRoute(route)) && (
          <ScreenBoundary resetKey={route} fallback={loading}>
            {route.name === 'home' && <HomeScreen locale={data.locale} user={state.user} />}
            {route.name === 'practice' && <PracticeHome locale={data.locale} user={state.user} />}
            {route.name === 'task' && <PracticeRunner key={route.type} locale={data.locale} type={route.type} />}
            {route.name === 'review' && <ReviewScreen locale={data.locale} />}
            {route.name === 'progress' && <ProgressScreen locale={data.locale} />}
            {route.name === 'tutor' && <TutorScreen locale={data.locale} conversationId={route.conversationId} routeKey={route} />}
            {(route.name === 'corrections' || route.name === 'correction' || route.name === 'correctionNew') && <CorrectionsScreen locale={data.locale} route={route} user={state.user} />}
            {route.name === 'mock' && <MockHome locale={data.locale} guest={state.user.temp} />}
            {route.name === 'diagnostic' && <TestStart key="diagnostic" kind="diagnostic" locale={data.locale} />}
            {route.name === 'mockStart' && <TestStart key="full" kind="full" locale={data.locale} />}
            {route.name === 'mockTest' && <MockRunner key={route.id} locale={data.locale} id={route.id} />}
            {route.name === 'mockReport' && <MockReportScreen key={route.id} locale={data.locale} id={route.id} guest={state.user.temp} />}
            {route.name === 'mockShared' && <SharedReport locale={data.locale} token={route.token} />}
            {route.name === 'goal' && <GoalScreen locale={data.locale} />}
            {route.name === 'packs' && <PacksScreen locale={data.locale} />}
            {route.name === 'pack' && <PackRunner key={route.id} locale={data.locale} id={route.id} />}
          </ScreenBoundary>
        )}
      </main>
    </div>
  );
}
