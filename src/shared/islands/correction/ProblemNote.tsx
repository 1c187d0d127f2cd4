/** A failed correction call, explained with the way out: sign in, buy corrections, wait, or try again. */
import { useT } from '../../components/i18n.tsx';
import type { Problem } from './job.ts';

export function ProblemNote({ problem, loginHref, pricingHref }: { problem: Problem; loginHref: string; pricingHref: string }) {
  const t = useT();
  return (
    <p role="alert" className="form-error" data-testid="correction-error">
      {problem.kind === 'signIn' && <a href={loginHref}>{t.t('correctionUi.signIn')}</a>}
      {problem.kind === 'noCredits' && <>{t.t('correctionApp.noCredits')} <a href={pricingHref}>{t.t('correctionApp.buy')}</a></>}
      {problem.kind === 'rateLimited' && t.t('correctionApp.rateLimited', { minutes: problem.minutes })}
      {problem.kind === 'notFound' && t.t('correctionApp.notFound')}
      {problem.kind === 'tooShort' && t.t('correctionApp.speaking.tooShort')}
      {problem.kind === 'error' && t.t('correctionUi.error')}
    </p>
  );
}
