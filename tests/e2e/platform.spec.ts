/**
 * Client platform behaviours (issue #4), observed in the browser: toasts, dialogs and inputs, build updates,
 * chunk-error recovery, prefetch, the page-finish bar, image errors, and — on the second server with the
 * optional integrations configured (tests tagged @configured) — One Tap, the chat widget and tracking.
 * Timing is driven with page.clock wherever it matters; third-party scripts are page.route stubs.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect, hydrated, a11yProblems } from './fixtures.ts';
import { CONFIGURED_VARS } from '../../playwright.config.ts';
import {
  BUILD_CHECK_INTERVAL, CHUNK_RELOAD_KEY, COOKIE_NOTICE_KEY, MAX_CONCURRENT_PRELOADS, ONE_TAP_DISMISSED_KEY,
} from '../../src/shared/constants.ts';

import manifest from '../../src/generated/manifest.json' with { type: 'json' };

type Ui = typeof import('../../src/client/platform/ui.ts');
declare global {
  interface Window { ui: Ui; answer: unknown; done: boolean }
}


/** Imports the platform-ui entry into the page as window.ui: how code outside the bundles uses it. */
async function loadUi(page: Page) {
  await page.evaluate(async (url) => { window.ui = (await import(url)) as Ui; }, manifest.platformUi);
}

/** Waits until the page's own idle work (scheduled after load) has run, plus time for its lazy chunks. */
async function afterIdle(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => {
    const go = () => requestIdleCallback(() => setTimeout(resolve, 600));
    if (document.readyState === 'complete') go();
    else addEventListener('load', go, { once: true });
  }));
}

/** A fetched response's headers for a fulfill with a changed body (the body arrives decoded). */
function plainHeaders(headers: Record<string, string>): Record<string, string> {
  const { 'content-encoding': _encoding, 'content-length': _length, ...rest } = headers;
  return rest;
}

