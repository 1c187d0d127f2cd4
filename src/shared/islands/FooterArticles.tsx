/**
 * The footer's Blog column (SPEC §2): the 4 latest articles of the page's language, server-rendered for the
 * first paint; "Show more" lists more; the list is refetched from GET /common/article whenever the language
 * changes (and once it comes into view, so a cached page never shows a stale list for long).
 */
import { useEffect, useRef, useState } from 'react';
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

  const list = useRef<HTMLUListElement>(null);
  // The refresh waits until the list comes near the viewport (at once after "Show more"): a visitor who never
  // reaches the footer spends neither the chunk nor the call on it.
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = list.current;
    if (near || !el || !('IntersectionObserver' in window)) { setNear(true); return; }
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) { io.disconnect(); setNear(true); }
    }, { rootMargin: '200px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near && !expanded) return;
    let live = true;
    void import('../../client/platform/latest-articles.ts')
      .then((m) => m.latestArticles(locale, expanded ? FOOTER_ARTICLES_EXPANDED : FOOTER_ARTICLES))
      .then((list) => { if (live) setItems(list); }, () => undefined)
      .finally(() => { if (live) setBusy(false); });
    return () => { live = false; };
  }, [locale, expanded, near]);

  return (
    <>
      <ul ref={list} data-testid="footer-articles" aria-busy={busy}>
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
