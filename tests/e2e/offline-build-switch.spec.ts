/**
 * Issue 29: "a new build replaces the cached shell without mixing chunks", with two real builds. The server
 * (scripts/e2e-two-builds.mjs) serves build A or build B of the same source (different ids and chunk names) on one
 * origin and one D1; the test deploys B while the learner's /app is controlled by A's service worker and holds a
 * downloaded pack.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { enterAsGuest } from './practice-fixtures.ts';

test.use({ serviceWorkers: 'allow' });

const BUILDS = '.wrangler/e2e-builds';
const buildOf = (b: 'a' | 'b') => ({
  id: (JSON.parse(readFileSync(`${BUILDS}/${b}/src/generated/manifest.json`, 'utf8')) as { buildId: string }).buildId,
  scripts: new Set(readdirSync(`${BUILDS}/${b}/public/assets`).filter((f) => f.endsWith('.js')).map((f) => `/assets/${f}`)),
});

const deploy = async (page: Page, build: 'a' | 'b') => {
  expect((await page.request.post(`/__e2e/deploy?build=${build}`)).status()).toBe(204);
};
const pageBuild = (page: Page) => page.evaluate(() => (JSON.parse(document.getElementById('__boot')!.textContent!) as { config: { buildId: string } }).config.buildId);
/** Paths of the module scripts the page itself lists, and of every script the browser fetched for it. */
const listedScripts = (page: Page) => page.locator('script[type="module"], link[rel="modulepreload"]').evaluateAll((els) =>
  els.map((e) => new URL((e as HTMLScriptElement).src || (e as HTMLLinkElement).href).pathname));

test('@two-builds a new build replaces the cached shell whole: one build\'s scripts, old cache gone, pack kept, offline too', async ({ page, context, allowConsoleError }) => {
  test.setTimeout(120_000);
  allowConsoleError(/ERR_INTERNET_DISCONNECTED/);
  const a = buildOf('a');
  const b = buildOf('b');
  expect(a.id).not.toBe(b.id);
  expect([...a.scripts].filter((s) => b.scripts.has(s))).toEqual([]);
  await deploy(page, 'a');

  const fetched: string[] = [];
  page.on('request', (r: Request) => { if (r.resourceType() === 'script') fetched.push(new URL(r.url()).pathname); });

  await enterAsGuest(page);
  await page.goto('/app#/packs');
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  expect(await pageBuild(page)).toBe(a.id);

  // A small pack with audio, so both the IndexedDB document and the media cache have something to keep.
  await expect(page.getByTestId('packs-screen')).toBeVisible();
  for (const box of await page.locator('[data-testid^="pack-type-"]').all()) {
    const id = await box.getAttribute('data-testid');
    if (id === 'pack-type-read-and-select' || id === 'pack-type-listen-and-type') await box.check(); else await box.uncheck();
  }
  await page.getByTestId('pack-size').selectOption('20');
  await page.getByTestId('pack-plan').click();
  await expect(page.getByTestId('pack-plan-summary')).toContainText('Items: 20');
  await page.getByTestId('pack-download').click();
  await expect(page.getByTestId('stored-pack')).toHaveCount(1);
  const media = async () => page.evaluate(async () => (await caches.has('app-pack-media')) ? (await (await caches.open('app-pack-media')).keys()).length : 0);
  const mediaBefore = await media();
  expect(mediaBefore).toBeGreaterThan(0);
  expect(await page.evaluate(() => caches.keys())).toContain(`app-build-${a.id}`);
  for (const s of fetched) expect(a.scripts, s).toContain(s);

  // Build B is deployed. The open page learns it through the build-update flow (checked when the tab becomes
  // visible) and reloads on the next hash-route change.
  await deploy(page, 'b');
  fetched.length = 0;
  const reloaded = page.waitForEvent('load');
  // The page asks at most once a minute: an hour passes for it, then the tab becomes visible again.
  await page.evaluate(() => {
    const real = Date.now.bind(Date);
    Date.now = () => real() + 3_600_000;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(async () => {
    await page.evaluate(() => { location.hash = location.hash === '#/home' ? '#/packs' : '#/home'; }).catch(() => undefined);
    return fetched.length;
  }, { timeout: 20_000 }).toBeGreaterThan(0);
  await reloaded;
  expect(await pageBuild(page)).toBe(b.id);
  await page.goto('/app#/packs');
  await expect(page.getByTestId('stored-pack')).toHaveCount(1);

  // B's worker takes over and deletes A's cache; pack media and the pack survive.
  await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 30_000 }).not.toContain(`app-build-${a.id}`);
  expect(await page.evaluate(() => caches.keys())).toContain(`app-build-${b.id}`);
  expect(await media()).toBe(mediaBefore);
  const sw = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
  expect(sw).toContain('/app-sw.js');
  // Every script the page ran since the switch is one of B's; none of A's.
  expect(fetched.length).toBeGreaterThan(0);
  for (const s of fetched) expect(b.scripts, s).toContain(s);
  for (const s of await listedScripts(page)) expect(b.scripts, s).toContain(s);

  // Offline right after the switch: the cached shell is B's, with B's scripts, all in B's cache.
  fetched.length = 0;
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  expect(await pageBuild(page)).toBe(b.id);
  await page.goto('/app#/packs');
  await expect(page.getByTestId('stored-pack')).toHaveCount(1);
  const cached = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname), `app-build-${b.id}`);
  for (const s of [...fetched, ...await listedScripts(page)]) {
    expect(b.scripts, s).toContain(s);
    expect(cached, s).toContain(s);
  }
  await context.setOffline(false);
  await deploy(page, 'a');
});
