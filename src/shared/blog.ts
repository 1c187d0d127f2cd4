/** Articles published on the blog. Text lives in locales/*\/company.json under blog.articles.{slug}. */
export interface Article { slug: string; published: string; minutes: number }

export const ARTICLES: readonly Article[] = [
  { slug: 'det-score-guide', published: '2025-09-02', minutes: 4 },
  { slug: 'det-30-day-study-plan', published: '2025-09-16', minutes: 4 },
  { slug: 'det-speaking-tips', published: '2025-10-07', minutes: 3 },
  { slug: 'det-writing-tips', published: '2025-10-21', minutes: 3 },
];

export function findArticle(path: string): Article | undefined {
  return ARTICLES.find((a) => a.slug === path);
}
