/**
 * A purchase once it starts (SPEC §4, §8, §9), loaded only when a buy button is used: payUrl → open the
 * checkout (same window on mobile, the tab opened inside the click on desktop) → poll the status every second
 * → on paid, reload the user, report the conversion and show the success dialog; closing it goes to the app.
 */
import * as B from '../../shared/api/billing.ts';
import { User } from '../../shared/api/schemas.ts';
import { PAYMENT_POLL_INTERVAL, nextPollDelay, successLines, type SuccessLine } from '../../shared/billing/status.ts';
import type { Translator } from '../../shared/i18n.ts';
import type { Locale } from '../../shared/locales.ts';
import { APP_HOME } from '../../shared/routes.ts';
import { api } from './api.ts';
import { alert } from './dialog.tsx';
import { toast } from './toast.tsx';
import { trackConversion } from './ui.ts';

export interface PurchaseStart {
  vipId: string;
  /** The price shown on the button, for the begin-checkout conversion value. */
  valueCents: number;
  path: 'pricing' | 'duolingo-practice-test';
  locale: Locale;
  t: Translator;
  /** Desktop: the tab opened inside the click (popup blockers allow only that); null = same window. */
  tab: Window | null;
  mobile: boolean;
}

export function errorText(t: Translator, err: unknown): string {
  const e = err as { code?: string; message?: string };
  const key = e.code === 'network' || e.message === 'network' ? 'billing.errors.network' : `billing.errors.${e.code ?? 'generic'}`;
  return t.has(key) ? t.t(key) : t.t('billing.errors.generic');
}

/** Starts the checkout; resolves with the payment id to watch (null when it could not start: a toast said why). */
export async function startPurchase(s: PurchaseStart): Promise<number | null> {
  let res: { logVipId: number; url: string };
  try {
    res = await api(`/stripe/payUrl?${new URLSearchParams({ vipId: s.vipId, path: s.path, isMobile: s.mobile ? '1' : '0' })}`,
      { schema: B.PayUrlResponse, locale: s.locale });
  } catch (err) {
    s.tab?.close();
    toast.error(errorText(s.t, err));
    return null;
  }
  const begin = trackConversion('beginCheckout', { valueCents: s.valueCents, eventId: `checkout-${res.logVipId}` });
  if (s.mobile || !s.tab || s.tab.closed) {
    // Leaving the page: let the conversion go out first (bounded by its 2 s timeout).
    await begin;
    location.assign(res.url);
    return res.logVipId;
  }
  s.tab.location.href = res.url;
  return res.logVipId;
}

export interface Watch { stop(): void }

/**
 * Polls /stripe/status every PAYMENT_POLL_INTERVAL. A failed check changes nothing (SPEC §4); a settled
 * non-paid payment (cancelled, expired, failed, refunded) ends the watch; after the limit, onTimeout offers
 * "check again" (which simply starts a new watch).
 */
export function watchPayment(logVipId: number, o: { locale: Locale; t: Translator; onTimeout(): void; onSettled(code: number): void; onPaid?(): void }): Watch {
  const startedAt = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const tick = async () => {
    let record: B.ApiStatusRecord | null = null;
    try {
      record = (await api(`/stripe/status?logVipId=${logVipId}`, { schema: B.StatusResponse, locale: o.locale })).data;
    } catch { /* a failed check does nothing; the next one may succeed */ }
    if (stopped) return;
    if (record?.code === 1) {
      o.onPaid?.();
      await celebrate(record, o.locale, o.t);
      return;
    }
    if (record && record.code !== 0) { o.onSettled(record.code); return; }
    const delay = nextPollDelay(startedAt, Date.now());
    if (delay === null) { o.onTimeout(); return; }
    timer = setTimeout(() => void tick(), delay);
  };
  timer = setTimeout(() => void tick(), PAYMENT_POLL_INTERVAL);
  return { stop() { stopped = true; clearTimeout(timer); } };
}

function lineText(t: Translator, line: SuccessLine): string {
  switch (line.kind) {
    case 'mockActivated': return t.t('billing.success.mockActivated');
    case 'premiumActivated': return t.t('billing.success.premiumActivated', { date: t.date(line.expiry, { year: 'numeric', month: 'long', day: 'numeric' }) });
    case 'mockExams': return t.t('billing.success.mockExams', { count: line.count });
    case 'corrections': return t.t('billing.success.corrections', { count: line.count });
    case 'correctionsUnlimited': return t.t('billing.success.correctionsUnlimited');
  }
}

/** Paid: reload the user, report the conversion, show the dialog; closing it replaces the page with the app. */
export async function celebrate(record: B.ApiStatusRecord, locale: Locale, t: Translator): Promise<void> {
  let user = null;
  try { user = await api('/userInfo', { schema: User, locale, on401: 'throw' }); } catch { /* the record alone still tells the story */ }
  const paid = trackConversion('paid', { valueCents: record.amount, eventId: `paid-${record.id}` });
  const lines = successLines({
    code: record.code, type: record.type, tag: record.tag,
    vipEndTime: user?.vipEndTime ?? record.vipEndTime,
    examNum: user?.examNum ?? record.examNum,
    correctNum: user?.correctNum ?? record.correctNum,
  });
  await alert({ title: t.t('billing.success.title'), message: lines.map((l) => lineText(t, l)).join('\n'), confirmText: t.t('billing.success.confirm') });
  await paid;
  location.replace(APP_HOME);
}
