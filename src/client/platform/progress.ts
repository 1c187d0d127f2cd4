/**
 * The 'page-finish' bar: a thin bar at the top while a client navigation is under way. It appears only when the
 * navigation takes longer than PAGE_FINISH_DELAY, so fast navigations never flash it. Public pages start it on a
 * same-origin link click (the next document replaces it); the app starts it on a hash-route change and calls
 * finishNavigationProgress() once the new screen is on screen.
 */
import { PAGE_FINISH_DELAY } from '../../shared/constants.ts';
import { clickedNavigation } from './links.ts';

let bar: HTMLElement | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
// Given by the entry (not read from boot here), so this early module stays out of the i18n chunk's graph.
let label = '';

function show() {
  if (!bar) {
    bar = document.createElement('div');
    bar.className = 'page-progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', label);
    bar.dataset.testid = 'page-progress';
    document.body.appendChild(bar);
    // Lay the bar out at zero width first, so adding the class animates it instead of jumping.
    void bar.offsetWidth;
  }
  bar.hidden = false;
  bar.classList.add('is-active');
}

export function startNavigationProgress(): void {
  clearTimeout(timer);
  timer = setTimeout(show, PAGE_FINISH_DELAY);
}

export function finishNavigationProgress(): void {
  clearTimeout(timer);
  if (!bar) return;
  bar.classList.remove('is-active');
  bar.hidden = true;
}

/** Public pages: every link click that loads another page of the site. accessibleName: progress.loading. */
export function watchLinkNavigations(accessibleName: string): void {
  label = accessibleName;
  document.addEventListener('click', (e) => {
    if (!e.defaultPrevented && clickedNavigation(e)) startNavigationProgress();
  });
  // Back/forward restores this page from the bfcache with the bar still showing.
  window.addEventListener('pageshow', (e) => { if (e.persisted) finishNavigationProgress(); });
}

/** The app: a hash-route change starts it; the app finishes it when the screen has rendered. */
export function watchHashNavigations(accessibleName: string): void {
  label = accessibleName;
  window.addEventListener('hashchange', startNavigationProgress);
}
