/**
 * The footer's Blog column (SPEC §2): the 4 latest articles of the page's language, server-rendered for the
 * first paint; "Show more" lists more; the list is refetched from GET /common/article whenever the language
 * changes (and on load, so a cached page never shows a stale list for long).
 */
import { useEffect, useState } from 'react';
import { FOOTER_ARTICLES } from '../constants.ts';
import { FOOTER_ARTICLES_EXPANDED, type FooterArticle } from '../blog.ts';
import { useT } from '../components/i18n.tsx';
import { href } from '../routes.ts';
import type { FooterArticlesProps } from './props.ts';

export default function FooterArticles({ locale, items: initial }: FooterArticlesProps) {
  const t = useT();
  const [items, setItems] = useState<FooterArticle[]>(initial);
  const [expanded, setExpanded] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void import('../../client/platform/latest-articles.ts')
      .then((m) => m.latestArticles(locale, expanded ? FOOTER_ARTICLES_EXPANDED : FOOTER_ARTICLES))
      .then((list) => { if (live) setItems(list); }, () => undefined)
      .finally(() => { if (live) setBusy(false); });
    return () => { live = false; };
  }, [locale, expanded]);

  return (
    <>
      <ul data-testid="footer-articles" aria-busy={busy}>
        {items.map((a) => (
          <li key={a.path}><a href={href(locale, 'blog', { path: a.path })}>{a.name}</a></li>
        ))}
      </ul>
      <p className="footer-more">
        {!expanded && (
          <button type="button" className="link-button" data-testid="footer-articles-more" onClick={() => { setBusy(true); setExpanded(true); }}>
            {t.t('blogUi.footer.showMore')}
          </button>
        )}
        <a className="more" href={href(locale, 'blog')}>{t.t('footer.allArticles')}</a>
      </p>
    </>
  );
}
