/**
 * #/practice/<type>: fetches the next item of a task type, shows its screen (a lazily loaded chunk), sends the
 * answer for marking and shows the marking; then the next item. An answer that fails to send is kept and can be
 * sent again; an exhausted daily allowance is explained with its reset time.
 */
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MemoryProvider, useMemoryOf, type MemorySink } from './kit/attempt-memory.tsx';
import type { Allowance, IssuedItem, OpenFeedback } from '../../../shared/api/practice.ts';
import type { Answer, MarkResult } from '../../../shared/exam/items.ts';
import { isTaskTypeId, taskType } from '../../../shared/exam/task-types.ts';
import { useT } from '../../../shared/components/i18n.tsx';
import type { Locale } from '../../../shared/locales.ts';
import { ApiError } from '../../platform/api.ts';
import { AllowanceBox } from './Allowance.tsx';
import { Feedback } from './Feedback.tsx';
import { InstantFeedback } from './InstantFeedback.tsx';
import { measureRecordings } from './measure-recordings.ts';
import { timing, type TaskTypeId } from './model.ts';
import { practiceApi } from './practice-api.ts';
import { screenFor } from './screens.ts';
import { SendForCorrection } from '../corrections/SendForCorrection.tsx';
import { SPEAKING_TASKS, WRITING_TASKS } from '../../../shared/learning/correction/targets.ts';
import { clearRecordings, takenRecordings } from './kit/recordings.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; code: string; allowance?: Allowance }
  | { kind: 'item'; issued: IssuedItem; startedAt: number; sending: boolean; sendFailed: boolean; answer?: Answer }
  | { kind: 'marked'; issued: IssuedItem; result: MarkResult; reviewDue: string | null; allowance: Allowance; openFeedback?: OpenFeedback };

function errorCode(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 429 || /allowance|quota|limit/.test(err.code ?? '')) return 'allowance';
    if (err.status === 404 || err.code === 'no_items') return 'empty';
    if (err.status === 0) return 'network';
  }
  return 'load';
}

