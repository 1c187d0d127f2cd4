/** Legal pages (cookie, terms, privacy, refunds): title, last-updated date, intro, numbered sections. */
import { Paragraphs } from './sections.tsx';
import type { PageModule } from './types.ts';

/** When each policy last changed; shown with the locale's long date format. */
const UPDATED: Record<string, string> = {
  cookiePolicy: '2026-11-01', tos: '2026-11-01', privacy: '2026-11-01', refund: '2026-11-01',
};

export function legalPage(key: string): PageModule {
  return {
    head: ({ t }) => ({ title: t.t(`${key}.meta.title`), description: t.t(`${key}.meta.description`) }),
    Body: ({ ctx: { t } }) => {
      const n = t.count(`${key}.sections`, '.title');
      return (
        <article className="page page-legal container narrow prose">
          <h1>{t.t(`${key}.title`)}</h1>
          <p className="muted">{t.t(`${key}.updated`, { updated: new Date(`${UPDATED[key]}T00:00:00Z`) })}</p>
          <p className="lead">{t.t(`${key}.intro`)}</p>
          <nav aria-label={t.t('ui.contents')} className="legal-toc">
            <ol>{Array.from({ length: n }, (_, i) => <li key={i}><a href={`#s${i + 1}`}>{t.t(`${key}.sections.${i + 1}.title`)}</a></li>)}</ol>
          </nav>
          {Array.from({ length: n }, (_, i) => (
            <section key={i} id={`s${i + 1}`}>
              <h2>{t.t(`${key}.sections.${i + 1}.title`)}</h2>
              <Paragraphs t={t} prefix={`${key}.sections.${i + 1}`} />
            </section>
          ))}
        </article>
      );
    },
  };
}
