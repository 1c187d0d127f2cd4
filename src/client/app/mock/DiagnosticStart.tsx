/**
 * #/mock/diagnostic: starts the free ten-minute diagnostic (guests too) and moves on to its first item. The key is
 * kept for this tab, so a reload of this screen finds the same test instead of starting another.
 */
import { useEffect, useState } from 'react';
import { useT } from '../../../shared/components/i18n.tsx';
import type { Locale } from '../../../shared/locales.ts';
import { mockApi, newIdempotencyKey } from './mock-api.ts';

const KEY = 'mock-diagnostic-key';

export default function DiagnosticStart({ locale }: { locale: Locale }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const key = sessionStorage.getItem(KEY) ?? newIdempotencyKey();
    sessionStorage.setItem(KEY, key);
    mockApi(locale).start('diagnostic', key).then((view) => {
      sessionStorage.removeItem(KEY);
      location.replace(`#/mock/test/${view.testId}`);
    }, () => setFailed(true));
  }, [locale, attempt]);
  return (
    <section className="mock-runner" data-testid="mock-diagnostic-start">
      <h1 className="app-title">{t.t('mock.home.diagnosticTitle')}</h1>
      {failed ? (
        <div role="alert" className="runner-error">
          <p>{t.t('mock.home.startFailed')}</p>
          <button type="button" className="btn btn-primary" onClick={() => { setFailed(false); setAttempt((n) => n + 1); }}>{t.t('practice.retry')}</button>
        </div>
      ) : <p role="status">{t.t('mock.home.starting')}</p>}
    </section>
  );
}
