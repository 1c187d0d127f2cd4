/**
 * The blog calls of SPEC §7 (ADR 022): the article list ({name, path} items, newest first, in the language of
 * the `locale` header with English standing in for untranslated articles), categories with counts, and one
 * rating per member or guest.
 */
import { Hono } from 'hono';
import * as A from '../../../shared/api/articles.ts';
import { BLOG_PAGE_SIZE, type ArticleCategory } from '../../../shared/blog.ts';
import { isLocale, LOCALE_CODES, localizePath, type Locale } from '../../../shared/locales.ts';
import type { AppEnv } from '../../env.ts';
import { categoryCounts, findArticle, listArticles, relatedArticles } from '../../blog/articles-repo.ts';
import { articleExists, averageOf, rateArticle } from '../../blog/ratings-repo.ts';
import { purgePages } from '../../render/page-cache.ts';
import { fail, jsonBody, queryParams, requireUser } from '../http.ts';
import { addressLimitKeys, limit, requestAddress, tooMany } from '../limits.ts';

export const articleRoutes = new Hono<AppEnv>();

/** Generous for a reader, a ceiling for a script: ratings per user per hour. */
export const RATE_LIMIT = { windowMs: 60 * 60_000, limit: 60 };
/**
 * New raters of one article from one client address a day (its /64, or the IPv4 address with a wider /24
 * budget): fresh guest accounts are free, so without it one address could outvote every reader. Changing one's
 * own rating costs nothing.
 */
export const ADDRESS_RATE_LIMIT = { windowMs: 24 * 60 * 60_000, limit: 3 };

function localeHeader(c: { req: { header(name: string): string | undefined } }): Locale {
  const raw = c.req.header('locale')?.trim().toLowerCase();
  return isLocale(raw) ? raw : 'en';
}

articleRoutes.get('/common/article', async (c) => {
  const q = queryParams(c, A.ArticleListQuery);
  const locale = localeHeader(c);
  const { items, total } = await listArticles(c.env.DB, locale, { page: q.page, pageSize: q.pageSize, category: q.category as ArticleCategory | undefined });
  c.header('Cache-Control', 'public, max-age=300');
  c.header('Vary', 'locale');
  return c.json({ items: items.map((a) => ({ name: a.title, path: a.path })), page: q.page, pageSize: q.pageSize, total, locale } satisfies A.ArticleList);
});

articleRoutes.get('/common/article/category', async (c) => {
  const locale = localeHeader(c);
  c.header('Cache-Control', 'public, max-age=300');
  c.header('Vary', 'locale');
  return c.json({ items: await categoryCounts(c.env.DB, locale) });
});

/** The blog list page's data in one call (issue 25): a page of summaries, the total and the category counts. */
articleRoutes.get('/common/article/page', async (c) => {
  const q = queryParams(c, A.ArticlePageQuery);
  const locale = localeHeader(c);
  const [{ items, total }, categories] = await Promise.all([
    listArticles(c.env.DB, locale, { page: q.page, pageSize: q.pageSize ?? BLOG_PAGE_SIZE, category: q.category as ArticleCategory | undefined }),
    categoryCounts(c.env.DB, locale),
  ]);
  c.header('Cache-Control', 'public, max-age=300');
  c.header('Vary', 'locale');
  return c.json({ items, total, categories });
});

/** One article in the header's language (English standing in) with its related articles (issue 25). */
articleRoutes.get('/common/article/detail', async (c) => {
  const { path } = queryParams(c, A.ArticleDetailQuery);
  const locale = localeHeader(c);
  const article = await findArticle(c.env.DB, locale, path);
  if (!article) fail(404, 'article_not_found', 'There is no such article.', 'path');
  const related = await relatedArticles(c.env.DB, locale, article);
  c.header('Cache-Control', 'public, max-age=300');
  c.header('Vary', 'locale');
  return c.json({ article, related });
});

articleRoutes.post('/common/article/rate', async (c) => {
  const { path, score } = await jsonBody(c, A.ArticleRateRequest);
  const user = await requireUser(c);
  await limit(c, `article-rate:user:${user.id}`, RATE_LIMIT);
  if (!(await articleExists(c.env.DB, path))) fail(404, 'article_not_found', 'There is no such article.', 'path');
  const budgets = addressLimitKeys(`article-rate:${path}`, requestAddress(c), ADDRESS_RATE_LIMIT).map((k) => ({ key: k.key, ...k.rule }));
  const rated = await rateArticle(c.env.DB, user.id, path, score, budgets);
  if (!rated) tooMany(Math.ceil(ADDRESS_RATE_LIMIT.windowMs / 1000));
  const { sum, count } = rated;
  // The average is printed on the article pages (every language), so their cached copies go.
  c.executionCtx.waitUntil(purgePages(LOCALE_CODES.map((l) => localizePath(l, `/blog/${path}`))));
  return c.json({ average: averageOf(sum, count), count, score } satisfies { average: number; count: number; score: number });
});

