/** What /blog and /blog/{path} load from D1 before rendering: a list view, an article, or nothing (404). */
import { BLOG_PAGE_SIZE, isArticlePath, parseListPath, type ListView } from '../../shared/blog.ts';
import type { Locale } from '../../shared/locales.ts';
import type { Bindings } from '../env.ts';
import { PageNotFound } from './types.ts';
import { categoryCounts, findArticle, listArticles, relatedArticles, type Article, type ArticleSummary } from '../blog/articles-repo.ts';

export type BlogData =
  | { kind: 'list'; view: ListView; items: ArticleSummary[]; total: number; pages: number; categories: { category: string; count: number }[] }
  | { kind: 'article'; article: Article; related: ArticleSummary[] };

export async function loadBlog(env: Bindings, { locale, params }: { locale: Locale; params: Record<string, string> }) {
  const path = params.path ?? '';
  const view = parseListPath(path);
  if (view) {
    const [{ items, total }, categories] = await Promise.all([
      listArticles(env.DB, locale, { page: view.page, pageSize: BLOG_PAGE_SIZE, category: view.category }),
      categoryCounts(env.DB, locale),
    ]);
    const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
    // Past the last page (or an empty category page beyond 1) is not a page.
    if (view.page > pages) throw new PageNotFound();
    return { data: { kind: 'list', view, items, total, pages, categories } satisfies BlogData, complete: true };
  }
  if (!isArticlePath(path)) throw new PageNotFound();
  const article = await findArticle(env.DB, locale, path);
  if (!article) throw new PageNotFound();
  const related = await relatedArticles(env.DB, locale, article);
  return { data: { kind: 'article', article, related } satisfies BlogData, complete: true };
}
