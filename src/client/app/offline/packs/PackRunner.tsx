/**
 * #/packs/<id> (issue 29): the items of a stored pack, one by one, with the same task screens and feedback as
 * online practice, marked on the device with the shared markAnswer. Each answer is written to the queue before
 * its feedback shows; a reload resumes at the first unanswered item, offline too.
 */
import { Suspense, useEffect, useState } from 'react';
import type { Answer, MarkResult } from '../../../../shared/exam/items.ts';
import { markAnswer } from '../../../../shared/learning/marking/index.ts';
import { useT } from '../../../../shared/components/i18n.tsx';
import type { Locale } from '../../../../shared/locales.ts';
import { MemoryProvider } from '../../practice/kit/attempt-memory.tsx';
import { Feedback } from '../../practice/Feedback.tsx';
import { timing, type TaskTypeId } from '../../practice/model.ts';
import { screenFor } from '../../practice/screens.ts';
import { connectivity } from '../connectivity.ts';
import { resumeIndex, type QueuedAnswer } from './queue.ts';
import { answersOf, getPack, putAnswers, type StoredPack } from './store.ts';
import { requestBackgroundSync, syncNow } from './sync.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'item'; pack: StoredPack; index: number; startedAt: number; saving: boolean }
  | { kind: 'marked'; pack: StoredPack; index: number; result: MarkResult }
  | { kind: 'finished'; pack: StoredPack }
  | { kind: 'saveFailed'; pack: StoredPack; index: number };

export default function PackRunner({ locale, id }: { locale: Locale; id: string }) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    void (async () => {
      const pack = await getPack(id).catch(() => undefined);
      if (!live) return;
      if (!pack) { setState({ kind: 'missing' }); return; }
      const index = resumeIndex(pack.pack.items.map((i) => i.item.id), await answersOf(id));
      if (live) setState(index < 0 ? { kind: 'finished', pack } : { kind: 'item', pack, index, startedAt: Date.now(), saving: false });
    })();
    return () => { live = false; };
  }, [id]);

  useEffect(() => {
    if (state.kind === 'marked') document.querySelector<HTMLElement>('[data-testid="feedback"]')?.focus();
  }, [state.kind]);

  const submit = async (answer: Answer) => {
    if (state.kind !== 'item' || state.saving) return;
    const { pack, index, startedAt } = state;
    setState({ ...state, saving: true });
    const entry = pack.pack.items[index]!;
    const result = markAnswer(entry.item, entry.key, answer);
    const queued: QueuedAnswer = {
      key: crypto.randomUUID(), packId: pack.packId, itemId: entry.item.id, answer,
      answeredAt: new Date().toISOString(), elapsedMs: Math.min(3_600_000, Math.max(0, Date.now() - startedAt)),
      local: result, state: 'waiting',
    };
    try {
      // Durable first: feedback the learner sees always belongs to an answer the device keeps.
      await putAnswers([queued]);
    } catch {
      setState({ kind: 'saveFailed', pack, index });
      return;
    }
    setState({ kind: 'marked', pack, index, result });
    void requestBackgroundSync();
    if (connectivity() === 'online') void syncNow(locale);
  };

  const next = (pack: StoredPack, index: number) => {
    const n = index + 1;
    setState(n >= pack.pack.items.length ? { kind: 'finished', pack } : { kind: 'item', pack, index: n, startedAt: Date.now(), saving: false });
  };

  const back = <p className="runner-back"><a href="#/packs">{t.t('offline.packs.title')}</a></p>;
  if (state.kind === 'loading') return <section>{back}<p role="status">{t.t('practice.loading')}</p></section>;
  if (state.kind === 'missing') return <section>{back}<p role="alert" data-testid="pack-missing">{t.t('offline.runner.missing')}</p></section>;
  if (state.kind === 'finished') return <section data-testid="pack-finished">{back}<p role="status">{t.t('offline.runner.done')}</p></section>;

  const { pack, index } = state;
  const entry = pack.pack.items[index]!;
  const type = entry.item.type as TaskTypeId;
  const Screen = screenFor(type);
  return (
    <section className="practice-runner" aria-labelledby="task-title" data-testid="pack-runner" data-index={index}>
      {back}
      <h1 id="task-title" className="app-title">{t.t(`practice.task.${type}`)}</h1>
      <p className="muted" data-testid="pack-position">{t.t('offline.runner.item', { n: index + 1, total: pack.pack.items.length })}</p>
      <Suspense fallback={<p role="status">{t.t('practice.loading')}</p>}>
        <MemoryProvider memory={null}>
          <Screen key={`${pack.packId}:${index}`} item={entry.item as never} timing={timing(type)}
            submit={(a) => void submit(a as Answer)} done={state.kind !== 'item' || state.saving} />
        </MemoryProvider>
      </Suspense>
      {state.kind === 'saveFailed' && <p role="alert">{t.t('offline.runner.saveFailed')}</p>}
      {state.kind === 'marked' && (
        <>
          <p className="muted" data-testid="pack-saved">{t.t('offline.runner.saved')}</p>
          <Feedback result={state.result} reviewDue={null} />
          <p className="runner-next">
            <button type="button" className="btn btn-primary" onClick={() => next(pack, index)} data-testid="next-item">{t.t('practice.nextItem')}</button>
          </p>
        </>
      )}
    </section>
  );
}
