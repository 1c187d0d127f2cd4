/**
 * Site footer (SPEC §2): Products, Learn (course sections), Blog (the 4 latest articles until expanded, an island), Company, social
 * links, the language picker island and the independence statement. Static HTML apart from the picker.
 */
import type { FooterArticle } from '../../shared/blog.ts';
import { COURSE_SECTIONS } from '../../shared/courses.ts';
import { href, type RouteId } from '../../shared/routes.ts';
import type { Locale } from '../../shared/locales.ts';
import { useT } from '../../shared/components/i18n.tsx';
import { Island } from '../../shared/components/Island.tsx';
import { Logo } from '../../shared/components/Logo.tsx';
import type { LanguagePickerProps } from '../../shared/islands/props.ts';
import { SOCIAL_LINKS } from '../../shared/social.ts';
import { FOOTER_ARTICLES } from '../../shared/constants.ts';
import { Await, type Deferred } from './deferred.tsx';

const PRODUCT_LINKS: { id: RouteId; key: string }[] = [
  { id: 'practice', key: 'nav.cards.practice.title' },
  { id: 'mockExam', key: 'nav.cards.mockExam.title' },
  { id: 'writingCorrection', key: 'nav.cards.writing.title' },
  { id: 'speakingCorrection', key: 'nav.cards.speaking.title' },
  { id: 'practiceTest', key: 'footer.practiceTest' },
  { id: 'pricing', key: 'nav.pricing' },
];

const COMPANY_LINKS: { id: RouteId; key: string }[] = [
  { id: 'about', key: 'footer.about' },
  { id: 'contact', key: 'footer.contact' },
  { id: 'affiliate', key: 'footer.affiliate' },
  { id: 'tos', key: 'footer.tos' },
  { id: 'privacy', key: 'footer.privacy' },
  { id: 'refund', key: 'footer.refund' },
  { id: 'cookiePolicy', key: 'footer.cookie' },
  { id: 'sitemap', key: 'footer.sitemap' },
];

/** Course sections 0–3 have #section-N anchors; vocabulary has its own (SPEC §2 anchors). */
export function sectionAnchor(index: number, section: string): string {
  return section === 'vocabulary' ? '#vocabulary' : `#section-${index}`;
}

/** The Blog column until its articles arrive: as many lines as the list and its links, so nothing moves. */
function FooterArticlesPending({ locale }: { locale: Locale }) {
  const t = useT();
  return (
    <div className="island">
      <ul aria-busy="true" data-testid="footer-articles-pending">
        {Array.from({ length: FOOTER_ARTICLES }, (_, i) => <li key={i} className="pending-line">&nbsp;</li>)}
      </ul>
      <p className="footer-more"><span className="link-button pending-line">&nbsp;</span> <a className="more" href={href(locale, 'blog')}>{t.t('footer.allArticles')}</a></p>
    </div>
  );
}

export function Footer({ locale, picker, articles }: { locale: Locale; picker: LanguagePickerProps; articles: Deferred<FooterArticle[]> }) {
  const t = useT();
  const year = new Date().getUTCFullYear();
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <a className="brand" href={href(locale, 'home')} aria-label={t.t('nav.homeLabel')}>
            <Logo /><span className="brand-name">{t.t('common.brand')}</span>
          </a>
          <p>{t.t('footer.tagline')}</p>
          <ul className="social" aria-label={t.t('footer.social')}>
            {SOCIAL_LINKS.map((s) => (
              <li key={s.id}><a href={s.href} rel="noopener noreferrer" target="_blank">{t.t(`footer.socialNames.${s.id}`)}</a></li>
            ))}
          </ul>
          <Island name="LanguagePicker" props={picker} />
        </div>
        <nav aria-labelledby="footer-products">
          <h2 id="footer-products">{t.t('footer.products')}</h2>
          <ul>{PRODUCT_LINKS.map((l) => <li key={l.id}><a href={href(locale, l.id)}>{t.t(l.key)}</a></li>)}</ul>
        </nav>
        <nav aria-labelledby="footer-learn">
          <h2 id="footer-learn">{t.t('footer.learn')}</h2>
          <ul>
            {COURSE_SECTIONS.map((s, i) => (
              <li key={s}><a href={href(locale, 'courses') + sectionAnchor(i, s)}>{t.t(`footer.sections.${s}`)}</a></li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-blog">
          <h2 id="footer-blog">{t.t('footer.blog')}</h2>
          <Await value={articles} fallback={<FooterArticlesPending locale={locale} />}>
            {(items) => <Island name="FooterArticles" props={{ locale, items }} />}
          </Await>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company">{t.t('footer.company')}</h2>
          <ul>{COMPANY_LINKS.map((l) => <li key={l.id}><a href={href(locale, l.id)}>{t.t(l.key)}</a></li>)}</ul>
        </nav>
      </div>
      <div className="container footer-legal">
        <p data-testid="independence">{t.t('footer.independence')}</p>
        <p>{t.t('footer.copyright', { year: String(year) })}</p>
      </div>
    </footer>
  );
}
