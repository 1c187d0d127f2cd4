/**
 * Issue 29: the installable, offline /app. The service worker is allowed here only (playwright.config.ts blocks
 * it everywhere else so page.route keeps seeing every request).
 */
import { test, expect } from './fixtures.ts';
import { enterAsGuest } from './practice-fixtures.ts';

test.use({ serviceWorkers: 'allow' });

test('install criteria: a localized manifest linked from /app, and a service worker controlling /app', async ({ page }) => {
  await enterAsGuest(page);
  await page.goto('/app?lang=fr#/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/app.webmanifest?lang=fr');
  const manifest = await (await page.request.get(href!)).json() as Record<string, unknown>;
  expect(manifest).toMatchObject({ start_url: '/app?lang=fr', scope: '/app', display: 'standalone', theme_color: '#3b2fc9', short_name: 'DETPrep' });
  expect(manifest.name).toBe('Entraînement DETPrep');
  const icons = manifest.icons as { src: string; sizes: string }[];
  for (const icon of icons.filter((i) => i.sizes !== 'any')) expect((await page.request.get(icon.src)).headers()['content-type']).toContain('image/png');
  expect(icons.map((i) => i.sizes)).toContain('512x512');

  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/app');
  await page.reload();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const sw = await page.request.get('/app-sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test('public pages never register the worker', async ({ page }) => {
  await page.goto('/en/');
  await page.waitForLoadState('load');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

test('offline: the cached shell of the same build opens, says it is offline, and online-only sections say why', async ({ page, context, allowConsoleError }) => {
  // Requests the app makes while the network is off fail by design; the page must say so, not crash.
  allowConsoleError(/ERR_INTERNET_DISCONNECTED/);
  await enterAsGuest(page);
  await page.goto('/app#/home');
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  await expect(page.getByTestId('answered')).toBeVisible();
  const cacheNames = await page.evaluate(() => caches.keys());
  const buildId = await page.evaluate(() => (JSON.parse(document.getElementById('__boot')!.textContent!) as { config: { buildId: string } }).config.buildId);
  expect(cacheNames).toContain(`app-build-${buildId}`);
  await expect(page.getByTestId('home-upgrade')).toHaveAttribute('href', /pricing/);

  await context.setOffline(true);
  // The upgrade link would open a page that cannot load: off, with the reason, like the online-only sections.
  await expect(page.getByTestId('home-upgrade')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('home-upgrade')).not.toHaveAttribute('href', /./);
  await expect(page.getByTestId('home-upgrade')).toContainText('Needs a connection');
  await expect(page.getByTestId('offline-banner')).toContainText('You\'re offline');
  await expect(page.getByTestId('nav-tutor')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('nav-tutor')).toContainText('Needs a connection');
  await page.goto('/app#/tutor');
  await expect(page.getByTestId('needs-connection')).toBeVisible();
  // A full load while offline is served by the worker from the build's cache: banner and reason, no spinner.
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('account-offline')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  const scripts = await page.locator('script[type="module"]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
  const cached = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname), `app-build-${buildId}`);
  for (const s of scripts) expect(cached).toContain(new URL(s).pathname);

  // Back online: whether or not the browser fires `online` (Chromium 150 does not after a load served offline),
  // the app's probe finds the server within its longest interval and the banner goes.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('account-offline')).toHaveCount(0);
});
