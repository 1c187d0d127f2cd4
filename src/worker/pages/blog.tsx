/**
 * /blog (list: newest first, category filter and paging as paths — /blog/category/x, /blog/page/2 — never the
 * `page` query) and /blog/{path} at any depth (the article). Data comes from D1 (blog-data.ts); an unknown
 * path is the localized 404 from `load`. Article bodies are HTML sanitized once at import (ADR 022).
 */
import { ARTICLE_CATEGORIES, BLOG_PAGE_SIZE, listPath, type ListView } from '../../shared/blog.ts';
import { href } from '../../shared/routes.ts';
import { Island } from '../../shared/components/Island.tsx';
import type { Translator } from '../../shared/i18n.ts';
import type { Locale } from '../../shared/locales.ts';
import { canonicalUrl, origin } from '../seo/alternates.ts';
import type { ArticleSummary } from '../blog/articles-repo.ts';
import { averageOf } from '../blog/ratings-repo.ts';
import { ArticleCover } from './ArticleCover.tsx';
import { deferBlogList, loadBlog, type BlogData, type BlogList } from './blog-data.ts';
import { Await, type Deferred } from '../render/deferred.tsx';
import type { PageModule } from './types.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const listHref = (locale: Locale, view: ListView) => href(locale, 'blog', { path: listPath(view) });

function ArticleCard({ a, locale, t }: { a: ArticleSummary; locale: Locale; t: Translator }) {
  return (
    <li className="card card-link article-card" lang={a.locale}>
      <ArticleCover cover={a.cover} />
      <p className="muted small">{t.t(`blogUi.categories.${a.category}`)}</p>
      <h2 className="h3"><a href={href(locale, 'blog', { path: a.path })}>{a.title}</a></h2>
      <p>{a.description}</p>
      <p className="muted small">
        <time dateTime={a.publishedAt}>{t.t('blogUi.date', { date: day(a.publishedAt) })}</time> · {t.t('blogUi.minutes', { count: a.readingMinutes })}
      </p>
    </li>
  );
}

/** The list's articles, category chips and pager. */
function ListContent({ list, locale, t }: { list: BlogList; locale: Locale; t: Translator }) {
  const { view, items, pages, categories } = list;
  const countOf = (c: string) => categories.find((x) => x.category === c)?.count ?? 0;
  const all = categories.reduce((n, c) => n + c.count, 0);
  return (
    <>
      <nav aria-label={t.t('blogUi.categoriesLabel')} className="category-filter" data-testid="category-filter">
        <ul className="chips">
          <li><a href={listHref(locale, { category: null, page: 1 })} aria-current={view.category === null ? 'page' : undefined}>{t.t('blogUi.allCategories')} ({all})</a></li>
          {ARTICLE_CATEGORIES.filter((c) => countOf(c) > 0).map((c) => (
            <li key={c}><a href={listHref(locale, { category: c, page: 1 })} aria-current={view.category === c ? 'page' : undefined}>{t.t(`blogUi.categories.${c}`)} ({countOf(c)})</a></li>
          ))}
        </ul>
      </nav>
      {items.length === 0 && <p data-testid="no-articles">{t.t('blogUi.empty')}</p>}
      <ul className="card-grid" data-testid="article-list">
        {items.map((a) => <ArticleCard key={a.path} a={a} locale={locale} t={t} />)}
      </ul>
      {pages > 1 && (
        <nav className="pager" aria-label={t.t('blogUi.pagination')} data-testid="pager">
          {view.page > 1 && <a rel="prev" href={listHref(locale, { ...view, page: view.page - 1 })}>← {t.t('blogUi.newer')}</a>}
          <span>{t.t('blogUi.pageOf', { n: view.page, total: pages })}</span>
          {view.page < pages && <a rel="next" href={listHref(locale, { ...view, page: view.page + 1 })}>{t.t('blogUi.older')} →</a>}
        </nav>
      )}
    </>
  );
}

