/** #/home: who is signed in, Premium status and end date, mock tests and AI corrections left, practice done. */
import * as S from '../../shared/api/schemas.ts';
import { useT } from '../../shared/components/i18n.tsx';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes.ts';
import { isVip } from '../../shared/viewer.ts';
import { GoalCard } from './goal/GoalCard.tsx';

export function HomeScreen({ locale, user, practiced, onPractise }: { locale: Locale; user: S.ApiUser; practiced: number; onPractise: () => void }) {
  const t = useT();
  const vip = isVip(user.vipEndTime);
  return (
    <section className="app-home" data-testid="app-home" aria-labelledby="app-home-title">
      <h1 id="app-home-title" className="app-title">{user.temp ? t.t('appHome.guestGreeting') : t.t('appHome.greeting', { name: user.nickname || user.email || '' })}</h1>
      {!user.temp && <p className="muted app-email" data-testid="app-email">{user.email}</p>}
      {user.temp && <p><a className="btn btn-primary app-wrap-btn" href={href(locale, 'register')}>{t.t('appHome.guestCta')}</a></p>}
      <dl className="stats-row app-stats">
        <div className="stat"><dt>{vip ? t.t('appHome.vipActive', { date: new Date(user.vipEndTime!) }) : t.t('appHome.vipNone')}</dt>
          <dd>{vip ? 'Premium' : <a href={href(locale, 'pricing')}>{t.t('appHome.upgrade')}</a>}</dd></div>
        <div className="stat"><dt>{t.t('appHome.mockExams')}</dt><dd data-testid="exam-num">{t.number(user.examNum)}</dd></div>
        <div className="stat"><dt>{t.t('appHome.corrections')}</dt><dd data-testid="correct-num">{t.number(user.correctNum)}</dd></div>
        <div className="stat"><dt>{t.t('appHome.practiced')}</dt><dd data-testid="practiced">{t.number(practiced)}</dd></div>
      </dl>
      <p className="app-actions">
        <a className="btn btn-primary" href="#/practice" data-testid="start-practice">{t.t('practice.home.start')}</a>
        <button type="button" className="btn btn-ghost" onClick={onPractise} data-testid="practise">{t.t('appHome.practiceOne')}</button>
      </p>
      <GoalCard locale={locale} />
    </section>
  );
}
