/**
 * /pricing: memberships (30/90 days, correction add-on), mock-test packs, the save-up badge and a comparison of
 * the tiers — all from the plan table, rendered the same for every visitor (the page is cached). Who is signed
 * in, their current plan and what a buy button does are decided in the islands on the client.
 */
import { href } from '../../shared/routes.ts';
import { Icon } from '../../shared/components/Icon.tsx';
import { Island } from '../../shared/components/Island.tsx';
import type { Translator } from '../../shared/i18n.ts';
import type { TierOffer } from '../../shared/islands/PlanPicker.tsx';
import { Faq, Hero, faqJsonLd } from './sections.tsx';
import { loadOffers, offersOf, type OffersData } from './offers-data.ts';
import type { PageModule } from './types.ts';

function Comparison({ t, tiers }: { t: Translator; tiers: TierOffer[] }) {
  const rows: { label: string; cell: (p: NonNullable<TierOffer['short']>) => string }[] = [
    { label: t.t('pricing.plans.questionBank'), cell: () => '✓' },
    { label: t.t('billing.compare.exams'), cell: (p) => t.number(p.examNum) },
    { label: t.t('billing.compare.corrections'), cell: (p) => (p.unlimitedCorrection ? t.t('billing.compare.unlimited') : t.number(p.correctNum)) },
  ];
  return (
    <div className="table-scroll">
      <table className="compare-table" data-testid="plan-comparison">
        <caption>{t.t('billing.compare.title')}</caption>
        <thead><tr><th scope="col">{t.t('billing.compare.feature')}</th>{tiers.map((x) => <th key={x.tier} scope="col">{x.tier}</th>)}</tr></thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}><th scope="row">{r.label}</th>{tiers.map((x) => <td key={x.tier} data-tier={x.tier}>{r.cell((x.short ?? x.long)!)}</td>)}</tr>
          ))}
          <tr><th scope="row">{t.t('billing.compare.bestFor')}</th>
            {tiers.map((x) => <td key={x.tier} data-tier={x.tier}>{t.t(`pricing.plans.${x.tier.toLowerCase()}`)}</td>)}</tr>
        </tbody>
      </table>
      <p className="muted small">{t.t('billing.compare.note')}</p>
    </div>
  );
}

export const pricingPage: PageModule = {
  load: (env) => loadOffers(env),
  head: ({ t }) => ({ title: t.t('pricing.meta.title'), description: t.t('pricing.meta.description'), jsonLd: [faqJsonLd(t, 'pricing.faq')] }),
  Body: ({ ctx: { t, locale, data } }) => {
    const { plans, saveUp } = data as OffersData;
    const offers = plans ? offersOf(plans) : null;
    const returnTo = href(locale, 'pricing');
    return (
      <div className="page page-pricing">
        <Hero t={t} prefix="pricing.hero" />
        <section className="section" id="plans" aria-labelledby="plans-title">
          <div className="container">
            <h2 id="plans-title">{t.t('pricing.plans.title')}{saveUp > 0 && <span className="badge badge-save" data-testid="save-up">{t.t('pricing.plans.saveUpTo', { percent: saveUp })}</span>}</h2>
            <p className="section-lead">{t.t('pricing.plans.lead')}</p>
            {offers
              ? <Island name="PlanPicker" props={{ locale, tiers: offers.tiers, addOn: offers.addOn, returnTo }} />
              : <p className="form-error" role="alert">{t.t('pricing.plans.unavailable')}</p>}
            {offers && <Comparison t={t} tiers={offers.tiers} />}
          </div>
        </section>
        <section className="section section-alt" id="packs" aria-labelledby="packs-title">
          <div className="container">
            <h2 id="packs-title">{t.t('pricing.packs.title')}</h2>
            <p className="section-lead">{t.t('pricing.packs.lead')}</p>
            {offers
              ? <Island name="PackOffers" hydrate="visible" props={{ locale, packs: offers.packs, path: 'pricing', returnTo }} />
              : <p className="form-error" role="alert">{t.t('pricing.plans.unavailable')}</p>}
          </div>
        </section>
        <section className="section">
          <div className="container split">
            <div>
              <h2>{t.t('pricing.included.title')}</h2>
              <ul className="check-list">
                {Array.from({ length: t.count('pricing.included') }, (_, i) => (
                  <li key={i}><Icon name="check" size={18} /> {t.t(`pricing.included.${i + 1}`)}</li>
                ))}
              </ul>
            </div>
            <div className="card">
              <h2 className="h3">{t.t('pricing.secure.title')}</h2>
              <p>{t.t('pricing.secure.body')}</p>
              <p><a href={href(locale, 'refund')}>{t.t('footer.refund')}</a></p>
            </div>
          </div>
        </section>
        <Faq t={t} prefix="pricing.faq" id="faq" />
      </div>
    );
  },
};
