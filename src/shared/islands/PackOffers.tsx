/** The mock-test packs (SPEC §9: 1, 3, 5, 10 tests) with their buy buttons, on /pricing and the practice-test page. */
import type { Plan } from '../billing/plans.ts';
import { useT } from '../components/i18n.tsx';
import { localeInfo, type Locale } from '../locales.ts';
import { formatMoney } from '../money.ts';
import { PurchaseStatus, loginHref, usePurchase, type PurchasePath } from './use-purchase.tsx';

export interface PackOffersProps { locale: Locale; packs: Plan[]; path: PurchasePath; returnTo: string }

export default function PackOffers({ locale, packs, path, returnTo }: PackOffersProps) {
  const t = useT();
  const tag = localeInfo(locale).intl;
  const purchase = usePurchase(locale, path, path !== 'pricing');
  return (
    <div className="pack-offers">
      <ul className="plan-grid" data-testid="pack-list">
        {packs.map((p) => (
          <li key={p.id} className={`plan-card${p.examNum === 5 ? ' is-featured' : ''}`} id={`pack-${p.id}`} data-testid={`pack-${p.examNum}`}>
            <h3>{t.t('billing.pack.name', { count: p.examNum })}</h3>
            <p className="price">{formatMoney(p.amount, tag)}</p>
            <p className="muted">{t.t('billing.pack.perTest', { price: formatMoney(Math.round(p.amount / Math.max(1, p.examNum)), tag) })}</p>
            <p>{t.t('billing.pack.window')}</p>
            <a className="btn btn-primary btn-block" href={loginHref(locale, `${returnTo}#pack-${p.id}`)} data-vip-id={String(p.id)}
              onClick={(e) => purchase.buy(String(p.id), p.amount, e)}>{t.t('billing.buy')}</a>
          </li>
        ))}
      </ul>
      <PurchaseStatus phase={purchase.phase} settledCode={purchase.settledCode} onCheckAgain={purchase.checkAgain} />
    </div>
  );
}
