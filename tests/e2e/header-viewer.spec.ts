/**
 * The header's call-to-action on cached public pages (ADR 021, SPEC §2): the page is the same cached HTML for
 * everyone; a signed-in member sees Get started and a guest Try for free from the first paint, and hydrating the
 * header changes nothing on screen (screenshots before and after hydration are identical).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, headerCta, hydrated } from './fixtures.ts';

const unique = () => `viewer.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** A member registered through the real code flow; returns the session token. */
async function registerMember(request: APIRequestContext, baseURL: string): Promise<string> {
  const email = unique();
  const post = async (path: string, data: unknown) => {
    const res = await request.post(`/weapp/api${path}`, { data, headers: { origin: baseURL } });
    expect(res.status(), path).toBe(200);
    return res.json();
  };
  await post('/common/sesCode', { email, purpose: 'register' });
  const outbox = await (await request.get(`/weapp/api/dev/outbox?email=${encodeURIComponent(email)}`)).json();
  const code = /\b(\d{6})\b/.exec(outbox.messages[0].body)![1];
  const { ticket } = await post('/common/sesCodeVerify', { email, purpose: 'register', code });
  const { token } = await post('/common/register', { ticket, nickname: 'Mei', password: 'river stone lantern' });
  return token;
}

/**
 * Opens `path` with the islands script held back, screenshots the header as first painted, lets the script
 * run, waits for every island to hydrate and screenshots again. Returns both, and the response's cache status.
 */
async function beforeAndAfterHydration(page: Page, path: string) {
  let release!: () => void;
  const held = new Promise<void>((r) => { release = r; });
  await page.route(/\/assets\/islands-[^/]+\.js$/, async (route) => { await held; await route.continue(); });
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().resourceType() === 'document');
  const navigation = page.goto(path, { waitUntil: 'commit' });
  const cache = (await response).headers()['x-page-cache'];
  await navigation;
  const header = page.getByTestId('site-header');
  await expect(header).toBeVisible();
  await expect(page.locator('[data-island="Header"]')).not.toHaveAttribute('data-hydrated', 'true');
  const before = await header.screenshot({ animations: 'disabled', caret: 'hide' });
  release();
  await hydrated(page);
  const after = await header.screenshot({ animations: 'disabled', caret: 'hide' });
  return { before, after, cache };
}

test.describe('header call-to-action on a cached page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('reads Try for free for a guest and Get started for a signed-in member, without changing on hydration', async ({ page, request, baseURL, context }) => {
    // Anonymous visits fill the page cache; the signed-in visit below must be served from it.
    await request.get('/pricing');
    await request.get('/pricing');

    const guest = await beforeAndAfterHydration(page, '/pricing');
    expect(guest.cache).toBe('hit');
    await expect(headerCta(page)).toHaveText('Try for free');
    await expect(headerCta(page)).toHaveAttribute('href', '/register');
    expect(guest.after.equals(guest.before), 'guest header changed on hydration').toBe(true);

    const token = await registerMember(request, baseURL!);
    const url = new URL(baseURL!);
    await context.addCookies([
      { name: 'det_i18n_token', value: token, domain: url.hostname, path: '/' },
      { name: 'det_viewer', value: 'member', domain: url.hostname, path: '/' },
    ]);
    const member = await beforeAndAfterHydration(page, '/pricing');
    expect(member.cache).toBe('hit');
    await expect(headerCta(page)).toHaveText('Get started');
    await expect(headerCta(page)).toHaveAttribute('href', '/app');
    expect(member.after.equals(member.before), 'member header changed on hydration').toBe(true);
    // The same cached page, a different button: the choice was made in the browser.
    expect(member.before.equals(guest.before)).toBe(false);
  });

  test('follows the member through sign-out: Try for free again on the next page', async ({ page, request, baseURL, context }) => {
    const token = await registerMember(request, baseURL!);
    const url = new URL(baseURL!);
    await context.addCookies([
      { name: 'det_i18n_token', value: token, domain: url.hostname, path: '/' },
      { name: 'det_viewer', value: 'member', domain: url.hostname, path: '/' },
    ]);
    await page.goto('/ja/courses');
    await expect(headerCta(page)).toHaveText('はじめる');
    await page.goto('/app');
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(headerCta(page)).toHaveText('Try for free');
    expect((await context.cookies()).some((c) => c.name === 'det_viewer')).toBe(false);
  });
});

test.describe('mobile (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the side menu offers the same choice', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'det_viewer', value: 'member', domain: new URL(baseURL!).hostname, path: '/' }]);
    await page.goto('/courses');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByTestId('side-menu');
    await expect(menu.getByRole('link', { name: 'Get started' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Try for free' })).toBeHidden();
  });
});
