/**
 * #/home: who is signed in, Premium status, mock tests and AI corrections left, the learner's real practice
 * figures (every answer the server marked), the free diagnostic and the task list to start from.
 */
import { useEffect, useState } from 'react';
import type * as v from 'valibot';
import type { PracticeProgressResponse } from '../../shared/api/practice.ts';
import * as S from '../../shared/api/schemas.ts';
import { useT } from '../../shared/components/i18n.tsx';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes.ts';
import { isVip } from '../../shared/viewer.ts';
import { tasksBySection } from './practice/model.ts';
import { practiceApi } from './practice/practice-api.ts';
import { preloadScreen } from './practice/screens.ts';
import { BillingLink } from './offline/BillingLink.tsx';
import { GoalCard } from './goal/GoalCard.tsx';

type Totals = v.InferOutput<typeof PracticeProgressResponse>['totals'];

export function HomeScreen({ locale, user }: { locale: Locale; user: S.ApiUser }) {
  const t = useT();
  const vip = isVip(user.vipEndTime);
  const [totals, setTotals] = useState<Totals | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => { practiceApi(locale).progress().then((p) => setTotals(p.totals), () => setFailed(true)); }, [locale]);
  // Until the figures arrive the cells say so, never a zero that is not the learner's.
  const pending = failed ? '—' : '…';
  return (
    <section className="app-home" data-testid="app-home" aria-labelledby="app-home-title">
      <h1 id="app-home-title" className="app-title">{user.temp ? t.t('appHome.guestGreeting') : t.t('appHome.greeting', { name: user.nickname || user.email || '' })}</h1>
      {!user.temp && <p className="muted app-email" data-testid="app-email">{user.email}</p>}
      {user.temp && <p><a className="btn btn-primary app-wrap-btn" href={href(locale, 'register')}>{t.t('appHome.guestCta')}</a></p>}
      <dl className="stats-row app-stats">
        <div className="stat"><dt>{vip ? t.t('appHome.vipActive', { date: new Date(user.vipEndTime!) }) : t.t('appHome.vipNone')}</dt>
          <dd>{vip ? 'Premium' : <BillingLink href={href(locale, 'pricing')} testId="home-upgrade">{t.t('appHome.upgrade')}</BillingLink>}</dd></div>
        <div className="stat"><dt>{t.t('appHome.mockExams')}</dt><dd data-testid="exam-num">{t.number(user.examNum)}</dd></div>
        <div className="stat"><dt>{t.t('appHome.corrections')}</dt><dd data-testid="correct-num">{t.number(user.correctNum)}</dd></div>
        <div className="stat"><dt>{t.t('appLearn.home.answered')}</dt><dd data-testid="answered">{totals ? t.number(totals.attempts) : pending}</dd></div>
        <div className="stat"><dt>{t.t('appLearn.home.accuracy')}</dt>
          <dd data-testid="accuracy">{totals ? (totals.accuracy === null ? t.t('appLearn.home.accuracyNone') : t.number(totals.accuracy, { style: 'percent' })) : pending}</dd></div>
      </dl>
      {failed && <p role="alert">{t.t('practice.error.load')}</p>}
      <section className="home-diagnostic" aria-labelledby="home-diagnostic-title" data-testid="home-diagnostic">
        <h2 id="home-diagnostic-title" className="h3">{t.t('mock.home.diagnosticTitle')}</h2>
        <p>{t.t('mock.home.diagnosticLead')}</p>
        <p className="app-actions">
          <a className="btn btn-primary app-wrap-btn" href="#/mock/diagnostic" data-testid="home-diagnostic-start">{t.t('mock.home.diagnosticStart')}</a>
          <a className="btn btn-ghost app-wrap-btn" href="#/progress">{t.t('appLearn.home.progressLink')}</a>
        </p>
      </section>
      <section className="home-tasks" aria-labelledby="home-tasks-title" data-testid="home-tasks">
        <h2 id="home-tasks-title" className="h3">{t.t('appLearn.home.tasksTitle')}</h2>
        <p className="muted">{t.t('appLearn.home.tasksLead')}</p>
        {tasksBySection().map(({ section, tasks }) => (
          <section key={section} className="practice-section" aria-labelledby={`home-sec-${section}`}>
            <h3 id={`home-sec-${section}`} className="h4">{t.t(`practice.section.${section}`)}</h3>
            <ul className="task-list">
              {tasks.map((task) => (
                <li key={task.id}>
                  <a className="task-card" href={`#/practice/${task.id}`} onPointerEnter={() => preloadScreen(task.id)} onFocus={() => preloadScreen(task.id)} data-testid={`home-task-${task.id}`}>
                    <span className="task-card-name">{t.t(`practice.task.${task.id}`)}</span>
                    {task.retired && <span className="badge badge-retired">{t.t('practice.home.retired')}</span>}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
      <GoalCard locale={locale} />
    </section>
  );
}
