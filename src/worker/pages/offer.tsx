/**
 * The product pages (products, practice, mock exam, practice-test packs, corrections, learn, listen) share one
 * shape: hero, highlights, features, steps, optional packs, FAQ, call to action — over their own keys.
 */
import { APP_PATH, href, type RouteId } from '../../shared/routes.ts';
import { PACKS } from '../../shared/figures.ts';
import { formatMoney } from '../../shared/money.ts';
import { localeInfo } from '../../shared/locales.ts';
import { CtaBand, Faq, FeatureGrid, Highlights, Hero, Steps, faqJsonLd } from './sections.tsx';
import type { PageContext, PageModule } from './types.ts';


function Packs({ ctx, prefix }: { ctx: PageContext; prefix: string }) {
  const { t, locale } = ctx;
  if (!t.has(`${prefix}.title`)) return null;
  const tag = localeInfo(locale).intl;
  return (
    <section className="section section-alt" id="packs">
      <div className="container">
        <h2>{t.t(`${prefix}.title`)}</h2>
        <p className="section-lead">{t.t(`${prefix}.lead`)}</p>
        <ul className="plan-grid">
          {PACKS.map((p) => (
            <li key={p.key} className={`plan-card${p.tests === 5 ? ' is-featured' : ''}`}>
              <h3>{t.t(`${prefix}.${p.key}.name`)}</h3>
              <p className="price">{formatMoney(p.cents, tag)}</p>
              <p className="muted">{t.t(`${prefix}.perTest`)}: {formatMoney(Math.round(p.cents / p.tests), tag)}</p>
              <p>{t.t(`${prefix}.${p.key}.note`)}</p>
              <a className="btn btn-primary btn-block" href={href(locale, 'pricing')}>{t.t(`${prefix}.buy`)}</a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function offerPage(key: string, ctaRoute: RouteId | 'app' = 'pricing'): PageModule {
  return {
    head: ({ t }) => ({
      title: t.t(`${key}.meta.title`),
      description: t.t(`${key}.meta.description`),
      jsonLd: [faqJsonLd(t, `${key}.faq`)],
    }),
    Body: ({ ctx }) => {
      const { t, locale } = ctx;
      const target = ctaRoute === 'app' ? APP_PATH : href(locale, ctaRoute);
      return (
        <div className={`page page-${key}`}>
          <Hero t={t} prefix={`${key}.hero`} cta={target} />
          <Highlights t={t} prefix={`${key}.highlights`} />
          <FeatureGrid t={t} prefix={`${key}.features`} />
          <Packs ctx={ctx} prefix={`${key}.packs`} />
          <Steps t={t} prefix={`${key}.steps`} />
          <Faq t={t} prefix={`${key}.faq`} id="faq" />
          <CtaBand t={t} prefix={`${key}.cta`} href={target} />
        </div>
      );
    },
  };
}
