/**
 * The blog calls of SPEC §7 (/common/article, /common/article/category, /common/article/rate) as valibot
 * schemas: the embedded backend validates with them and the islands parse answers with them (ADR 022).
 */
import * as v from 'valibot';
import { ARTICLE_CATEGORIES, MAX_ARTICLE_PAGE_SIZE } from '../blog.ts';
import { LOCALE_CODES } from '../locales.ts';

const PositiveInt = (code: string, max: number) => v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,5}$/, code), v.transform(Number), v.maxValue(max, code));

/** flag=1 means published articles (the only kind the public may list); page and pageSize count from 1. */
export const ArticleListQuery = v.object({
  flag: v.optional(v.picklist(['1'], 'flag_invalid'), '1'),
  page: v.optional(PositiveInt('page_invalid', 100_000), '1'),
  pageSize: v.optional(PositiveInt('page_size_invalid', MAX_ARTICLE_PAGE_SIZE), '4'),
  category: v.optional(v.picklist(ARTICLE_CATEGORIES as unknown as [string, ...string[]], 'category_unknown')),
});

/** SPEC §3 article list item: name (the title) and path (relative to /blog). */
export const ArticleItem = v.object({ name: v.string(), path: v.string() });
export const ArticleListResponse = v.object({
  items: v.array(ArticleItem),
  page: v.number(),
  pageSize: v.number(),
  total: v.number(),
  /** The locale the items are in: the requested one, or English when it has no articles yet. */
  locale: v.string(),
});
export type ArticleList = v.InferOutput<typeof ArticleListResponse>;

export const ArticleCategoriesResponse = v.object({
  items: v.array(v.object({ category: v.string(), count: v.number() })),
});

export const ArticleRateRequest = v.object({
  path: v.pipe(v.string(), v.maxLength(200, 'path_invalid'), v.regex(/^[a-z0-9-]+(\/[a-z0-9-]+){0,5}$/, 'path_invalid')),
  score: v.pipe(v.number('score_invalid'), v.integer('score_invalid'), v.minValue(1, 'score_range'), v.maxValue(5, 'score_range')),
});
export const ArticleRateResponse = v.object({ average: v.number(), count: v.number(), score: v.number() });

/*
 * The blog pages' own calls (issue 25): what /blog and /blog/{path} show, so an upstream backend can serve them
 * as the embedded one does. Not in SPEC §7 (its list has only name and path); documented in docs/api.md.
 */
const Category = v.picklist(ARTICLE_CATEGORIES as unknown as [string, ...string[]]);
const Locale = v.picklist(LOCALE_CODES as unknown as [string, ...string[]]);

export const ArticlePageQuery = v.object({
  page: v.optional(PositiveInt('page_invalid', 100_000), '1'),
  category: v.optional(v.picklist(ARTICLE_CATEGORIES as unknown as [string, ...string[]], 'category_unknown')),
  /** The blog list's 9 unless asked otherwise (the Atom feed asks for its 20 in upstream mode). */
  pageSize: v.optional(PositiveInt('page_size_invalid', MAX_ARTICLE_PAGE_SIZE)),
});

export const ArticleSummary = v.object({
  path: v.string(), locale: Locale, title: v.string(), description: v.string(), category: Category, cover: v.string(),
  publishedAt: v.string(), updatedAt: v.string(), readingMinutes: v.number(),
});

/** One page of the blog list (BLOG_PAGE_SIZE items), its total and the categories with their counts. */
export const ArticlePageResponse = v.object({
  items: v.array(ArticleSummary),
  total: v.number(),
  categories: v.array(v.object({ category: v.string(), count: v.number() })),
});

export const ArticleDetailQuery = v.object({
  path: v.pipe(v.string('path_invalid'), v.maxLength(200, 'path_invalid'), v.regex(/^[a-z0-9-]+(\/[a-z0-9-]+){0,5}$/, 'path_invalid')),
});

/** An article (body sanitized at import, ADR 022) and up to three related ones. */
export const ArticleDetailResponse = v.object({
  article: v.object({
    ...ArticleSummary.entries,
    bodyHtml: v.string(),
    toc: v.array(v.object({ id: v.string(), text: v.string() })),
    author: v.string(),
    locales: v.array(Locale),
    ratingSum: v.number(),
    ratingCount: v.number(),
  }),
  related: v.array(ArticleSummary),
});