/** A guest session (a temporary user from the embedded backend): what /app needs to be served. */
async function signInAsGuest(page: Page) {
  const origin = test.info().project.use.baseURL!;
  const res = await page.request.post('/weapp/api/common/guest', { data: {}, headers: { Origin: origin } });
  expect(res.ok(), await res.text()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((t) => localStorage.setItem('20180428_token', t), token);
}

/**
 * Stops the page's clock: after install() it follows real time, so a test that counts milliseconds pauses it
 * (a little ahead, as time must only move forward) and moves it with runFor() alone.
 */
async function pauseClock(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

/** A page with a fake clock, hydrated, with the toast/dialog module loaded and time paused. */
async function openWithUi(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  await hydrated(page);
  await loadUi(page);
  await pauseClock(page);
}

test.describe('toasts', () => {
  test('info by default, top right 16 px from the edges, announced politely, closed after 3000 ms', async ({ page }) => {
    await openWithUi(page, '/pricing');
    await page.evaluate(() => { window.ui.toast('Your answer was saved'); });
    const toast = page.getByTestId('toast');
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-type', 'info');
    await expect(toast.getByRole('status')).toContainText('Your answer was saved');
    await expect(toast.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    // Measured on the stack: the toast itself slides in.
    const gap = await toast.evaluate((el) => {
      const r = el.closest('.toast-stack')!.getBoundingClientRect();
      return { top: r.top, right: document.documentElement.clientWidth - r.right };
    });
    expect(gap).toEqual({ top: 16, right: 16 });
    await page.clock.runFor(2999);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1);
    await expect(toast).toHaveCount(0);

    await page.evaluate(() => { window.ui.toast.success('Saved'); });
    await expect(page.getByTestId('toast')).toHaveAttribute('data-type', 'success');
  });

  test('the timer pauses while hovered; duration 0 stays until closed; Escape closes the newest', async ({ page }) => {
    await openWithUi(page, '/pricing');
    await page.evaluate(() => { window.ui.toast.info('Hover me'); });
    const hovered = page.getByTestId('toast').filter({ hasText: 'Hover me' });
    await page.clock.runFor(2000);
    await hovered.hover();
    await page.clock.runFor(5000);
    await expect(hovered).toBeVisible();
    await page.mouse.move(5, 700);
    await page.clock.runFor(999);
    await expect(hovered).toBeVisible();
    await page.clock.runFor(1);
    await expect(hovered).toHaveCount(0);

    await page.evaluate(() => { window.ui.toast({ message: 'Stays', type: 'warning', duration: 0 }); });
    const stays = page.getByTestId('toast').filter({ hasText: 'Stays' });
    await page.clock.runFor(60_000);
    await expect(stays).toBeVisible();
    await stays.getByRole('button', { name: 'Close notification' }).click();
    await expect(stays).toHaveCount(0);

    await page.evaluate(() => { window.ui.toast.info('First'); window.ui.toast.info('Second'); });
    await expect(page.getByTestId('toast')).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('toast')).toHaveCount(1);
    await expect(page.getByTestId('toast')).toContainText('First');
  });

  test('identical messages group with a counter (99+ beyond 99); errors are assertive alerts', async ({ page }) => {
    await openWithUi(page, '/pricing');
    await page.evaluate(() => { for (let i = 0; i < 3; i++) window.ui.toast.error('Network error'); });
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveCount(1);
    await expect(toast.getByTestId('toast-badge')).toHaveText('3');
    await expect(toast.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    await expect(toast.getByRole('alert')).toContainText('Shown 3 times');
    // A repeat gives the toast its full time again.
    await page.clock.runFor(2000);
    await page.evaluate(() => { window.ui.toast.error('Network error'); });
    await page.clock.runFor(2999);
    await expect(toast).toBeVisible();
    await page.evaluate(() => { for (let i = 0; i < 120; i++) window.ui.toast.error('Network error'); });
    await expect(toast).toHaveCount(1);
    await expect(toast.getByTestId('toast-badge')).toHaveText('99+');
    // A different type is a different message.
    await page.evaluate(() => { window.ui.toast.info('Network error'); });
    await expect(page.getByTestId('toast')).toHaveCount(2);
  });
});

test.describe('dialogs and inputs', () => {
  test('confirm traps focus, restores it to the opener, and releases the scroll lock 200 ms after closing', async ({ page }) => {
    await openWithUi(page, '/pricing');
    await page.evaluate(() => {
      const b = document.createElement('button');
      b.id = 'opener';
      b.textContent = 'Delete';
      const main = document.querySelector('main')!;
      main.insertBefore(b, main.firstChild);
    });
    const opener = page.locator('#opener');
    const html = page.locator('html');
    for (const [how, expected] of [['Escape', false], ['Confirm', true]] as const) {
      await opener.focus();
      await page.evaluate(() => {
        window.answer = 'pending';
        void window.ui.confirm({ title: 'Delete this answer?', message: 'This cannot be undone.' }).then((v) => { window.answer = v; });
      });
      const dialog = page.getByRole('alertdialog', { name: 'Delete this answer?' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
      await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
      await expect(html).toHaveClass(/dialog-open/);
      await expect(page.locator('main')).toHaveAttribute('inert', '');
      for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(await page.evaluate(() => document.activeElement?.closest('[role="alertdialog"]') !== null), key).toBe(true);
      }
      if (how === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(dialog).toHaveCount(0);
      expect(await page.evaluate(() => window.answer)).toBe(expected);
      await expect(opener).toBeFocused();
      await expect(page.locator('main')).not.toHaveAttribute('inert');
      await page.clock.runFor(199);
      await expect(html).toHaveClass(/dialog-open/);
      await page.clock.runFor(1);
      await expect(html).not.toHaveClass(/dialog-open/);
    }
  });

  test('prompt stays open on a pattern or validator failure, with the given or the default error', async ({ page }) => {
    await page.goto('/pricing');
    await hydrated(page);
    await loadUi(page);
    const dialog = page.getByRole('dialog');

    await page.evaluate(() => {
      window.answer = 'pending';
      void window.ui.prompt({ title: 'Verification code', label: '6-digit code', pattern: /^\d{6}$/, error: 'Enter the 6 digits from the e-mail.' })
        .then((v) => { window.answer = v; });
    });
    const code = page.getByLabel('6-digit code');
    await expect(code).toBeFocused();
    await code.fill('12ab');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Enter the 6 digits from the e-mail.')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(/Enter the 6 digits from the e-mail\./);
    expect(await a11yProblems(page, { include: '#dialog-root' })).toEqual([]);
    expect(await page.evaluate(() => window.answer)).toBe('pending');
    await code.fill('123456');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => window.answer)).toBe('123456');

    await page.evaluate(() => {
      void window.ui.prompt({ title: 'Your name', label: 'Name', validator: (v) => v.trim().length >= 2 || 'At least 2 characters, please.' })
        .then((v) => { window.answer = v; });
    });
    await page.getByLabel('Name', { exact: true }).fill('R');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByText('At least 2 characters, please.')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Rina');
    await expect(dialog.getByText('At least 2 characters, please.')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => window.answer)).toBe('Rina');

    await page.evaluate(() => {
      void window.ui.prompt({ title: 'Anything', validator: () => false }).then((v) => { window.answer = v; });
    });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByText('This value isn’t valid. Please check it and try again.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => window.answer)).toBe(null);
  });

  test('text inputs count characters and words (flagging over-limit) and show or hide a password', async ({ page }) => {
    await openWithUi(page, '/pricing');
    const dialog = page.getByRole('dialog');

    await page.evaluate(() => {
      void window.ui.prompt({ title: 'Describe the photo', label: 'Your description', multiline: true, maxLength: 60, wordLimit: 5 });
    });
    const answer = page.getByLabel('Your description');
    const count = dialog.getByTestId('field-count');
    await expect(count).toContainText('0 / 60');
    await expect(count).toContainText('0 / 5 words');
    await answer.fill('A man rides  a bike');
    await expect(count).toContainText('19 / 60');
    await expect(count).toContainText('5 / 5 words');
    await expect(count.locator('[data-over]')).toHaveCount(0);
    await answer.fill('A man rides a red bike in the rain');
    await expect(count).toContainText('9 / 5 words');
    await expect(count).toContainText('4 words over the limit');
    await expect(count.locator('[data-over="true"]')).toHaveCount(1);
    await expect(answer).toHaveAccessibleDescription(/34 of 60 characters used/);
    // The limit counts what a person sees: an emoji is one character, and typing stops at the limit.
    await answer.fill('🙂'.repeat(65));
    await expect(answer).toHaveValue('🙂'.repeat(60));
    await expect(count).toContainText('60 / 60');
    // axe needs running timers.
    await page.clock.resume();
    expect(await a11yProblems(page, { include: '#dialog-root' })).toEqual([]);
    await pauseClock(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.evaluate(() => { void window.ui.prompt({ title: 'Confirm it is you', label: 'Password', type: 'password' }); });
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('river stone');
    await expect(password).toHaveAttribute('type', 'password');
    const show = dialog.getByRole('button', { name: 'Show password' });
    const tooltip = dialog.getByTestId('tooltip');
    await show.hover();
    await page.clock.runFor(150);
    await expect(tooltip).toHaveText('Show password');
    await expect(tooltip).toBeVisible();
    await page.mouse.move(5, 5);
    await page.clock.runFor(199);
    await expect(tooltip).toBeVisible();
    await page.clock.runFor(1);
    await expect(tooltip).toBeHidden();
    await show.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('river stone');
    await dialog.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('build updates', () => {
  test('polls latest.json every 5 minutes and when visible again (at most once a minute); a new build turns the next link click into a full load', async ({ page }) => {
    const polls: string[] = [];
    let id = manifest.buildId;
    await page.route('**/builds/latest.json*', (r) => {
      polls.push(r.request().url());
      return r.fulfill({ json: { id }, headers: { 'Cache-Control': 'no-store' } });
    });
    const becomeVisible = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await pauseClock(page);
    // Idle work starts the checker; from then on every 5 minutes brings one ask.
    await expect.poll(async () => {
      await page.clock.runFor(BUILD_CHECK_INTERVAL);
      return polls.length;
    }).toBeGreaterThan(0);
    expect(polls[0]).toMatch(/\/builds\/latest\.json\?t=\d+$/);
    // On a loaded machine a second 5-minute step can run before the first ask arrives: let asks in flight land.
    await page.waitForTimeout(500);
    const asked = polls.length;
    await becomeVisible();
    await page.clock.runFor(30_000);
    await becomeVisible();
    await page.waitForTimeout(200);
    expect(polls).toHaveLength(asked);
    await page.clock.runFor(30_000);
    await becomeVisible();
    await expect.poll(() => polls.length).toBe(asked + 1);

    id = 'e2e-newer-build';
    await page.clock.runFor(BUILD_CHECK_INTERVAL);
    await expect.poll(() => polls.length).toBe(asked + 2);
    await page.evaluate(() => document.addEventListener('click', (e) => sessionStorage.setItem('e2e-prevented', String(e.defaultPrevented))));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    // The page's own link handling was replaced by an explicit location.assign.
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-prevented'))).toBe('true');
  });

  test('in the app, a new build reloads the page on the next hash-route change', async ({ page }) => {
    await signInAsGuest(page);
    let id = manifest.buildId;
    let polls = 0;
    await page.route('**/builds/latest.json*', (r) => { polls++; return r.fulfill({ json: { id } }); });
    await page.clock.install();
    await page.goto('/app');
    await expect(page.getByTestId('app-home')).toBeVisible();
    await page.clock.runFor(BUILD_CHECK_INTERVAL);
    await expect.poll(() => polls).toBe(1);
    await page.evaluate(() => { (window as unknown as { marker: number }).marker = 1; location.hash = '#/home?same-build'; });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    id = 'e2e-newer-build';
    await page.clock.runFor(BUILD_CHECK_INTERVAL);
    await expect.poll(() => polls).toBe(2);
    // The poll above counts the request; the app notes the new id when the response arrives, a moment later on a
    // loaded machine. So route changes continue until one of them reloads the page (the marker is then gone).
    let change = 0;
    await expect.poll(async () => {
      change++;
      try {
        await page.evaluate((n) => { location.hash = `#/home?new-build-${n}`; }, change);
        await page.waitForLoadState('load');
        return await page.evaluate(() => (window as unknown as { marker?: number }).marker ?? 'reloaded');
      } catch {
        return 'navigating';
      }
    }, { timeout: 20_000 }).toBe('reloaded');
  });
});

test('a failed island chunk reloads the page once; failing again within 10 s shows an error toast instead', async ({ page, allowConsoleError }) => {
  allowConsoleError(/net::ERR_FAILED .*\/assets\/chunk-/);
  await page.route('**/assets/chunk-*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // The PlanPicker island's chunk: the one chunk that carries its class name (the layout islands are part of
    // the islands entry since decision 037, so a page-specific island is the one that loads as a chunk).
    if (body.includes('plan-picker')) return route.abort();
    return route.fulfill({ status: response.status(), headers: plainHeaders(response.headers()), body });
  });
  const documents: string[] = [];
  page.on('request', (r: Request) => { if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(r.url()); });
  await page.goto('/pricing', { waitUntil: 'commit' });
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveAttribute('data-type', 'error');
  await expect(toast.getByRole('alert')).toContainText('Part of this page didn’t load.');
  expect(await a11yProblems(page, { include: '#toast-root' })).toEqual([]);
  expect(documents).toHaveLength(2);
  await page.waitForTimeout(500);
  expect(documents).toHaveLength(2);
  expect(await page.evaluate((k) => sessionStorage.getItem(k), CHUNK_RELOAD_KEY)).toMatch(/^\d+$/);

  // Once the guard has expired, a failure reloads again.
  await page.evaluate((k) => sessionStorage.setItem(k, String(Date.now() - 11_000)), CHUNK_RELOAD_KEY);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByTestId('toast')).toBeVisible();
  expect(documents).toHaveLength(4);
});

test.describe('prefetch', () => {
  test('prefetches same-site links in view or hovered: at most 5 at a time, each once, never /app or the current page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 2000 });
    const held: { url: string; release: () => void }[] = [];
    await page.route('**/*', async (route) => {
      const headers = await route.request().allHeaders();
      if (headers['sec-purpose']?.includes('prefetch')) {
        await new Promise<void>((release) => held.push({ url: route.request().url(), release }));
      }
      return route.fallback();
    });
    await page.goto('/courses');
    await hydrated(page);
    // Nothing is prefetched for a visitor who has not moved, touched, scrolled or typed (prepaid data).
    await afterIdle(page);
    await page.waitForTimeout(500);
    expect(held).toHaveLength(0);
    await page.mouse.move(5, 5);
    await expect.poll(() => held.length).toBe(MAX_CONCURRENT_PRELOADS);
    await page.waitForTimeout(500);
    expect(held).toHaveLength(MAX_CONCURRENT_PRELOADS);
    // Releasing the first five lets the queue move on.
    for (const h of held.slice(0, MAX_CONCURRENT_PRELOADS)) h.release();
    await expect.poll(() => held.length).toBeGreaterThan(MAX_CONCURRENT_PRELOADS);
    const release = setInterval(() => { for (const h of held) h.release(); }, 50);
    try {
      await page.waitForTimeout(1500);
      const paths = held.map((h) => new URL(h.url).pathname);
      expect(new Set(paths).size, 'each URL once').toBe(paths.length);
      expect(paths.filter((p) => /^\/(?:[a-z]{2}\/)?app(?:\/|$)|^\/weapp\/api/.test(p))).toEqual([]);
      expect(paths).not.toContain('/courses');
      // Hover intent prefetches a link that was not in view.
      const before = held.length;
      await page.evaluate(() => {
        const a = document.createElement('a');
        a.href = '/about-us?from=hover';
        a.textContent = 'About (hover)';
        const main = document.querySelector('main')!;
        main.insertBefore(a, main.firstChild);
      });
      await page.getByRole('link', { name: 'About (hover)' }).hover();
      await expect.poll(() => held.slice(before).some((h) => h.url.endsWith('/about-us?from=hover'))).toBe(true);
    } finally {
      clearInterval(release);
    }
  });

  for (const [name, connection] of [['data saver', { saveData: true, effectiveType: '4g' }], ['a 2g connection', { saveData: false, effectiveType: '2g' }]] as const) {
    test(`prefetches nothing with ${name}`, async ({ page }) => {
      await page.addInitScript((c) => {
        Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ ...c, addEventListener() {}, removeEventListener() {} }) });
      }, connection);
      const prefetches: string[] = [];
      page.on('request', async (r) => { if ((await r.allHeaders())['sec-purpose']?.includes('prefetch')) prefetches.push(r.url()); });
      await page.goto('/courses');
      await hydrated(page);
      await afterIdle(page);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pricing' }).hover();
      await page.waitForTimeout(300);
      expect(prefetches).toEqual([]);
    });
  }
});

test.describe('page-finish bar', () => {
  test('does not appear for a fast hash-route change in the app', async ({ page }) => {
    await signInAsGuest(page);
    await page.goto('/app');
    await expect(page.getByTestId('app-home')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { seen: boolean }).seen = false;
      new MutationObserver(() => {
        if (document.querySelector('.page-progress.is-active')) (window as unknown as { seen: boolean }).seen = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
      location.hash = '#/home?fast';
    });
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => (window as unknown as { seen: boolean }).seen)).toBe(false);
  });

  test('appears for a slow link navigation, and without animation when reduced motion is asked for', async ({ page }) => {
    await page.route((url) => url.pathname === '/about-us' && url.searchParams.has('slow'), async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    for (const motion of ['no-preference', 'reduce'] as const) {
      await page.emulateMedia({ reducedMotion: motion });
      await page.goto('/pricing');
      await hydrated(page);
      // The page being left cannot be inspected from outside while the next one loads: it notes what it saw.
      await page.evaluate((m) => {
        const a = document.createElement('a');
        a.href = `/about-us?slow=${m}`;
        a.textContent = 'Slow page';
        a.dataset.noPrefetch = '';
        const main = document.querySelector('main')!;
        main.insertBefore(a, main.firstChild);
        let clickedAt = 0;
        document.addEventListener('click', () => { clickedAt = performance.now(); }, true);
        new MutationObserver(() => {
          const bar = document.querySelector<HTMLElement>('.page-progress.is-active');
          if (!bar || bar.hidden || sessionStorage.getItem('e2e-bar')) return;
          sessionStorage.setItem('e2e-bar', JSON.stringify({
            after: performance.now() - clickedAt,
            role: bar.getAttribute('role'),
            label: bar.getAttribute('aria-label'),
            height: bar.getBoundingClientRect().height,
            transition: getComputedStyle(bar).transitionDuration,
          }));
        }).observe(document.body, { subtree: true, childList: true, attributes: true });
      }, motion);
      await page.getByRole('link', { name: 'Slow page' }).click();
      await expect(page).toHaveURL(`/about-us?slow=${motion}`);
      const seen = JSON.parse(await page.evaluate(() => sessionStorage.getItem('e2e-bar')) ?? 'null') as {
        after: number; role: string; label: string; height: number; transition: string;
      } | null;
      expect(seen, motion).not.toBeNull();
      expect(seen!.after).toBeGreaterThanOrEqual(100);
      expect(seen).toMatchObject({ role: 'progressbar', label: 'Loading page…', height: 3, transition: motion === 'reduce' ? '0s' : '8s' });
      await expect(page.getByTestId('page-progress')).toHaveCount(0);
      await page.evaluate(() => sessionStorage.removeItem('e2e-bar'));
    }
  });
});

