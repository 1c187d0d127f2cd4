/**
 * #/progress: accuracy, average time and trend per skill and per task type, the daily streak, the last 14 days.
 * A skill's accuracy comes only from the tasks that score it (skillStats in src/shared/learning/skill-progress.ts).
 */
import { useEffect, useState } from 'react';
import type * as v from 'valibot';
import type { PracticeProgressResponse } from '../../../shared/api/practice.ts';
import { useT } from '../../../shared/components/i18n.tsx';
import type { Locale } from '../../../shared/locales.ts';
import { practiceApi } from './practice-api.ts';

type Progress = v.InferOutput<typeof PracticeProgressResponse>;
type Stat = Progress['byType'][number];

function StatCells({ s }: { s: Omit<Stat, 'type'> }) {
  const t = useT();
  return (
    <>
      <td>{t.number(s.attempts)}</td>
      {/* No scored answer says so: a dash or a figure borrowed from another task would read as a result. */}
      <td data-testid="accuracy-cell">{s.accuracy === null ? <span className="muted">{t.t('notebook.noScore')}</span> : t.number(s.accuracy, { style: 'percent' })}</td>
      <td>{s.averageMs === null ? '—' : t.t('practice.time.seconds', { s: Math.round(s.averageMs / 1000) })}</td>
      <td>{t.t(`practice.progress.trend.${s.trend}`)}</td>
    </>
  );
}

export default function ProgressScreen({ locale }: { locale: Locale }) {
  const t = useT();
  const [data, setData] = useState<Progress | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => { practiceApi(locale).progress().then(setData, () => setFailed(true)); }, [locale]);
  if (failed) return <p role="alert">{t.t('practice.error.load')}</p>;
  if (!data) return <p role="status">{t.t('practice.loading')}</p>;
  const head = (
    <tr><th scope="col">{t.t('practice.progress.what')}</th><th scope="col">{t.t('practice.progress.attempts')}</th><th scope="col">{t.t('practice.progress.accuracy')}</th><th scope="col">{t.t('practice.progress.time')}</th><th scope="col">{t.t('practice.progress.trendLabel')}</th></tr>
  );
  const max = Math.max(1, ...data.days.map((d) => d.attempts));
  return (
    <section className="progress-screen" aria-labelledby="progress-title" data-testid="progress-screen">
      <h1 id="progress-title" className="app-title">{t.t('practice.progress.title')}</h1>
      <dl className="stats-row app-stats">
        <div className="stat"><dt>{t.t('practice.progress.streak')}</dt><dd data-testid="streak">{t.t('practice.progress.days', { count: data.streak.current })}</dd></div>
        <div className="stat"><dt>{t.t('practice.progress.best')}</dt><dd>{t.t('practice.progress.days', { count: data.streak.best })}</dd></div>
        <div className="stat"><dt>{t.t('practice.progress.reviewDue')}</dt><dd><a href="#/review">{t.number(data.reviewDue)}</a></dd></div>
      </dl>
      <h2 className="h3">{t.t('practice.progress.last14')}</h2>
      <ol className="day-bars" aria-label={t.t('practice.progress.last14')}>
        {data.days.map((d) => (
          <li key={d.day} title={d.day}><span style={{ height: `${(d.attempts / max) * 100}%` }} /><span className="visually-hidden">{t.t('practice.progress.dayCount', { date: t.date(d.day, { day: 'numeric', month: 'short' }), count: d.attempts })}</span></li>
        ))}
      </ol>
      <div className="table-scroll">
        <table className="progress-table" data-testid="progress-subscores">
          <caption>{t.t('practice.progress.bySubscore')}</caption>
          <thead>{head}</thead>
          <tbody>{data.bySubscore.map((s) => <tr key={s.subscore} data-skill={s.subscore}><th scope="row">{t.t(`practice.section.${s.subscore}`)}</th><StatCells s={s} /></tr>)}</tbody>
        </table>
      </div>
      <p className="muted skill-note">{t.t('notebook.skillNote')}</p>
      <div className="table-scroll">
        <table className="progress-table" data-testid="progress-types">
          <caption>{t.t('practice.progress.byType')}</caption>
          <thead>{head}</thead>
          <tbody>{data.byType.map((s) => <tr key={s.type}><th scope="row"><a href={`#/practice/${s.type}`}>{t.t(`practice.task.${s.type}`)}</a></th><StatCells s={s} /></tr>)}</tbody>
        </table>
      </div>
    </section>
  );
}
