/**
 * #/mock/test/<id>: one screen per item, the practice task screens reused (ADR 027). The test clock and the
 * item's time left come from the server; an answer is sent before the next item shows and there is no way back.
 * A failed send keeps the answer on screen for a retry; after a reload the same item comes back from the server.
 */
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MemoryProvider, useMemoryOf, type Memory, type MemorySink } from '../practice/kit/attempt-memory.tsx';
import type { MockView } from '../../../shared/api/mock.ts';
import type { Answer } from '../../../shared/exam/items.ts';
import { taskType } from '../../../shared/exam/task-types.ts';
import { useT } from '../../../shared/components/i18n.tsx';
import type { Locale } from '../../../shared/locales.ts';
import { ApiError } from '../../platform/api.ts';
import { clock as formatClock } from '../practice/kit/Timer.tsx';
import { timing } from '../practice/model.ts';
import { screenFor } from '../practice/screens.ts';
import { clearRecordings, takenRecordings } from '../practice/kit/recordings.ts';
import { uploadRecordings } from './upload-recordings.ts';
import { mockApi } from './mock-api.ts';
import { clockFrom, resumedTiming, secondsLeft, type ServerClock } from './server-clock.ts';

type Problem = 'load' | 'send' | 'time_up' | 'not_found' | null;

interface Live { view: MockView; clock: ServerClock; shownAt: number; spentMs: number }

function live(view: MockView): Live {
  const now = Date.now();
  const clock = clockFrom(view.serverNow, now);
  const spentMs = view.itemStartedAt ? Math.max(0, Date.parse(view.serverNow) - Date.parse(view.itemStartedAt)) : 0;
  return { view, clock, shownAt: now, spentMs };
}

