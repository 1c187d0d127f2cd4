/**
 * #/review: the mistake notebook. It opens on the list of past mistakes (read only); the timed review of the due
 * ones starts only from its button, each answered with its task screen and marked like any practice item.
 */
import { Suspense, useEffect, useState } from 'react';
import type * as v from 'valibot';
import type { NotebookResponse, ReviewResponse } from '../../../shared/api/practice.ts';
import type { Answer, MarkResult } from '../../../shared/exam/items.ts';
import { useT } from '../../../shared/components/i18n.tsx';
import type { Locale } from '../../../shared/locales.ts';
import { Feedback } from './Feedback.tsx';
import { timing } from './model.ts';
import { NotebookList } from './NotebookList.tsx';
import { practiceApi } from './practice-api.ts';
import { screenFor } from './screens.ts';

type Review = v.InferOutput<typeof ReviewResponse>;
type Notebook = v.InferOutput<typeof NotebookResponse>;

export default function ReviewScreen({ locale }: { locale: Locale }) {
  const t = useT();
  const [book, setBook] = useState<Notebook | null>(null);
  const [data, setData] = useState<Review | null>(null);
  const [failed, setFailed] = useState(false);
  const [index, setIndex] = useState(0);
  const [started, setStarted] = useState(Date.now());
  const [result, setResult] = useState<MarkResult | null>(null);
  const [sending, setSending] = useState(false);
  const api = practiceApi(locale);
  const showList = () => { setFailed(false); setData(null); setResult(null); api.notebook().then(setBook, () => setFailed(true)); };
  const startReview = () => { setFailed(false); setIndex(0); setResult(null); api.review().then((r) => { setData(r); setStarted(Date.now()); }, () => setFailed(true)); };
  useEffect(showList, [locale]);

  if (failed) return <p role="alert">{t.t('practice.error.load')}</p>;
  const title = <h1 id="review-title" className="app-title">{t.t('practice.review.title')}</h1>;
  if (!data) {
    return (
      <section className="review-screen" aria-labelledby="review-title" data-testid="review-screen">
        {title}
        {book ? <NotebookList data={book} onStart={startReview} /> : <p role="status">{t.t('practice.loading')}</p>}
      </section>
    );
  }
  const card = data.items[index];

  async function send(answer: Answer) {
    if (!card) return;
    setSending(true);
    try {
      const res = await api.answer(card.attemptId, answer, Date.now() - started);
      setResult(res.result);
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  const Screen = card ? screenFor(card.item.type) : null;
  return (
    <section className="review-screen" aria-labelledby="review-title" data-testid="review-screen">
      {title}
      <p className="muted" data-testid="review-due">{t.t('practice.review.due', { count: data.due })}</p>
      <button type="button" className="btn btn-ghost" data-testid="review-back" onClick={showList}>{t.t('notebook.backToList')}</button>
      {!card && <p data-testid="review-empty">{t.t('practice.review.empty')}</p>}
      {card && Screen && (
        <>
          <h2 className="h3">{t.t(`practice.task.${card.item.type}`)}</h2>
          <Suspense fallback={<p role="status">{t.t('practice.loading')}</p>}>
            <Screen key={card.attemptId} item={card.item as never} timing={timing(card.item.type)} submit={(a) => void send(a as Answer)} done={Boolean(result) || sending} />
          </Suspense>
          {result && (
            <>
              <Feedback result={result} reviewDue={null} />
              <button type="button" className="btn btn-primary" data-testid="next-item"
                onClick={() => { if (index + 1 < data.items.length) { setIndex(index + 1); setResult(null); setStarted(Date.now()); } else showList(); }}>
                {t.t('practice.nextItem')}
              </button>
            </>
          )}
        </>
      )}
    </section>
  );
}
