/**
 * The footer's Blog column on the first paint: the same list GET /common/article?page=1&pageSize=4 answers,
 * from D1 or, with API_ORIGIN set, from the upstream.
 * Every page shows it, so each isolate keeps it for a minute per locale instead of asking D1 on every render
 * (the island refetches on load, so a new article shows up in the browser at once anyway).
 */
import { FOOTER_ARTICLES } from '../../shared/constants.ts';
import type { FooterArticle } from '../../shared/blog.ts';
import type { Locale } from '../../shared/locales.ts';
import type { Bindings } from '../env.ts';
import { upstreamLatestArticles } from '../upstream/articles.ts';
import { listArticles } from './articles-repo.ts';

const TTL_MS = 60_000;
const memo = new Map<Locale, { items: FooterArticle[]; at: number }>();

/** A failed read leaves the column empty (the island refetches) and marks the page as not cacheable. */
export async function latestForFooter(env: Bindings, locale: Locale, now = Date.now()): Promise<{ items: FooterArticle[]; complete: boolean }> {
  const hit = memo.get(locale);
  if (hit && now - hit.at < TTL_MS) return { items: hit.items, complete: true };
  try {
    const list = env.API_ORIGIN
      ? await upstreamLatestArticles(env, locale, FOOTER_ARTICLES)
      : (await listArticles(env.DB, locale, { page: 1, pageSize: FOOTER_ARTICLES })).items.map((a) => ({ name: a.title, path: a.path }));
    memo.set(locale, { items: list, at: now });
    return { items: list, complete: true };
  } catch (err) {
    console.error(JSON.stringify({ msg: 'footer articles unavailable', upstream: Boolean(env.API_ORIGIN), err: String(err) }));
    return { items: [], complete: false };
  }
}

/** For the purge hook and tests: the next render reads D1 again. */
export function forgetFooterArticles(): void {
  memo.clear();
}
