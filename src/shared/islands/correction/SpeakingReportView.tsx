/**
 * The speaking report: band, the five scores ("not assessed" where nothing measured them), the waveform with
 * its pauses, fluency figures, missing pauses and interruptions (only from a model's word timings), repetition,
 * suspected reading aloud, other flags, and the transcript. Nothing is shown as measured that was not.
 */
import { useT } from '../../components/i18n.tsx';
import { boundaryFindings } from '../../learning/correction/pause-marks.ts';
import type { SpeakingReport } from './job.ts';
import { Waveform } from './Waveform.tsx';

const CRITERIA = ['fluency', 'content', 'lexis', 'grammar', 'pronunciation'] as const;

export function SpeakingReportView({ report }: { report: SpeakingReport }) {
  const t = useT();
  const e = report.evidence;
  const na = <span className="not-assessed">{t.t('correctionApp.report.notAssessed')}</span>;
  const label = (k: string) => t.t(k === 'fluency' || k === 'pronunciation' ? `correctionApp.report.${k}` : `correctionUi.${k}`);
  const findings = report.words.length ? boundaryFindings(report.words) : null;
  const figure = (key: string, value: number | undefined, values: Record<string, number> = {}) =>
    value === undefined ? null : <li>{t.t(`correctionApp.report.${key}`, { value, ...values })}</li>;
  const list = (items: string[] | undefined, testId: string) =>
    items === undefined ? <p data-testid={testId}>{na} <span className="muted">{t.t('correctionApp.report.needsTimings')}</span></p>
      : items.length ? <ul data-testid={testId} lang="en">{items.map((w, i) => <li key={i}>{t.t('correctionApp.report.after', { word: w })}</li>)}</ul>
        : <p data-testid={testId}>{t.t('correctionApp.report.noneFound')}</p>;
  const otherFlags = report.flags.filter((f) => f !== 'suspectedReading' && f !== 'repeatedText');
  // Named criteria the recording could not be judged on (no speech model, so no transcript or pronunciation).
  const missing = CRITERIA.filter((k) => report.scores[k] === null);

  return (
    <div className="correction-report" data-testid="speaking-report">
      <p className="h4" data-testid="correction-band">{report.band === null ? <>{t.t('correctionApp.report.bandTitle')}: {na}</> : t.t('correctionUi.band', { band: report.band })}</p>
      <p className="muted">{t.t('correctionUi.estimate')}</p>
      <dl className="correction-scores">
        {CRITERIA.map((k) => {
          const s = report.scores[k];
          return <div key={k}><dt>{label(k)}</dt><dd data-testid={`score-${k}`}>{s === null ? na : t.t('correctionUi.outOfFive', { value: s, max: 5 })}</dd></div>;
        })}
      </dl>
      {report.notAssessed.length > 0 && <p className="muted" data-testid="not-assessed-note">{t.t('correctionApp.report.notAssessedWhy')}</p>}
      {missing.length > 0 && (
        <div data-testid="offline-scope">
          {report.waveform.length > 0 && <p>{t.t('correctionApp.scope.measured')}</p>}
          <p>{t.t('correctionApp.scope.missing', { parts: missing.map(label).join(', ') })}</p>
        </div>
      )}
      <h3 className="h5">{t.t('correctionApp.report.recording')}</h3>
      {report.waveform.length ? <Waveform columns={report.waveform} seconds={report.durationSeconds} pauses={report.pauses} words={report.words} /> : <p>{na}</p>}
      <h3 className="h5">{t.t('correctionApp.report.fluency')}</h3>
      <ul data-testid="fluency-figures">
        {figure('speakingSpan', e.speakingSpanSeconds)}
        {figure('speechRate', e.speechRate)}
        {figure('articulationRate', e.articulationRate)}
        {e.phonationTimeRatio !== undefined && <li>{t.t('correctionApp.report.phonation', { value: Math.round(e.phonationTimeRatio * 100) })}</li>}
        {figure('pauseCount', e.pauses)}
        {figure('longPauseCount', e.longPauses)}
        {figure('meanRun', e.meanRunSeconds)}
        {figure('meanRunWords', e.meanRunWords)}
        {figure('fillers', e.fillers)}
      </ul>
      {e.speechRate === undefined && <p className="muted">{t.t('correctionApp.report.rateNeedsWords')}</p>}
      <h3 className="h5">{t.t('correctionApp.report.missingPauses')}</h3>
      {list(findings?.missingPauses, 'missing-pauses')}
      <h3 className="h5">{t.t('correctionApp.report.interruptions')}</h3>
      {list(findings?.interruptions, 'interruptions')}
      <h3 className="h5">{t.t('correctionApp.report.repetition')}</h3>
      <p data-testid="repetition">
        {e.repetitionsPer100 === undefined ? na : t.t('correctionApp.report.repetitionsPer100', { value: e.repetitionsPer100 })}
        {report.flags.includes('repeatedText') && <> {t.t('correctionUi.guidance.flag.repeatedText')}</>}
      </p>
      <h3 className="h5">{t.t('correctionApp.report.reading')}</h3>
      <p data-testid="reading-aloud">
        {report.transcript === null ? na : t.t(report.flags.includes('suspectedReading') ? 'correctionApp.report.readingYes' : 'correctionApp.report.readingNo')}
      </p>
      {otherFlags.length > 0 && (
        <>
          <h3 className="h5">{t.t('correctionUi.flag')}</h3>
          <ul data-testid="correction-flags">{otherFlags.map((f) => <li key={f}>{t.t(`correctionUi.guidance.flag.${f}`)}</li>)}</ul>
        </>
      )}
      <h3 className="h5">{t.t('correctionApp.report.transcript')}</h3>
      {report.transcript === null ? <p data-testid="transcript">{na}</p> : <p lang="en" data-testid="transcript">{report.transcript}</p>}
    </div>
  );
}
