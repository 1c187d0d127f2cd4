/**
 * The correction engine's instant rating of an open practice answer (ADR 046): band, criteria (spoken answers:
 * fluency only, the rest "not assessed"), the problems it flagged (an answer off topic for its photo or prompt)
 * and tips; or why there is none (no measured recording, today's ratings used up). Strings are shared with the
 * mock report's open answers (mockOpen, correctionUi) so both say the same about the same rating.
 */
import type { OpenFeedback } from '../../../shared/api/practice.ts';
import { useT } from '../../../shared/components/i18n.tsx';

const WRITING = ['content', 'coherence', 'lexis', 'grammar'] as const;
const SPEAKING = ['fluency', 'content', 'lexis', 'grammar', 'pronunciation'] as const;
const FLAGS = new Set(['tooShort', 'gibberish', 'copiedPrompt', 'offTopic', 'repeatedText', 'memorizedTemplate']);
/** Guidance whose correction-screen wording points at marks this screen does not show. */
const OWN_WORDING = new Set(['spelling', 'grammar']);

function tipKey(kind: 'writing' | 'speaking', code: string): string {
  if (kind === 'speaking') return `mockOpen.tip.speaking.${code}`;
  return OWN_WORDING.has(code) ? `mockOpen.tip.${code}` : `correctionUi.guidance.${code}`;
}

export function InstantFeedback({ feedback }: { feedback: OpenFeedback }) {
  const t = useT();
  const a = feedback.assessment;
  return (
    <div className="instant-feedback" data-testid="instant-feedback" data-status={feedback.status}>
      <h3>{t.t('practice.instant.title')}</h3>
      {feedback.status === 'unrated' && <p data-testid="instant-unrated">{t.t('practice.instant.unrated')}</p>}
      {feedback.status === 'limit' && <p data-testid="instant-limit">{t.t('practice.instant.limit')}</p>}
      {a && (
        <>
          <p><strong data-testid="instant-band">{t.t('practice.instant.band', { band: a.band })}</strong></p>
          <p className="muted small">{t.t('practice.instant.source')}</p>
          <dl className="mock-open-criteria" data-testid="instant-criteria">
            {(a.kind === 'speaking' ? SPEAKING : WRITING).filter((c) => c in a.criteria).map((c) => {
              const score = a.criteria[c];
              return (
                <div key={c}>
                  <dt>{t.t(`mockOpen.criterion.${c}`)}</dt>
                  <dd>{score === null || score === undefined ? <span className="muted">{t.t('mockOpen.notAssessed')}</span> : t.t('mockOpen.outOfFive', { score })}</dd>
                </div>
              );
            })}
          </dl>
          {a.kind === 'speaking' && <p className="muted small">{t.t('mockOpen.spokenNote')}</p>}
          {a.flags.some((f) => FLAGS.has(f)) && (
            <ul className="mock-open-flags" data-testid="instant-flags" aria-label={t.t('mockOpen.flags')}>
              {a.flags.filter((f) => FLAGS.has(f)).map((f) => <li key={f} data-flag={f}>{t.t(`correctionUi.guidance.flag.${f}`)}</li>)}
            </ul>
          )}
          {a.feedback.length > 0 && (
            <ul className="mock-open-feedback" data-testid="instant-tips" aria-label={t.t('mockOpen.feedback')}>
              {a.feedback.map((code) => <li key={code}>{t.t(tipKey(a.kind, code))}</li>)}
            </ul>
          )}
        </>
      )}
      <p className="muted small" data-testid="instant-used">{t.t('practice.instant.used', { used: feedback.used, limit: feedback.limit })}</p>
    </div>
  );
}
