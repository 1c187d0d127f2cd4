/**
 * The buy buttons' shared behaviour for the offer islands. The server renders every button as a link to
 * sign-in with a return path, identical for every visitor (the page is cached); after hydration a click by a
 * signed-in visitor starts the purchase instead. The purchase code loads only then.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useT } from '../components/i18n.tsx';
import { opensInSameWindow } from '../device.ts';
import type { Locale } from '../locales.ts';
import { href } from '../routes.ts';
import { getToken } from '../../client/platform/session-read.ts';

export type PurchasePath = 'pricing' | 'duolingo-practice-test';
export type Phase = 'idle' | 'starting' | 'waiting' | 'timedOut' | 'settled';

/** /login?next=… back to this offer (validated again by the sign-in page). */
export function loginHref(locale: Locale, returnTo: string): string {
  return `${href(locale, 'login')}?next=${encodeURIComponent(returnTo)}`;
}

/** `announceCancel`: this island tells a visitor back from a cancelled checkout that nothing was charged. */
export function usePurchase(locale: Locale, path: PurchasePath, announceCancel = false) {
  const t = useT();
  const [phase, setPhase] = useState<Phase>('idle');
  const [settledCode, setSettledCode] = useState(0);
  const payment = useRef<number | null>(null);
  const watch = useRef<{ stop(): void } | null>(null);

  useEffect(() => {
    if (announceCancel && new URLSearchParams(location.search).get('checkout') === 'cancelled') { setSettledCode(2); setPhase('settled'); }
    return () => watch.current?.stop();
  }, []);

  async function follow(logVipId: number) {
    const m = await import('../../client/platform/purchase.ts');
    watch.current?.stop();
    setPhase('waiting');
    watch.current = m.watchPayment(logVipId, {
      locale, t,
      onTimeout: () => setPhase('timedOut'),
      onSettled: (code) => { setSettledCode(code); setPhase('settled'); },
    });
  }

  function buy(vipId: string, valueCents: number, e: MouseEvent<HTMLAnchorElement | HTMLButtonElement>) {
    if (!getToken()) return; // the link goes to sign-in and back here
    e.preventDefault();
    if (phase === 'starting') return;
    const mobile = opensInSameWindow(navigator.userAgent);
    // Desktop: open the tab now, inside the click; popup blockers refuse one opened after an await.
    const tab = mobile ? null : window.open('', '_blank');
    if (tab) tab.opener = null;
    setPhase('starting');
    void import('../../client/platform/purchase.ts').then(async (m) => {
      const id = await m.startPurchase({ vipId, valueCents, path, locale, t, tab, mobile });
      if (id === null) { setPhase('idle'); return; }
      payment.current = id;
      if (!mobile) await follow(id);
    }, () => { tab?.close(); setPhase('idle'); });
  }

  function checkAgain() {
    if (payment.current !== null) void follow(payment.current);
  }

  return { phase, settledCode, buy, checkAgain };
}

/** The waiting notice under the offers: progress while the checkout is open, "check again" after the limit. */
export function PurchaseStatus({ phase, settledCode, onCheckAgain }: { phase: Phase; settledCode: number; onCheckAgain(): void }) {
  const t = useT();
  if (phase === 'idle') return null;
  return (
    <div className="purchase-status" role="status" data-testid="purchase-status">
      {phase === 'starting' && <p>{t.t('billing.starting')}</p>}
      {phase === 'waiting' && <><span className="spinner" aria-hidden="true" /><p><strong>{t.t('billing.waiting.title')}</strong> {t.t('billing.waiting.body')}</p></>}
      {phase === 'timedOut' && (
        <>
          <p>{t.t('billing.waiting.timeout')}</p>
          <button type="button" className="btn btn-ghost" onClick={onCheckAgain}>{t.t('billing.waiting.checkAgain')}</button>
        </>
      )}
      {phase === 'settled' && <p>{t.t(settledCode === 3 ? 'billing.outcome.refunded' : 'billing.outcome.notPaid')}</p>}
    </div>
  );
}
