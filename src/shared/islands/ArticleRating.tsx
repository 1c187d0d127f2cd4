/**
 * Rating widget of an article (1–5): shows the average and count from the page, records one rating per member
 * or guest (a first rating by an anonymous reader makes them a temporary user), and shows the new average.
 */
import { useState } from 'react';
import { useT } from '../components/i18n.tsx';
import type { ArticleRatingProps } from './props.ts';

type State = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error' };

export default function ArticleRating({ path, average: initialAverage, count: initialCount, cookieDomain }: ArticleRatingProps) {
  const t = useT();
  const [average, setAverage] = useState(initialAverage);
  const [count, setCount] = useState(initialCount);
  const [mine, setMine] = useState<number | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function rate(score: number) {
    setState({ kind: 'saving' });
    try {
      const m = await import('../../client/platform/blog-client.ts');
      const res = await m.rateArticle(path, score, cookieDomain);
      setAverage(res.average);
      setCount(res.count);
      setMine(res.score);
      setState({ kind: 'saved' });
    } catch {
      setState({ kind: 'error' });
    }
  }

  return (
    <section className="article-rating" aria-labelledby="rating-title" data-testid="article-rating">
      <h2 id="rating-title" className="h4">{t.t('blogUi.rating.title')}</h2>
      <p data-testid="rating-summary">
        {count ? t.t('blogUi.rating.summary', { average: t.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), count }) : t.t('blogUi.rating.none')}
      </p>
      <div className="rating-stars" role="group" aria-label={t.t('blogUi.rating.title')}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            className={`star${mine !== null && n <= mine ? ' is-on' : ''}`}
            aria-pressed={mine === n}
            aria-label={t.t('blogUi.rating.star', { n })}
            disabled={state.kind === 'saving'}
            onClick={() => void rate(n)}
            data-testid={`rate-${n}`}
          >
            <span aria-hidden="true">★</span>
          </button>
        ))}
      </div>
      <p role="status" className="muted" data-testid="rating-status">
        {state.kind === 'saving' && t.t('blogUi.rating.saving')}
        {state.kind === 'saved' && t.t('blogUi.rating.thanks')}
        {state.kind === 'error' && t.t('blogUi.rating.failed')}
      </p>
    </section>
  );
}
