/**
 * A mock test report as the learner, or whoever holds its private link, reads it: the overall score and its band,
 * the four subscores with bands, the integrated subscores, the CEFR level and where the table comes from, each
 * task's accuracy and time, the open answers with the correction engine's feedback (labelled) and three things to
 * practise next.
 */
import type { MockReport } from '../../../shared/api/mock.ts';
import { CefrTable } from '../../../shared/components/CefrTable.tsx';
import { useT } from '../../../shared/components/i18n.tsx';
import { WRITING_TASKS } from '../../../shared/learning/correction/targets.ts';
import type { Locale } from '../../../shared/locales.ts';
import { SendForCorrection } from '../corrections/SendForCorrection.tsx';
import { OpenAnswer } from './OpenAnswer.tsx';

const SKILLS = ['reading', 'listening', 'writing', 'speaking'] as const;
const INTEGRATED = ['literacy', 'comprehension', 'conversation', 'production'] as const;

/** With `locale` (the owner's view), each open answer can be sent for AI correction. */
export function ReportView({ report, readOnly, locale }: { report: MockReport; readOnly?: boolean; locale?: Locale }) {
  const t = useT();
  const band = (b: { low: number; high: number }) => t.t('mock.report.band', { low: b.low, high: b.high });
  return (
    <div className="mock-report" data-testid="mock-report">
      <p className="mock-report-overall">
        <span className="mock-report-label">{t.t(report.kind === 'diagnostic' ? 'mock.report.range' : 'mock.report.overall')}</span>
        <strong className="mock-report-score" data-testid="report-overall">{t.number(report.overall.score)}</strong>
        <span data-testid="report-band">{band(report.overall.band)}</span>
      </p>
      <p className="muted small">{t.t('mock.report.estimateNote')}</p>
      <p data-testid="report-cefr">{t.t('appLearn.cefr.yours', { level: report.cefr.level })}</p>
      <CefrTable level={report.cefr.level} />

      <h2>{t.t('mock.report.subscores')}</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t.t('mock.report.subscores')}><table className="progress-table" data-testid="report-subscores">
        <thead><tr><th scope="col">{t.t('mock.report.skill')}</th><th scope="col">{t.t('mock.report.score')}</th><th scope="col">{t.t('mock.report.bandLabel')}</th></tr></thead>
        <tbody>
          {SKILLS.map((s) => (
            <tr key={s}>
              <th scope="row">{t.t(`practice.section.${s}`)}</th>
              <td>{t.number(report.subscores[s].score)}{report.unscored.includes(s) && <span className="muted small"> {t.t('mock.report.unscored')}</span>}</td>
              <td>{band(report.subscores[s].band)}</td>
            </tr>
          ))}
        </tbody>
      </table></div>

      <h2>{t.t('mock.report.integrated')}</h2>
      <dl className="stats-row app-stats" data-testid="report-integrated">
        {INTEGRATED.map((s) => <div className="stat" key={s}><dt>{t.t(`mock.report.${s}`)}</dt><dd>{t.number(report.integrated[s])}</dd></div>)}
      </dl>

      <h2>{t.t('mock.report.tasks')}</h2>
      {/* Focusable so a keyboard can scroll it on a narrow screen. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t.t('mock.report.tasks')}>
        <table className="progress-table" data-testid="report-tasks">
          <thead><tr><th scope="col">{t.t('mock.report.task')}</th><th scope="col">{t.t('mock.report.answered')}</th><th scope="col">{t.t('mock.report.accuracy')}</th><th scope="col">{t.t('mock.report.meanTime')}</th></tr></thead>
          <tbody>
            {report.tasks.map((task) => (
              <tr key={task.type}>
                <th scope="row">{t.t(`practice.task.${task.type}`)}</th>
                <td>{t.t('mock.report.answeredOf', { answered: task.answered, items: task.items })}</td>
                <td>{task.accuracy === null ? '—' : t.number(task.accuracy, { style: 'percent' })}</td>
                <td>{task.meanSeconds === null ? '—' : t.t('practice.time.seconds', { s: Math.round(task.meanSeconds) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {report.open.length > 0 && (
        <>
          <h2>{t.t('mockOpen.heading')}</h2>
          <ul className="mock-open" data-testid="report-open">
            {report.open.map((o) => (
              <li key={o.position}>
                <OpenAnswer open={o} />
                {!readOnly && locale && (
                  // A spoken answer with one kept recording is corrected from it (ADR 052); otherwise record again.
                  <SendForCorrection locale={locale} source={{ mockTestId: report.testId, position: o.position }}
                    {...((WRITING_TASKS as readonly string[]).includes(o.type) || o.recorded ? {} : { recordings: [] })} />
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      {!readOnly && report.practiseNext.length > 0 && (
        <>
          <h2>{t.t('mock.report.next')}</h2>
          <ul className="mock-next" data-testid="report-next">
            {report.practiseNext.map((n) => <li key={n.type}><a href={`#/practice/${n.type}`}>{t.t(`practice.task.${n.type}`)}</a></li>)}
          </ul>
        </>
      )}
    </div>
  );
}
