/**
 * Writing correction island (issue 11): the learner pastes a question and an answer, a job is created (one
 * credit), the island polls it and shows the report — band, four scores with their evidence, corrections to step
 * through, the improved version and guidance. The server renders the same empty form for every visitor (the page
 * is cached); who is signed in only matters once the form is sent.
 */
import { useEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import type { JobResponse } from '../api/correction.ts';
import { useT } from '../components/i18n.tsx';
import type { WritingCorrectionProps } from './props.ts';

type Job = v.InferOutput<typeof JobResponse>;
type Report = Extract<NonNullable<Job['report']>, { kind: 'writing' }>;
type State =
  | { kind: 'idle' } | { kind: 'sending' } | { kind: 'waiting'; job: Job }
  | { kind: 'report'; report: Report } | { kind: 'failed'; refunded: boolean } | { kind: 'error'; message: 'signIn' | 'noCredits' | 'error' };

const POLL_MS = 1000;
const CRITERIA = ['content', 'coherence', 'lexis', 'grammar'] as const;

export default function WritingCorrection({ loginHref }: WritingCorrectionProps) {
  const t = useT();
  const [prompt, setPrompt] = useState('');
  const [text, setText] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const requestId = useRef<string | null>(null);

  useEffect(() => {
    if (state.kind !== 'waiting') return;
    const timer = setTimeout(async () => {
      try {
        const m = await import('../../client/platform/correction-client.ts');
        const job = await m.pollCorrection(state.job.job.id);
        if (job.job.state === 'done' && job.report?.kind === 'writing') setState({ kind: 'report', report: job.report });
        else if (job.job.state === 'failed') setState({ kind: 'failed', refunded: job.job.refunded });
        else setState({ kind: 'waiting', job });
      } catch {
        setState({ kind: 'error', message: 'error' });
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setState({ kind: 'sending' });
    try {
      const m = await import('../../client/platform/correction-client.ts');
      // One id per answer: a retried send finds the same job and is not charged twice.
      requestId.current ??= m.newRequestId();
      const job = await m.createWritingCorrection(requestId.current, prompt, text);
      setState({ kind: 'waiting', job });
    } catch (err) {
      const status = (err as { status?: number }).status;
      setState({ kind: 'error', message: status === 401 ? 'signIn' : status === 402 ? 'noCredits' : 'error' });
    }
  }

  const busy = state.kind === 'sending' || state.kind === 'waiting';
  return (
    <section className="correction" aria-labelledby="correction-title" data-testid="writing-correction">
      <h2 id="correction-title" className="h3">{t.t('correctionUi.title')}</h2>
      <form onSubmit={(e) => void submit(e)}>
        <label className="field">
          <span>{t.t('correctionUi.prompt')}</span>
          <textarea required maxLength={1000} rows={2} value={prompt} onChange={(e) => { setPrompt(e.target.value); requestId.current = null; }} data-testid="correction-prompt" />
        </label>
        <label className="field">
          <span>{t.t('correctionUi.answer')}</span>
          <textarea required maxLength={5000} rows={8} value={text} onChange={(e) => { setText(e.target.value); requestId.current = null; }} data-testid="correction-text" />
        </label>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="correction-submit">{t.t('correctionUi.submit')}</button>
      </form>
      <div aria-live="polite">
        {state.kind === 'sending' && <p role="status">{t.t('correctionUi.sending')}</p>}
        {state.kind === 'waiting' && (
          <p role="status" data-testid="correction-progress">{t.t(state.job.job.state === 'running' ? 'correctionUi.running' : 'correctionUi.queued')}</p>
        )}
        {state.kind === 'failed' && <p role="alert">{t.t('correctionUi.failed')} {state.refunded && t.t('correctionUi.refunded')}</p>}
        {state.kind === 'error' && (
          <p role="alert" data-testid="correction-error">
            {state.message === 'signIn' ? <a href={loginHref}>{t.t('correctionUi.signIn')}</a> : t.t(`correctionUi.${state.message}`)}
          </p>
        )}
      </div>
      {state.kind === 'report' && <WritingReportView report={state.report} />}
    </section>
  );
}

function WritingReportView({ report }: { report: Report }) {
  const t = useT();
  const [step, setStep] = useState(0);
  const fixes = report.corrections;
  const current = fixes[step];
  const e = report.evidence;
  const pct = (x: number | undefined) => Math.round((x ?? 0) * 100);
  return (
    <div className="correction-report" data-testid="correction-report">
      <p className="h4" data-testid="correction-band">{t.t('correctionUi.band', { band: report.band })}</p>
      <p className="muted">{t.t('correctionUi.estimate')}</p>
      <dl className="correction-scores">
        {CRITERIA.map((k) => (
          <div key={k}><dt>{t.t(`correctionUi.${k}`)}</dt><dd data-testid={`score-${k}`}>{report.scores[k].toFixed(1)} / 5</dd></div>
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
        <div data-testid="correction-step">
          <p aria-live="polite">{t.t('correctionUi.step', { n: step + 1, total: fixes.length })}</p>
          <p className="correction-context">
            {report.text.slice(Math.max(0, current.start - 40), current.start)}
            <del data-testid="correction-original">{current.original}</del>
            {current.fix !== null && <ins data-testid="correction-fix">{current.fix}</ins>}
            {report.text.slice(current.end, current.end + 40)}
          </p>
          <button type="button" className="btn btn-ghost" disabled={step === 0} onClick={() => setStep(step - 1)} data-testid="correction-prev">{t.t('correctionUi.prev')}</button>
          <button type="button" className="btn btn-ghost" disabled={step >= fixes.length - 1} onClick={() => setStep(step + 1)} data-testid="correction-next">{t.t('correctionUi.next')}</button>
        </div>
      ) : <p>{t.t('correctionUi.none')}</p>}
      <h3 className="h5">{t.t(report.improvedBy === 'model' ? 'correctionUi.improvedModel' : 'correctionUi.improvedRules')}</h3>
      <p className="correction-improved" data-testid="correction-improved">{report.improved}</p>
      <h3 className="h5">{t.t('correctionUi.nextSteps')}</h3>
      <ul data-testid="correction-guidance">{report.guidance.filter((g) => !g.startsWith('flag.')).map((g) => <li key={g}>{t.t(`correctionUi.guidance.${g}`)}</li>)}</ul>
    </div>
  );
}
