/**
 * Issue 29: a learner whose link dies without the browser noticing (a dead mobile connection, a captive portal:
 * navigator.onLine stays true and no `online` event ever comes) sees "can't reach the server" instead of a blank
 * page, and the app comes back by itself once the server answers again.
 */
import type { Route } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { enterAsGuest } from './practice-fixtures.ts';

test('unreachable without an offline event: the app says so, keeps its header, and recovers by itself', async ({ page, allowConsoleError }) => {
  allowConsoleError(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|ScreenLoadError/);
  await enterAsGuest(page);
  await page.goto('/app#/home');
  await expect(page.getByTestId('app-home')).toBeVisible();
  await page.evaluate(() => {
    const w = window as unknown as { __events: string[] };
    w.__events = [];
    for (const type of ['online', 'offline']) window.addEventListener(type, () => w.__events.push(type));
  });

  const probes: string[] = [];
  const dead = (route: Route) => {
    if (route.request().method() === 'HEAD') probes.push(new URL(route.request().url()).pathname);
    return route.abort('internetdisconnected');
  };
  await page.route('**/*', dead);
  // The practice home is in the app's first chunk; a task screen is its own chunk, which cannot arrive now.
  await page.getByTestId('nav-practice').click();
  await page.getByTestId('task-read-and-select').click();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toHaveAttribute('data-state', 'unreachable');
  // Not a blank page: the header stays, and the screen says why it is missing.
  await expect(page.getByTestId('screen-failed')).toHaveAttribute('data-kind', 'load');
  await expect(page.getByTestId('screen-failed')).toContainText('connection dropped');
  await expect(page.getByTestId('nav-tutor')).toHaveAttribute('aria-disabled', 'true');
  // "Try again" while the server is still away asks it, rather than loading a page that cannot come.
  await page.getByTestId('screen-retry').click();
  await expect(page.getByTestId('screen-failed')).toBeVisible();
  // While the server stays away the app keeps asking, with a file of its own build.
  await expect.poll(() => probes.length, { timeout: 8_000 }).toBeGreaterThanOrEqual(2);
  for (const path of probes) expect(path).toMatch(/^\/assets\/[\w-]+\.js$/);
  await expect(banner).toHaveAttribute('data-state', 'unreachable');
  expect(await page.evaluate(() => ({ onLine: navigator.onLine, events: (window as unknown as { __events: string[] }).__events })))
    .toEqual({ onLine: true, events: [] });

  await page.unroute('**/*', dead);
  // The screen that could not load opens by itself: no click, and the learner stays on the same screen.
  await expect(page.getByTestId('practice-runner')).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).hash).toBe('#/practice/read-and-select');
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId('screen-failed')).toHaveCount(0);
  await expect(page.getByTestId('nav-tutor')).toHaveAttribute('href', /#\/tutor/);
});

test('a request that fails while the browser says online marks the server unreachable; the next probe that gets through clears it', async ({ page, allowConsoleError }) => {
  allowConsoleError(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
  await enterAsGuest(page);
  await page.goto('/app#/home');
  await expect(page.getByTestId('app-home')).toBeVisible();
  // Only the API is cut: the screens' code is already here, so the page stays and only the banner tells.
  const dead = (route: Route) => route.abort('connectionreset');
  await page.route('**/weapp/api/**', dead);
  await page.getByTestId('nav-progress').click();
  await expect(page.getByTestId('offline-banner')).toHaveAttribute('data-state', 'unreachable');
  await expect(page.getByTestId('nav-mock')).toHaveAttribute('aria-disabled', 'true');
  await page.unroute('**/weapp/api/**', dead);
  // The probe reaches the server (a static file); the sections come back without a reload or a click.
  await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('nav-mock')).toHaveAttribute('href', '#/mock');
});
