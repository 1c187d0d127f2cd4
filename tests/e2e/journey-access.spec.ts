/**
 * Keyboard and screen-reader access on the way in (issue 17, ADR 033): tab order and disclosure behaviour of the
 * header, the inert mobile menu, the cookie notice, form errors tied to their fields, no sideways scrolling at
 * 375 px on any route, axe (WCAG 2.2 AA) on the pages a newcomer sees, and the focus ring's contrast.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, hydrated, a11yProblems } from './fixtures.ts';
import { enterAsGuest } from './practice-fixtures.ts';

async function tabTo(page: Page, target: Locator) {
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test.describe('desktop keyboard (1280 px, Japanese)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('header: one tab stop per control, Products and the picker open on activation, arrows move, Escape returns', async ({ page }) => {
    await page.goto('/ja/blog');
    await hydrated(page);
    const header = page.getByTestId('site-header');
    const toggle = page.getByTestId('products-toggle');
    const dropdown = page.getByTestId('products-dropdown');
    const picker = page.getByTestId('header-language');

    await tabTo(page, page.locator('.skip-link'));
    await tabTo(page, header.locator('a.brand'));
    await tabTo(page, header.getByRole('link', { name: 'ホーム', exact: true }));
    await tabTo(page, header.locator('.main-nav').getByRole('link', { name: '商品', exact: true }));
    await tabTo(page, toggle);
    // Focus alone opens nothing, and the state says so.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(dropdown).toBeHidden();
    await tabTo(page, header.getByRole('link', { name: 'コース' }));
    await tabTo(page, header.getByRole('link', { name: '料金' }));
    await tabTo(page, header.getByRole('link', { name: 'ブログ' }));
    await tabTo(page, picker);
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    // The closed picker is one stop, not thirteen.
    await tabTo(page, page.getByTestId('header-signin'));
    await tabTo(page, page.getByTestId('header-cta').filter({ visible: true }));

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdown).toBeVisible();
    const cards = dropdown.locator('a.product-card');
    await page.keyboard.press('ArrowDown');
    await expect(cards.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(cards.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(cards.nth(0)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(dropdown).toBeHidden();

    await picker.focus();
    await page.keyboard.press('Enter');
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.lang-header a[aria-current="true"]')).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.locator('.lang-header a[hreflang="zh"]')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    await expect(picker).toBeFocused();
    await expect(page.locator('.lang-header .lang-sheet')).toBeHidden();
  });

  test('cookie notice: early in the tab order, never takes focus, Reject keeps tracking off and gives focus back', async ({ page }) => {
    await page.goto('/ja/pricing');
    await hydrated(page);
    const signIn = page.getByTestId('header-signin');
    await signIn.focus();
    const notice = page.getByTestId('cookie-notice');
    await expect(notice).toBeVisible({ timeout: 10_000 });
    await expect(signIn).toBeFocused();
    await expect(notice.getByTestId('cookie-reject')).toBeVisible();

    // Right after the skip link, before the header.
    await page.locator('.skip-link').focus();
    await tabTo(page, notice.getByRole('link'));
    await tabTo(page, notice.getByTestId('cookie-reject'));
    await page.keyboard.press('Enter');
    await expect(notice).toHaveCount(0);
    // Back where the visitor was before entering the notice.
    await expect(page.locator('.skip-link')).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('20180428_cookie_notice_shown'))).toBe('0');
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(5_500); // the notice's own 5 s delay (SPEC), to show that it stays away
    await expect(notice).toHaveCount(0);
  });

  test('sign-up form: the error is tied to its field by an id that exists, announced, and focus goes to the field', async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 400/);
    await page.goto('/ja/register');
    await hydrated(page);
    const email = page.locator('#auth-email');
    await email.focus();
    await page.keyboard.type('not-an-address');
    await page.keyboard.press('Enter');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    const described = (await email.getAttribute('aria-describedby'))?.split(' ') ?? [];
    expect(described.length).toBeGreaterThan(0);
    const texts = await page.evaluate((ids) => ids.map((id) => document.getElementById(id)?.textContent ?? null), described);
    expect(texts.every((t) => t !== null)).toBe(true);
    expect(texts.join('')).not.toBe('');
    await expect(page.locator(`#${described.at(-1)}`)).toHaveAttribute('aria-live', 'polite');
  });
});

test.describe('phone keyboard (375 px, Indonesian)', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the open menu holds focus, its burger closes it, its picker opens as a sheet that fits', async ({ page }) => {
    await page.goto('/id/courses');
    await hydrated(page);
    const burger = page.locator('.menu-button');
    await tabTo(page, page.locator('.skip-link'));
    await tabTo(page, page.getByTestId('site-header').locator('a.brand'));
    await tabTo(page, burger);
    await page.keyboard.press('Enter');
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(burger).toHaveAttribute('aria-label', 'Tutup menu');
    expect(await page.evaluate(() => document.getElementById('main')?.closest('[inert]') !== null || (document.getElementById('main') as HTMLElement).inert)).toBe(true);
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      // Past the last item focus may leave the document for the browser's own controls, never the page behind.
      const where = await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest('[data-testid="site-header"]'));
      expect(where, `tab ${i + 1} stays in the menu`).toBe(true);
    }

    const picker = page.getByTestId('menu-language');
    await picker.focus();
    await page.keyboard.press('Enter');
    const sheet = page.locator('.lang-menu .lang-sheet');
    await expect(sheet).toBeVisible();
    const box = (await sheet.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.y + box.height).toBeLessThanOrEqual(740.5);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(picker).toBeFocused();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Escape');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toBeFocused();
    expect(await page.evaluate(() => (document.getElementById('main')?.closest('[inert]') ?? null) === null)).toBe(true);
  });

  test('the cookie notice does not cover the element that has focus', async ({ page }) => {
    await page.goto('/id/pricing');
    await hydrated(page);
    const notice = page.getByTestId('cookie-notice');
    await expect(notice).toBeVisible({ timeout: 10_000 });
    // A link that sits under the notice right now, reached from the keyboard.
    const covered = await page.evaluate(() => {
      const top = document.querySelector('[data-testid="cookie-notice"]')!.getBoundingClientRect().top;
      const links = [...document.querySelectorAll<HTMLElement>('main a, main button')];
      const hit = links.find((el) => { const r = el.getBoundingClientRect(); return r.height > 0 && r.top < innerHeight && r.bottom > top; });
      hit?.setAttribute('data-covered', '');
      return !!hit;
    });
    expect(covered).toBe(true);
    await page.keyboard.press('Tab');
    await page.locator('[data-covered]').focus();
    const [bottom, top] = await page.evaluate(() => [
      document.querySelector('[data-covered]')!.getBoundingClientRect().bottom,
      document.querySelector('[data-testid="cookie-notice"]')!.getBoundingClientRect().top,
    ]);
    expect(bottom).toBeLessThanOrEqual(top);
  });

  test('no page scrolls sideways at 375 px (every route of the route table, in Indonesian, and the guest app)', async ({ page }) => {
    test.setTimeout(120_000);
    const { ROUTES } = await import('../../src/shared/routes.ts');
    const { localizePath } = await import('../../src/shared/locales.ts');
    const paths = ROUTES.filter((r) => r.access !== 'member').flatMap((r) => {
      if (r.expand) return r.expand();
      if (r.id === 'contactSent') return ['/contact-us/sent/C-ABCDEFGH'];
      if (r.id === 'affiliateSent') return ['/affiliate-program/sent/A-ABCDEFGH'];
      return [r.pattern];
    });
    const wide: string[] = [];
    for (const path of paths) {
      await page.goto(localizePath('id', path));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) wide.push(`${path}: ${width}px`);
    }
    await enterAsGuest(page);
    const appWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (appWidth > 375) wide.push(`/app: ${appWidth}px`);
    expect(wide).toEqual([]);
  });
});

test.describe('axe, WCAG 2.2 AA', () => {
  for (const path of ['/id', '/id/courses', '/id/courses/det-read-and-select-course', '/id/pricing', '/id/login', '/id/register']) {
    test(`no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      expect(await a11yProblems(page, { wcag: true })).toEqual([]);
    });
  }

  test('no serious or critical violation in /app (guest)', async ({ page }) => {
    await enterAsGuest(page);
    expect(await a11yProblems(page, { wcag: true })).toEqual([]);
  });
});

/** WCAG relative luminance contrast of two rgb()/rgba() colours (alpha ignored: the backgrounds read are opaque). */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test('the focus ring has at least 3:1 contrast on light and dark backgrounds', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const ring = async (target: Locator) => {
    await page.keyboard.press('Tab'); // keyboard modality, so :focus-visible applies to what is focused next
    await target.focus();
    return target.evaluate((el) => {
      const outline = getComputedStyle(el).outlineColor;
      let node: Element | null = el.parentElement;
      let bg = 'rgb(255, 255, 255)';
      while (node) {
        const c = getComputedStyle(node).backgroundColor;
        if (c && c !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(c)) { bg = c; break; }
        node = node.parentElement;
      }
      return { outline, bg, style: getComputedStyle(el).outlineStyle };
    });
  };
  await page.goto('/blog');
  await hydrated(page);
  const light = await ring(page.getByTestId('site-header').getByRole('link', { name: 'Courses' }));
  await page.goto('/courses');
  await hydrated(page);
  const dark = await ring(page.getByTestId('site-header').getByRole('link', { name: 'Pricing' }));
  const footer = await ring(page.getByTestId('site-footer').getByRole('link').first());
  await page.goto('/login');
  await hydrated(page);
  const field = await ring(page.locator('#auth-email'));
  for (const [where, r] of Object.entries({ light, dark, footer, field })) {
    expect(r.style, where).not.toBe('none');
    expect(contrast(r.outline, r.bg), `${where}: ${r.outline} on ${r.bg}`).toBeGreaterThanOrEqual(3);
  }
});
