/** The app's header: the logo (to the public home), the four sections, the language picker and sign-out. */
import { useT } from '../../shared/components/i18n.tsx';
import { Logo } from '../../shared/components/Logo.tsx';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes.ts';
import { AppLanguagePicker } from './AppLanguagePicker.tsx';
import { APP_SECTIONS, type AppRoute } from './routes.ts';
import { isOnlineOnlySection } from './offline/online-only.ts';

export function AppHeader({ locale, route, onLogout, offline = false }: { locale: Locale; route: AppRoute; onLogout: () => void; offline?: boolean }) {
  const t = useT();
  return (
    <header className="app-topbar">
      <a className="brand app-brand" href={href(locale, 'home')} aria-label={t.t('common.brand')}>
        <Logo />
        <span className="app-brand-name">{t.t('common.brand')}</span>
      </a>
      <nav className="app-nav" aria-label={t.t('practice.nav.label')}>
        {APP_SECTIONS.map((section) => offline && isOnlineOnlySection(section.id) ? (
          // Offline: the section stays in its place, visibly off, with its reason (no link that would spin).
          <a key={section.id} aria-disabled="true" className="is-offline" title={t.t('offline.unavailable')} data-testid={`nav-${section.id}`}>
            {t.t(section.label)} <span className="offline-tag">{t.t('offline.needsConnection')}</span>
          </a>
        ) : (
          <a key={section.id} href={section.hash} aria-current={section.owns(route) ? 'page' : undefined} data-testid={`nav-${section.id}`}>
            {t.t(section.label)}
          </a>
        ))}
      </nav>
      <div className="app-topbar-tools">
        <AppLanguagePicker locale={locale} />
        <button type="button" className="btn btn-ghost btn-small" onClick={onLogout} data-testid="logout">{t.t('appHome.logout')}</button>
      </div>
    </header>
  );
}