test('images that fail to load show the image-error text', async ({ page, allowConsoleError }) => {
  allowConsoleError(/e2e-(early|late)\.png/);
  // Server-rendered content with an image whose file is missing.
  await page.route('**/about-us', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('<main id="main" tabindex="-1">', '$&<img id="early" src="/images/e2e-early.png" alt="Our team" width="200" height="80">');
    await route.fulfill({ status: response.status(), headers: plainHeaders(response.headers()), body: html });
  });
  await page.goto('/about-us');
  await hydrated(page);
  const early = page.locator('#early');
  await expect(early).toHaveClass(/img-error/);
  await expect(early).toHaveAttribute('alt', 'Image failed to load: Our team');
  await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img id="late" src="/images/e2e-late.png">'));
  await expect(page.locator('#late')).toHaveClass(/img-error/);
  await expect(page.locator('#late')).toHaveAttribute('alt', 'Image failed to load');
});

test('without configuration there is no One Tap, chat widget or pixel', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (r) => { if (/accounts\.google\.com|connect\.facebook\.net|__stub/.test(r.url())) thirdParty.push(r.url()); });
  await page.addInitScript((k) => localStorage.setItem(k, '1'), COOKIE_NOTICE_KEY);
  await page.goto('/?fbclid=e2e');
  await hydrated(page);
  await afterIdle(page);
  await page.waitForTimeout(700);
  expect(thirdParty).toEqual([]);
  await expect(page.locator('script[data-chat-widget]')).toHaveCount(0);
});

