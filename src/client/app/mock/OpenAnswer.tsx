/**
 * One rated open answer of a mock report (ADR 036): its band, where the number comes from, the engine's criterion
 * scores (spoken answers: fluency only, the rest "not assessed"), the problems it flagged and one or two tips.
 * Reports stored before the engine rated mock answers have only the number and the older label.
 */
import type { MockReport } from '../../../shared/api/mock.ts';
import { useT } from '../../../shared/components/i18n.tsx';

type Open = MockReport['open'][number];

const WRITING = ['content', 'coherence', 'lexis', 'grammar'] as const;
const SPEAKING = ['fluency', 'content', 'lexis', 'grammar', 'pronunciation'] as const;
/** Flags with wording in the correction screens' strings (offline, spoken answers can only be too short). */
const FLAGS = new Set(['tooShort', 'gibberish', 'copiedPrompt', 'offTopic', 'repeatedText', 'memorizedTemplate']);
/** Guidance whose correction-screen wording points at marks the report does not show. */
const OWN_WORDING = new Set(['spelling', 'grammar']);

function feedbackKey(kind: Open['kind'], code: string): string {
  if (kind === 'speaking') return `mockOpen.tip.speaking.${code}`;
  return OWN_WORDING.has(code) ? `mockOpen.tip.${code}` : `correctionUi.guidance.${code}`;
}

function sourceKey(source: Open['source']): string {
  if (source === 'correction-engine') return 'mockOpen.source';
  return source === 'ai-correction' ? 'mock.report.sourceAi' : 'mock.report.sourceFeatures';
}

export function OpenAnswer({ open }: { open: Open }) {
  const t = useT();
  const flags = (open.flags ?? []).filter((f) => FLAGS.has(f));
  const criteria = open.criteria ? (open.kind === 'speaking' ? SPEAKING : WRITING).filter((c) => c in open.criteria!) : [];
  return (
    <div className="mock-open-answer" data-testid="open-answer">
      <p>
        {t.t(`practice.task.${open.type}`)}: <strong data-testid="open-band">{t.number(open.estimate)}</strong>{' '}
        <span className="badge">{t.t(sourceKey(open.source))}</span>
      </p>
      {criteria.length > 0 && (
        <dl className="mock-open-criteria" data-testid="open-criteria">
          {criteria.map((c) => {
            const score = open.criteria![c];
            return (
              <div key={c}>
                <dt>{t.t(`mockOpen.criterion.${c}`)}</dt>
                <dd>{score === null || score === undefined ? <span className="muted">{t.t('mockOpen.notAssessed')}</span> : t.t('mockOpen.outOfFive', { score })}</dd>
              </div>
            );
          })}
        </dl>
      )}
      {open.kind === 'speaking' && <p className="muted small">{t.t('mockOpen.spokenNote')}</p>}
      {flags.length > 0 && (
        <ul className="mock-open-flags" data-testid="open-flags" aria-label={t.t('mockOpen.flags')}>
          {flags.map((f) => <li key={f}>{t.t(`correctionUi.guidance.flag.${f}`)}</li>)}
        </ul>
      )}
      {open.feedback && open.feedback.length > 0 && (
        <ul className="mock-open-feedback" data-testid="open-feedback" aria-label={t.t('mockOpen.feedback')}>
          {open.feedback.map((code) => <li key={code}>{t.t(feedbackKey(open.kind, code))}</li>)}
        </ul>
      )}
    </div>
  );
}
