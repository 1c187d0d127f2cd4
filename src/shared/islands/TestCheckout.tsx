/**
 * The built-in test checkout's buttons (only without a Stripe key, never in production). Pay and Cancel go
 * through the same fulfilment as a real webhook; Pay "charges" the amount shown, which the server checks.
 */
import { useEffect, useState } from 'react';
import { TestCheckoutResponse } from '../api/billing.ts';
import { useT } from '../components/i18n.tsx';
import type { Locale } from '../locales.ts';
import { localeInfo } from '../locales.ts';
import { formatMoney } from '../money.ts';

export interface TestCheckoutProps { locale: Locale; logVipId: number; amount: number; pending: boolean }

export default function TestCheckout({ locale, logVipId, amount, pending }: TestCheckoutProps) {
  const t = useT();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setReady(true), []);

  function act(action: 'pay' | 'cancel') {
    setBusy(true);
    setProblem(null);
    void import('../../client/platform/api.ts').then(async ({ api }) => {
      const res = await api('/stripe/testCheckout', { body: { logVipId: String(logVipId), action, amount }, schema: TestCheckoutResponse, locale });
      location.assign(res.next);
    }).catch((err: unknown) => {
      const code = (err as { code?: string }).code;
      setProblem(t.t(code === 'payment_settled' ? 'billing.test.settled' : 'billing.errors.generic'));
      setBusy(false);
    });
  }

  if (!pending) return <p role="status" data-testid="test-checkout-settled">{t.t('billing.test.settled')}</p>;
  return (
    <div className="test-checkout-actions">
      {problem && <p className="form-error" role="alert">{problem}</p>}
      <button type="button" className="btn btn-primary btn-block" disabled={!ready || busy} onClick={() => act('pay')}>
        {t.t('billing.test.pay', { price: formatMoney(amount, localeInfo(locale).intl) })}
      </button>
      <button type="button" className="btn btn-ghost btn-block" disabled={!ready || busy} onClick={() => act('cancel')}>{t.t('billing.test.cancel')}</button>
    </div>
  );
}
