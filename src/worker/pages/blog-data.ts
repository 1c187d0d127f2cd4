/**
 * What /blog and /blog/{path} load before rendering: a list view, an article, or nothing (404). From D1 when the
 * backend is embedded; from the upstream when API_ORIGIN is set (docs/api.md, Blog pages), with the D1 copy the
 * deploy seeds (README, Deploy) as the fallback when the upstream fails or is slow: the page is then served but
 * not cached. The article's existence and head depend on it, so it is loaded before the head, not deferred.
 */
import { BLOG_PAGE_SIZE, isArticlePath, parseListPath, type ArticleCategory, type ListView } from '../../shared/blog.ts';
import type { Locale } from '../../shared/locales.ts';
import type { Bindings } from '../env.ts';
import { PageNotFound } from './types.ts';
import { categoryCounts, findArticle, listArticles, relatedArticles, type Article, type ArticleSummary } from '../blog/articles-repo.ts';
import { upstreamArticle, upstreamArticlePage, UpstreamArticleMissing } from '../upstream/articles.ts';

export type BlogList = { view: ListView; items: ArticleSummary[]; total: number; pages: number; categories: { category: string; count: number }[] };
export type BlogData =
  | ({ kind: 'list' } & BlogList)
  /* The first page of a list always exists, so it needs nothing before the head: its data is deferred. */
  | { kind: 'deferredList'; view: ListView }
  | { kind: 'article'; article: Article; related: ArticleSummary[] };

type ListPage = { items: ArticleSummary[]; total: number; categories: { category: string; count: number }[] };
type ArticlePage = { article: Article; related: ArticleSummary[] } | null;

async function localList(env: Bindings, locale: Locale, view: ListView): Promise<ListPage> {
  const [{ items, total }, categories] = await Promise.all([
    listArticles(env.DB, locale, { page: view.page, pageSize: BLOG_PAGE_SIZE, category: view.category }),
    categoryCounts(env.DB, locale),
  ]);
  return { items, total, categories };
}

async function localArticle(env: Bindings, locale: Locale, path: string): Promise<ArticlePage> {
  const article = await findArticle(env.DB, locale, path);
  return article ? { article, related: await relatedArticles(env.DB, locale, article) } : null;
}

/** The upstream's answer, or the local copy (incomplete) when the upstream fails; a missing article is final. */
async function fromUpstream<T>(env: Bindings, what: string, remote: () => Promise<T>, local: () => Promise<T>): Promise<{ value: T; complete: boolean }> {
  try {
    return { value: await remote(), complete: true };
  } catch (err) {
    if (err instanceof UpstreamArticleMissing) throw new PageNotFound();
    console.error(JSON.stringify({ msg: 'blog upstream unavailable, local copy served', what, err: String(err) }));
    return { value: await local(), complete: false };
  }
}

async function listOf(env: Bindings, locale: Locale, path: string, view: ListView): Promise<{ value: BlogList; complete: boolean }> {
  const { value, complete } = env.API_ORIGIN
    ? await fromUpstream(env, `list ${path}`, () => upstreamArticlePage(env, locale, view) as Promise<ListPage>, () => localList(env, locale, view))
    : { value: await localList(env, locale, view), complete: true };
  return { value: { view, ...value, pages: Math.max(1, Math.ceil(value.total / BLOG_PAGE_SIZE)) }, complete };
}

/**
 * The first page of a list (/blog, /blog/category/x) renders its articles inside a Suspense boundary (ADR 042):
 * the head and the hero flush while a slow upstream is still answering. Other paths defer nothing.
 */
export async function deferBlogList(env: Bindings, { locale, params }: { locale: Locale; params: Record<string, string> }): Promise<{ data: BlogList | null; complete: boolean }> {
  const path = params.path ?? '';
  const view = parseListPath(path);
  if (!view || view.page !== 1) return { data: null, complete: true };
  try {
    const { value, complete } = await listOf(env, locale, path, view);
    return { data: value, complete };
  } catch (err) {
    // Deferred data never throws (PageModule.defer): an empty list, served but not cached.
    console.error(JSON.stringify({ msg: 'blog list unavailable', err: String(err) }));
    return { data: { view, items: [], total: 0, pages: 1, categories: [] }, complete: false };
  }
}

export async function loadBlog(env: Bindings, { locale, params }: { locale: Locale; params: Record<string, string> }) {
  const path = params.path ?? '';
  const view = parseListPath(path);
  if (view?.page === 1) return { data: { kind: 'deferredList', view } satisfies BlogData, complete: true };
  if (view) {
    const { value, complete } = await listOf(env, locale, path, view);
    // Past the last page (or an empty category page beyond 1) is not a page.
    if (view.page > value.pages) throw new PageNotFound();
    return { data: { kind: 'list', ...value } satisfies BlogData, complete };
  }
  if (!isArticlePath(path)) throw new PageNotFound();
  const { value, complete } = env.API_ORIGIN
    ? await fromUpstream(env, `article ${path}`, () => upstreamArticle(env, locale, path) as Promise<ArticlePage>, () => localArticle(env, locale, path))
    : { value: await localArticle(env, locale, path), complete: true };
  if (!value) throw new PageNotFound();
  return { data: { kind: 'article', article: value.article, related: value.related } satisfies BlogData, complete };
}

export type { ArticleCategory };
