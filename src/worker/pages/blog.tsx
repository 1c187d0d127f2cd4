/** /blog and /blog/{path}: the article list and an article. Unknown paths fail route validation (404). */
import { ARTICLES, findArticle } from '../../shared/blog.ts';
import { href } from '../../shared/routes.ts';
import { Paragraphs } from './sections.tsx';
import type { PageModule } from './types.ts';

export const blogPage: PageModule = {
  head: ({ t, params, productionHost, locale }) => {
    const article = params.path ? findArticle(params.path) : undefined;
    if (!article) return { title: t.t('blog.meta.title'), description: t.t('blog.meta.description') };
    const k = `blog.articles.${article.slug}`;
    return {
      title: `${t.t(`${k}.title`)} | ${t.t('common.brand')}`,
      description: t.t(`${k}.description`),
      ogType: 'article',
      jsonLd: [{
        '@context': 'https://schema.org', '@type': 'BlogPosting', headline: t.t(`${k}.title`),
        description: t.t(`${k}.description`), datePublished: article.published, inLanguage: locale,
        author: { '@type': 'Organization', name: t.t('common.brand') },
        publisher: { '@type': 'Organization', name: t.t('common.brand'), url: `https://${productionHost}/` },
      }],
    };
  },
  Body: ({ ctx: { t, params, locale } }) => {
    const article = params.path ? findArticle(params.path) : undefined;
    if (article) {
      const k = `blog.articles.${article.slug}`;
      return (
        <article className="page page-article container narrow prose">
          <p><a href={href(locale, 'blog')}>← {t.t('blog.backToBlog')}</a></p>
          <h1>{t.t(`${k}.title`)}</h1>
          <p className="muted">
            {t.t('blog.published', { updated: new Date(`${article.published}T00:00:00Z`) })} · {t.t('blog.minutes', { count: article.minutes })}
          </p>
          <p className="lead">{t.t(`${k}.description`)}</p>
          <Paragraphs t={t} prefix={k} />
        </article>
      );
    }
    return (
      <div className="page page-blog">
        <section className="hero"><div className="container hero-inner"><h1>{t.t('blog.hero.title')}</h1><p className="lead">{t.t('blog.hero.lead')}</p></div></section>
        <div className="container">
          <ul className="card-grid" data-testid="article-list">
            {ARTICLES.map((a) => (
              <li key={a.slug} className="card card-link">
                <h2 className="h3"><a href={href(locale, 'blog', { path: a.slug })}>{t.t(`blog.articles.${a.slug}.title`)}</a></h2>
                <p>{t.t(`blog.articles.${a.slug}.description`)}</p>
                <p className="muted">{t.t('blog.minutes', { count: a.minutes })}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    );
  },
};
