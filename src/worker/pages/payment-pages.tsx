/**
 * The payer's own pages: /success/{id} (the real outcome of that payment, live until settled) and the
 * built-in test checkout /test-checkout/{id}. Both 404 for an unknown id and for anyone else's payment.
 */
import type { ApiStatusRecord } from '../../shared/api/billing.ts';
import { Island } from '../../shared/components/Island.tsx';
import { localeInfo } from '../../shared/locales.ts';
import { formatMoney } from '../../shared/money.ts';
import { userForToken } from '../auth/sessions.ts';
import { ownPayment, statusRecord } from '../billing/payments-repo.ts';
import type { Bindings } from '../env.ts';
import { PageNotFound, type LoadRequest, type PageModule } from './types.ts';

interface PaymentData { record: ApiStatusRecord; unlimited: boolean }

async function loadOwnPayment(env: Bindings, req: LoadRequest): Promise<PaymentData> {
  const user = req.token ? await userForToken(env.DB, req.token) : null;
  const payment = user ? await ownPayment(env.DB, Number(req.params.id), user.id) : null;
  if (!user || !payment) throw new PageNotFound();
  return { record: statusRecord(payment, user.vip_end_time), unlimited: payment.unlimited_correction === 1 };
}

export const successPage: PageModule = {
  load: loadOwnPayment,
  head: ({ t }) => ({ title: `${t.t('success.title')} | ${t.t('common.brand')}`, description: t.t('success.lead'), noindex: true }),
  Body: ({ ctx: { t, locale, data } }) => {
    const { record } = data as PaymentData;
    return (
      <div className="account-page">
        <div className="account-card" data-testid="success">
          <h1>{t.t(record.code === 1 ? 'success.title' : 'billing.outcome.title')}</h1>
          <p className="lead">{t.t('billing.outcome.amount', { price: formatMoney(record.amount, localeInfo(locale).intl) })}</p>
          <Island name="PaymentOutcome" props={{ locale, record }} />
        </div>
      </div>
    );
  },
};

export const testCheckoutPage: PageModule = {
  load: async (env, req) => {
    // Only where the test checkout exists at all: no Stripe key and not production.
    if (env.STRIPE_SECRET_KEY || env.ENVIRONMENT === 'production') throw new PageNotFound();
    return loadOwnPayment(env, req);
  },
  head: ({ t }) => ({ title: `${t.t('billing.test.title')} | ${t.t('common.brand')}`, description: t.t('billing.test.note'), noindex: true }),
  Body: ({ ctx: { t, locale, data } }) => {
    const { record, unlimited } = data as PaymentData;
    return (
      <div className="account-page">
        <div className="account-card test-checkout" data-testid="test-checkout">
          <p className="test-badge" role="note">{t.t('billing.test.badge')}</p>
          <h1>{t.t('billing.test.title')}</h1>
          <p className="muted">{t.t('billing.test.note')}</p>
          <ul className="check-list">
            {record.vipDays > 0 && <li>{t.t('billing.grants.days', { count: record.vipDays })}</li>}
            {record.examNum > 0 && <li>{t.t('billing.grants.exams', { count: record.examNum })}</li>}
            {unlimited ? <li>{t.t('billing.grants.unlimited')}</li> : record.correctNum > 0 && <li>{t.t('billing.grants.corrections', { count: record.correctNum })}</li>}
          </ul>
          <p className="price" data-testid="test-checkout-amount">{formatMoney(record.amount, localeInfo(locale).intl)}</p>
          <Island name="TestCheckout" props={{ locale, logVipId: record.id, amount: record.amount, pending: record.code === 0 }} />
        </div>
      </div>
    );
  },
};
