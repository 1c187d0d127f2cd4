/**
 * /courses/{slug}: one task explained — what the candidate sees and does, timing, scoring (DESIGN §3), a video
 * slot, strategies, common mistakes and a sample answer. Unknown slugs never reach here (route validation → 404).
 */
import { findCourse, videoEmbedId } from '../../shared/courses.ts';
import type { PublicItem } from '../../shared/exam/items.ts';
import { COURSE_PRACTICE_TYPE } from '../../shared/exam/task-types.ts';
import { href } from '../../shared/routes.ts';
import { appHref } from '../../shared/journey/landing.ts';
import { Icon } from '../../shared/components/Icon.tsx';
import { Island } from '../../shared/components/Island.tsx';
import manifest from '../../generated/manifest.json';
import { sampleItems } from '../learning/bank-repo.ts';
import { upstreamSampleItems } from '../upstream/samples.ts';
import { Await, type Deferred } from '../render/deferred.tsx';
import { Breadcrumb, breadcrumbJsonLd, publishedVideos, videoJsonLd } from './courses.tsx';
import type { PageContext, PageModule } from './types.ts';

function timeLimit(ctx: PageContext, seconds: number): string {
  const unit = seconds >= 60 ? 'minute' : 'second';
  const value = seconds >= 60 ? Math.round((seconds / 60) * 10) / 10 : seconds;
  return ctx.t.number(value, { style: 'unit', unit, unitDisplay: 'long' });
}

/** Items of the course page's practice set; a bank that cannot be read leaves the set empty, not the page broken. */
const PRACTICE_SET_SIZE = 4;

