/** Company pages: about, contact, affiliate program. */
import { href } from '../../shared/routes.ts';
import { FeatureGrid, Faq, Hero, Paragraphs, Steps, faqJsonLd } from './sections.tsx';
import type { PageModule } from './types.ts';
import { FormSection } from './contact-forms.tsx';

const meta = (key: string): PageModule['head'] => ({ t }) => ({ title: t.t(`${key}.meta.title`), description: t.t(`${key}.meta.description`) });

export const aboutPage: PageModule = {
  head: meta('about'),
  Body: ({ ctx: { t } }) => (
    <div className="page page-about">
      <Hero t={t} prefix="about.hero" />
      <div className="container narrow prose">
        {Array.from({ length: t.count('about.sections', '.title') }, (_, i) => (
          <section key={i}>
            <h2>{t.t(`about.sections.${i + 1}.title`)}</h2>
            <Paragraphs t={t} prefix={`about.sections.${i + 1}`} />
          </section>
        ))}
        {/* The figures above (learners, questions) say where they come from, as every figure on the site does. */}
        <p className="stats-source">{t.t('journey.figures.source')}</p>
      </div>
      <FeatureGrid t={t} prefix="about.values" />
    </div>
  ),
};

export const contactPage: PageModule = {
  head: meta('contact'),
  Body: ({ ctx }) => {
    const { t, locale, supportEmail } = ctx;
    return (
    <div className="page page-contact">
      <Hero t={t} prefix="contact.hero" />
      <FormSection ctx={ctx} kind="contact" />
      <div className="container">
        <ul className="card-grid">
          {['email', 'chat', 'billing', 'press'].map((k) => (
            <li key={k} className="card">
              <h2 className="h3">{t.t(`contact.${k}.title`)}</h2>
              <p>{t.t(`contact.${k}.body`)}</p>
              {k === 'email' && <p><a href={`mailto:${supportEmail}`}>{supportEmail}</a></p>}
              {k === 'billing' && <p><a href={href(locale, 'refund')}>{t.t('footer.refund')}</a></p>}
            </li>
          ))}
        </ul>
      </div>
    </div>
    );
  },
};

export const affiliatePage: PageModule = {
  head: (ctx) => ({ ...meta('affiliate')(ctx), jsonLd: [faqJsonLd(ctx.t, 'affiliate.faq')] }),
  Body: ({ ctx }) => (
    <div className="page page-affiliate">
      <Hero t={ctx.t} prefix="affiliate.hero" cta={`${href(ctx.locale, 'affiliate')}#apply`} />
      <Steps t={ctx.t} prefix="affiliate.steps" />
      <FeatureGrid t={ctx.t} prefix="affiliate.benefits" />
      <FormSection ctx={ctx} kind="affiliate" />
      <Faq t={ctx.t} prefix="affiliate.faq" id="faq" />
    </div>
  ),
};
