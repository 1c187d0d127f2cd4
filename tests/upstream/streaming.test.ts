/**
 * Streaming with a slow upstream (issue 25, ADR 042): whose data calls take 1.5 s. A cache-miss page still
 * sends its head (styles, viewer-flag script) at once; the data's sections follow in the same response once the
 * upstream answered, the complete page is cached, and the next visitor gets it whole from the cache.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SELF } from 'cloudflare:test';
import { clearHomeDataCache } from '../../src/worker/pages/home-data.ts';
import { forgetFooterArticles } from '../../src/worker/blog/footer-articles.ts';
import { cacheWritesSettled, clearMemoryCache, pageCacheKey } from '../../src/worker/render/page-cache.ts';
import { fakeUpstream, upstreamCalls } from './stub-upstream.ts';

const SITE = 'http://localhost:8787';
const DATA_DELAY_MS = 1_500;
/**
 * The target is 0.5 s, met when the runner has the machine to itself; under the shared machine's load
 * workerd's development React took up to 1 s, still well before the data. The bound keeps the test meaningful
 * (the head must not wait for the data) without failing on load.
 */
const HEAD_BOUND_MS = 1_000;
const DATA_CALLS = /^\/weapp\/api\/(common\/(stats|testimonials|article(\/page)?)|practice\/sample)(\?|$)/;

/** Reads a response chunk by chunk: when `</head>` arrived, what had arrived by then, and the whole text. */
async function timedRead(res: Response, started: number) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let headAt = -1;
  let atHead = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (headAt < 0 && text.includes('</head>')) {
      headAt = Date.now() - started;
      atHead = text;
    }
  }
  return { headAt, atHead, text, endAt: Date.now() - started };
}

async function forget(pathname: string) {
  await cacheWritesSettled();
  clearMemoryCache();
  await (caches as unknown as { default: Cache }).default.delete(pageCacheKey(true, pathname));
}

// The isolate's first render of a language loads its messages (seconds under the test runner): not the
// subject here, so each page is rendered once before the clock matters.
beforeAll(async () => {
  for (const path of ['/', '/ja', '/blog']) await (await SELF.fetch(`${SITE}${path}`)).text();
}, 30_000);

beforeEach(() => {
  clearHomeDataCache();
  forgetFooterArticles();
  fakeUpstream(async (req, backend) => {
    const url = new URL(req.url);
    if (DATA_CALLS.test(url.pathname + url.search)) await new Promise((r) => setTimeout(r, DATA_DELAY_MS));
    return backend(req);
  });
});
afterEach(() => fakeUpstream(null));

describe('a cache miss with an upstream whose data calls take 1.5 s', () => {
  for (const path of ['/', '/ja']) {
    it(`${path} sends its head before the data, then the complete page, and caches it`, async () => {
      await forget(path);
      const started = Date.now();
      const res = await SELF.fetch(`${SITE}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-page-cache')).toBe('miss');
      const { headAt, atHead, text, endAt } = await timedRead(res, started);
      // The head (inline styles, the viewer-flag script) and the hero came before any data.
      expect(headAt).toBeGreaterThanOrEqual(0);
      expect(headAt).toBeLessThan(HEAD_BOUND_MS);
      expect(atHead).toContain('<style>');
      expect(atHead).not.toContain('data-testid="testimonials"');
      // The rest came once the upstream answered: the testimonials, the footer's articles, the page's end.
      expect(endAt).toBeGreaterThanOrEqual(DATA_DELAY_MS - 100);
      expect(text).toContain('data-testid="testimonials"');
      expect(text).toContain('data-island="FooterArticles"');
      expect(text.trimEnd().endsWith('</html>')).toBe(true);
      expect(upstreamCalls.some((c) => c.path.startsWith('/weapp/api/common/article?'))).toBe(true);
      // The complete render was kept: the next visitor gets it from the cache, whole, at once.
      await cacheWritesSettled();
      const again = await SELF.fetch(`${SITE}${path}`);
      expect(again.headers.get('x-page-cache')).toBe('hit');
      const hit = await again.text();
      expect(hit).toContain('data-testid="testimonials"');
      expect(hit.replace(/nonce="[^"]*"/g, '')).toBe(text.replace(/nonce="[^"]*"/g, ''));
    });
  }

  it('/blog sends its head and hero before the article list and the footer articles arrive', async () => {
    await forget('/blog');
    const started = Date.now();
    const res = await SELF.fetch(`${SITE}/blog`);
    const { headAt, atHead, text, endAt } = await timedRead(res, started);
    expect(headAt).toBeLessThan(HEAD_BOUND_MS);
    expect(atHead).not.toContain('data-island="FooterArticles"');
    expect(atHead).not.toContain('data-testid="article-list"');
    expect(endAt).toBeGreaterThanOrEqual(DATA_DELAY_MS - 100);
    expect(text).toContain('data-island="FooterArticles"');
    // The list arrives in the same response and takes the placeholder's place.
    expect(text).toContain('data-testid="article-list-placeholder"');
    expect(text).toMatch(/data-testid="article-list"[^>]*>\s*<li/);
  });

  it('a course page sends its text before the practice set, which comes from the upstream', async () => {
    const path = '/courses/det-fill-in-the-blanks';
    await forget(path);
    const started = Date.now();
    const { headAt, atHead, text } = await timedRead(await SELF.fetch(`${SITE}${path}`), started);
    expect(headAt).toBeLessThan(HEAD_BOUND_MS);
    expect(atHead).not.toContain('data-island="PracticeSet"');
    expect(text).toContain('data-island="PracticeSet"');
    expect(upstreamCalls.some((c) => c.path.startsWith('/weapp/api/practice/sample?'))).toBe(true);
  });

  it('a timed-out upstream leaves the fallbacks, serves the page whole and does not cache it', async () => {
    await forget('/');
    fakeUpstream(async (req, backend) => {
      const url = new URL(req.url);
      // Never answers; the worker's own deadline (PAGE_UPSTREAM_TIMEOUT_MS) aborts the call.
      if (DATA_CALLS.test(url.pathname + url.search)) {
        return new Promise<Response>((_, reject) => req.signal.addEventListener('abort', () => reject(req.signal.reason)));
      }
      return backend(req);
    });
    const res = await SELF.fetch(`${SITE}/`);
    const { headAt, text } = await timedRead(res, Date.now());
    expect(headAt).toBeLessThan(HEAD_BOUND_MS);
    // The stats show their floors, the footer its placeholder lines; the page still ends.
    expect(text).toContain('class="stats-row"');
    expect(text.trimEnd().endsWith('</html>')).toBe(true);
    await cacheWritesSettled();
    expect((await SELF.fetch(`${SITE}/`)).headers.get('x-page-cache')).toBe('miss');
  }, 15_000);
});
