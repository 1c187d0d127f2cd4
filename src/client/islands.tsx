/**
 * Entry for public pages. Hydrates the islands present in the page (each loaded as its own chunk) and starts
 * the page-level platform behaviours. Everything else on a public page is static HTML.
 */
import { hydrateRoot } from 'react-dom/client';
import type { ComponentType } from 'react';
import { I18nProvider } from '../shared/components/i18n.tsx';
import type { IslandName } from '../shared/islands/props.ts';
import { boot } from './boot.ts';
import { reportPath } from './platform/log-path.ts';

const loaders: Record<IslandName, () => Promise<{ default: ComponentType<never> }>> = {
  Header: () => import('../shared/islands/Header.tsx'),
  LanguagePicker: () => import('../shared/islands/LanguagePicker.tsx'),
  CookieNotice: () => import('../shared/islands/CookieNotice.tsx'),
  BackToTop: () => import('../shared/islands/BackToTop.tsx'),
};

function hydrateIslands() {
  const { t } = boot();
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = el.dataset.island as IslandName;
    const load = loaders[name];
    if (!load) continue;
    const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
    void load().then(({ default: Component }) => {
      const C = Component as ComponentType<Record<string, unknown>>;
      hydrateRoot(el, <I18nProvider value={t}><C {...props} /></I18nProvider>);
      el.dataset.hydrated = 'true';
    });
  }
}

hydrateIslands();
reportPath(boot().data.locale, boot().data.barePath);
