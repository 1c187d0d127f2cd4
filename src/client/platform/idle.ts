/**
 * Runs work once the page has loaded and the main thread is idle, so optional features (prefetch, tracking,
 * One Tap) never compete with first paint or hydration.
 */
export function whenIdle(fn: () => void, timeout = 3000): void {
  const schedule = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => fn(), { timeout });
    else setTimeout(fn, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
