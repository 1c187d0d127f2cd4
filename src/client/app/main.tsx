/**
 * The signed-in application (/app, hash routes), and the platform behaviours it shares with public pages:
 * chunk-error recovery, image errors, the page-finish bar on hash-route changes, build updates (reload on the
 * next hash-route change once a newer build is out), the chat widget and, after idle, tracking.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '../../shared/components/i18n.tsx';
import { CHAT_WIDGET_DELAY } from '../../shared/constants.ts';
import { boot } from '../boot.ts';
import { watchChunkErrors } from '../platform/chunk-recovery.ts';
import { watchImageErrors } from '../platform/image-errors.ts';
import { finishNavigationProgress, watchHashNavigations } from '../platform/progress.ts';
import { startBuildUpdates } from '../platform/build-update.ts';
import { whenIdle } from '../platform/idle.ts';
import { App } from './App.tsx';
import { watchConnectivity } from './offline/connectivity.ts';
import { registerAppServiceWorker } from './offline/register-sw.ts';

const { data, t } = boot();
watchChunkErrors();
watchImageErrors(t);
// Registered before any listener of the app, so the bar's timer starts before the new screen renders.
watchHashNavigations(t.t('progress.loading'));
startBuildUpdates(data.config.buildId, 'hash');
watchConnectivity();
registerAppServiceWorker();

/**
 * Ends the page-finish bar once React has committed the render caused by a hash-route change (it re-renders
 * in the same batch as the app's own route state). A screen that loads its data afterwards can call
 * startNavigationProgress() / finishNavigationProgress() itself.
 */
function RouteSettled() {
  // A count, not the hash: two changes can land on the same hash (the app redirects unknown routes).
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    const onHash = () => setChanges((n) => n + 1);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  useEffect(() => { finishNavigationProgress(); }, [changes]);
  return null;
}

const root = document.getElementById('app-root');
if (root) {
  createRoot(root).render(<I18nProvider value={t}><App /><RouteSettled /></I18nProvider>);
}

const ignore = () => undefined;
if (data.config.chatWidgetUrl) {
  setTimeout(() => {
    import('../platform/chat-widget.ts').then((m) => m.injectChatWidget(data.config.chatWidgetUrl), ignore);
  }, CHAT_WIDGET_DELAY);
}
if (data.config.fbPixelId) whenIdle(() => { import('../platform/tracking.ts').then((m) => m.startTracking(data.config), ignore); });
