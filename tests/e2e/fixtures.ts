import AxeBuilder from '@axe-core/playwright';
/** Shared fixture: fails any test whose page logs an error (hydration mismatch, CSP violation, 5xx asset). */
import { test as base, expect } from '@playwright/test';

const allowed = new WeakMap<object, RegExp[]>();

export const test = base.extend<{ consoleErrors: string[]; allowConsoleError: (pattern: RegExp) => void; ownAddress: string }>({
  /**
   * Each test signs up from an address of its own, as learners behind Cloudflare do: the per-address limits on
   * code mails and guests (20 an hour) are real, and the whole suite registers more learners than that.
   */
  ownAddress: [async ({ context }, use) => {
    const n = () => Math.floor(Math.random() * 250) + 1;
    const address = `10.${n()}.${n()}.${n()}`;
    await context.route(/\/weapp\/api\/common\/(sesCode|sesCodeVerify|register|guest)$/, (route) =>
      route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': address } }));
    await use(address);
  }, { auto: true }],
  /** For tests that provoke a refusal on purpose (a wrong password answers 400, which Chromium logs). */
  allowConsoleError: async ({ page }, use) => {
    await use((pattern) => allowed.set(page, [...(allowed.get(page) ?? []), pattern]));
  },
  consoleErrors: [async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      // A 404 document (the page under test is a 404 page) is expected; any other failed load is not.
      if (/status of 404/.test(m.text()) && m.location().url === page.url()) return;
      errors.push(`${m.text()} ${m.location().url}`);
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    await use(errors);
    const patterns = allowed.get(page) ?? [];
    expect(errors.filter((e) => !patterns.some((p) => p.test(e))), 'console errors').toEqual([]);
  }, { auto: true }],
});
export { expect };

/**
 * The header's call-to-action the visitor sees. The header renders both (Try for free, Get started) and CSS shows
 * one, picked before paint from the det_viewer flag (ADR 021), so tests look for the visible one.
 */
export function headerCta(page: import('@playwright/test').Page) {
  return page.getByTestId('header-cta').filter({ visible: true });
}

/** Resolves when every island on the page has hydrated. */
/**
 * Every island that hydrates with the page has; one that waits for the viewport or a delay (the offers below
 * the fold, the cookie notice) is scheduled (see hydratedIsland).
 */
export async function hydrated(page: import('@playwright/test').Page) {
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('[data-island]')].every((el) =>
    el.dataset.hydrated === 'true' || ((el.dataset.hydrate === 'visible' || el.dataset.hydrate === 'delay') && el.dataset.scheduled === 'true')));
}

/** One deferred island brought into view and hydrated, before a test uses it. */
export async function hydratedIsland(page: import('@playwright/test').Page, name: string) {
  const island = page.locator(`[data-island="${name}"]`).first();
  await island.locator('> *').first().scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Serious or critical axe violations on the page (or inside `include`), one "rule: targets" line each, so a
 * failing assertion names what to fix. `wcag` limits the rules to WCAG 2.0/2.1/2.2 A and AA.
 */
export async function a11yProblems(page: import('@playwright/test').Page, opts: { include?: string; wcag?: boolean } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (opts.include) builder = builder.include(opts.include);
  if (opts.wcag) builder = builder.withTags(['wcag2a', 'wcag2aa', 'wcag22aa']);
  const results = await builder.analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}
