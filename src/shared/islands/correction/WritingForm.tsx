/** Paste a question and an answer and send them for correction (one credit); what went wrong stays on screen. */
import { useRef, useState } from 'react';
import { useT } from '../../components/i18n.tsx';
import { problemOf, type Job, type Problem } from './job.ts';
import { ProblemNote } from './ProblemNote.tsx';

export function WritingForm({ loginHref, pricingHref, onJob, busy }: { loginHref: string; pricingHref: string; onJob: (job: Job) => void; busy: boolean }) {
  const t = useT();
  const [prompt, setPrompt] = useState('');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const requestId = useRef<string | null>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setSending(true);
    setProblem(null);
    try {
      const m = await import('../../../client/platform/correction-client.ts');
      // One id per answer: a retried send finds the same job and is not charged twice.
      requestId.current ??= m.newRequestId();
      onJob(await m.createWritingCorrection(requestId.current, prompt, text));
    } catch (err) {
      setProblem(problemOf(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} data-testid="writing-form">
      <label className="field">
        <span>{t.t('correctionUi.prompt')}</span>
        <textarea required maxLength={1000} rows={2} value={prompt} onChange={(e) => { setPrompt(e.target.value); requestId.current = null; }} data-testid="correction-prompt" />
      </label>
      <label className="field">
        <span>{t.t('correctionUi.answer')}</span>
        <textarea required maxLength={5000} rows={8} value={text} onChange={(e) => { setText(e.target.value); requestId.current = null; }} data-testid="correction-text" />
      </label>
      <button type="submit" className="btn btn-primary" disabled={sending || busy} data-testid="correction-submit">{t.t('correctionUi.submit')}</button>
      {sending && <p role="status">{t.t('correctionUi.sending')}</p>}
      {problem && <ProblemNote problem={problem} loginHref={loginHref} pricingHref={pricingHref} />}
    </form>
  );
}
