/**
 * "Get AI feedback" for a saved answer: sends it for correction (one credit; a retry is not charged twice) and
 * opens the job in #/corrections/<id>. `source` names the answer: `{ attemptId }` for a practice answer. Made to
 * be dropped into other screens (the mock report) once their answers can be named the same way.
 */
import { useRef, useState } from 'react';
import { useT } from '../../../shared/components/i18n.tsx';
import { href } from '../../../shared/routes.ts';
import type { Locale } from '../../../shared/locales.ts';
import { ProblemNote } from '../../../shared/islands/correction/ProblemNote.tsx';
import { problemOf, type Problem } from '../../../shared/islands/correction/job.ts';

export function SendForCorrection({ locale, source }: { locale: Locale; source: { attemptId: string } }) {
  const t = useT();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const requestId = useRef<string | null>(null);

  async function send() {
    setSending(true);
    setProblem(null);
    try {
      const m = await import('../../platform/correction-client.ts');
      requestId.current ??= m.newRequestId();
      const job = await m.createAttemptCorrection(requestId.current, source.attemptId);
      location.hash = `#/corrections/${job.job.id}`;
    } catch (err) {
      setProblem(problemOf(err));
      setSending(false);
    }
  }

  return (
    <div className="send-for-correction" data-testid="send-for-correction">
      <button type="button" className="btn btn-primary" disabled={sending} onClick={() => void send()} data-testid="get-feedback">
        {t.t('correctionApp.getFeedback')}
      </button>
      {sending && <span role="status"> {t.t('correctionUi.sending')}</span>}
      {problem && <ProblemNote problem={problem} loginHref={href(locale, 'login')} pricingHref={href(locale, 'pricing')} />}
    </div>
  );
}
