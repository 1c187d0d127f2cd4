/** The footer's Blog column on the first paint: the same list GET /common/article?page=1&pageSize=4 answers. */
import { FOOTER_ARTICLES } from '../../shared/constants.ts';
import type { FooterArticle } from '../../shared/blog.ts';
import type { Locale } from '../../shared/locales.ts';
import { listArticles } from './articles-repo.ts';

/** A failed read leaves the column empty (the island refetches) and marks the page as not cacheable. */
export async function latestForFooter(db: D1Database, locale: Locale): Promise<{ items: FooterArticle[]; complete: boolean }> {
  try {
    const { items } = await listArticles(db, locale, { page: 1, pageSize: FOOTER_ARTICLES });
    return { items: items.map((a) => ({ name: a.title, path: a.path })), complete: true };
  } catch (err) {
    console.error(JSON.stringify({ msg: 'footer articles unavailable', err: String(err) }));
    return { items: [], complete: false };
  }
}