/** While the list is on its way: the chips' row and a page of cards of the same size, so nothing moves when it lands. */
function ListPlaceholder({ t }: { t: Translator }) {
  return (
    <div aria-busy="true" data-testid="article-list-placeholder">
      <nav aria-label={t.t('blogUi.categoriesLabel')} className="category-filter"><ul className="chips"><li><span className="chip-placeholder">{t.t('blogUi.allCategories')}</span></li></ul></nav>
      <ul className="card-grid">
        {Array.from({ length: BLOG_PAGE_SIZE }, (_, i) => (
          <li key={i} className="card article-card article-card-placeholder" aria-hidden="true">
            <div className="article-cover" />
            <p className="muted small">&nbsp;</p><h2 className="h3">&nbsp;<br />&nbsp;</h2><p>&nbsp;<br />&nbsp;</p><p className="muted small">&nbsp;</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const blogPage: PageModule = {
  load: loadBlog,
  defer: deferBlogList,
  head: ({ t, productionHost, locale, data }) => {
    const d = data as BlogData;
    if (d.kind === 'list' || d.kind === 'deferredList') {
      const category = d.view.category ? `${t.t(`blogUi.categories.${d.view.category}`)} · ` : '';
      const page = d.view.page > 1 ? ` · ${t.t('blogUi.pageN', { n: d.view.page })}` : '';
      return { title: `${category}${t.t('blog.meta.title', { brand: t.t('common.brand') })}${page}`, description: t.t('blog.meta.description') };
    }
    const a = d.article;
    const brand = t.t('common.brand');
    const url = canonicalUrl(productionHost, a.locale, `/blog/${a.path}`);
    return {
      title: `${a.title} | ${brand}`,
      description: a.description,
      ogType: 'article',
      // An article shown in English because this language has no copy points search engines at the English page.
      canonicalLocale: a.locale !== locale ? a.locale : undefined,
      alternateLocales: a.locales,
      jsonLd: [
        {
          '@context': 'https://schema.org', '@type': 'Article', headline: a.title, description: a.description,
          datePublished: a.publishedAt, dateModified: a.updatedAt, inLanguage: a.locale, mainEntityOfPage: url,
          image: `${origin(productionHost)}/og-image.png`,
          author: { '@type': 'Organization', name: a.author },
          publisher: { '@type': 'Organization', name: brand, url: `${origin(productionHost)}/` },
        },
        {
          '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [
            { '@type': 'ListItem', position: 1, name: t.t('nav.home'), item: canonicalUrl(productionHost, locale, '/') },
            { '@type': 'ListItem', position: 2, name: t.t('nav.blog'), item: canonicalUrl(productionHost, locale, '/blog') },
            { '@type': 'ListItem', position: 3, name: a.title, item: url },
          ],
        },
      ],
    };
  },
  Body: ({ ctx: { t, locale, data, config, deferred } }) => {
    const d = data as BlogData;
    if (d.kind === 'article') {
      const a = d.article;
      const fallback = a.locale !== locale;
      return (
        <article className="page page-article container narrow" data-testid="article">
          <nav aria-label={t.t('blogUi.breadcrumb')} className="breadcrumb small">
            <a href={href(locale, 'home')}>{t.t('nav.home')}</a> › <a href={href(locale, 'blog')}>{t.t('nav.blog')}</a>
          </nav>
          {fallback && <p className="notice" role="note" data-testid="fallback-note">{t.t('blogUi.fallback')}</p>}
          <div lang={a.locale}>
            <ArticleCover cover={a.cover} className="article-cover-large" />
            <p className="muted small"><a href={listHref(locale, { category: a.category, page: 1 })}>{t.t(`blogUi.categories.${a.category}`)}</a></p>
            <h1>{a.title}</h1>
            <p className="muted small" data-testid="article-meta">
              {t.t('blogUi.by', { author: a.author })} · <time dateTime={a.publishedAt}>{t.t('blogUi.published', { date: day(a.publishedAt) })}</time>
              {a.updatedAt !== a.publishedAt && <> · <time dateTime={a.updatedAt}>{t.t('blogUi.updated', { date: day(a.updatedAt) })}</time></>}
              {' · '}{t.t('blogUi.minutes', { count: a.readingMinutes })}
            </p>
            <p className="lead">{a.description}</p>
            {a.toc.length >= 2 && (
              <nav className="toc card" aria-labelledby="toc-title" data-testid="toc">
                <h2 id="toc-title" className="h4">{t.t('blogUi.toc')}</h2>
                <ol>{a.toc.map((e) => <li key={e.id}><a href={`#${e.id}`}>{e.text}</a></li>)}</ol>
              </nav>
            )}
            {/* Sanitized once at import (scripts/blog/render.mjs): no scripts, handlers or javascript: links. */}
            <div className="prose article-body" dangerouslySetInnerHTML={{ __html: a.bodyHtml }} />
          </div>
          <Island name="ArticleRating" props={{ path: a.path, average: averageOf(a.ratingSum, a.ratingCount), count: a.ratingCount, cookieDomain: config.cookieDomain }} />
          {d.related.length > 0 && (
            <section aria-labelledby="related-title" className="related">
              <h2 id="related-title">{t.t('blogUi.related')}</h2>
              <ul className="card-grid">{d.related.map((r) => <ArticleCard key={r.path} a={r} locale={locale} t={t} />)}</ul>
            </section>
          )}
          <p><a href={href(locale, 'blog')}>← {t.t('blog.backToBlog')}</a></p>
        </article>
      );
    }
    return (
      <div className="page page-blog">
        <section className="hero"><div className="container hero-inner"><h1>{t.t('blog.hero.title')}</h1><p className="lead">{t.t('blog.hero.lead')}</p></div></section>
        <div className="container">
          {d.kind === 'list'
            ? <ListContent list={d} locale={locale} t={t} />
            : (
              <Await value={deferred as Deferred<BlogList>} fallback={<ListPlaceholder t={t} />}>
                {(list) => <ListContent list={list} locale={locale} t={t} />}
              </Await>
            )}
        </div>
      </div>
    );
  },
};
