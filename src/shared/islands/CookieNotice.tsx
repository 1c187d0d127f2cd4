/**
 * Cookie notice (SPEC §2): appears 5 s after load unless the visitor already answered it. "I get it" is consent
 * to measurement; "Reject" records the answer and leaves measurement off (src/client/platform/tracking.ts reads
 * only an accepted answer). Rendered only in the browser, so it never shifts the first paint.
 *
 * Keyboard (ADR 033): the island sits right after the skip link, so it is among the first tab stops, but it
 * never takes focus itself; while it is shown, a focused element that it would cover is scrolled above it; when
 * it closes with focus inside, focus goes back to where it was before.
 */
import { useEffect, useRef, useState } from 'react';
import { CONSENT_EVENT, COOKIE_NOTICE_KEY } from '../constants.ts';
import { useT } from '../components/i18n.tsx';
import type { CookieNoticeProps } from './props.ts';

/** The stored answers: '1' accepted (as before), '0' rejected. */
const ACCEPTED = '1';
const REJECTED = '0';

function alreadyAnswered(): boolean {
  try { return localStorage.getItem(COOKIE_NOTICE_KEY) !== null; } catch { return false; }
}

export default function CookieNotice({ policyHref }: CookieNoticeProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const before = useRef<HTMLElement | null>(null);

  // The island is hydrated COOKIE_NOTICE_DELAY after the page starts (Document.tsx), so its code is not among
  // what a page loads first: it shows as soon as it is there.
  useEffect(() => {
    if (!alreadyAnswered()) setVisible(true);
  }, []);

  useEffect(() => {
    if (!visible) return;
    const onFocus = (e: FocusEvent) => {
      const el = e.target as HTMLElement;
      if (!box.current || box.current.contains(el)) return;
      before.current = el;
      // Keep the focused element in sight: if the notice would cover it, scroll it up above the notice.
      const top = box.current.getBoundingClientRect().top;
      const bottom = el.getBoundingClientRect().bottom;
      if (bottom > top - 8) window.scrollBy({ top: bottom - top + 16, behavior: 'instant' });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [visible]);

  if (!visible) return null;
  const answer = (value: typeof ACCEPTED | typeof REJECTED) => {
    try { localStorage.setItem(COOKIE_NOTICE_KEY, value); } catch { /* private mode: asked again next time */ }
    if (value === ACCEPTED) window.dispatchEvent(new Event(CONSENT_EVENT));
    const hadFocus = box.current?.contains(document.activeElement) ?? false;
    setVisible(false);
    if (hadFocus) (before.current?.isConnected ? before.current : document.getElementById('main'))?.focus();
  };
  return (
    <div ref={box} className="cookie-notice" role="region" aria-label={t.t('cookie.label')} data-testid="cookie-notice">
      <p>{t.t('cookie.text')} <a href={policyHref}>{t.t('cookie.more')}</a></p>
      <div className="cookie-actions">
        <button type="button" className="btn btn-ghost-light" onClick={() => answer(REJECTED)} data-testid="cookie-reject">{t.t('journey.cookie.reject')}</button>
        <button type="button" className="btn btn-primary" onClick={() => answer(ACCEPTED)} data-testid="cookie-accept">{t.t('cookie.accept')}</button>
      </div>
    </div>
  );
}
