/**
 * Catches what a screen throws so the rest of /app (header, banner, navigation) stays usable; without it React
 * unmounts the whole app and the learner sees a blank page.
 *
 * A screen whose code did not arrive counts as a failed request: the banner and the reconnect probe take over, and
 * once the server answers the page loads again by itself, which is the only way to get that code (lazy-screen.tsx).
 * Loading again is safe: the route is in the hash, answers are on the server or queued on the device. It happens
 * at most once per RELOAD_GUARD_MS, so a file that stays missing cannot make the page reload in a loop. "Try
 * again" while the server is still away asks it now instead of loading a page that cannot come.
 *
 * Any other error is a bug in the screen: the reason and "Try again", which renders the screen afresh. Moving to
 * another screen clears the error.
 */
import { Component, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../shared/components/i18n.tsx';
import { ScreenLoadError } from './lazy-screen.tsx';
import { connectivity, probeNow, reportFetch } from './offline/connectivity.ts';
import { useConnectivity } from './offline/use-connectivity.ts';

const RELOAD_AT_KEY = 'screen-load-reload-at';
const RELOAD_GUARD_MS = 30_000;

/** `fallback` shows while the screen's code loads: every screen slot of /app is a boundary around a Suspense. */
interface Props { children: ReactNode; resetKey: unknown; fallback: ReactNode }
interface State { error: unknown }

export class ScreenBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (error instanceof ScreenLoadError) reportFetch(false);
  }

  override componentDidUpdate(prev: Props): void {
    if (prev.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>;
    if (error instanceof ScreenLoadError) return <ScreenLoadFailed />;
    return <ScreenFailed message="offline.screen.crashed" onRetry={() => this.setState({ error: null })} kind="error" />;
  }
}

function reloadOnce(): boolean {
  let last = 0;
  try { last = Number(sessionStorage.getItem(RELOAD_AT_KEY)) || 0; } catch { /* storage off: no guard, no loop either */ }
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  try { sessionStorage.setItem(RELOAD_AT_KEY, String(Date.now())); } catch { return false; }
  location.reload();
  return true;
}

function ScreenLoadFailed() {
  const net = useConnectivity();
  const wasDown = useRef(false);
  useEffect(() => {
    if (net !== 'online') { wasDown.current = true; return; }
    if (wasDown.current) reloadOnce();
  }, [net]);
  const retry = () => {
    if (connectivity() === 'online') location.reload();
    else probeNow();
  };
  return <ScreenFailed message="offline.screen.loadFailed" onRetry={retry} kind="load" />;
}

function ScreenFailed({ message, onRetry, kind }: { message: string; onRetry: () => void; kind: 'load' | 'error' }) {
  const t = useT();
  return (
    <section className="screen-failed" role="alert" data-testid="screen-failed" data-kind={kind}>
      <p>{t.t(message)}</p>
      <button type="button" className="btn" onClick={onRetry} data-testid="screen-retry">{t.t('offline.retry')}</button>
    </section>
  );
}
