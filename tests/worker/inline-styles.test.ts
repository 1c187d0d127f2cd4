/**
 * First paint of a public page needs no second request (ADR 035): the site styles arrive inside the HTML, so a
 * visitor on slow 4G does not wait a round trip for a render-blocking stylesheet. /app links its cacheable files.
 */
import { describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '../../src/shared/constants.ts';
import { register } from './api-helpers.ts';
import { DEV, get, page } from './helpers.ts';

describe('site styles on public pages', () => {
  it('are inline in the head, with no render-blocking stylesheet link', async () => {
    for (const path of ['/', '/ja/courses', '/pricing', '/courses/det-interactive-writing']) {
      const { html } = await page(path, DEV);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).not.toMatch(/<link[^>]+rel="stylesheet"/);
      const style = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
      // The rules the header and hero need to paint correctly are there, not just an empty element.
      expect(style.length, path).toBeGreaterThan(10_000);
      expect(style, path).toMatch(/\.site-header|\.hero/);
    }
  });

  it('carry the correction rules only on the pages whose island uses them (ADR 037)', async () => {
    for (const path of ['/writing-ai-correction', '/ja/speaking-ai-correction']) {
      const { html } = await page(path, DEV);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toMatch(/<style data-page-css="correction">[^<]*\.correction-scores/);
    }
    for (const path of ['/', '/pricing', '/courses/det-interactive-writing']) {
      const { html } = await page(path, DEV);
      expect(html, path).not.toMatch(/\.correction-scores|\.waveform\b/);
    }
  });

  it('/app still links its stylesheets (repeat visits hit the HTTP cache)', async () => {
    const { token } = await register();
    const res = await get('/app', { headers: { cookie: `${TOKEN_COOKIE}=${token}` } });
    expect(await res.text()).toMatch(/<link rel="stylesheet" href="\/assets\/styles-[^"]+\.css"/);
  });
});
