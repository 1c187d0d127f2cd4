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
import { BUILD_CHECK_INTERVAL, BUILD_CHECK_MIN_GAP, CHAT_WIDGET_DELAY } from '../shared/constants.ts';
import { boot } from './boot.ts';
import { reportPath } from './platform/log-path.ts';
import { onImportError, watchChunkErrors } from './platform/chunk-recovery.ts';
import { watchLinkNavigations } from './platform/progress.ts';
import { whenIdle } from './platform/idle.ts';
import * as Header from '../shared/islands/Header.tsx';
import * as LanguagePicker from '../shared/islands/LanguagePicker.tsx';
import * as BackToTop from '../shared/islands/BackToTop.tsx';
import * as FooterArticles from '../shared/islands/FooterArticles.tsx';

const loaders: Record<IslandName, () => Promise<{ default: ComponentType<never> }>> = {
  AuthForm: () => import('../shared/islands/AuthForm.tsx'),
  ContactForm: () => import('../shared/islands/ContactForm.tsx'),
  Header: () => Promise.resolve(Header),
  LanguagePicker: () => Promise.resolve(LanguagePicker),
  CookieNotice: () => import('../shared/islands/CookieNotice.tsx'),
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
    const mode = el.dataset.hydrate;
    if (mode !== 'idle' && mode !== 'visible' && mode !== 'delay') { hydrateIsland(el); continue; }
    // Deferred islands (course-page practice sets after idle, offers below the fold when near the viewport), or
    // at once when the visitor reaches for them. Scheduled once: this runs again for every reveal seen below.
    if (el.dataset.scheduled) continue;
    el.dataset.scheduled = 'true';
    const now = () => hydrateIsland(el);
    if (el.dataset.unlessStored && stored(el.dataset.unlessStored)) continue;
    if (mode === 'delay') { setTimeout(now, Number(el.dataset.delay)); continue; }
    for (const type of ['pointerover', 'focusin', 'touchstart']) el.addEventListener(type, now, { once: true, passive: true });
    // The marker element is `display: contents` (no box of its own): its children are what can be seen.
    if (mode === 'idle' || !('IntersectionObserver' in window) || el.children.length === 0) { whenIdle(now); continue; }
    const io = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      io.disconnect();
      now();
    }, { rootMargin: NEAR_VIEWPORT });
    for (const child of el.children) io.observe(child);
  }
}

/** How close below the fold a "visible" island starts, so it is ready when reached. */
const NEAR_VIEWPORT = '200px 0px';

/** Runs `load` once, on the first of these events anywhere in the document. */
function onFirst(types: readonly string[], load: (e: Event) => void) {
  let done = false;
  const fire = (e: Event) => {
    if (done) return;
    done = true;
    for (const type of types) document.removeEventListener(type, fire, true);
    load(e);
  };
  for (const type of types) document.addEventListener(type, fire, { capture: true, passive: true });
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
// Each optional behaviour loads when it has work, not at idle, so a visitor who only reads spends no JavaScript
// (nor prepaid data) on it (ADR 042, amended 2026-11-28):
// - prefetch starts at the visitor's first sign of intent, the event that started it counting as the first;
prefetchOnIntent();
// - image-error marking at the first image that fails (one that failed earlier is found once the page is idle);
const markImages = once(() => import('./platform/image-errors.ts').then((m) => m.watchImageErrors(t), ignore));
document.addEventListener('error', (e) => { if (e.target instanceof HTMLImageElement) markImages(); }, true);
// - build checks when the first is due: after a full interval, or when the tab is shown again after the gap.
const startedAt = Date.now();
const checkBuilds = once(() => import('./platform/build-update.ts').then((m) => m.startBuildUpdates(data.config.buildId, 'links', startedAt), ignore));
setTimeout(checkBuilds, BUILD_CHECK_INTERVAL);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible' && Date.now() - startedAt >= BUILD_CHECK_MIN_GAP) checkBuilds();
});
whenIdle(() => {
  if ([...document.images].some((img) => img.complete && img.naturalWidth === 0 && img.currentSrc)) markImages();
  if (data.config.googleClientId) {
    Promise.all([import('./platform/one-tap.ts'), import('./platform/one-tap-signin.ts')]).then(([m, signin]) => {
      m.setGoogleCredentialHandler((credential) => signin.signInWithGoogle(credential, data.locale, data.config.cookieDomain));
      m.startOneTap(data.config.googleClientId, data.barePath);
    }, ignore);
  }
  if (data.config.fbPixelId) import('./platform/tracking.ts').then((m) => m.startTracking(data.config), ignore);
});

function stored(key: string): boolean {
  try { return localStorage.getItem(key) !== null; } catch { return false; }
}

function once(fn: () => void): () => void {
  let done = false;
  return () => { if (!done) { done = true; fn(); } };
}

function prefetchOnIntent() {
  onFirst(['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'scroll', 'wheel'], (first) => {
    import('./platform/prefetch.ts').then((m) => m.startPrefetch(first), ignore);
  });
}
