/**
 * Membership cards of /pricing (DESIGN §2): each tier with its 30- or 90-day choice (90 days shown per month
 * and as the total), the optional correction-pack add-on (vipId "{planId},{packId}") and what it grants.
 * Rendered identically for everyone; a signed-in member's current Premium end is read on the client.
 */
import { useEffect, useState } from 'react';
import { perMonthCents, savingPercent, vipIdOf, type Plan, type Tier } from '../billing/plans.ts';
import { useT } from '../components/i18n.tsx';
import { localeInfo, type Locale } from '../locales.ts';
import { formatMoney } from '../money.ts';
import { PurchaseStatus, loginHref, usePurchase } from './use-purchase.tsx';
import { getToken } from '../../client/platform/session-read.ts';

export interface TierOffer { tier: Tier; short: Plan | null; long: Plan | null }
export interface PlanPickerProps { locale: Locale; tiers: TierOffer[]; addOn: Plan | null; returnTo: string }

function Grants({ plan, withAddOn }: { plan: Plan; withAddOn: Plan | null }) {
  const t = useT();
  const corrections = plan.correctNum + (withAddOn?.correctNum ?? 0);
  return (
    <ul className="check-list grant-list">
      <li>{t.t('billing.grants.days', { count: plan.day })}</li>
      <li>{t.t('billing.grants.exams', { count: plan.examNum })}</li>
      <li>{plan.unlimitedCorrection ? t.t('billing.grants.unlimited') : t.t('billing.grants.corrections', { count: corrections })}</li>
    </ul>
  );
}

export default function PlanPicker({ locale, tiers, addOn, returnTo }: PlanPickerProps) {
  const t = useT();
  const tag = localeInfo(locale).intl;
  const [long, setLong] = useState(true);
  const [addOns, setAddOns] = useState<Record<string, boolean>>({});
  const [current, setCurrent] = useState<{ tag: string; until: string } | null>(null);
  const purchase = usePurchase(locale, 'pricing', true);

  useEffect(() => {
    if (!getToken()) return;
    void import('../../client/platform/current-plan.ts').then((m) => m.currentPlan(locale))
      .then((p) => { if (p.vipEndTime) setCurrent({ tag: p.tag, until: p.vipEndTime }); }, () => undefined);
  }, []);

  return (
    <div className="plan-picker">
      {current && (
        <p className="member-plan" data-testid="member-plan">
          {current.tag ? t.t('billing.member.activeTier', { tier: current.tag, date: new Date(current.until) }) : t.t('billing.member.active', { date: new Date(current.until) })}
        </p>
      )}
      <div className="cycle-switch" role="radiogroup" aria-label={t.t('billing.cycle.label')}>
        {[false, true].map((isLong) => (
          <button key={String(isLong)} type="button" role="radio" aria-checked={long === isLong} className={long === isLong ? 'is-active' : ''}
            onClick={() => setLong(isLong)}>{t.t(isLong ? 'billing.cycle.long' : 'billing.cycle.short')}</button>
        ))}
      </div>
      <ul className="plan-grid" data-testid="plan-list">
        {tiers.map(({ tier, short, long: longPlan }) => {
          const plan = (long ? longPlan : short) ?? short ?? longPlan!;
          const withAddOn = addOn && !plan.unlimitedCorrection && addOns[tier] ? addOn : null;
          const vipId = vipIdOf(plan, withAddOn);
          const total = plan.amount + (withAddOn?.amount ?? 0);
          const save = plan.day > 31 && short ? savingPercent(plan, short) : 0;
          return (
            <li key={tier} className={`plan-card${tier === 'Pro' ? ' is-featured' : ''}${current?.tag === tier ? ' is-current' : ''}`} id={`plan-${tier.toLowerCase()}`} data-testid={`plan-${tier}`}>
              <h3>{tier}{save > 0 && <span className="badge">{t.t('billing.save', { percent: save })}</span>}</h3>
              {plan.day > 31 ? (
                <>
                  <p className="price">{t.t('billing.perMonth', { price: formatMoney(perMonthCents(plan), tag) })}</p>
                  <p className="muted">{t.t('billing.billedQuarterly', { price: formatMoney(plan.amount, tag) })}</p>
                </>
              ) : (
                <>
                  <p className="price">{formatMoney(plan.amount, tag)}</p>
                  <p className="muted">{t.t('billing.forDays', { count: plan.day })}</p>
                </>
              )}
              <Grants plan={plan} withAddOn={withAddOn} />
              {addOn && !plan.unlimitedCorrection && (
                <label className="add-on">
                  <input type="checkbox" checked={!!addOns[tier]} onChange={(e) => setAddOns({ ...addOns, [tier]: e.target.checked })} />
                  {' '}{t.t('billing.addOn', { count: addOn.correctNum, price: formatMoney(addOn.amount, tag) })}
                </label>
              )}
              <a className="btn btn-primary btn-block" href={loginHref(locale, `${returnTo}#plan-${tier.toLowerCase()}`)} data-vip-id={vipId}
                onClick={(e) => purchase.buy(vipId, total, e)}>
                {/* The card already states the price; only a total with the add-on is new information (ADR 033). */}
                {withAddOn ? t.t('billing.buyFor', { price: formatMoney(total, tag) }) : t.t('billing.buy')}
              </a>
            </li>
          );
        })}
      </ul>
      <PurchaseStatus phase={purchase.phase} settledCode={purchase.settledCode} onCheckAgain={purchase.checkAgain} />
    </div>
  );
}
