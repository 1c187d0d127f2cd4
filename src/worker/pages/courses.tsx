/**
 * /courses (SPEC §2): breadcrumb Home › Course, the complete course, five sections in SPEC order with their
 * anchors (#completeCourse, #section-0…#section-3, #writing, #vocabulary, #breadcrumb, #faq) and the FAQ.
 * JSON-LD: Course (DET-COMPLETE), VideoObject items for published lessons only, FAQPage, BreadcrumbList.
 */
import { COMPLETE_COURSE, COURSE_SECTIONS, courseResourceTypes, coursesIn, COURSES, videoEmbedId } from '../../shared/courses.ts';
import { href } from '../../shared/routes.ts';
import type { Translator } from '../../shared/i18n.ts';
import { Icon } from '../../shared/components/Icon.tsx';
import { canonicalUrl, origin } from '../seo/alternates.ts';
import { Faq, faqJsonLd } from './sections.tsx';
import { DIAGNOSTIC_ENTRY } from '../../shared/routes.ts';
import type { PageContext, PageModule } from './types.ts';

export function Breadcrumb({ ctx, trail }: { ctx: PageContext; trail: { label: string; href?: string }[] }) {
  return (
    <nav className="breadcrumb container" id="breadcrumb" aria-label={ctx.t.t('ui.breadcrumb')}>
      <ol>
        {trail.map((c, i) => (
          <li key={i}>{c.href ? <a href={c.href}>{c.label}</a> : <span aria-current="page">{c.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}

export function breadcrumbJsonLd(ctx: PageContext, trail: { label: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({
      '@type': 'ListItem', position: i + 1, name: c.label, item: canonicalUrl(ctx.productionHost, ctx.locale, c.path),
    })),
  };
}

function courseJsonLd(ctx: PageContext) {
  const { t, productionHost, locale } = ctx;
  const url = canonicalUrl(productionHost, locale, '/courses');
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: t.t('courses.complete.title'),
    description: t.t('courses.meta.description'),
    courseCode: COMPLETE_COURSE.code,
    educationalLevel: COMPLETE_COURSE.level,
    inLanguage: locale,
    url,
    datePublished: COMPLETE_COURSE.published,
    dateModified: COMPLETE_COURSE.modified,
    learningResourceType: courseResourceTypes(),
    provider: { '@type': 'Organization', name: t.t('common.brand'), sameAs: origin(productionHost) },
    offers: {
      '@type': 'Offer', category: 'Free', price: 0, priceCurrency: 'USD', availability: 'https://schema.org/InStock',
      validFrom: COMPLETE_COURSE.priceValidFrom, url,
    },
    hasCourseInstance: {
      '@type': 'CourseInstance', courseMode: 'online', courseWorkload: COMPLETE_COURSE.workload,
    },
  };
}

/** The courses' published video lessons in catalogue order (their JSON-LD positions). */
export function publishedVideos(): { slug: string; embedId: string }[] {
  return COURSES.flatMap((c) => {
    const embedId = videoEmbedId(c);
    return embedId ? [{ slug: c.slug, embedId }] : [];
  });
}

/** A VideoObject for a published lesson only (ADR 038): the embed and thumbnail are the real video's. */
export function videoJsonLd(ctx: PageContext, slug: string, embedId: string, position: number) {
  const { t } = ctx;
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: t.t(`course.${slug}.videoTitle`),
    description: t.t(`course.${slug}.description`),
    thumbnailUrl: `https://i.ytimg.com/vi/${embedId}/hqdefault.jpg`,
    uploadDate: COMPLETE_COURSE.videoUploaded,
    inLanguage: 'en',
    position,
    embedUrl: `https://www.youtube-nocookie.com/embed/${embedId}`,
  };
}

function CourseCard({ t, locale, slug }: { t: Translator; locale: PageContext['locale']; slug: string }) {
  const course = COURSES.find((c) => c.slug === slug)!;
  return (
    <li className="card card-link course-card">
      <div className="course-thumb" aria-hidden="true"><Icon name="book" size={28} /></div>
      <h4><a href={href(locale, 'course', { slug })}>{t.t(`course.${slug}.name`)}</a></h4>
      <p>{t.t(`course.${slug}.description`)}</p>
      <p className="badges">
        <span className="badge badge-free">{t.t('courseUi.free')}</span>
        {course.legacy && <span className="badge badge-legacy">{t.t('courseUi.legacy')}</span>}
      </p>
    </li>
  );
}

export const coursesPage: PageModule = {
  head: (ctx) => {
    const { t } = ctx;
    const videos = publishedVideos().map((v, i) => videoJsonLd(ctx, v.slug, v.embedId, i + 1));
    return {
      title: t.t('courses.meta.title'),
      description: t.t('courses.meta.description'),
      jsonLd: [
        courseJsonLd(ctx),
        ...videos,
        faqJsonLd(t, 'courses.faq'),
        breadcrumbJsonLd(ctx, [{ label: t.t('courses.breadcrumb.home'), path: '/' }, { label: t.t('courses.breadcrumb.course'), path: '/courses' }]),
      ],
    };
  },
  Body: ({ ctx }) => {
    const { t, locale } = ctx;
    return (
      <div className="page page-courses">
        <Breadcrumb ctx={ctx} trail={[{ label: t.t('courses.breadcrumb.home'), href: href(locale, 'home') }, { label: t.t('courses.breadcrumb.course') }]} />
        <section className="hero hero-dark">
          <div className="container hero-inner">
            <p className="eyebrow">{t.t('courses.hero.eyebrow')}</p>
            <h1>{t.t('courses.hero.title')}</h1>
            <p className="lead">{t.t('courses.hero.lead')}</p>
            <div className="hero-actions">
              <a className="btn btn-primary btn-lg" href="#completeCourse">{t.t('courses.hero.cta')}</a>
              <span className="badge badge-free">{t.t('courses.hero.free')}</span>
            </div>
          </div>
        </section>
        <nav className="container toc" aria-label={t.t('courseUi.onThisPage')}>
          <ul>
            {COURSE_SECTIONS.map((s, i) => (
              <li key={s}><a href={s === 'vocabulary' ? '#vocabulary' : `#section-${i}`}>{t.t(`courses.sections.${s}.title`)}</a></li>
            ))}
            <li><a href="#faq">{t.t('courses.faq.title')}</a></li>
          </ul>
        </nav>
        <section className="section complete-course" id="completeCourse">
          <div className="container split">
            <div>
              <h2>{t.t('courses.complete.title')}</h2>
              <p>{t.t('courses.complete.lead')}</p>
              <p className="badges">
                <span className="badge">{t.t('courses.complete.level')}</span>
                <span className="badge">{t.t('courses.complete.workload')}</span>
                <span className="badge badge-free">{t.t('courseUi.free')}</span>
              </p>
            </div>
            <ul className="check-list">
              {Array.from({ length: t.count('courses.complete.includes') }, (_, i) => (
                <li key={i}><Icon name="check" size={18} /> {t.t(`courses.complete.includes.${i + 1}`)}</li>
              ))}
            </ul>
          </div>
        </section>
        {COURSE_SECTIONS.map((section, i) => {
          const list = coursesIn(section);
          const id = section === 'vocabulary' ? 'vocabulary' : `section-${i}`;
          return (
            <section key={section} className={`section course-section${i % 2 ? ' section-alt' : ''}`} id={id} aria-labelledby={`${id}-title`}>
              <div className="container">
                {section === 'writing' && <span id="writing" className="anchor" />}
                <h2 id={`${id}-title`}>{t.t(`courses.sections.${section}.title`)}</h2>
                <p className="section-lead">{t.t(`courses.sections.${section}.lead`)}</p>
                <p className="muted">{t.t('courseUi.lessons', { count: list.length })}</p>
                <ul className="card-grid">
                  {list.map((c) => <CourseCard key={c.slug} t={t} locale={locale} slug={c.slug} />)}
                </ul>
              </div>
            </section>
          );
        })}
        <Faq t={t} prefix="courses.faq" id="faq" />
        {/* The FAQ promises a free diagnostic: this is its door (guests get the "try without an account" flow). */}
        <p className="courses-diagnostic"><a className="btn btn-primary" href={DIAGNOSTIC_ENTRY} rel="nofollow" data-testid="diagnostic-entry">{t.t('mock.entry')}</a></p>
      </div>
    );
  },
};
