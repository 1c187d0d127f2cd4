/**
 * The writing report: band, four scores with their evidence, the answer with its corrections marked in place
 * (stepped through with the buttons or the arrow keys; the current one is shown with its fix), the improved
 * version and the teacher guidance.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../components/i18n.tsx';
import type { WritingReport } from './job.ts';

const CRITERIA = ['content', 'coherence', 'lexis', 'grammar'] as const;

function MarkedAnswer({ report, current }: { report: WritingReport; current: number }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  report.corrections.forEach((c, i) => {
    if (c.start < at) return; // overlapping suggestions: the first one wins in the marked text
    parts.push(report.text.slice(at, c.start));
    parts.push(
      <mark key={i} className={i === current ? 'is-current' : undefined} aria-current={i === current ? 'true' : undefined}>
        {report.text.slice(c.start, c.end)}
      </mark>,
    );
    at = c.end;
  });
  parts.push(report.text.slice(at));
  return <p className="correction-answer" lang="en" data-testid="correction-answer">{parts}</p>;
}

export function WritingReportView({ report }: { report: WritingReport }) {
  const t = useT();
  const [step, setStep] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const fixes = report.corrections;
  const current = fixes[step];
  const e = report.evidence;
  const pct = (x: number | undefined) => Math.round((x ?? 0) * 100);
  const go = (n: number) => setStep(Math.max(0, Math.min(fixes.length - 1, n)));
  useEffect(() => { box.current?.querySelector('mark.is-current')?.scrollIntoView?.({ block: 'nearest' }); }, [step]);

  function onKey(ev: React.KeyboardEvent) {
    if (ev.key === 'ArrowRight' || ev.key === 'ArrowDown') { ev.preventDefault(); go(step + 1); }
    if (ev.key === 'ArrowLeft' || ev.key === 'ArrowUp') { ev.preventDefault(); go(step - 1); }
  }

  return (
    <div className="correction-report" data-testid="correction-report">
      <p className="h4" data-testid="correction-band">{t.t('correctionUi.band', { band: report.band })}</p>
      <p className="muted">{t.t('correctionUi.estimate')}</p>
      <dl className="correction-scores">
        {CRITERIA.map((k) => (
          <div key={k}><dt>{t.t(`correctionUi.${k}`)}</dt><dd data-testid={`score-${k}`}>{t.t('correctionUi.outOfFive', { value: report.scores[k], max: 5 })}</dd></div>
        ))}
      </dl>
      <h3 className="h5">{t.t('correctionUi.evidence')}</h3>
      <ul data-testid="correction-evidence">
        <li>{t.t('correctionUi.words', { n: e.words ?? 0 })}</li>
        <li>{t.t('correctionUi.mtld', { value: Math.round(e.mtld ?? 0) })}</li>
        <li>{t.t('correctionUi.rare', { value: pct(e.rareWordShare) })}</li>
        <li>{t.t('correctionUi.spelling', { value: e.spellingPer100 ?? 0 })}</li>
        <li>{t.t('correctionUi.grammarErr', { value: e.grammarPer100 ?? 0 })}</li>
        <li>{t.t('correctionUi.relevance', { value: pct(e.relevance) })}</li>
      </ul>
      {report.flags.length > 0 && (
        <>
          <h3 className="h5">{t.t('correctionUi.flag')}</h3>
          <ul data-testid="correction-flags">{report.flags.map((f) => <li key={f}>{t.t(`correctionUi.guidance.flag.${f}`)}</li>)}</ul>
        </>
      )}
      <h3 className="h5">{t.t('correctionUi.corrections')}</h3>
      <p className="muted">{t.t('correctionUi.auto')}</p>
      {current ? (
        <div ref={box} className="correction-stepper" data-testid="correction-step" tabIndex={0} onKeyDown={onKey}
          role="group" aria-label={t.t('correctionUi.corrections')} aria-describedby="correction-keys">
          <MarkedAnswer report={report} current={step} />
          <p aria-live="polite">{t.t('correctionUi.step', { n: step + 1, total: fixes.length })}</p>
          <p className="correction-context" lang="en">
            {report.text.slice(Math.max(0, current.start - 40), current.start)}
            <del data-testid="correction-original">{current.original}</del>
            {current.fix !== null && <ins data-testid="correction-fix">{current.fix}</ins>}
            {report.text.slice(current.end, current.end + 40)}
          </p>
          <p className="correction-nav">
            <button type="button" className="btn btn-ghost" disabled={step === 0} onClick={() => go(step - 1)} data-testid="correction-prev">{t.t('correctionUi.prev')}</button>
            <button type="button" className="btn btn-ghost" disabled={step >= fixes.length - 1} onClick={() => go(step + 1)} data-testid="correction-next">{t.t('correctionUi.next')}</button>
          </p>
          <p id="correction-keys" className="muted">{t.t('correctionApp.keys')}</p>
        </div>
      ) : <p>{t.t('correctionUi.none')}</p>}
      <h3 className="h5">{t.t(report.improvedBy === 'model' ? 'correctionUi.improvedModel' : 'correctionUi.improvedRules')}</h3>
      <p className="correction-improved" lang="en" data-testid="correction-improved">{report.improved}</p>
      <h3 className="h5">{t.t('correctionUi.nextSteps')}</h3>
      <ul data-testid="correction-guidance">{report.guidance.filter((g) => !g.startsWith('flag.')).map((g) => <li key={g}>{t.t(`correctionUi.guidance.${g}`)}</li>)}</ul>
    </div>
  );
}
