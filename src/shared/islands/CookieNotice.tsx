/**
 * Cookie notice (SPEC §2): appears 5 s after load unless the visitor already acknowledged it, and is dismissed
 * with 'I get it', which also counts as consent to measurement. Rendered only in the browser: the server sends
 * nothing, so it never shifts the first paint.
 */
import { useEffect, useState } from 'react';
import { CONSENT_EVENT, COOKIE_NOTICE_DELAY, COOKIE_NOTICE_KEY } from '../constants.ts';
import { useT } from '../components/i18n.tsx';
import type { CookieNoticeProps } from './props.ts';

function alreadyShown(): boolean {
  try { return localStorage.getItem(COOKIE_NOTICE_KEY) === '1'; } catch { return false; }
}

export default function CookieNotice({ policyHref }: CookieNoticeProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (alreadyShown()) return;
    const id = setTimeout(() => setVisible(true), COOKIE_NOTICE_DELAY);
    return () => clearTimeout(id);
  }, []);
  if (!visible) return null;
  const dismiss = () => {
    try { localStorage.setItem(COOKIE_NOTICE_KEY, '1'); } catch { /* private mode: show again next time */ }
    // "I get it" is also the visitor's consent to measurement (src/client/platform/tracking.ts).
    window.dispatchEvent(new Event(CONSENT_EVENT));
    setVisible(false);
  };
  return (
    <div className="cookie-notice" role="region" aria-label={t.t('cookie.label')} data-testid="cookie-notice">
      <p>{t.t('cookie.text')} <a href={policyHref}>{t.t('cookie.more')}</a></p>
      <button type="button" className="btn btn-primary" onClick={dismiss}>{t.t('cookie.accept')}</button>
    </div>
  );
}
