/** The Atom feed of a locale's blog (/blog/feed.atom, /ja/blog/feed.atom): the 20 newest articles it lists. */
import { FEED_PATH } from '../../shared/blog.ts';
import { localizePath, type Locale } from '../../shared/locales.ts';
import type { Translator } from '../../shared/i18n.ts';
import type { ArticleSummary } from '../blog/articles-repo.ts';
import { canonicalUrl, origin } from './alternates.ts';

const x = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function atomFeed(productionHost: string, locale: Locale, t: Translator, items: ArticleSummary[]): string {
  const self = origin(productionHost) + localizePath(locale, FEED_PATH);
  const updated = items.reduce((m, a) => (a.updatedAt > m ? a.updatedAt : m), '2025-01-01');
  const entries = items.map((a) => {
    const url = canonicalUrl(productionHost, a.locale, `/blog/${a.path}`);
    return `<entry><title>${x(a.title)}</title><link href="${x(url)}"/><id>${x(url)}</id><published>${a.publishedAt}T00:00:00Z</published><updated>${a.updatedAt}T00:00:00Z</updated><summary>${x(a.description)}</summary><category term="${x(a.category)}"/></entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}"><title>${x(t.t('blogUi.feed.title', { brand: t.t('common.brand') }))}</title><link rel="self" href="${x(self)}"/><link href="${x(canonicalUrl(productionHost, locale, '/blog'))}"/><id>${x(self)}</id><updated>${updated}T00:00:00Z</updated><author><name>${x(t.t('common.brand'))}</name></author>\n${entries.join('\n')}\n</feed>\n`;
}
