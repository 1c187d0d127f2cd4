/**
 * The product pages (products, practice, mock exam, practice-test packs, corrections, learn, listen) share one
 * shape: hero, highlights, features, steps, optional packs, FAQ, call to action — over their own keys.
 */
import { href, type RouteId } from '../../shared/routes.ts';
import { appHref } from '../../shared/journey/landing.ts';
import { Island } from '../../shared/components/Island.tsx';
import { CtaBand, Faq, FeatureGrid, Highlights, Hero, Steps, faqJsonLd } from './sections.tsx';
import { loadOffers, offersOf, type OffersData } from './offers-data.ts';
import type { PageContext, PageModule } from './types.ts';
import { correctionIsland, isCorrectionPage, loadCorrectionIsland } from './correction-island.tsx';
import { featureCardPrefix } from './learn-features.ts';
import { availableModels } from '../learning/tutor/providers.ts';
import { onlyOffline } from '../../shared/learning/tutor/models.ts';

/** The page's own offer: the mock-test packs from the plan table, bought right here (issue 9). */
function Packs({ ctx, prefix }: { ctx: PageContext; prefix: string }) {
  const { t, locale } = ctx;
  if (!t.has(`${prefix}.title`)) return null;
  const plans = (ctx.data as OffersData | undefined)?.plans;
  return (
    <section className="section section-alt" id="packs">
      <div className="container">
        <h2>{t.t(`${prefix}.title`)}</h2>
        <p className="section-lead">{t.t(`${prefix}.lead`)}</p>
        {plans
          ? <Island name="PackOffers" props={{ locale, packs: offersOf(plans).packs, path: 'duolingo-practice-test', returnTo: href(locale, 'practiceTest') }} />
          : <p className="form-error" role="alert">{t.t('pricing.plans.unavailable')}</p>}
      </div>
    </section>
  );
}

/** The pages of the /products cards, in the order of products.features (the AI tutor has no page of its own yet). */
const PRODUCT_PAGES: (RouteId | undefined)[] = ['practice', 'mockExam', 'writingCorrection', 'speakingCorrection', undefined, 'courses'];

/** `sellsPacks`: the page loads the plan table and sells the mock-test packs itself (/duolingo-practice-test). */
export function offerPage(key: string, ctaRoute: RouteId | 'app' = 'pricing', sellsPacks = false): PageModule {
  return {
    ...(sellsPacks ? { load: (env) => loadOffers(env) } : {}),
    ...(isCorrectionPage(key) ? { load: (_env, req) => loadCorrectionIsland(req.locale) } : {}),
    // The learn page describes the tutor this deployment runs: no model, no promise of models.
    ...(key === 'learn' ? { load: (env) => Promise.resolve({ data: { tutorOffline: onlyOffline(availableModels(env)) }, complete: true }) } : {}),
    head: ({ t }) => ({
      title: t.t(`${key}.meta.title`),
      description: t.t(`${key}.meta.description`),
      jsonLd: [faqJsonLd(t, `${key}.faq`)],
      ...(isCorrectionPage(key) ? { pageCss: ['correction' as const] } : {}),
    }),
    Body: ({ ctx }) => {
      const { t, locale } = ctx;
      const target = sellsPacks ? '#packs' : ctaRoute === 'app' ? appHref(locale) : href(locale, ctaRoute);
      return (
        <div className={`page page-${key}`}>
          <Hero t={t} prefix={`${key}.hero`} cta={target} />
          <Highlights t={t} prefix={`${key}.highlights`} />
          {correctionIsland(key, ctx)}
          <FeatureGrid t={t} prefix={`${key}.features`} links={key === 'products' ? PRODUCT_PAGES.map((id) => id && href(locale, id)) : undefined}
            card={(n) => featureCardPrefix(`${key}.features`, n, (ctx.data as { tutorOffline?: boolean } | undefined)?.tutorOffline === true)} />
          <Packs ctx={ctx} prefix={`${key}.packs`} />
          <Steps t={t} prefix={`${key}.steps`} />
          <Faq t={t} prefix={`${key}.faq`} id="faq" />
          <CtaBand t={t} prefix={`${key}.cta`} href={target} />
        </div>
      );
    },
  };
}
