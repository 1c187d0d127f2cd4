/**
 * "Get AI feedback" for a saved answer: sends it for correction (one credit; a retry is neither uploaded nor
 * charged twice) and opens the job in #/corrections/<id>. `source` names the answer: `{ attemptId }` for a
 * practice answer, `{ mockTestId, position }` for a mock test's open answer (ready for the mock report). A spoken
 * answer also needs its audio, which only the browser has: `recordings` (one, converted to WAV here); a
 * multi-part spoken answer cannot be joined honestly, so the learner is offered a new recording instead.
 */
import { useRef, useState } from 'react';
import { useT } from '../../../shared/components/i18n.tsx';
import { href } from '../../../shared/routes.ts';
import type { Locale } from '../../../shared/locales.ts';
import { ProblemNote } from '../../../shared/islands/correction/ProblemNote.tsx';
import { problemOf, type Problem } from '../../../shared/islands/correction/job.ts';
import type { CorrectionSource } from '../../platform/correction-client.ts';

export function SendForCorrection({ locale, source, recordings }: { locale: Locale; source: CorrectionSource; recordings?: readonly Blob[] }) {
  const t = useT();
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const requestId = useRef<string | null>(null);
  const uploaded = useRef<string | null>(null);

  if (recordings && recordings.length !== 1) {
    return <p className="send-for-correction"><a href="#/corrections/new/speaking" data-testid="record-for-feedback">{t.t('correctionApp.recordInstead')}</a></p>;
  }

  async function send() {
    setProblem(null);
    setStatus(t.t('correctionUi.sending'));
    try {
      const m = await import('../../platform/correction-client.ts');
      const audio = recordings?.[0];
      if (audio && !uploaded.current) {
        const { wavFromRecording } = await import('../../platform/wav-from-blob.ts');
        const wav = await wavFromRecording(audio);
        const res = await m.uploadRecording(wav, (share) => setStatus(t.t('correctionApp.speaking.uploading', { pct: Math.round(share * 100) })));
        uploaded.current = res.recordingId;
      }
      setStatus(t.t('correctionUi.sending'));
      requestId.current ??= m.newRequestId();
      const job = await m.createSavedCorrection(requestId.current, source, uploaded.current ?? undefined);
      location.hash = `#/corrections/${job.job.id}`;
    } catch (err) {
      setProblem(problemOf(err));
      setStatus(null);
    }
  }

  return (
    <div className="send-for-correction" data-testid="send-for-correction">
      <button type="button" className="btn btn-primary" disabled={status !== null} onClick={() => void send()} data-testid="get-feedback">
        {t.t('correctionApp.getFeedback')}
      </button>
      {status && <span role="status"> {status}</span>}
      {problem && <ProblemNote problem={problem} loginHref={href(locale, 'login')} pricingHref={href(locale, 'pricing')} />}
    </div>
  );
}
