/** /sitemap.xml and /robots.txt: every indexable route × 13 locales with hreflang alternates. */
import { LOCALES } from '../../shared/locales.ts';
import { indexablePaths } from '../../shared/routes.ts';
import { alternates, canonicalUrl, origin } from './alternates.ts';

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(productionHost: string): string {
  const urls: string[] = [];
  for (const path of indexablePaths()) {
    const alts = alternates(productionHost, path)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`).join('');
    for (const l of LOCALES) urls.push(`<url><loc>${xmlEscape(canonicalUrl(productionHost, l.code, path))}</loc>${alts}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(productionHost: string, indexable: boolean): string {
  if (!indexable) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\nDisallow: /app\nDisallow: /weapp/\n\nSitemap: ${origin(productionHost)}/sitemap.xml\n`;
}