export const coursePage: PageModule = {
  // In a Suspense boundary (ADR 042): the course text never waits for the bank or the upstream.
  defer: async (env, { params }) => {
    const type = COURSE_PRACTICE_TYPE[params.slug ?? ''];
    if (!type) return { data: [], complete: true };
    // A bank that cannot be read shows the page without its set, and that copy is not cached.
    return (env.API_ORIGIN ? upstreamSampleItems(env, type, PRACTICE_SET_SIZE) : sampleItems(env.DB, type, PRACTICE_SET_SIZE))
      .then((items) => ({ data: items, complete: true }))
      .catch(() => ({ data: [] as PublicItem[], complete: false }));
  },
  head: (ctx) => {
    const { t, params } = ctx;
    const slug = params.slug!;
    const trail = [
      { label: t.t('courses.breadcrumb.home'), path: '/' },
      { label: t.t('courses.breadcrumb.course'), path: '/courses' },
      { label: t.t(`course.${slug}.name`), path: `/courses/${slug}` },
    ];
    return {
      title: `${t.t(`course.${slug}.name`)} | ${t.t('common.brand')}`,
      description: t.t(`course.${slug}.description`),
      ogType: 'article',
      jsonLd: [
        breadcrumbJsonLd(ctx, trail),
        ...publishedVideos().flatMap((v, i) => (v.slug === slug ? [videoJsonLd(ctx, slug, v.embedId, i + 1)] : [])),
      ],
    };
  },
  Body: ({ ctx }) => {
    const { t, locale, params } = ctx;
    const slug = params.slug!;
    const course = findCourse(slug)!;
    const embedId = videoEmbedId(course);
    const k = (s: string) => `course.${slug}.${s}`;
    const list = (name: string) => Array.from({ length: t.count(k(name)) }, (_, i) => t.t(k(`${name}.${i + 1}`)));
    return (
      <article className="page page-course">
        <Breadcrumb ctx={ctx} trail={[
          { label: t.t('courses.breadcrumb.home'), href: href(locale, 'home') },
          { label: t.t('courses.breadcrumb.course'), href: href(locale, 'courses') },
          { label: t.t(k('name')) },
        ]} />
        <header className="hero hero-dark">
          <div className="container hero-inner">
            <p className="eyebrow">{t.t(`courseUi.${course.section}`)}</p>
            <h1>{t.t(k('name'))}</h1>
            <p className="lead">{t.t(k('lead'))}</p>
            <p className="badges">
              <span className="badge badge-free">{t.t('courseUi.free')}</span>
              {course.legacy && <span className="badge badge-legacy">{t.t('courseUi.legacy')}</span>}
            </p>
          </div>
        </header>
        <div className="container course-layout">
          <div className="course-main">
            {/* A player only for a published video (ADR 038); until then, no poster or play button: say what exists. */}
            {embedId ? (
              <figure className="video-lesson" id="video">
                <iframe src={`https://www.youtube-nocookie.com/embed/${embedId}`} title={t.t(k('videoTitle'))} loading="lazy"
                  allow="encrypted-media; picture-in-picture; fullscreen" referrerPolicy="strict-origin-when-cross-origin" />
                <figcaption>{t.t('courseUi.video')}: {t.t(k('videoTitle'))}</figcaption>
              </figure>
            ) : (
              <aside className="video-pending" id="video" data-testid="video-pending">
                <Icon name="book" size={22} />
                <p>
                  <strong>{course.hasVideo ? t.t('courseUi.video') : t.t('courseUi.vocabulary')}: {t.t(k('videoTitle'))}</strong>
                  {course.hasVideo && <span className="muted"> {t.t('courseUi.videoSoon')}</span>}
                </p>
              </aside>
            )}
            <section>
              <h2>{t.t('courseUi.whatYouSee')}</h2>
              <p>{t.t(k('see'))}</p>
              <h2>{t.t('courseUi.whatYouDo')}</h2>
              <p>{t.t(k('do'))}</p>
              <h2>{t.t('courseUi.timing')}</h2>
              <p>{t.t(k('timing'))}</p>
              <h2>{t.t('courseUi.scoring')}</h2>
              <p>{t.t(k('scoring'))}</p>
            </section>
            <section>
              <h2>{t.t('courseUi.strategies')}</h2>
              <ol className="numbered">{list('strategies').map((s, i) => <li key={i}>{s}</li>)}</ol>
            </section>
            <section>
              <h2>{t.t('courseUi.mistakes')}</h2>
              <ul className="mistakes">{list('mistakes').map((s, i) => <li key={i}>{s}</li>)}</ul>
            </section>
            {COURSE_PRACTICE_TYPE[slug] && (
              <Await value={ctx.deferred as Deferred<PublicItem[]>} fallback={<div className="practice-set pending-set" aria-busy="true" />}>{(items) => (
              <Island name="PracticeSet" hydrate="idle" props={{
                locale, type: COURSE_PRACTICE_TYPE[slug]!, items,
                appHref: appHref(locale, `#/practice/${COURSE_PRACTICE_TYPE[slug]}`), stylesheet: manifest.appCss,
                labels: {
                  title: t.t('practice.set.title'), lead: t.t('practice.set.lead'), start: t.t('practice.set.start'),
                  more: t.t('practice.set.more'), question: t.t('practice.set.question'), loading: t.t('practice.loading'),
                },
              }} />)}
              </Await>
            )}
            <section className="sample">
              <h2>{t.t('courseUi.sample')}</h2>
              <p><strong>{t.t('courseUi.prompt')}:</strong> {t.t(k('sample.prompt'))}</p>
              <blockquote>{t.t(k('sample.answer'))}</blockquote>
              <p><strong>{t.t('courseUi.sampleNote')}:</strong> {t.t(k('sample.note'))}</p>
            </section>
          </div>
          <aside className="course-facts" aria-label={t.t('ui.keyFacts')}>
            <dl>
              {course.timeLimitSeconds !== null && (<><dt>{t.t('courseUi.timeLimit')}</dt><dd>{timeLimit(ctx, course.timeLimitSeconds)}</dd></>)}
              {course.perTest !== null && (<><dt>{t.t('courseUi.perTest')}</dt><dd>{course.perTest}</dd></>)}
              <dt>{t.t('courseUi.subscore')}</dt>
              <dd>{course.subscores.map((s) => t.t(`courseUi.${s}`)).join(' · ')}</dd>
            </dl>
            <a className="btn btn-primary btn-block" href={appHref(locale, COURSE_PRACTICE_TYPE[slug] ? `#/practice/${COURSE_PRACTICE_TYPE[slug]}` : '')}>{t.t('courseUi.practice')}</a>
            <a className="btn btn-ghost btn-block" href={href(locale, 'courses')}>{t.t('courseUi.allCourses')}</a>
          </aside>
        </div>
      </article>
    );
  },
};
