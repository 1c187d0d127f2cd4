/**
 * Today's plan: each item with its minutes, how much of it is done, a link that starts it and a "mark as done"
 * button. Practice answered elsewhere ticks its item on the server; this list only shows it.
 */
import type { GoalView } from '../../../shared/api/goal.ts';
import { useT } from '../../../shared/components/i18n.tsx';

type Plan = NonNullable<GoalView['plan']>;
type Item = Plan['items'][number];

function startHash(item: Item): string {
  if (item.kind === 'practice' && item.type) return `#/practice/${item.type}`;
  if (item.kind === 'review') return '#/review';
  return item.mode === 'full' ? '#/mock' : '#/mock/diagnostic';
}

export function PlanList({ plan, onTick }: { plan: Plan; onTick: (key: string) => void }) {
  const t = useT();
  const label = (item: Item) => item.kind === 'practice' && item.type ? t.t('goal.plan.practice', { task: t.t(`practice.task.${item.type}`) })
    : item.kind === 'review' ? t.t('goal.plan.review', { n: item.items })
      : t.t(item.mode === 'full' ? 'goal.plan.mockFull' : 'goal.plan.mockDiagnostic');
  const total = plan.items.reduce((s, i) => s + i.minutes, 0);
  return (
    <section className="goal-plan" aria-labelledby="goal-plan-title" data-testid="goal-plan">
      <h2 id="goal-plan-title">{t.t('goal.plan.title')}</h2>
      <p className="muted" data-testid="goal-plan-progress">{plan.complete ? t.t('goal.plan.complete') : t.t('goal.plan.progress', { done: plan.doneMinutes, total })}</p>
      {plan.items.length === 0 ? <p>{t.t('goal.plan.empty')}</p> : (
        <ol className="goal-plan-items">
          {plan.items.map((item) => (
            <li key={item.key} className={item.done ? 'goal-item goal-item-done' : 'goal-item'} data-testid={`plan-item-${item.key}`} data-done={item.done}>
              <div className="goal-item-text">
                <strong>{label(item)}</strong>
                <span className="muted small"> · {t.t('goal.plan.minutes', { n: item.minutes })}{item.items > 1 && ` · ${t.t('goal.plan.items', { done: item.doneItems, total: item.items })}`}</span>
                <p className="muted small">{item.kind === 'mock' ? t.t('goal.plan.whyMock') : t.t('goal.plan.why')}</p>
              </div>
              <div className="goal-item-actions">
                {item.done ? <span className="goal-done" data-testid="plan-item-done">✓ {t.t('goal.plan.done')}</span> : (
                  <>
                    <a className="btn btn-primary btn-small" href={startHash(item)}>{t.t('goal.plan.start')}<span className="visually-hidden">: {label(item)}</span></a>
                    <button type="button" className="btn btn-ghost btn-small" onClick={() => onTick(item.key)}>{t.t('goal.plan.tick')}<span className="visually-hidden">: {label(item)}</span></button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className="muted small">{t.t('goal.plan.missedNote')}</p>
    </section>
  );
}
