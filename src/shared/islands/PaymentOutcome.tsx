/**
 * /success/{id}: the payment's real outcome for its owner (SPEC §3 status record), live until it settles. A
 * payment that turns paid while the page watches shows the success dialog, as on the offer page.
 */
import { useEffect, useRef, useState } from 'react';
import type { ApiStatusRecord } from '../api/billing.ts';
import { successLines } from '../billing/status.ts';
import { useT } from '../components/i18n.tsx';
import type { Locale } from '../locales.ts';
import { APP_HOME } from '../routes.ts';

export interface PaymentOutcomeProps { locale: Locale; record: ApiStatusRecord }

export default function PaymentOutcome({ locale, record: initial }: PaymentOutcomeProps) {
  const t = useT();
  const [record, setRecord] = useState(initial);
  const [timedOut, setTimedOut] = useState(false);
  const watch = useRef<{ stop(): void } | null>(null);

  function follow() {
    setTimedOut(false);
    void import('../../client/platform/purchase.ts').then((m) => {
      watch.current?.stop();
      watch.current = m.watchPayment(initial.id, {
        locale, t,
        onPaid: () => setRecord({ ...initial, code: 1 }),
        onTimeout: () => setTimedOut(true),
        onSettled: (code) => setRecord({ ...initial, code }),
      });
    });
  }

  useEffect(() => {
    if (initial.code === 0) follow();
    return () => watch.current?.stop();
  }, []);

  if (record.code === 1) {
    return (
      <div className="payment-outcome" data-testid="payment-outcome" data-code="1">
        <p className="form-notice" role="status">{t.t('billing.success.title')}</p>
        <ul className="check-list">
          {successLines(record).map((l, i) => (
            <li key={i}>{l.kind === 'mockActivated' ? t.t('billing.success.mockActivated')
              : l.kind === 'premiumActivated' ? t.t('billing.success.premiumActivated', { date: t.date(l.expiry, { year: 'numeric', month: 'long', day: 'numeric' }) })
                : l.kind === 'mockExams' ? t.t('billing.success.mockExams', { count: l.count })
                  : l.kind === 'corrections' ? t.t('billing.success.corrections', { count: l.count })
                    : t.t('billing.success.correctionsUnlimited')}</li>
          ))}
        </ul>
        <a className="btn btn-primary btn-block" href={APP_HOME}>{t.t('billing.toApp')}</a>
      </div>
    );
  }
  return (
    <div className="payment-outcome" data-testid="payment-outcome" data-code={record.code}>
      {record.code === 0 && !timedOut && <p role="status" className="muted"><span className="spinner" aria-hidden="true" /> {t.t('billing.outcome.pending')}</p>}
      {record.code === 0 && timedOut && (
        <div role="status">
          <p>{t.t('billing.waiting.timeout')}</p>
          <button type="button" className="btn btn-ghost" onClick={follow}>{t.t('billing.waiting.checkAgain')}</button>
        </div>
      )}
      {record.code === 2 && <p role="status">{t.t('billing.outcome.notPaid')}</p>}
      {record.code === 3 && <p role="status">{t.t('billing.outcome.refunded')}</p>}
      <a className="btn btn-ghost btn-block" href={APP_HOME}>{t.t('billing.toApp')}</a>
    </div>
  );
}
