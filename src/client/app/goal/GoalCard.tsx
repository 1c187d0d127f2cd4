/** The home screen's small goal card: the target, days left and status, or an invitation to set a goal. */
import { useEffect, useState } from 'react';
import type { GoalView } from '../../../shared/api/goal.ts';
import { useT } from '../../../shared/components/i18n.tsx';
import type { Locale } from '../../../shared/locales.ts';
import { goalApi } from './goal-api.ts';

export function GoalCard({ locale }: { locale: Locale }) {
  const t = useT();
  const [view, setView] = useState<GoalView | null>(null);
  useEffect(() => { goalApi(locale).get().then(setView, () => undefined); }, [locale]);
  if (!view) return null;
  const g = view.goal;
  return (
    <aside className="card goal-card" aria-labelledby="goal-card-title" data-testid="goal-card">
      <h2 id="goal-card-title">{t.t('goal.home.title')}</h2>
      {g ? (
        <>
          <p><strong>{t.t('goal.summary', { target: g.target, date: t.date(g.testDate, { dateStyle: 'medium', timeZone: 'UTC' }) })}</strong>
            {g.daysLeft >= 0 && <span className="muted"> · {t.t('goal.daysLeft', { n: g.daysLeft })}</span>}</p>
          {view.projection && <p data-testid="goal-card-status">{t.t(`goal.status.${view.projection.status}`)}</p>}
          <p><a className="btn btn-primary" href="#/goal">{t.t('goal.home.open')}</a></p>
        </>
      ) : (
        <>
          <p>{t.t('goal.home.none')}</p>
          <p><a className="btn btn-primary" href="#/goal">{t.t('goal.home.set')}</a></p>
        </>
      )}
    </aside>
  );
}
