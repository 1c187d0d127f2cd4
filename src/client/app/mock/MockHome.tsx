/**
 * #/mock: the learner's mock credits with their expiry, "start a full mock" (which opens its start screen), the
 * free diagnostic, the predicted official score with its interval and what it is based on, and the history of
 * tests with the score trend.
 */
import { useEffect, useRef, useState } from 'react';
import type { CreditsResponse } from '../../../shared/api/mock.ts';
import type * as M from '../../../shared/api/mock.ts';
import type * as v from 'valibot';
import { useT } from '../../../shared/components/i18n.tsx';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes.ts';
import { mockApi } from './mock-api.ts';
import { TrendChart } from './TrendChart.tsx';

type History = v.InferOutput<typeof M.HistoryResponse>['tests'];
type Prediction = v.InferOutput<typeof M.PredictionResponse>['prediction'];
interface Data { credits: CreditsResponse; history: History; prediction: Prediction }

export default function MockHome({ locale, guest }: { locale: Locale; guest: boolean }) {
  const t = useT();
  const [data, setData] = useState<Data | null>(null);
  const [failed, setFailed] = useState(false);
  const api = useRef(mockApi(locale));

  useEffect(() => {
    Promise.all([api.current.credits(), api.current.history(), api.current.prediction()])
      .then(([credits, history, prediction]) => setData({ credits, history: history.tests, prediction: prediction.prediction }), () => setFailed(true));
  }, []);

  if (failed) return <p role="alert">{t.t('mock.home.loadFailed')}</p>;
  if (!data) return <p role="status">{t.t('practice.loading')}</p>;
  const total = data.credits.undated + data.credits.credits.reduce((n, c) => n + c.count, 0);
  const running = data.history.find((h) => h.status === 'running');
  const finished = data.history.filter((h) => h.status === 'finished' && h.overall !== null && h.band !== null).reverse();
  const p = data.prediction;
  return (
    <section className="mock-home" aria-labelledby="mock-home-title" data-testid="mock-home">
      <h1 id="mock-home-title" className="app-title">{t.t('mock.home.title')}</h1>
      <p className="muted">{t.t('mock.home.lead')}</p>

      {running && (
        <p className="mock-resume" data-testid="mock-resume">
          {t.t('mock.home.running')} <a className="btn btn-primary" href={`#/mock/test/${running.testId}`}>{t.t('mock.home.resume')}</a>
        </p>
      )}

      <div className="mock-cards">
        <div className="mock-card" data-testid="mock-credits">
          <h2>{t.t('mock.home.fullTitle')}</h2>
          <p>{t.t('mock.home.credits', { count: total })}</p>
          {data.credits.credits.length > 0 && (
            <ul className="small">
              {data.credits.credits.map((c) => <li key={c.expiresAt}>{t.t('mock.home.expires', { count: c.count, date: new Date(c.expiresAt) })}</li>)}
            </ul>
          )}
          {total > 0 && !guest ? (
            <a className="btn btn-primary" href="#/mock/start" data-testid="mock-start">{t.t('mock.home.start')}</a>
          ) : (
            <a className="btn btn-primary" href={href(locale, guest ? 'register' : 'pricing')}>{t.t(guest ? 'mock.report.signUp' : 'mock.home.buy')}</a>
          )}
        </div>
        <div className="mock-card">
          <h2>{t.t('mock.home.diagnosticTitle')}</h2>
          <p>{t.t('mock.home.diagnosticLead')}</p>
          <a className="btn btn-ghost" href="#/mock/diagnostic" data-testid="mock-diagnostic">{t.t('mock.home.diagnosticStart')}</a>
        </div>
        <div className="mock-card" data-testid="mock-prediction">
          <h2>{t.t('mock.home.predictionTitle')}</h2>
          {p ? (
            <>
              <p><strong className="mock-report-score">{t.number(p.score)}</strong> {t.t('mock.report.band', { low: p.band.low, high: p.band.high })}</p>
              <p className="small muted">{t.t('mock.home.predictionBasis', { mocks: p.sources.mocks, practice: p.sources.practice })}</p>
            </>
          ) : <p className="small muted">{t.t('mock.home.predictionNone')}</p>}
        </div>
      </div>

      <h2>{t.t('mock.home.history')}</h2>
      {data.history.length === 0 ? <p className="muted">{t.t('mock.home.historyNone')}</p> : (
        <>
          <TrendChart points={finished.map((h) => ({ date: h.startedAt, score: h.overall!, low: h.band!.low, high: h.band!.high }))} />
          <ul className="mock-history" data-testid="mock-history">
            {data.history.map((h) => (
              <li key={h.testId}>
                <a href={h.status === 'running' ? `#/mock/test/${h.testId}` : `#/mock/report/${h.testId}`}>
                  {t.t(h.kind === 'diagnostic' ? 'mock.home.diagnosticTitle' : 'mock.home.fullTitle')}, {t.date(h.startedAt, { dateStyle: 'medium' })}
                </a>
                {' '}{h.overall !== null ? <strong>{t.number(h.overall)}</strong> : <span className="muted">{t.t('mock.home.inProgress')}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
