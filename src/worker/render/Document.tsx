/**
 * The HTML document around every page: head (title, description, robots, canonical, hreflang, Open Graph,
 * JSON-LD), the layout of SPEC §2 (default, empty, footer, header, noheaderfooter), the islands and the one
 * module script. Scripts carry the response's CSP nonce. The HTML is the same for every visitor (ADR 021):
 * the one viewer-dependent thing, the header's call-to-action, is picked in the browser by the <head> script.
 */
import type { ReactNode } from 'react';
import { LOCALES, localizePath, type Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes.ts';
import { COOKIE_NOTICE_DELAY, COOKIE_NOTICE_KEY } from '../../shared/constants.ts';
import { useT } from '../../shared/components/i18n.tsx';
import { Island } from '../../shared/components/Island.tsx';
import { VIEWER_FLAG_SCRIPT } from '../../shared/viewer-flag.ts';
import { islandsLoaderScript } from './islands-loader.ts';
import manifest from '../../generated/manifest.json';

/** Built once per isolate: the manifest is fixed for a deploy. */
const ISLANDS_LOADER = islandsLoaderScript(manifest.islands, manifest.islandsPreload);
import { alternates, canonicalUrl, origin } from '../seo/alternates.ts';
import { jsonLdText } from '../seo/json-ld.ts';
import { Footer } from './Footer.tsx';
import { FEED_PATH, type FooterArticle } from '../../shared/blog.ts';
import type { HeadData } from './types.ts';
import type { Deferred } from './deferred.tsx';

export interface DocumentProps {
  head: HeadData;
  locale: Locale;
  barePath: string;
  productionHost: string;
  noindex: boolean;
  nonce: string;
  bootJson: string;
  /** The Blog column's first paint: the latest articles of this locale (SPEC §2). */
  footerArticles: Deferred<FooterArticle[]>;
  children: ReactNode;
}

export function Document({ head, locale, barePath, productionHost, noindex, nonce, bootJson, footerArticles, children }: DocumentProps) {
  const t = useT();
  const layout = head.layout;
  const withHeader = layout === 'default' || layout === 'header';
  const withFooter = layout === 'default' || layout === 'footer';
  const canonical = head.canonicalPath === null ? null : canonicalUrl(productionHost, head.canonicalLocale ?? locale, head.canonicalPath);
  const picker = {
    locale,
    alternates: LOCALES.map((l) => ({ code: l.code, label: l.label, href: localizePath(l.code, barePath) })),
  };
  // A 404 offers each language's home page: the unknown path is not repeated 13 times (ADR 033).
  const headerAlternates = head.routeId === null
    ? LOCALES.map((l) => ({ code: l.code, label: l.label, href: localizePath(l.code, '/') }))
    : picker.alternates;
  const robots = noindex || head.noindex ? 'noindex, nofollow' : 'index, follow';
  return (
    <html lang={locale} dir="ltr" data-layout={layout}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: VIEWER_FLAG_SCRIPT }} />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <meta name="robots" content={robots} />
        <meta name="theme-color" content="#3b2fc9" />
        {canonical && <link rel="canonical" href={canonical} />}
        {head.canonicalPath !== null &&
          alternates(productionHost, head.canonicalPath, head.alternateLocales).map((a) => <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />)}
        <meta property="og:type" content={head.ogType ?? 'website'} />
        <meta property="og:site_name" content={t.t('common.brand')} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        {canonical && <meta property="og:url" content={canonical} />}
        <meta property="og:image" content={`${origin(productionHost)}/og-image.png`} />
        <meta property="og:locale" content={LOCALES.find((l) => l.code === locale)!.intl.replace('-', '_')} />
        <meta name="twitter:card" content="summary_large_image" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/atom+xml" title={t.t('blogUi.feed.title', { brand: t.t('common.brand') })} href={localizePath(locale, FEED_PATH)} />
        <style dangerouslySetInnerHTML={{ __html: manifest.cssText }} />
        {(head.pageCss ?? []).map((name) => <style key={name} data-page-css={name} dangerouslySetInnerHTML={{ __html: manifest.pageCss[name] }} />)}
        {(head.jsonLd ?? []).map((data, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
        ))}
      </head>
      <body className={`layout-${layout}`}>
        <a className="skip-link" href="#main">{t.t('common.skipToContent')}</a>
        {/* Early in the tab order (right after the skip link) although it is shown at the bottom (ADR 033). */}
        {layout !== 'empty' && <Island name="CookieNotice" hydrate="delay" delayMs={COOKIE_NOTICE_DELAY} unlessStored={COOKIE_NOTICE_KEY} props={{ policyHref: href(locale, 'cookiePolicy') }} />}
        {withHeader && <Island name="Header" props={{ locale, theme: head.theme, current: head.routeId, alternates: headerAlternates }} />}
        <main id="main" tabIndex={-1}>{children}</main>
        {withFooter && <Footer locale={locale} picker={picker} articles={footerArticles} />}
        {withFooter && <Island name="BackToTop" props={{}} />}
        <script type="application/json" id="__boot" dangerouslySetInnerHTML={{ __html: bootJson }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ISLANDS_LOADER }} />
      </body>
    </html>
  );
}
