/**
 * SPEC §4 build updates. The page knows the build it was rendered with (boot config buildId) and asks
 * /builds/latest.json for the deployed one every BUILD_CHECK_INTERVAL and whenever the tab becomes visible
 * again, never more often than BUILD_CHECK_MIN_GAP. Once they differ, the next navigation is a full page load,
 * so a visitor never runs old code against new chunks and messages: the next same-origin link click on public
 * pages, the next hash-route change in the app (or whenever the app calls reloadIfStale()).
 */
import { BUILD_CHECK_INTERVAL, BUILD_CHECK_MIN_GAP } from '../../shared/constants.ts';
import { clickedNavigation } from './links.ts';
import { startNavigationProgress } from './progress.ts';

let current = '';
let stale = false;
let lastCheck = 0;
let started = false;

/** True once a build other than this page's has been seen. */
export function isStale(): boolean {
  return stale;
}

/** Asks for the deployed build id (at most once per BUILD_CHECK_MIN_GAP); resolves to isStale(). */
export async function checkForUpdate(): Promise<boolean> {
  const now = Date.now();
  if (stale || !current || now - lastCheck < BUILD_CHECK_MIN_GAP) return stale;
  lastCheck = now;
  try {
    const res = await fetch(`/builds/latest.json?t=${now}`, { cache: 'no-store', credentials: 'omit' });
    if (res.ok) {
      const body = (await res.json()) as { id?: unknown };
      if (typeof body.id === 'string' && body.id !== '' && body.id !== current) stale = true;
    }
  } catch {
    /* offline or a deploy in progress: ask again next time */
  }
  return stale;
}

/** For the app's own navigations: reloads the page when a newer build is deployed. True if it reloads. */
export function reloadIfStale(): boolean {
  if (!stale) return false;
  location.reload();
  return true;
}

/** mode 'links' on public pages, 'hash' in the app. */
export function startBuildUpdates(buildId: string, mode: 'links' | 'hash', since = Date.now()): void {
  if (started || !buildId) return;
  started = true;
  current = buildId;
  // The page was rendered by the current build at `since`: the first ask can wait a full gap from then, and is
  // made now when the checker was loaded only once it was due (public pages, ADR 042).
  lastCheck = since;
  if (Date.now() - since >= BUILD_CHECK_MIN_GAP) void checkForUpdate();
  setInterval(() => void checkForUpdate(), BUILD_CHECK_INTERVAL);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkForUpdate();
  });
  if (mode === 'hash') {
    window.addEventListener('hashchange', () => { reloadIfStale(); });
    return;
  }
  // Capture phase: decide before any island handler, and make the load explicit so nothing can turn this
  // click into a same-document update of a stale page.
  document.addEventListener('click', (e) => {
    if (!stale || e.defaultPrevented) return;
    const url = clickedNavigation(e);
    if (!url) return;
    e.preventDefault();
    startNavigationProgress();
    location.assign(url.href);
  }, true);
}
