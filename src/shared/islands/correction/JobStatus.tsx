/** A job on its way: queued or running (announced politely), failed with its refund, and the credits left. */
import { useT } from '../../components/i18n.tsx';
import type { Job } from './job.ts';

export function JobStatus({ job }: { job: Job }) {
  const t = useT();
  const { state, refunded } = job.job;
  return (
    <div aria-live="polite" className="correction-status">
      {(state === 'queued' || state === 'running') && (
        <p role="status" data-testid="correction-progress">
          <span className="correction-spinner" aria-hidden="true" />{t.t(state === 'running' ? 'correctionUi.running' : 'correctionUi.queued')}
        </p>
      )}
      {state === 'failed' && <p role="alert" data-testid="correction-failed">{t.t('correctionUi.failed')} {refunded && t.t('correctionUi.refunded')}</p>}
      <p className="muted" data-testid="correction-credits">
        {job.credits.unlimited ? t.t('correctionApp.unlimited') : t.t('correctionApp.creditsLeft', { n: job.credits.remaining })}
      </p>
    </div>
  );
}
