/** Home (/): promise, proof, the offers, how it works, the score explained, courses and a last call to action. */
import { CefrTable } from '../../shared/components/CefrTable.tsx';
import { LANDING_STATS, RATING_COUNTS } from '../../shared/figures.ts';
import { compactAtMost } from '../../shared/compact-number.ts';

/** The learner ratings behind the 4.8 average: every offer's reviews together (SPEC §9). */
const RATING_TOTAL = Object.values(RATING_COUNTS).reduce((a, b) => a + b, 0);
import { href, type RouteId } from '../../shared/routes.ts';
import { Icon, type IconName } from '../../shared/components/Icon.tsx';
import { CtaBand, Paragraphs, Steps } from './sections.tsx';
import type { PageModule } from './types.ts';
import { FLOORS, loadHomeData, QUOTES_SHOWN, type HomeData, type LandingStats, type Quote } from './home-data.ts';
import { Await, type Deferred } from '../render/deferred.tsx';
import type { Translator } from '../../shared/i18n.ts';
import { localeInfo, type Locale } from '../../shared/locales.ts';

/** One DisplayNames per locale for the isolate's life: building one cost more than the rest of a testimonial. */
const regionNames = new Map<Locale, Intl.DisplayNames | null>();

export function regionName(locale: Locale, country: string): string {
  let names = regionNames.get(locale);
  if (names === undefined) {
    try { names = new Intl.DisplayNames([localeInfo(locale).intl], { type: 'region' }); } catch { names = null; }
    regionNames.set(locale, names);
  }
  try { return names?.of(country) ?? country; } catch { return country; }
}

const OFFERS: { key: string; route: RouteId; icon: IconName }[] = [
  { key: 'practice', route: 'practice', icon: 'book' },
  { key: 'mockExam', route: 'mockExam', icon: 'timer' },
  { key: 'writing', route: 'writingCorrection', icon: 'pen' },
  { key: 'speaking', route: 'speakingCorrection', icon: 'mic' },
  { key: 'tutor', route: 'learn', icon: 'chat' },
  { key: 'courses', route: 'courses', icon: 'book' },
];

const STATS: { key: string; stat: keyof typeof LANDING_STATS }[] = [
  { key: 'users', stat: 'userTotal' },
  { key: 'questions', stat: 'questionTotal' },
  { key: 'exams', stat: 'examTotal' },
  { key: 'corrections', stat: 'correctTotal' },
  { key: 'speaking', stat: 'speakingTotal' },
];

/** The figures; until the backend's arrive, the display floors (what a failed load shows too), same size. */
function StatsRow({ t, stats }: { t: Translator; stats: LandingStats }) {
  return (
    <dl className="stats-row">
      {STATS.map((s) => (
        <div key={s.key} className="stat">
          <dt>{t.t(`home.stats.${s.key}`)}</dt>
          <dd>{compactAtMost(parseInt(stats[s.stat], 10), t.locale)}+</dd>
        </div>
      ))}
    </dl>
  );
}

function Testimonials({ t, locale, quotes }: { t: Translator; locale: Locale; quotes: Quote[] | null }) {
  return (
    <section className="section section-alt" aria-labelledby="testimonials-title">
      <div className="container">
        <h2 id="testimonials-title">{t.t('home.testimonials.title')}</h2>
        <p className="section-lead">{t.t('home.testimonials.lead')}</p>
        {quotes ? (
          <ul className="card-grid testimonials" data-testid="testimonials">
            {quotes.map((q) => (
              <li key={q.id} className="card">
                <blockquote lang="en"><p>{q.content}</p></blockquote>
                <p className="muted"><strong>{q.nickname}</strong> · {regionName(locale, q.country)} · <Icon name="star" size={14} /> {q.rate}</p>
              </li>
            ))}
          </ul>
        ) : (
          <ul className="card-grid testimonials" aria-busy="true" data-testid="testimonials-pending">
            {Array.from({ length: QUOTES_SHOWN }, (_, i) => (
              <li key={i} className="card"><p className="pending-line">&nbsp;</p><p className="pending-line">&nbsp;</p><p className="pending-line">&nbsp;</p></li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export const homePage: PageModule = {
  defer: loadHomeData,
  head: ({ t, productionHost }) => ({
    title: t.t('home.meta.title'),
    description: t.t('home.meta.description'),
    jsonLd: [{
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: t.t('common.brand'),
      url: `https://${productionHost}/`,
      logo: `https://${productionHost}/favicon.svg`,
    }],
  }),
  Body: ({ ctx }) => {
    const { t, locale } = ctx;
    const data = ctx.deferred as Deferred<HomeData>;
    return (
      <div className="page page-home">
        <section className="hero hero-home">
          <div className="container hero-inner">
            <p className="eyebrow">{t.t('home.hero.eyebrow')}</p>
            <h1>{t.t('home.hero.title')}</h1>
            <p className="lead">{t.t('home.hero.lead')}</p>
            <div className="hero-actions">
              <a className="btn btn-primary btn-lg" href={href(locale, 'register')}>{t.t('home.hero.primary')}</a>
              <a className="btn btn-ghost btn-lg" href={href(locale, 'mockExam')}>{t.t('home.hero.secondary')}</a>
            </div>
            <p className="rating"><Icon name="star" size={18} /> {t.t('home.hero.rating')}</p>
            {/* What the rating counts and where it comes from (SPEC §9 per-offer counts), right under it. */}
            <p className="rating-source">{t.t('journey.figures.ratingSource', { count: RATING_TOTAL })}</p>
            <p className="hero-note">{t.t('home.hero.trust')}</p>
          </div>
        </section>
        <section className="highlights" aria-labelledby="stats-title">
          <div className="container">
            <h2 id="stats-title" className="visually-hidden">{t.t('home.stats.title')}</h2>
            <Await value={data} fallback={<StatsRow t={t} stats={FLOORS} />}>{(d) => <StatsRow t={t} stats={d.stats} />}</Await>
            <p className="stats-source">{t.t('journey.figures.source')}</p>
          </div>
        </section>
        <section className="section">
          <div className="container">
            <h2>{t.t('home.offers.title')}</h2>
            <p className="section-lead">{t.t('home.offers.lead')}</p>
            <ul className="card-grid">
              {OFFERS.map((o) => (
                <li key={o.key} className="card card-link">
                  <Icon name={o.icon} className="card-icon" />
                  <h3>{t.t(`home.offers.${o.key}.title`)}</h3>
                  <p>{t.t(`home.offers.${o.key}.body`)}</p>
                  <a href={href(locale, o.route)}>{t.t(`home.offers.${o.key}.cta`)} →</a>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <Steps t={t} prefix="home.how" />
        <section className="section">
          <div className="container narrow">
            <h2>{t.t('home.score.title')}</h2>
            <Paragraphs t={t} prefix="home.score" />
            <CefrTable />
          </div>
        </section>
        <section className="section section-alt">
          <div className="container narrow center">
            <h2>{t.t('home.courses.title')}</h2>
            <p className="section-lead">{t.t('home.courses.lead')}</p>
            <a className="btn btn-primary" href={href(locale, 'courses')}>{t.t('home.courses.cta')}</a>
          </div>
        </section>
        <Await value={data} fallback={<Testimonials t={t} locale={locale} quotes={null} />}>
          {(d) => d.quotes.length > 0 && <Testimonials t={t} locale={locale} quotes={d.quotes} />}
        </Await>
        <CtaBand t={t} prefix="home.cta" href={href(locale, 'register')} />
      </div>
    );
  },
};
