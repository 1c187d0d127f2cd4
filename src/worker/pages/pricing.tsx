/**
 * /pricing: the membership plans and mock-test packs. Plan prices come from the plan list (/common/vips) with
 * the payments work; until then the plan cards describe each tier and lead to sign-in, and the packs show their
 * list prices.
 */
import { PACKS } from '../../shared/figures.ts';
import { formatMoney } from '../../shared/money.ts';
import { localeInfo } from '../../shared/locales.ts';
import { href } from '../../shared/routes.ts';
import { Icon } from '../../shared/components/Icon.tsx';
import { Faq, Hero, faqJsonLd } from './sections.tsx';
import type { PageModule } from './types.ts';


export const pricingPage: PageModule = {
  head: ({ t }) => ({ title: t.t('pricing.meta.title'), description: t.t('pricing.meta.description'), jsonLd: [faqJsonLd(t, 'pricing.faq')] }),
  Body: ({ ctx: { t, locale } }) => {
    const tag = localeInfo(locale).intl;
    return (
      <div className="page page-pricing">
        <Hero t={t} prefix="pricing.hero" />
        <section className="section" id="plans" aria-labelledby="plans-title">
          <div className="container">
            <h2 id="plans-title">{t.t('pricing.plans.title')}</h2>
            <p className="section-lead">{t.t('pricing.plans.lead')}</p>
            <ul className="plan-grid" data-testid="plan-list">
              {(['basic', 'plus', 'pro'] as const).map((tier) => (
                <li key={tier} className={`plan-card${tier === 'pro' ? ' is-featured' : ''}`}>
                  <h3>{tier === 'basic' ? 'Basic' : tier === 'plus' ? 'Plus' : 'Pro'}</h3>
                  <p>{t.t(`pricing.plans.${tier}`)}</p>
                  <a className="btn btn-primary btn-block" href={href(locale, 'login')}>{t.t('pricing.plans.signInToBuy')}</a>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section className="section section-alt" id="packs" aria-labelledby="packs-title">
          <div className="container">
            <h2 id="packs-title">{t.t('pricing.packs.title')}</h2>
            <p className="section-lead">{t.t('pricing.packs.lead')}</p>
            <ul className="plan-grid">
              {PACKS.map((p) => (
                <li key={p.key} className="plan-card">
                  <h3>{t.t(`practiceTest.packs.${p.key}.name`)}</h3>
                  <p className="price">{formatMoney(p.cents, tag)}</p>
                  <p>{t.t(`practiceTest.packs.${p.key}.note`)}</p>
                  <a className="btn btn-primary btn-block" href={href(locale, 'login')}>{t.t('pricing.plans.signInToBuy')}</a>
                </li>
              ))}
            </ul>
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