test.describe('configured integrations @configured', () => {
  let gsiRequests: string[];
  let chatRequests: number;
  test.beforeEach(async ({ page }) => {
    gsiRequests = [];
    chatRequests = 0;
    // Google's script, reduced to what the site calls; it records what One Tap did and reports a skip.
    await page.route('https://accounts.google.com/gsi/client*', (r) => {
      gsiRequests.push(new URL(r.request().frame().url()).pathname);
      return r.fulfill({ contentType: 'text/javascript', body: `window.google = { accounts: { id: {
        initialize(c) { window.gsiConfig = c; },
        prompt(cb) { window.gsiPrompted = true; if (window.gsiSkip && cb) cb({ isSkippedMoment: () => true, isDismissedMoment: () => false }); },
        renderButton() {},
      } } };` });
    });
    await page.route('**/__stub/chat.js', (r) => { chatRequests++; return r.fulfill({ contentType: 'text/javascript', body: 'window.chatLoaded = true;' }); });
  });

  test('One Tap is offered after idle with the client id; never on /login, after a dismissal or with a session', async ({ page }) => {
    const prompted = () => page.evaluate(() => (window as unknown as { gsiPrompted?: boolean }).gsiPrompted === true);
    await page.goto('/about-us');
    await hydrated(page);
    await expect.poll(prompted).toBe(true);
    expect(gsiRequests).toEqual(['/about-us']);
    expect(await page.evaluate(() => (window as unknown as { gsiConfig: { client_id: string } }).gsiConfig.client_id)).toBe(CONFIGURED_VARS.GOOGLE_CLIENT_ID);

    for (const path of ['/login', '/ja/login']) {
      await page.goto(path);
      await hydrated(page);
      await afterIdle(page);
      expect(await prompted(), path).toBe(false);
    }

    await page.evaluate(() => localStorage.setItem('20180428_token', 'e2e-token'));
    await page.goto('/pricing');
    await hydrated(page);
    await afterIdle(page);
    expect(await prompted(), 'with a session').toBe(false);
    await page.evaluate(() => localStorage.removeItem('20180428_token'));

    // The visitor closes the prompt: not offered again in this session.
    await page.addInitScript(() => { (window as unknown as { gsiSkip: boolean }).gsiSkip = true; });
    await page.goto('/courses');
    await expect.poll(prompted).toBe(true);
    expect(await page.evaluate((k) => sessionStorage.getItem(k), ONE_TAP_DISMISSED_KEY)).toBe('1');
    await page.goto('/pricing');
    await hydrated(page);
    await afterIdle(page);
    expect(await prompted(), 'after dismissal').toBe(false);
    expect(gsiRequests.filter((p) => !p.endsWith('/login'))).toEqual(['/about-us', '/courses']);
  });

  test('the chat widget script is injected 1000 ms after start', async ({ page }) => {
    const start = Date.now();
    await page.clock.install({ time: start });
    // Paused before any page exists, so the page's own clock only moves with runFor(). (A target a few seconds
    // ahead: the installed clock keeps running until paused, and pausing in its past throws on a loaded machine.)
    await page.clock.pauseAt(start + 5_000);
    await page.goto('/courses');
    // The islands entry starts after the first paint (ADR 039): page time moves in 10 ms steps until it has, so
    // the entry's start is known to within one step (between t - 10 and t).
    let t = 0;
    while ((await page.locator('[data-island][data-hydrating]').count()) === 0) {
      expect(t, 'the islands entry starts').toBeLessThan(2000);
      await page.clock.runFor(10);
      t += 10;
    }
    // React reveals the streamed footer on animation frames: 300 ms of page time let it (and its island) in.
    await page.clock.runFor(300);
    await hydrated(page);
    const widget = page.locator('script[data-chat-widget]');
    await page.clock.runFor(680);
    await expect(widget, 'under 990 ms after the start').toHaveCount(0);
    await page.clock.runFor(30);
    await expect(widget).toHaveAttribute('src', CONFIGURED_VARS.CHAT_WIDGET_URL);
    expect(await widget.evaluate((s) => (s as HTMLScriptElement).async)).toBe(true);
    await expect.poll(() => chatRequests).toBe(1);
    await expect.poll(() => page.evaluate(() => (window as unknown as { chatLoaded?: boolean }).chatLoaded)).toBe(true);
  });

  test('no pixel, cookies or logFb before consent; after I get it, logFb gets fbp and an fbc built from fbclid', async ({ page, context }) => {
    const logged: { fbc: string; fbp: string }[] = [];
    let pixel = 0;
    await page.route('**/weapp/api/common/logFb', (r) => {
      logged.push(r.request().postDataJSON());
      return r.fulfill({ json: { status: 200, message: 'OK' } });
    });
    await page.route('https://connect.facebook.net/**', (r) => {
      pixel++;
      return r.fulfill({ contentType: 'text/javascript', body: "document.cookie = '_fbp=fb.1.1700000000000.424242; path=/';" });
    });
    await page.clock.install();
    await page.goto('/?fbclid=e2eClickId');
    await hydrated(page);
    await page.clock.runFor(3000);
    await expect.poll(() => gsiRequests.length).toBe(1); // the idle work ran (One Tap comes with it)
    await page.waitForTimeout(300);
    await loadUi(page);
    const settled = await page.evaluate(() => window.ui.trackConversion('signup').then(() => 'settled'));
    expect(settled).toBe('settled');
    await page.clock.runFor(12_000);
    expect(pixel).toBe(0);
    expect(logged).toEqual([]);
    expect((await context.cookies()).map((c) => c.name).filter((n) => n.startsWith('_fb'))).toEqual([]);

    await page.getByRole('button', { name: 'I get it' }).click();
    await expect.poll(() => pixel).toBe(1);
    await expect.poll(async () => {
      await page.clock.runFor(1000);
      return logged.length;
    }).toBe(1);
    expect(logged[0]!.fbp).toBe('fb.1.1700000000000.424242');
    expect(logged[0]!.fbc).toMatch(/^fb\.1\.\d{13}\.e2eClickId$/);
    const fbc = (await context.cookies()).find((c) => c.name === '_fbc');
    expect(fbc?.value).toBe(logged[0]!.fbc);
  });

  test('a conversion settles within 2000 ms when the pixel never loads', async ({ page }) => {
    await page.addInitScript((k) => localStorage.setItem(k, '1'), COOKIE_NOTICE_KEY);
    let pixel = 0;
    // The pixel's server never answers.
    await page.route('https://connect.facebook.net/**', () => { pixel++; });
    await openWithUi(page, '/pricing');
    await page.evaluate(() => {
      window.done = false;
      void window.ui.trackConversion('paid', { valueCents: 499 }).then(() => { window.done = true; });
    });
    await page.clock.runFor(1999);
    expect(await page.evaluate(() => window.done)).toBe(false);
    await page.clock.runFor(1);
    await expect.poll(() => page.evaluate(() => window.done)).toBe(true);
    expect(pixel).toBe(1);
    // The event waits in the pixel's queue with the amount in dollars.
    const queued = await page.evaluate(() => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue);
    expect(queued).toContainEqual(['track', 'Purchase', { value: 4.99, currency: 'USD' }]);
  });
});
