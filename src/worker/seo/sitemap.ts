/** /sitemap.xml and /robots.txt: every indexable route × 13 locales with hreflang alternates, plus every article. */
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { indexablePaths } from '../../shared/routes.ts';
import { alternates, canonicalUrl, origin } from './alternates.ts';

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function urlEntries(productionHost: string, path: string, locales: readonly Locale[], lastmod?: string): string[] {
  const alts = alternates(productionHost, path, locales.length === LOCALES.length ? undefined : locales)
    .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`).join('');
  const mod = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
  return locales.map((l) => `<url><loc>${xmlEscape(canonicalUrl(productionHost, l, path))}</loc>${mod}${alts}</url>`);
}

/** Articles are listed in the languages they exist in (an English fallback page is canonical to English). */
export function sitemapXml(productionHost: string, articles: { path: string; locales: Locale[]; updatedAt: string }[] = []): string {
  const all = LOCALES.map((l) => l.code);
  const urls = indexablePaths().flatMap((path) => urlEntries(productionHost, path, all));
  for (const a of articles) urls.push(...urlEntries(productionHost, `/blog/${a.path}`, all.filter((l) => a.locales.includes(l)), a.updatedAt));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(productionHost: string, indexable: boolean): string {
  if (!indexable) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\nDisallow: /app\nDisallow: /weapp/\n\nSitemap: ${origin(productionHost)}/sitemap.xml\n`;
}
