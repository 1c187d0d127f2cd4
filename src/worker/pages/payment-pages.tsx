/**
 * The payer's own pages: /success/{id} (the real outcome of that payment, live until settled) and the
 * built-in test checkout /test-checkout/{id}. Both 404 for an unknown id and for anyone else's payment.
 */
import * as v from 'valibot';
import * as B from '../../shared/api/billing.ts';
import { callUpstream, PAGE_UPSTREAM_TIMEOUT_MS, upstreamTimeout } from '../upstream/fetch.ts';
import { testCheckoutAllowed } from '../billing/test-checkout.ts';
import type { ApiStatusRecord } from '../../shared/api/billing.ts';
import { Island } from '../../shared/components/Island.tsx';
import { localeInfo } from '../../shared/locales.ts';
import { formatMoney } from '../../shared/money.ts';
import { userForToken } from '../auth/sessions.ts';
import { ownPayment, statusRecord } from '../billing/payments-repo.ts';
import type { Bindings } from '../env.ts';
import { PageNotFound, type LoadRequest, type PageModule } from './types.ts';

interface PaymentData { record: ApiStatusRecord; unlimited: boolean }

/** Upstream mode: the payment is the upstream's; its status call checks ownership (401/404 → not found here). */
async function loadUpstreamPayment(env: Bindings, req: LoadRequest): Promise<{ data: PaymentData; complete: boolean }> {
  const answer = await callUpstream(env, `/stripe/status?logVipId=${encodeURIComponent(req.params.id ?? '')}`, {
    token: req.token, timeoutMs: upstreamTimeout(env, PAGE_UPSTREAM_TIMEOUT_MS),
  });
  if (answer.status === 401 || answer.status === 404) throw new PageNotFound();
  const parsed = v.safeParse(B.StatusResponse, answer.json);
  if (answer.status !== 200 || !parsed.success) throw new Error(`upstream payment status answered ${answer.status}`);
  return { data: { record: parsed.output.data, unlimited: false }, complete: true };
}

async function loadOwnPayment(env: Bindings, req: LoadRequest): Promise<{ data: PaymentData; complete: boolean }> {
  if (env.API_ORIGIN) return loadUpstreamPayment(env, req);
  if (!req.token) throw new PageNotFound();
  const user = await userForToken(env.DB, req.token);
  const payment = user ? await ownPayment(env.DB, Number(req.params.id), user.id) : null;
  if (!user || !payment) throw new PageNotFound();
  return { data: { record: statusRecord(payment, user.vip_end_time), unlimited: payment.unlimited_correction === 1 }, complete: true };
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
    if (!testCheckoutAllowed(env)) throw new PageNotFound();
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
