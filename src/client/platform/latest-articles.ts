/**
 * The footer's article list call (GET /common/article), kept free of valibot and the shared schema module: it
 * runs on every public page, and a read-only list needs no more than a shape check. The server validates the
 * query with ArticleListQuery; what comes back is checked here item by item, and anything unexpected is a
 * failure, so the footer keeps its server-rendered list.
 */
import type { FooterArticle } from '../../shared/blog.ts';
import type { Locale } from '../../shared/locales.ts';

const isItem = (x: unknown): x is FooterArticle =>
  typeof x === 'object' && x !== null && typeof (x as FooterArticle).name === 'string' && typeof (x as FooterArticle).path === 'string';

export async function latestArticles(locale: Locale, pageSize: number): Promise<FooterArticle[]> {
  const res = await fetch(`/weapp/api/common/article?flag=1&page=1&pageSize=${pageSize}`, { headers: { accept: 'application/json', locale }, credentials: 'same-origin' });
  if (!res.ok) throw new Error(`article list: ${res.status}`);
  const items = ((await res.json()) as { items?: unknown } | null)?.items;
  if (!Array.isArray(items) || !items.every(isItem)) throw new Error('article list: unexpected response');
  return items.map(({ name, path }) => ({ name, path }));
}
