/**
 * The server's marking of an answer: score, each part with the right answer and its explanation; for open answers
 * the instant rating (children), the questions only heard, samples and the task's checklist.
 */
import type { ReactNode } from 'react';
import { shownAnswer } from './shown-answer.ts';
import type { MarkResult, PartResult } from '../../../shared/exam/items.ts';
import { useT } from '../../../shared/components/i18n.tsx';
import { Explanation } from './Explanation.tsx';
import { SampleAnswers } from './SampleAnswers.tsx';

function Diff({ part }: { part: PartResult }) {
  if (!part.diff) return null;
  return (
    <p className="diff" lang="en">
      {part.diff.map((d, i) => (
        <span key={i} className={`diff-${d.op}`}>
          {d.op === 'ok' ? d.expected : d.op === 'extra' ? <del>{d.given}</del> : <>{d.given && <del>{d.given}</del>}<ins>{d.expected}</ins></>}{' '}
        </span>
      ))}
    </p>
  );
}

/**
 * The Interactive Listening conversation after the answer: each line says who speaks in words (not colour or
 * alignment alone), in the learner's language; the lines themselves stay English.
 */
function Transcript({ lines }: { lines: MarkResult['material'] }) {
  const t = useT();
  if (!lines.length) return null;
  return (
    <div className="transcript" data-testid="transcript">
      <h3>{t.t('practice.transcript.title')}</h3>
      <ol className="transcript-lines">
        {lines.map((m, i) => {
          const you = m.kind === 'transcript-you';
          return (
            <li key={i} className={you ? 'is-you' : 'is-partner'} data-testid="transcript-line">
              <strong className="transcript-speaker" lang={t.locale}>{t.t(you ? 'practice.transcript.you' : 'practice.transcript.partner')}</strong>{' '}
              <span lang="en">{m.text}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export function Feedback({ result, reviewDue, children }: { result: MarkResult; reviewDue: string | null; children?: ReactNode }) {
  const t = useT();
  const heard = result.material.filter((m) => m.kind === 'question');
  const transcript = result.material.filter((m) => m.kind === 'transcript-partner' || m.kind === 'transcript-you');
  const other = result.material.filter((m) => m.kind !== 'question' && !transcript.includes(m));
  return (
    <section className="feedback" aria-labelledby="feedback-title" data-testid="feedback" tabIndex={-1}>
      <h2 id="feedback-title" className="h3">
        {result.score === null ? t.t('practice.feedback.saved') : t.t('practice.feedback.score', { score: Math.round(result.score * 100) })}
      </h2>
      {result.score !== null && (
        <p className={`feedback-verdict ${result.score >= 1 ? 'is-right' : result.score > 0 ? 'is-partial' : 'is-wrong'}`} data-testid="verdict">
          {t.t(result.score >= 1 ? 'practice.feedback.right' : result.score > 0 ? 'practice.feedback.partial' : 'practice.feedback.wrong')}
        </p>
      )}
      {children}
      {reviewDue && <p className="muted">{t.t('practice.feedback.review', { date: new Date(reviewDue) })}</p>}
      {result.parts.length > 0 && (
        <ol className="feedback-parts">
          {result.parts.map((p) => (
            <li key={p.id} className={p.score >= 1 ? 'is-right' : p.score > 0 ? 'is-partial' : 'is-wrong'} data-testid="feedback-part">
              <p>
                <span className="visually-hidden">{t.t(p.score >= 1 ? 'practice.feedback.right' : p.score > 0 ? 'practice.feedback.partial' : 'practice.feedback.wrong')}: </span>
                {t.t('practice.feedback.given')} <q lang={shownAnswer(t, p, p.given).lang}>{p.given ? shownAnswer(t, p, p.given).text : '—'}</q>
                {p.score < 1 && <> · {t.t('practice.feedback.expected')} <q lang={shownAnswer(t, p, p.expected).lang} data-testid="expected">{shownAnswer(t, p, p.expected).text}</q></>}
              </p>
              <Diff part={p} />
              {p.explanation && <Explanation data={p.explanation} />}
            </li>
          ))}
        </ol>
      )}
      {result.explanations.map((e, i) => <Explanation key={i} data={e} />)}
      {heard.length > 0 && (
        <div className="heard-questions" data-testid="heard-questions">
          <h3>{t.t('practice.instant.heard')}</h3>
          <ol lang="en">{heard.map((m, i) => <li key={i}>{m.text}</li>)}</ol>
        </div>
      )}
      <Transcript lines={transcript} />
      {other.length > 0 && (
        <ul className="explanation-material" lang="en">{other.map((m, i) => <li key={i}>{m.text}</li>)}</ul>
      )}
      {result.marking === 'open' && <SampleAnswers samples={result.samples} rubric={result.rubric} />}
    </section>
  );
}
