/** The app's header: the logo (to the public home), the four sections, the language picker and sign-out. */
import { useT } from '../../shared/components/i18n.tsx';
import { Logo } from '../../shared/components/Logo.tsx';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes.ts';
import { AppLanguagePicker } from './AppLanguagePicker.tsx';
import { NAV_ROUTES, type AppRoute } from './routes.ts';

export function AppHeader({ locale, route, onLogout }: { locale: Locale; route: AppRoute; onLogout: () => void }) {
  const t = useT();
  const active = route.name === 'task' ? 'practice' : route.name.startsWith('mock') || route.name === 'diagnostic' ? 'mock' : route.name;
  return (
    <header className="app-topbar">
      <a className="brand app-brand" href={href(locale, 'home')} aria-label={t.t('common.brand')}>
        <Logo />
        <span className="app-brand-name">{t.t('common.brand')}</span>
      </a>
      <nav className="app-nav" aria-label={t.t('practice.nav.label')}>
        {NAV_ROUTES.map((name) => (
          <a key={name} href={`#/${name}`} aria-current={active === name ? 'page' : undefined} data-testid={`nav-${name}`}>
            {t.t(`practice.nav.${name}`)}
          </a>
        ))}
        <a href="#/mock" aria-current={active === 'mock' ? 'page' : undefined} data-testid="nav-mock">{t.t('mock.nav')}</a>
        <a href="#/corrections" aria-current={route.name.startsWith('correction') ? 'page' : undefined} data-testid="nav-corrections">{t.t('correctionApp.nav')}</a>
        <a href="#/tutor" aria-current={route.name === 'tutor' ? 'page' : undefined} data-testid="nav-tutor">{t.t('tutor.nav')}</a>
      </nav>
      <div className="app-topbar-tools">
        <AppLanguagePicker locale={locale} />
        <button type="button" className="btn btn-ghost btn-small" onClick={onLogout} data-testid="logout">{t.t('appHome.logout')}</button>
      </div>
    </header>
  );
}