export default function PracticeRunner({ locale, type }: { locale: Locale; type: string }) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const api = practiceApi(locale);
  const apiRef = useRef(api);
  apiRef.current = api;
  const known = isTaskTypeId(type);

  const load = useCallback(async () => {
    if (!isTaskTypeId(type)) return;
    clearRecordings();
    setState({ kind: 'loading' });
    try {
      const next = await apiRef.current.next(type);
      const issued = next.items[0];
      if (!issued) setState({ kind: 'error', code: 'empty' });
      else setState({ kind: 'item', issued, startedAt: Date.now(), sending: false, sendFailed: false });
    } catch (err) {
      setState({ kind: 'error', code: errorCode(err) });
    }
  }, [type]);

  useEffect(() => { void load(); }, [load]);

  const send = useCallback(async (answer: Answer) => {
    setState((s) => (s.kind === 'item' ? { ...s, answer, sending: true, sendFailed: false } : s));
    const s = stateRef.current;
    if (s.kind !== 'item') return;
    memoryRef.current?.hold();
    try {
      const elapsed = Math.min(3_600_000, Date.now() - s.startedAt);
      // A spoken answer's recordings are measured here (ADR 036) so the engine can rate fluency at once; if the
      // server refuses the numbers, the answer goes again without them rather than being lost.
      const speech = 'durationsMs' in answer ? await measureRecordings(takenRecordings()) : undefined;
      const res = await apiRef.current.answer(s.issued.attemptId, answer, elapsed, speech).catch((err: unknown) => {
        if (speech && err instanceof ApiError && err.code === 'speech_features_invalid') return apiRef.current.answer(s.issued.attemptId, answer, elapsed);
        throw err;
      });
      setState({ kind: 'marked', issued: s.issued, result: res.result, reviewDue: res.reviewDue, allowance: res.allowance, openFeedback: res.openFeedback });
    } catch (err) {
      // Out of free questions: say so (retrying cannot help); any other failure keeps the answer for a resend.
      memoryRef.current?.release();
      if (errorCode(err) === 'allowance') setState({ kind: 'error', code: 'allowance' });
      else setState((cur) => (cur.kind === 'item' ? { ...cur, sending: false, sendFailed: true } : cur));
    }
  }, []);
  const stateRef = useRef(state);
  stateRef.current = state;

  // The item's draft and anchors (ADR 047): kept while it is open, dropped once it is marked.
  const attemptId = state.kind === 'item' || state.kind === 'marked' ? state.issued.attemptId : null;
  const resume = state.kind === 'item' ? state.issued.resume ?? null : null;
  const sink = useMemo<MemorySink | null>(() => (attemptId ? {
    key: `practice:${attemptId}`, resume, timers: true,
    saveDraft: (draft) => apiRef.current.draft(attemptId, draft),
    anchor: (req) => apiRef.current.anchor(attemptId, req),
  } : null), [attemptId]);
  const memory = useMemoryOf(sink);
  const memoryRef = useRef(memory);
  memoryRef.current = memory;
  useEffect(() => { if (state.kind === 'marked') memory?.clear(); }, [state.kind, memory]);

  useEffect(() => {
    if (state.kind === 'marked') document.querySelector<HTMLElement>('[data-testid="feedback"]')?.focus();
  }, [state.kind]);

  if (!known) {
    return <section className="practice-runner"><p role="alert">{t.t('practice.error.unknown')}</p><a href="#/practice">{t.t('practice.back')}</a></section>;
  }
  const id = type as TaskTypeId;
  const Screen = screenFor(id);
  const tm = timing(id);

  return (
    <section className="practice-runner" aria-labelledby="task-title" data-testid="practice-runner">
      <p className="runner-back"><a href="#/practice">{t.t('practice.back')}</a></p>
      <h1 id="task-title" className="app-title">
        {t.t(`practice.task.${id}`)}
        {taskType(id).retired && <span className="badge badge-retired">{t.t('practice.home.retired')}</span>}
      </h1>
      {state.kind === 'loading' && <p role="status">{t.t('practice.loading')}</p>}
      {state.kind === 'error' && (
        <div role="alert" className="runner-error" data-testid="runner-error">
          <p>{t.t(`practice.error.${state.code}`)}</p>
          {state.allowance && <AllowanceBox allowance={state.allowance} locale={locale} />}
          {state.code !== 'allowance' && <button type="button" className="btn btn-ghost" onClick={() => void load()}>{t.t('practice.retry')}</button>}
        </div>
      )}
      {(state.kind === 'item' || state.kind === 'marked') && (
        <Suspense fallback={<p role="status">{t.t('practice.loading')}</p>}>
          <MemoryProvider memory={memory}>
            <Screen key={state.issued.attemptId} item={state.issued.item as never} timing={tm}
              submit={(a) => void send(a as Answer)} done={state.kind === 'marked' || (state.kind === 'item' && state.sending)} />
          </MemoryProvider>
        </Suspense>
      )}
      {state.kind === 'item' && state.sending && <p role="status">{t.t('practice.marking')}</p>}
      {state.kind === 'item' && state.sendFailed && state.answer && (
        <div role="alert" className="runner-error">
          <p>{t.t('practice.error.send')}</p>
          <button type="button" className="btn btn-primary" onClick={() => void send(state.answer!)} data-testid="resend">{t.t('practice.retry')}</button>
        </div>
      )}
      {state.kind === 'marked' && (
        <>
          <Feedback result={state.result} reviewDue={state.reviewDue}>
            {state.openFeedback && <InstantFeedback feedback={state.openFeedback} />}
          </Feedback>
          {(WRITING_TASKS as readonly string[]).includes(id) && <SendForCorrection locale={locale} source={{ attemptId: state.issued.attemptId }} />}
          {(SPEAKING_TASKS as readonly string[]).includes(id) && <SendForCorrection locale={locale} source={{ attemptId: state.issued.attemptId }} recordings={takenRecordings()} />}
          <p className="runner-next">
            <button type="button" className="btn btn-primary" onClick={() => void load()} data-testid="next-item">{t.t('practice.nextItem')}</button>
            <a className="btn btn-ghost" href="#/practice">{t.t('practice.back')}</a>
          </p>
          <AllowanceBox allowance={state.allowance} locale={locale} />
        </>
      )}
    </section>
  );
}
