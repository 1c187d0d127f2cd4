/**
 * Entry for public pages. Hydrates the islands present in the page (each loaded as its own chunk) and starts
 * the page-level platform behaviours. Everything else on a public page is static HTML.
 *
 * Only what must watch from the first moment is in this bundle (chunk-error recovery for the island imports,
 * the page-finish bar); the rest is fetched when needed (toasts, dialogs), 1 s after start (chat widget) or once
 * the page is idle (image errors, build updates, prefetch, One Tap, tracking), so a page needs next to no
 * extra JavaScript before it is usable.
 */
import { hydrateRoot } from 'react-dom/client';
import type { ComponentType } from 'react';
import { I18nProvider } from '../shared/components/i18n.tsx';
import type { IslandName } from '../shared/islands/props.ts';
import { CHAT_WIDGET_DELAY } from '../shared/constants.ts';
import { boot } from './boot.ts';
import { reportPath } from './platform/log-path.ts';
import { onImportError, watchChunkErrors } from './platform/chunk-recovery.ts';
import { watchLinkNavigations } from './platform/progress.ts';
import { whenIdle } from './platform/idle.ts';
import * as Header from '../shared/islands/Header.tsx';
import * as LanguagePicker from '../shared/islands/LanguagePicker.tsx';
import * as CookieNotice from '../shared/islands/CookieNotice.tsx';
import * as BackToTop from '../shared/islands/BackToTop.tsx';
import * as FooterArticles from '../shared/islands/FooterArticles.tsx';

const loaders: Record<IslandName, () => Promise<{ default: ComponentType<never> }>> = {
  AuthForm: () => import('../shared/islands/AuthForm.tsx'),
  ContactForm: () => import('../shared/islands/ContactForm.tsx'),
  Header: () => Promise.resolve(Header),
  LanguagePicker: () => Promise.resolve(LanguagePicker),
  CookieNotice: () => Promise.resolve(CookieNotice),
  BackToTop: () => Promise.resolve(BackToTop),
  PlanPicker: () => import('../shared/islands/PlanPicker.tsx'),
  PackOffers: () => import('../shared/islands/PackOffers.tsx'),
  PaymentOutcome: () => import('../shared/islands/PaymentOutcome.tsx'),
  TestCheckout: () => import('../shared/islands/TestCheckout.tsx'),
  FooterArticles: () => Promise.resolve(FooterArticles),
  ArticleRating: () => import('../shared/islands/ArticleRating.tsx'),
  PracticeSet: () => import('../shared/islands/PracticeSet.tsx'),
  WritingCorrection: () => import('../shared/islands/WritingCorrection.tsx'),
  SpeakingCorrection: () => import('../shared/islands/SpeakingCorrection.tsx'),
};

function hydrateIsland(el: HTMLElement) {
  const { t } = boot();
  const load = loaders[el.dataset.island as IslandName];
  if (!load || el.dataset.hydrating) return;
  el.dataset.hydrating = 'true';
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
  void load().then(({ default: Component }) => {
    const C = Component as ComponentType<Record<string, unknown>>;
    hydrateRoot(el, <I18nProvider value={t}><C {...props} /></I18nProvider>);
    el.dataset.hydrated = 'true';
  }, onImportError);
}

function hydrateIslands() {
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
    // Still in a streamed boundary's hidden holder (ADR 042): hydrated once React has put it in place.
    if (el.closest('[hidden]')) continue;
    if (el.dataset.hydrate !== 'idle') { hydrateIsland(el); continue; }
    // Deferred islands (course-page practice sets): after idle, or at once when the visitor reaches for them.
    // Scheduled once: this runs again for every reveal the observer below sees.
    if (el.dataset.scheduled) continue;
    el.dataset.scheduled = 'true';
    const now = () => hydrateIsland(el);
    for (const type of ['pointerover', 'focusin', 'touchstart']) el.addEventListener(type, now, { once: true, passive: true });
    whenIdle(now);
  }
}

/**
 * A streamed boundary's content waits in a hidden holder until React's inline script moves it into place, and
 * React batches those reveals to animation frames (up to ~300 ms apart), so they can come after the parse and
 * after DOMContentLoaded: islands are hydrated as they are revealed, until none waits.
 */
function watchRevealedBoundaries() {
  const waiting = () => document.readyState === 'loading' || document.querySelector('[hidden] [data-island]:not([data-hydrating])') !== null;
  if (!waiting()) return;
  const observer = new MutationObserver(() => {
    hydrateIslands();
    if (!waiting()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

const { data, t } = boot();
watchChunkErrors();
hydrateIslands();
watchRevealedBoundaries();
reportPath(data.locale, data.barePath);
watchLinkNavigations(t.t('progress.loading'));

// Optional features: a failed chunk here is not worth a reload, so failures are dropped.
const ignore = () => undefined;
if (data.config.chatWidgetUrl) {
  setTimeout(() => {
    import('./platform/chat-widget.ts').then((m) => m.injectChatWidget(data.config.chatWidgetUrl), ignore);
  }, CHAT_WIDGET_DELAY);
}
whenIdle(() => {
  import('./platform/deferred.ts').then((m) => m.startDeferred(data.config.buildId, t), ignore);
  if (data.config.googleClientId) {
    Promise.all([import('./platform/one-tap.ts'), import('./platform/one-tap-signin.ts')]).then(([m, signin]) => {
      m.setGoogleCredentialHandler((credential) => signin.signInWithGoogle(credential, data.locale, data.config.cookieDomain));
      m.startOneTap(data.config.googleClientId, data.barePath);
    }, ignore);
  }
  if (data.config.fbPixelId) import('./platform/tracking.ts').then((m) => m.startTracking(data.config), ignore);
});