export default function MockRunner({ locale, id }: { locale: Locale; id: string }) {
  const t = useT();
  const [state, setState] = useState<Live | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [sending, setSending] = useState(false);
  const [pending, setPending] = useState<Answer | null | undefined>(undefined);
  const memoryRef = useRef<Memory | null>(null);
  const [left, setLeft] = useState<number | null>(null);
  const api = useRef(mockApi(locale));
  const stateRef = useRef(state);
  stateRef.current = state;
  const askedAt = useRef(0);
  // The spoken answer's uploaded recordings, kept with the pending answer so a retry does not upload them again.
  const pendingSpeech = useRef<{ position: number; recordings: string[] | undefined } | null>(null);
  const [uploadPct, setUploadPct] = useState<number | null>(null);

  const toReport = useCallback(() => location.replace(`#/mock/report/${id}`), [id]);

  const accept = useCallback((view: MockView) => {
    if (view.status === 'finished') { toReport(); return; }
    setState(live(view));
    setPending(undefined);
    setProblem(null);
  }, [toReport]);

  const load = useCallback(async () => {
    setProblem(null);
    try {
      accept(await api.current.test(id));
    } catch (err) {
      setProblem(err instanceof ApiError && err.status === 404 ? 'not_found' : 'load');
    }
  }, [id, accept]);

  useEffect(() => { void load(); }, [load]);

  // The whole test's time left, on the server's clock; at zero the server has ended the test.
  useEffect(() => {
    if (!state) return;
    const tick = () => {
      const s = secondsLeft(state.view.deadlineAt, state.clock, Date.now());
      setLeft(s);
      // Ask the server at most every 5 s once time is up (it ends the test; a slow answer can still be in flight).
      if (s === 0 && Date.now() - askedAt.current > 5000) {
        askedAt.current = Date.now();
        void load();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [state, load]);

  const send = useCallback(async (answer: Answer | null, position: number) => {
    const cur = stateRef.current;
    // A screen can hand in late (a timer firing as the next item arrives): only the current item's answer is sent.
    if (!cur || cur.view.position !== position) return;
    setPending(answer);
    setSending(true);
    setProblem(null);
    memoryRef.current?.hold();
    try {
      const elapsed = Math.min(3_600_000, cur.spentMs + Date.now() - cur.shownAt);
      // Uploaded while the saving state shows, for the server to measure (ADR 052); this item's recordings only.
      if (pendingSpeech.current?.position !== position) {
        const recordings = answer && 'durationsMs' in answer ? await uploadRecordings(takenRecordings(), (share) => setUploadPct(Math.round(share * 100))) : undefined;
        setUploadPct(null);
        pendingSpeech.current = { position, recordings };
      }
      try {
        accept(await api.current.answer(id, cur.view.position, answer, elapsed, pendingSpeech.current.recordings));
        memoryRef.current?.clear();
      } catch (err) {
        // A recording the server cannot use never costs the answer: it goes again without it (unrated).
        if (!(err instanceof ApiError && (err.code === 'recording_invalid' || err.code === 'recording_not_found'))) throw err;
        pendingSpeech.current = { position, recordings: undefined };
        accept(await api.current.answer(id, cur.view.position, answer, elapsed));
        memoryRef.current?.clear();
      }
    } catch (err) {
      if (err instanceof ApiError && err.code === 'test_finished') toReport();
      else {
        memoryRef.current?.release();
        setProblem(err instanceof ApiError && err.code === 'time_up' ? 'time_up' : 'send');
      }
    } finally {
      setSending(false);
    }
  }, [id, accept, toReport]);

  // The current item's draft and clip plays (ADR 047); its time is already the server's (itemStartedAt).
  const running = state?.view.status === 'running' && state.view.item ? state.view : null;
  const memoryKey = running ? `mock:${running.testId}:${running.position}` : null;
  const sink = useMemo<MemorySink | null>(() => (running ? {
    key: memoryKey!, resume: running.resume ?? null, timers: false,
    saveDraft: (draft) => api.current.draft(running.testId, running.position, draft),
    anchor: (req) => api.current.anchor(running.testId, running.position, req),
  } : null), [memoryKey]);
  const memory = useMemoryOf(sink);
  memoryRef.current = memory;

  useEffect(() => {
    document.querySelector<HTMLElement>('#mock-item-title')?.focus();
    // Each item's recordings start empty (the practice screens keep them in memory for "Get AI feedback").
    clearRecordings();
  }, [state?.view.position]);

  if (!state) {
    return (
      <section className="mock-runner" data-testid="mock-runner">
        {problem ? (
          <div role="alert" className="runner-error">
            <p>{t.t(problem === 'not_found' ? 'mock.runner.notFound' : 'mock.runner.loadFailed')}</p>
            {problem !== 'not_found' && <button type="button" className="btn btn-primary" onClick={() => void load()}>{t.t('practice.retry')}</button>}
            <a href="#/mock">{t.t('mock.back')}</a>
          </div>
        ) : <p role="status">{t.t('practice.loading')}</p>}
      </section>
    );
  }

  const { view } = state;
  const type = view.type!;
  const Screen = screenFor(type);
  const section = taskType(type).subscores[0]!;
  const itemTiming = resumedTiming(timing(type), state.spentMs / 1000);
  return (
    <section className="mock-runner" aria-labelledby="mock-item-title" data-testid="mock-runner">
      <div className="mock-runner-bar">
        <p className="mock-runner-where">
          <span className="mock-runner-section" data-testid="mock-section">{t.t(`practice.section.${section}`)}</span>
          <span data-testid="mock-progress">{t.t('mock.runner.progress', { n: view.position + 1, total: view.total })}</span>
        </p>
        <progress className="mock-runner-meter" max={view.total} value={view.position} aria-hidden="true" />
        {left !== null && (
          <p className="mock-runner-clock" data-testid="mock-clock">
            <span>{t.t('mock.runner.testTime')}</span> <strong>{formatClock(left)}</strong>
          </p>
        )}
      </div>
      <h1 id="mock-item-title" className="app-title" tabIndex={-1}>{t.t(`practice.task.${type}`)}</h1>
      <Suspense fallback={<p role="status">{t.t('practice.loading')}</p>}>
        <MemoryProvider memory={memory}>
          <Screen key={`${view.testId}-${view.position}`} item={view.item as never} timing={itemTiming}
            submit={(a) => void send(a as Answer, view.position)} done={sending || pending !== undefined} />
        </MemoryProvider>
      </Suspense>
      {sending && <p role="status">{uploadPct === null ? t.t('mock.runner.saving') : t.t('correctionApp.speaking.uploading', { pct: uploadPct })}</p>}
      {problem === 'send' && pending !== undefined && (
        <div role="alert" className="runner-error" data-testid="mock-send-failed">
          <p>{t.t('mock.runner.sendFailed')}</p>
          <button type="button" className="btn btn-primary" onClick={() => void send(pending, view.position)} data-testid="mock-resend">{t.t('practice.retry')}</button>
        </div>
      )}
      {problem === 'load' && (
        <div role="alert" className="runner-error">
          <p>{t.t('mock.runner.loadFailed')}</p>
          <button type="button" className="btn btn-primary" onClick={() => void load()}>{t.t('practice.retry')}</button>
        </div>
      )}
      {problem === 'time_up' && (
        <div role="alert" className="runner-error" data-testid="mock-time-up">
          <p>{t.t('mock.runner.timeUp')}</p>
          <a className="btn btn-primary" href={`#/mock/report/${id}`}>{t.t('mock.runner.seeReport')}</a>
        </div>
      )}
    </section>
  );
}
