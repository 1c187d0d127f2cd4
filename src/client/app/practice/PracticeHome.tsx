/**
 * #/practice: every task type grouped by the section the test reports it under, retired ones marked, each with
 * its time from the layout, and today's free allowance.
 */
import { useEffect, useState } from 'react';
import type { ApiUser } from '../../../shared/api/schemas.ts';
import type { Allowance } from '../../../shared/api/practice.ts';
import { useT } from '../../../shared/components/i18n.tsx';
import type { Locale } from '../../../shared/locales.ts';
import { AllowanceBox } from './Allowance.tsx';
import { duration } from './duration.ts';
import { tasksBySection, timing } from './model.ts';
import { practiceApi } from './practice-api.ts';
import { preloadScreen } from './screens.ts';

export function PracticeHome({ locale }: { locale: Locale; user: ApiUser }) {
  const t = useT();
  const [allowance, setAllowance] = useState<Allowance | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    practiceApi(locale).tasks().then((r) => setAllowance(r.allowance), () => setFailed(true));
  }, [locale]);

  return (
    <section className="practice-home" aria-labelledby="practice-title" data-testid="practice-home">
      <h1 id="practice-title" className="app-title">{t.t('practice.home.title')}</h1>
      <p className="muted">{t.t('practice.home.lead')}</p>
      <p><a className="btn btn-ghost" href="#/packs" data-testid="packs-link">{t.t('offline.packs.link')}</a></p>
      {allowance && <AllowanceBox allowance={allowance} locale={locale} />}
      {failed && <p role="alert">{t.t('practice.error.load')}</p>}
      {tasksBySection().map(({ section, tasks }) => (
        <section key={section} className="practice-section" aria-labelledby={`sec-${section}`}>
          <h2 id={`sec-${section}`} className="h3">{t.t(`practice.section.${section}`)}</h2>
          <ul className="task-list">
            {tasks.map((task) => {
              const tm = timing(task.id);
              return (
                <li key={task.id}>
                  <a className="task-card" href={`#/practice/${task.id}`} onPointerEnter={() => preloadScreen(task.id)} onFocus={() => preloadScreen(task.id)} data-testid={`task-${task.id}`}>
                    <span className="task-card-name">{t.t(`practice.task.${task.id}`)}</span>
                    <span className="task-card-meta">
                      {tm.prepSeconds > 0 && <span>{t.t('practice.home.prep', { time: duration(t, tm.prepSeconds) })}</span>}
                      <span>{t.t(task.id === 'read-and-select' ? 'practice.home.perWord' : 'practice.home.answer', { time: duration(t, tm.answerSeconds) })}</span>
                      {tm.maxPlays ? <span>{t.t('practice.home.plays', { count: tm.maxPlays })}</span> : null}
                    </span>
                    {task.retired && <span className="badge badge-retired">{t.t('practice.home.retired')}</span>}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}
