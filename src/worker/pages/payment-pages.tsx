/**
 * The payer's own pages: /success/{id} (the real outcome of that payment, live until settled) and the
 * built-in test checkout /test-checkout/{id}. Both 404 for an unknown id and for anyone else's payment.
 * /success renders the payment inside a Suspense boundary (ADR 042): with a slow backend its head and frame
 * flush first; a payment found missing after the head left says so in the page (the status has gone by then).
 */
import type { ReactNode } from 'react';
import * as v from 'valibot';
import * as B from '../../shared/api/billing.ts';
import { callUpstream, PAGE_UPSTREAM_TIMEOUT_MS, upstreamTimeout } from '../upstream/fetch.ts';
import { testCheckoutAllowed } from '../billing/test-checkout.ts';
import type { ApiStatusRecord } from '../../shared/api/billing.ts';
import { Island } from '../../shared/components/Island.tsx';
import type { Translator } from '../../shared/i18n.ts';
import { Await, type Deferred, type Loaded } from '../render/deferred.tsx';
import { localeInfo, type Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes.ts';
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

/** What the success page's boundary shows: the payment, or why there is none. */
type SuccessView = { kind: 'payment'; record: ApiStatusRecord } | { kind: 'missing' } | { kind: 'unavailable' };

/** Never throws (PageModule.defer): a missing payment is `missing`, a failed backend an uncached notice. */
async function deferOwnPayment(env: Bindings, req: LoadRequest): Promise<Loaded<SuccessView>> {
  try {
    const { data } = await loadOwnPayment(env, req);
    return { data: { kind: 'payment', record: data.record }, complete: true };
  } catch (err) {
    if (err instanceof PageNotFound) return { data: { kind: 'missing' }, complete: false, missing: true };
    console.error(JSON.stringify({ msg: 'payment status unavailable', upstream: Boolean(env.API_ORIGIN), err: String(err) }));
    return { data: { kind: 'unavailable' }, complete: false };
  }
}

/**
 * The boundary's box: a fixed minimum height that holds the tallest outcome (a paid one: notice, up to four
 * grant lines, the button) at desktop widths, so the fallback and the content take the same space.
 */
function Slot({ busy, children }: { busy?: boolean; children: ReactNode }) {
  return <div className="payment-slot" aria-busy={busy ? 'true' : undefined} data-testid={busy ? 'success-placeholder' : undefined}>{children}</div>;
}

function SuccessPlaceholder({ t }: { t: Translator }) {
  return (
    <Slot busy>
      <h1>&nbsp;</h1>
      <p className="lead">&nbsp;</p>
      <div className="payment-outcome"><p role="status" className="muted"><span className="spinner" aria-hidden="true" /> {t.t('progress.loading')}</p></div>
    </Slot>
  );
}

function SuccessOutcome({ t, locale, view }: { t: Translator; locale: Locale; view: SuccessView }) {
  if (view.kind !== 'payment') {
    return (
      <Slot>
        <h1>{t.t(view.kind === 'missing' ? 'notFound.title' : 'billing.outcome.title')}</h1>
        {view.kind === 'missing'
          ? <p><a href={href(locale, 'home')}>{t.t('notFound.home')}</a></p>
          : <p className="form-error" role="alert">{t.t('toast.loadFailed')}</p>}
      </Slot>
    );
  }
  const { record } = view;
  return (
    <Slot>
      <h1>{t.t(record.code === 1 ? 'success.title' : 'billing.outcome.title')}</h1>
      <p className="lead">{t.t('billing.outcome.amount', { price: formatMoney(record.amount, localeInfo(locale).intl) })}</p>
      <Island name="PaymentOutcome" props={{ locale, record }} />
    </Slot>
  );
}

export const successPage: PageModule = {
  // Only what needs no backend is checked before the head: an id that can be a payment, and a session.
  load: async (_env, req) => {
    if (!/^[1-9][0-9]{0,15}$/.test(req.params.id ?? '') || !req.token) throw new PageNotFound();
    return { data: null, complete: true };
  },
  defer: deferOwnPayment,
  // A status the upstream gives within 300 ms still makes an unknown or foreign payment a real 404.
  graceMs: 300,
  head: ({ t }) => ({ title: `${t.t('success.title')} | ${t.t('common.brand')}`, description: t.t('success.lead'), noindex: true }),
  Body: ({ ctx: { t, locale, deferred } }) => (
    <div className="account-page">
      <div className="account-card" data-testid="success">
        <Await value={deferred as Deferred<SuccessView>} fallback={<SuccessPlaceholder t={t} />}>
          {(view) => <SuccessOutcome t={t} locale={locale} view={view} />}
        </Await>
      </div>
    </div>
  ),
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
