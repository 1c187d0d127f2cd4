/** The offline banner (issue 29): says plainly that the app is offline and what still works. */
import { useT } from '../../../shared/components/i18n.tsx';
import { useConnectivity } from './use-connectivity.ts';

export function OfflineBanner() {
  const t = useT();
  const state = useConnectivity();
  if (state === 'online') return null;
  return (
    <p className="offline-banner" role="status" data-testid="offline-banner" data-state={state}>
      {t.t(state === 'offline' ? 'offline.banner.offline' : 'offline.banner.unreachable')}{' '}
      <a href="#/packs" data-testid="banner-packs-link">{t.t('offline.packs.bannerLink')}</a>
    </p>
  );
}

/** In place of a screen that needs the server (mock tests, correction, tutor) while offline: why, not a spinner. */
export function NeedsConnection() {
  const t = useT();
  return (
    <section className="offline-unavailable" data-testid="needs-connection">
      <h1>{t.t('offline.needsConnection')}</h1>
      <p>{t.t('offline.unavailable')}</p>
    </section>
  );
}
