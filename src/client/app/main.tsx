/** The signed-in application (/app, hash routes). Its screens arrive with the sign-in issue. */
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '../../shared/components/i18n.tsx';
import { CHAT_WIDGET_DELAY } from '../../shared/constants.ts';
import { boot } from '../boot.ts';
import { watchChunkErrors } from '../platform/chunk-recovery.ts';
import { watchImageErrors } from '../platform/image-errors.ts';
import { watchHashNavigations } from '../platform/progress.ts';
import { startBuildUpdates } from '../platform/build-update.ts';
import { whenIdle } from '../platform/idle.ts';
import { App } from './App.tsx';

const { data, t } = boot();
watchChunkErrors();
watchImageErrors(t);
// Before the app's own hashchange listener, so the bar's timer starts before the new screen renders.
watchHashNavigations();
startBuildUpdates(data.config.buildId, 'hash');

const root = document.getElementById('app-root');
if (root) {
  createRoot(root).render(<I18nProvider value={t}><App /></I18nProvider>);
}

const ignore = () => undefined;
if (data.config.chatWidgetUrl) {
  setTimeout(() => {
    import('../platform/chat-widget.ts').then((m) => m.injectChatWidget(data.config.chatWidgetUrl), ignore);
  }, CHAT_WIDGET_DELAY);
}
if (data.config.fbPixelId) whenIdle(() => { import('../platform/tracking.ts').then((m) => m.startTracking(data.config), ignore); });
