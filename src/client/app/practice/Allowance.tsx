/** Today's free practice allowance: used of limit (a round of words is one, issue 23) and when it starts again, or unlimited for Premium. */
import type { Allowance } from '../../../shared/api/practice.ts';
import { useT } from '../../../shared/components/i18n.tsx';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes.ts';
import { BillingLink } from '../offline/BillingLink.tsx';
import { setSizeOf } from '../../../shared/learning/allowance.ts';

export function AllowanceBox({ allowance, locale }: { allowance: Allowance; locale: Locale }) {
  const t = useT();
  if (allowance.limit === null) return <p className="allowance is-unlimited" data-testid="allowance">{t.t('practice.allowance.unlimited')}</p>;
  const left = Math.max(0, allowance.limit - allowance.used);
  const resets = t.date(new Date(allowance.resetsAt), { hour: 'numeric', minute: '2-digit', timeZone: undefined });
  return (
    <div className={`allowance${left === 0 ? ' is-empty' : ''}`} data-testid="allowance">
      <p><strong>{t.t('practice.allowance.used', { used: allowance.used, limit: allowance.limit })}</strong> · {t.t('practice.allowance.resets', { time: resets })}</p>
      <progress max={allowance.limit} value={Math.min(allowance.used, allowance.limit)} aria-label={t.t('practice.allowance.label')} />
      <p className="small muted" data-testid="allowance-round">{t.t('practice.allowanceRound', { size: setSizeOf('read-and-select') })}</p>
      {left === 0 && <p><BillingLink href={href(locale, 'pricing')} testId="allowance-upgrade">{t.t('practice.allowance.upgrade')}</BillingLink></p>}
    </div>
  );
}
