/**
 * Which link clicks leave the current document for another page of this site. Build updates, the page-finish
 * bar and prefetching all need the same answer, and a wrong one either breaks in-page anchors or misses
 * navigations.
 */

/** The same-origin URL a link leads to, or null for downloads, new windows, other sites and in-page anchors. */
export function linkDestination(a: HTMLAnchorElement): URL | null {
  if (a.hasAttribute('download')) return null;
  const target = a.getAttribute('target');
  if (target && target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(a.href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return url;
}

/** The destination of a click the browser is about to turn into a page load, if it is one. */
export function clickedNavigation(e: MouseEvent): URL | null {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const el = e.target instanceof Element ? e.target.closest('a[href]') : null;
  return el instanceof HTMLAnchorElement ? linkDestination(el) : null;
}
