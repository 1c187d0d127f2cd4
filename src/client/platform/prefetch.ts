/**
 * Prefetches pages of this site the visitor is likely to open next: a link hovered (or focused) for
 * PREFETCH_HOVER_DELAY, touched, or scrolled into view. Each URL once, at most MAX_CONCURRENT_PRELOADS at a
 * time, nothing on slow connections (2g) or with data saver on. Never the app, the API, the current page, or
 * links that open elsewhere, download, or are marked nofollow.
 */
import { MAX_CONCURRENT_PRELOADS, PREFETCH_HOVER_DELAY } from '../../shared/constants.ts';
import { linkDestination } from './links.ts';

interface NetworkInformation { saveData?: boolean; effectiveType?: string }

export function prefetchAllowed(): boolean {
  const c = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !(c?.saveData || c?.effectiveType === 'slow-2g' || c?.effectiveType === '2g');
}

// /app in any locale form (/ja/app redirects to it) and the API are never pages worth prefetching.
const NEVER = /^\/(?:[a-z]{2}\/)?app(?:\/|$)|^\/weapp\/api(?:\/|$)/;

/** The URL to prefetch for a link, or null when it must not be. */
function candidate(a: HTMLAnchorElement): string | null {
  if (a.relList.contains('nofollow') || 'noPrefetch' in a.dataset) return null;
  const url = linkDestination(a);
  if (!url || NEVER.test(url.pathname)) return null;
  if (url.pathname === location.pathname && url.search === location.search) return null;
  url.hash = '';
  return url.href;
}

const seen = new Set<string>();
const waiting: string[] = [];
let active = 0;
const viaLink = (() => {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
})();

function run(href: string) {
  active++;
  const settle = () => {
    active--;
    const next = waiting.shift();
    if (next) run(next);
  };
  if (viaLink) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.onload = settle;
    link.onerror = settle;
    document.head.appendChild(link);
  } else {
    // Browsers without <link rel=prefetch> (Safari): a low-priority fetch warms the HTTP cache instead.
    fetch(href, { credentials: 'same-origin', priority: 'low' } as RequestInit).then((r) => r.body?.cancel(), () => undefined).finally(settle);
  }
}

function prefetch(href: string | null) {
  if (!href || seen.has(href) || !prefetchAllowed()) return;
  seen.add(href);
  if (active < MAX_CONCURRENT_PRELOADS) run(href);
  else waiting.push(href);
}

const shown = (a: HTMLAnchorElement) =>
  typeof a.checkVisibility !== 'function' || a.checkVisibility({ opacityProperty: true, visibilityProperty: true });

const anchorOf = (t: EventTarget | null) => (t instanceof Element ? t.closest('a[href]') : null);

/** `first`: the event that started prefetching (the visitor's first sign of intent), handled like any later one. */
export function startPrefetch(first?: Event): void {
  if (!prefetchAllowed()) return;
  let hover: ReturnType<typeof setTimeout> | undefined;
  const intent = (e: Event) => {
    const a = anchorOf(e.target);
    if (!(a instanceof HTMLAnchorElement)) return;
    clearTimeout(hover);
    hover = setTimeout(() => prefetch(candidate(a)), PREFETCH_HOVER_DELAY);
  };
  document.addEventListener('pointerover', intent, { passive: true });
  document.addEventListener('focusin', intent);
  document.addEventListener('pointerout', (e) => {
    const a = anchorOf(e.target);
    if (a && !(e.relatedTarget instanceof Node && a.contains(e.relatedTarget))) clearTimeout(hover);
  }, { passive: true });
  const touch = (e: Event) => {
    const a = anchorOf(e.target);
    if (a instanceof HTMLAnchorElement) prefetch(candidate(a));
  };
  document.addEventListener('touchstart', touch, { passive: true });
  if (first?.type === 'pointerover' || first?.type === 'focusin') intent(first);
  else if (first?.type === 'touchstart' || first?.type === 'pointerdown') touch(first);

  if (!('IntersectionObserver' in window)) return;
  const io = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const a = entry.target as HTMLAnchorElement;
      // Links laid out but hidden (a closed dropdown) wait for hover instead.
      if (!entry.isIntersecting || !shown(a)) continue;
      io.unobserve(a);
      prefetch(candidate(a));
    }
  });
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]')) if (candidate(a)) io.observe(a);
}
