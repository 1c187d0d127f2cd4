/**
 * The blog as the upstream backend answers it (API_ORIGIN set): the same calls and shapes the embedded backend
 * serves (docs/api.md, Blog), validated with the shared schemas, each within the page deadline.
 */
import * as v from 'valibot';
import { ArticleDetailResponse, ArticleListResponse, ArticlePageResponse } from '../../shared/api/articles.ts';
import type { ArticleCategory } from '../../shared/blog.ts';
import type { FooterArticle } from '../../shared/blog.ts';
import type { Locale } from '../../shared/locales.ts';
import type { Bindings } from '../env.ts';
import { callUpstream, PAGE_UPSTREAM_TIMEOUT_MS, upstreamTimeout } from './fetch.ts';

export async function upstreamGet<S extends v.GenericSchema>(env: Bindings, path: string, schema: S, locale?: Locale): Promise<v.InferOutput<S>> {
  const answer = await callUpstream(env, path, { timeoutMs: upstreamTimeout(env, PAGE_UPSTREAM_TIMEOUT_MS), locale });
  if (answer.status !== 200) throw new Error(`upstream ${path} answered ${answer.status}`);
  return v.parse(schema, answer.json);
}

/** The newest published articles in this language (the footer's Blog column): GET /common/article. */
export async function upstreamLatestArticles(env: Bindings, locale: Locale, count: number): Promise<FooterArticle[]> {
  const list = await upstreamGet(env, `/common/article?flag=1&page=1&pageSize=${count}`, ArticleListResponse, locale);
  return list.items.map((a) => ({ name: a.name, path: a.path }));
}

/** A page of the blog list with the category counts: GET /common/article/page. */
export async function upstreamArticlePage(env: Bindings, locale: Locale, view: { page: number; category: ArticleCategory | null }) {
  const category = view.category ? `&category=${view.category}` : '';
  return upstreamGet(env, `/common/article/page?page=${view.page}${category}`, ArticlePageResponse, locale);
}

/** The newest articles with their summaries (the Atom feed): GET /common/article/page with a pageSize. */
export async function upstreamNewestArticles(env: Bindings, locale: Locale, count: number) {
  return (await upstreamGet(env, `/common/article/page?page=1&pageSize=${count}`, ArticlePageResponse, locale)).items;
}

/** Thrown when the upstream says the article does not exist (a 404, not a failure). */
export class UpstreamArticleMissing extends Error {}

/** One article and its related ones: GET /common/article/detail. */
export async function upstreamArticle(env: Bindings, locale: Locale, path: string) {
  const answer = await callUpstream(env, `/common/article/detail?path=${encodeURIComponent(path)}`, { timeoutMs: upstreamTimeout(env, PAGE_UPSTREAM_TIMEOUT_MS), locale });
  if (answer.status === 404) throw new UpstreamArticleMissing(path);
  if (answer.status !== 200) throw new Error(`upstream article ${path} answered ${answer.status}`);
  return v.parse(ArticleDetailResponse, answer.json);
}
