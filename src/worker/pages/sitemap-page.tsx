/** /sitemap: a human sitemap grouped by area, linking to /sitemap.xml for search engines. */
import { COURSES } from '../../shared/courses.ts';
import { href, type RouteId } from '../../shared/routes.ts';
import type { PageModule } from './types.ts';

const GROUPS: { key: string; items: { id: RouteId; label: string }[] }[] = [
  { key: 'main', items: [{ id: 'home', label: 'nav.home' }, { id: 'products', label: 'nav.products' }, { id: 'pricing', label: 'nav.pricing' }, { id: 'blog', label: 'nav.blog' }, { id: 'learn', label: 'learn.meta.title' }, { id: 'listen', label: 'listen.meta.title' }] },
  { key: 'products', items: [{ id: 'practice', label: 'nav.cards.practice.title' }, { id: 'mockExam', label: 'nav.cards.mockExam.title' }, { id: 'practiceTest', label: 'footer.practiceTest' }, { id: 'writingCorrection', label: 'nav.cards.writing.title' }, { id: 'speakingCorrection', label: 'nav.cards.speaking.title' }, { id: 'correction', label: 'correction.meta.title' }] },
  { key: 'company', items: [{ id: 'about', label: 'footer.about' }, { id: 'contact', label: 'footer.contact' }, { id: 'affiliate', label: 'footer.affiliate' }] },
  { key: 'legal', items: [{ id: 'tos', label: 'footer.tos' }, { id: 'privacy', label: 'footer.privacy' }, { id: 'refund', label: 'footer.refund' }, { id: 'cookiePolicy', label: 'footer.cookie' }] },
  { key: 'account', items: [{ id: 'login', label: 'account.login.title' }, { id: 'register', label: 'account.register.title' }, { id: 'forget', label: 'account.forget.title' }] },
];

export const sitemapPage: PageModule = {
  head: ({ t }) => ({ title: t.t('sitemap.meta.title'), description: t.t('sitemap.meta.description') }),
  Body: ({ ctx: { t, locale } }) => (
    <div className="page page-sitemap container">
      <h1>{t.t('sitemap.title')}</h1>
      <p className="lead">{t.t('sitemap.lead')}</p>
      <p><a href="/sitemap.xml" data-testid="sitemap-xml-link">{t.t('sitemap.xml')}</a></p>
      <div className="sitemap-groups">
        {GROUPS.map((g) => (
          <section key={g.key}>
            <h2 className="h3">{t.t(`sitemap.groups.${g.key}`)}</h2>
            <ul>{g.items.map((i) => <li key={i.id}><a href={href(locale, i.id)}>{t.t(i.label)}</a></li>)}</ul>
          </section>
        ))}
        <section>
          <h2 className="h3">{t.t('sitemap.groups.courses')}</h2>
          <ul>
            <li><a href={href(locale, 'courses')}>{t.t('nav.courses')}</a></li>
            {COURSES.map((c) => <li key={c.slug}><a href={href(locale, 'course', { slug: c.slug })}>{t.t(`course.${c.slug}.name`)}</a></li>)}
          </ul>
        </section>
      </div>
    </div>
  ),
};
