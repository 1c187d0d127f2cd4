/**
 * The footer's Blog column on the first paint: the same list GET /common/article?page=1&pageSize=4 answers,
 * from D1 or, with API_ORIGIN set, from the upstream.
 * Every page shows it, so each isolate keeps it for a minute per locale instead of asking D1 on every render
 * (the island refetches on load, so a new article shows up in the browser at once anyway).
 */
import { FOOTER_ARTICLES, PAGE_DATA_TTL_MS } from '../../shared/constants.ts';
import type { FooterArticle } from '../../shared/blog.ts';
import type { Locale } from '../../shared/locales.ts';
import type { Bindings } from '../env.ts';
import { upstreamLatestArticles } from '../upstream/articles.ts';
import { keptFor } from '../util/kept.ts';
import { listArticles } from './articles-repo.ts';

const kept = keptFor<FooterArticle[]>(PAGE_DATA_TTL_MS);

/** A failed read leaves the column empty (the island refetches) and marks the page as not cacheable. */
export async function latestForFooter(env: Bindings, locale: Locale, now = Date.now()): Promise<{ items: FooterArticle[]; complete: boolean }> {
  const { data, complete } = await kept.get(locale, () => loadFooter(env, locale), now);
  return { items: data, complete };
}

async function loadFooter(env: Bindings, locale: Locale): Promise<{ data: FooterArticle[]; complete: boolean }> {
  try {
    const list = env.API_ORIGIN
      ? await upstreamLatestArticles(env, locale, FOOTER_ARTICLES)
      : (await listArticles(env.DB, locale, { page: 1, pageSize: FOOTER_ARTICLES })).items.map((a) => ({ name: a.title, path: a.path }));
    return { data: list, complete: true };
  } catch (err) {
    console.error(JSON.stringify({ msg: 'footer articles unavailable', upstream: Boolean(env.API_ORIGIN), err: String(err) }));
    return { data: [], complete: false };
  }
}

/** For the purge hook and tests: the next render reads D1 again. */
export function forgetFooterArticles(): void {
  kept.clear();
}
