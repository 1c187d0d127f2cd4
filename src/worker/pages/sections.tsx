/**
 * Building blocks of the content pages. Each reads a conventional subtree of the locale files (hero.*,
 * features.N.*, steps.N.*, faq.N.*, cta.*), so a page is mostly a list of sections over its key prefix.
 */
import type { ReactNode } from 'react';
import type { Translator } from '../../shared/i18n.ts';
import { Icon } from '../../shared/components/Icon.tsx';

export function Hero({ t, prefix, cta, secondary, children }: { t: Translator; prefix: string; cta?: string; secondary?: { href: string; label: string }; children?: ReactNode }) {
  return (
    <section className="hero">
      <div className="container hero-inner">
        {t.has(`${prefix}.eyebrow`) && <p className="eyebrow">{t.t(`${prefix}.eyebrow`)}</p>}
        <h1>{t.t(`${prefix}.title`)}</h1>
        {t.has(`${prefix}.lead`) && <p className="lead">{t.t(`${prefix}.lead`)}</p>}
        {(cta || secondary) && (
          <div className="hero-actions">
            {cta && t.has(`${prefix}.cta`) && <a className="btn btn-primary btn-lg" href={cta}>{t.t(`${prefix}.cta`)}</a>}
            {secondary && <a className="btn btn-ghost btn-lg" href={secondary.href}>{secondary.label}</a>}
          </div>
        )}
        {t.has(`${prefix}.note`) && <p className="hero-note">{t.t(`${prefix}.note`)}</p>}
        {children}
      </div>
    </section>
  );
}

export function Highlights({ t, prefix }: { t: Translator; prefix: string }) {
  const n = t.count(prefix, '.value');
  if (!n) return null;
  return (
    <section className="highlights" aria-label={t.t('ui.highlights')}>
      {/* The row sits inside the container (a class on the <dl> itself lost the container's margins). */}
      <div className="container">
        <dl className="stats-row">
          {Array.from({ length: n }, (_, i) => (
            <div key={i} className="stat">
              <dt>{t.t(`${prefix}.${i + 1}.label`)}</dt>
              <dd>{t.t(`${prefix}.${i + 1}.value`)}</dd>
            </div>
          ))}
        </dl>
        <p className="stats-source">{t.t('journey.figures.source')}</p>
      </div>
    </section>
  );
}

/** `links[i]`, when given, makes card i a link to that page (the whole card is the target). */
export function FeatureGrid({ t, prefix, id, links, card = (n) => `${prefix}.${n}` }: {
  t: Translator; prefix: string; id?: string; links?: (string | undefined)[];
  /** The key prefix of card n (1-based), when a card's wording depends on configuration. */
  card?: (n: number) => string;
}) {
  const n = t.count(prefix, '.title');
  if (!n) return null;
  return (
    <section className="section" id={id}>
      <div className="container">
        {t.has(`${prefix}.title`) && <h2>{t.t(`${prefix}.title`)}</h2>}
        <ul className="card-grid">
          {Array.from({ length: n }, (_, i) => (
            <li key={i} className={`card${links?.[i] ? ' card-linked' : ''}`}>
              <Icon name="check" className="card-icon" />
              <h3>{links?.[i] ? <a className="card-link" href={links[i]}>{t.t(`${card(i + 1)}.title`)}</a> : t.t(`${card(i + 1)}.title`)}</h3>
              <p>{t.t(`${card(i + 1)}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Steps({ t, prefix }: { t: Translator; prefix: string }) {
  const n = t.count(prefix, '.title');
  if (!n) return null;
  return (
    <section className="section section-alt">
      <div className="container">
        <h2>{t.t(`${prefix}.title`)}</h2>
        <ol className="steps">
          {Array.from({ length: n }, (_, i) => (
            <li key={i}>
              <span className="step-number" aria-hidden="true">{t.number(i + 1)}</span>
              <h3>{t.t(`${prefix}.${i + 1}.title`)}</h3>
              <p>{t.t(`${prefix}.${i + 1}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** FAQ as native disclosure widgets: keyboard and screen-reader friendly with no JavaScript. */
export function Faq({ t, prefix, id }: { t: Translator; prefix: string; id?: string }) {
  const n = t.count(prefix, '.q');
  if (!n) return null;
  return (
    <section className="section" id={id}>
      <div className="container narrow">
        <h2>{t.t(`${prefix}.title`)}</h2>
        <div className="faq">
          {Array.from({ length: n }, (_, i) => (
            <details key={i}>
              <summary>{t.t(`${prefix}.${i + 1}.q`)}</summary>
              <p>{t.t(`${prefix}.${i + 1}.a`)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

export function CtaBand({ t, prefix, href }: { t: Translator; prefix: string; href: string }) {
  if (!t.has(`${prefix}.title`)) return null;
  return (
    <section className="cta-band">
      <div className="container">
        <h2>{t.t(`${prefix}.title`)}</h2>
        {t.has(`${prefix}.lead`) && <p>{t.t(`${prefix}.lead`)}</p>}
        <a className="btn btn-light btn-lg" href={href}>{t.t(`${prefix}.button`)}</a>
      </div>
    </section>
  );
}

/** Paragraphs p1, p2, … of a prefix. */
export function Paragraphs({ t, prefix }: { t: Translator; prefix: string }) {
  const out: ReactNode[] = [];
  for (let i = 1; t.has(`${prefix}.p${i}`); i++) out.push(<p key={i}>{t.t(`${prefix}.p${i}`)}</p>);
  return <>{out}</>;
}

/** FAQPage JSON-LD from the same keys the Faq section renders. */
export function faqJsonLd(t: Translator, prefix: string) {
  const n = t.count(prefix, '.q');
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: Array.from({ length: n }, (_, i) => ({
      '@type': 'Question',
      name: t.t(`${prefix}.${i + 1}.q`),
      acceptedAnswer: { '@type': 'Answer', text: t.t(`${prefix}.${i + 1}.a`) },
    })),
  };
}
