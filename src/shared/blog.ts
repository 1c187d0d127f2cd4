/**
 * Blog facts shared by the worker, the islands and the tests (ADR 022). The articles themselves live in D1,
 * imported from content/blog/<locale>/<path>.md by scripts/blog/build.mjs.
 */
export const ARTICLE_CATEGORIES = ['scores', 'strategy', 'study-plans', 'test-day'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** Articles per /blog page, and the most one API page may hold. */
export const BLOG_PAGE_SIZE = 9;
export const MAX_ARTICLE_PAGE_SIZE = 50;
/** The footer's expanded Blog column. */
export const FOOTER_ARTICLES_EXPANDED = 12;
/** A path is one to six lower-case segments: scores/university-requirements. */
export const MAX_PATH_SEGMENTS = 6;
const PATH = /^[a-z0-9-]{1,80}(\/[a-z0-9-]{1,80})*$/;

export function isArticlePath(path: string): boolean {
  return path.length <= 200 && PATH.test(path) && path.split('/').length <= MAX_PATH_SEGMENTS;
}

export function isCategory(value: string): value is ArticleCategory {
  return (ARTICLE_CATEGORIES as readonly string[]).includes(value);
}

/** /blog sub-paths that are the list, not an article: /blog/page/2, /blog/category/scores, /blog/category/scores/page/2. */
export interface ListView { category: ArticleCategory | null; page: number }
export function parseListPath(path: string): ListView | null {
  if (path === '') return { category: null, page: 1 };
  const m = /^(?:category\/([a-z-]+))?(?:\/?page\/([1-9][0-9]{0,4}))?$/.exec(path);
  if (!m || (!m[1] && !m[2])) return null;
  if (m[1] && !isCategory(m[1])) return null;
  return { category: (m[1] as ArticleCategory | undefined) ?? null, page: m[2] ? Number(m[2]) : 1 };
}

export function listPath(view: ListView): string {
  const parts = [view.category ? `category/${view.category}` : '', view.page > 1 ? `page/${view.page}` : ''].filter(Boolean);
  return parts.join('/');
}

/** Cover art: "motif/colour" from the front matter, drawn as inline SVG (no external images). */
export const COVER_MOTIFS = ['gauge', 'calendar', 'mic', 'pen', 'laptop', 'repeat', 'book', 'headphones', 'checklist', 'globe'] as const;
export const COVER_COLOURS: Record<string, [string, string]> = {
  indigo: ['#3b2fc9', '#8a7dff'], teal: ['#0f766e', '#5eead4'], coral: ['#c2410c', '#fdba74'], amber: ['#b45309', '#fcd34d'],
  rose: ['#be123c', '#fda4af'], sky: ['#0369a1', '#7dd3fc'], green: ['#15803d', '#86efac'], slate: ['#334155', '#94a3b8'],
};

/** The Atom feed of a locale, under its prefix: /blog/feed.atom, /ja/blog/feed.atom. */
export const FEED_PATH = '/blog/feed.atom';

/** SPEC §3 article list item as the footer shows it. */
export interface FooterArticle { name: string; path: string }
