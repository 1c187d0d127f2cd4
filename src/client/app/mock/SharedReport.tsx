/** #/mock/shared/<token>: a report opened from its private link, read-only, no account needed. */
import { useEffect, useState } from 'react';
import type { MockReport } from '../../../shared/api/mock.ts';
import { useT } from '../../../shared/components/i18n.tsx';
import type { Locale } from '../../../shared/locales.ts';
import { mockApi } from './mock-api.ts';
import { ReportView } from './ReportView.tsx';

export default function SharedReport({ locale, token }: { locale: Locale; token: string }) {
  const t = useT();
  const [report, setReport] = useState<MockReport | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => { mockApi(locale).shared(token).then(setReport, () => setFailed(true)); }, [locale, token]);
  return (
    <section className="mock-report-screen" aria-labelledby="mock-shared-title" data-testid="mock-shared">
      <h1 id="mock-shared-title" className="app-title">{t.t('mock.shared.title')}</h1>
      {failed && <p role="alert">{t.t('mock.shared.gone')}</p>}
      {!failed && !report && <p role="status">{t.t('practice.loading')}</p>}
      {report && <ReportView report={report} readOnly />}
    </section>
  );
}
