/**
 * Articles in D1 (migration 0008, ADR 022). Bodies are sanitized HTML made once at import; nothing here
 * renders Markdown. A locale without its own copy of an article reads the English one (fallback).
 */
import type { ArticleCategory } from '../../shared/blog.ts';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locales.ts';

export interface ArticleSummary {
  path: string;
  locale: Locale;
  title: string;
  description: string;
  category: ArticleCategory;
  cover: string;
  publishedAt: string;
  updatedAt: string;
  readingMinutes: number;
}
export interface Article extends ArticleSummary {
  bodyHtml: string;
  toc: { id: string; text: string }[];
  author: string;
  /** Locales that have their own copy (hreflang alternates). */
  locales: Locale[];
  ratingSum: number;
  ratingCount: number;
}

interface Row {
  path: string; locale: string; title: string; description: string; category: string; cover: string;
  published_at: string; updated_at: string; reading_minutes: number;
}
const SUMMARY = 'a.path, a.locale, a.title, a.description, a.category, a.cover, a.published_at, a.updated_at, a.reading_minutes';

function summary(r: Row): ArticleSummary {
  return {
    path: r.path, locale: r.locale as Locale, title: r.title, description: r.description, category: r.category as ArticleCategory,
    cover: r.cover, publishedAt: r.published_at, updatedAt: r.updated_at, readingMinutes: r.reading_minutes,
  };
}

/**
 * One row per article path: the locale's copy where it exists, otherwise English. Newest first (ties by path, so
 * paging is stable).
 */
const PER_PATH = `SELECT ${SUMMARY} FROM articles a WHERE (a.locale = ?1 OR (a.locale = '${DEFAULT_LOCALE}' AND NOT EXISTS (SELECT 1 FROM articles b WHERE b.path = a.path AND b.locale = ?1)))`;

export async function listArticles(db: D1Database, locale: Locale, opts: { page: number; pageSize: number; category?: ArticleCategory | null }): Promise<{ items: ArticleSummary[]; total: number }> {
  const where = opts.category ? ' AND a.category = ?2' : '';
  const binds: unknown[] = opts.category ? [locale, opts.category] : [locale];
  const offset = (opts.page - 1) * opts.pageSize;
  const [rows, count] = await db.batch([
    db.prepare(`SELECT * FROM (${PER_PATH}${where}) ORDER BY published_at DESC, path LIMIT ${opts.pageSize} OFFSET ${offset}`).bind(...binds),
    db.prepare(`SELECT COUNT(*) AS n FROM (${PER_PATH}${where})`).bind(...binds),
  ]);
  return { items: (rows!.results as Row[]).map(summary), total: (count!.results[0] as { n: number }).n };
}

export async function categoryCounts(db: D1Database, locale: Locale): Promise<{ category: string; count: number }[]> {
  const { results } = await db.prepare(`SELECT category, COUNT(*) AS count FROM (${PER_PATH}) GROUP BY category ORDER BY category`).bind(locale)
    .all<{ category: string; count: number }>();
  return results;
}

export async function findArticle(db: D1Database, locale: Locale, path: string): Promise<Article | null> {
  const { results } = await db.prepare(
    `SELECT ${SUMMARY}, a.body_html, a.toc, a.author, (SELECT group_concat(locale) FROM articles c WHERE c.path = a.path) AS locales,
       COALESCE(t.rating_sum, 0) AS rating_sum, COALESCE(t.rating_count, 0) AS rating_count
     FROM articles a LEFT JOIN article_rating_totals t ON t.path = a.path
     WHERE a.path = ?1 AND a.locale IN (?2, '${DEFAULT_LOCALE}')`,
  ).bind(path, locale).all<Row & { body_html: string; toc: string; author: string; locales: string; rating_sum: number; rating_count: number }>();
  const row = results.find((r) => r.locale === locale) ?? results.find((r) => r.locale === DEFAULT_LOCALE);
  if (!row) return null;
  return {
    ...summary(row), bodyHtml: row.body_html, toc: JSON.parse(row.toc) as Article['toc'], author: row.author,
    locales: row.locales.split(',') as Locale[], ratingSum: row.rating_sum, ratingCount: row.rating_count,
  };
}

/** Up to `n` other articles, same category first, newest first. */
export async function relatedArticles(db: D1Database, locale: Locale, article: ArticleSummary, n = 3): Promise<ArticleSummary[]> {
  const { results } = await db.prepare(`SELECT * FROM (${PER_PATH}) WHERE path != ?2 ORDER BY (category = ?3) DESC, published_at DESC LIMIT ${n}`)
    .bind(locale, article.path, article.category).all<Row>();
  return results.map(summary);
}

/** Every article path with the locales that have it, newest first: the sitemap and feeds. */
export async function allArticlePaths(db: D1Database): Promise<{ path: string; locales: Locale[]; updatedAt: string }[]> {
  const { results } = await db.prepare(
    `SELECT path, group_concat(locale) AS locales, MAX(updated_at) AS updated_at, MAX(published_at) AS published_at FROM articles GROUP BY path ORDER BY published_at DESC, path`,
  ).all<{ path: string; locales: string; updated_at: string }>();
  return results.map((r) => ({ path: r.path, locales: r.locales.split(',') as Locale[], updatedAt: r.updated_at }));
}
