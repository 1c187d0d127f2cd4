/**
 * #/mock/diagnostic and #/mock/start: the start screen of a test (issue 23). It shows what comes (task types in
 * order, item counts, how long), checks the microphone and the speakers, and only the learner's confirm starts the
 * test: the clock and, for a full mock, the credit. The confirm's request carries `confirmed: true`; the server
 * refuses a full test without it. The diagnostic's key is kept for this tab until it has started, so a reload
 * after the click finds the same test instead of starting another.
 */
import { useEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import type * as M from '../../../shared/api/mock.ts';
import { useT } from '../../../shared/components/i18n.tsx';
import type { Locale } from '../../../shared/locales.ts';
import { ApiError } from '../../platform/api.ts';
import { mockApi, newIdempotencyKey } from './mock-api.ts';
import { DeviceCheck } from './DeviceCheck.tsx';

type Outline = v.InferOutput<typeof M.OutlineResponse>;
const DIAGNOSTIC_KEY = 'mock-diagnostic-key';

export default function TestStart({ locale, kind }: { locale: Locale; kind: 'full' | 'diagnostic' }) {
  const t = useT();
  const api = useRef(mockApi(locale));
  const [outline, setOutline] = useState<Outline | null>(null);
  const [credits, setCredits] = useState<number | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const wanted = kind === 'full'
      ? Promise.all([api.current.outline(kind), api.current.credits()])
      : Promise.all([api.current.outline(kind), Promise.resolve(null)]);
    wanted.then(([o, c]) => {
      setOutline(o);
      if (c) setCredits(c.undated + c.credits.reduce((n, x) => n + x.count, 0));
    }, () => setLoadFailed(true));
  }, [kind]);

  async function start() {
    if (starting) return;
    setStarting(true);
    setError(null);
    const saved = kind === 'diagnostic' ? sessionStorage.getItem(DIAGNOSTIC_KEY) : null;
    const key = saved ?? newIdempotencyKey();
    if (kind === 'diagnostic') sessionStorage.setItem(DIAGNOSTIC_KEY, key);
    // The same key on a retry: a lost answer to the first request still gives one test and takes one credit.
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const view = await api.current.start(kind, key, true);
        if (kind === 'diagnostic') sessionStorage.removeItem(DIAGNOSTIC_KEY);
        location.replace(`#/mock/test/${view.testId}`);
        return;
      } catch (err) {
        if (err instanceof ApiError && err.status !== 0) {
          setError(err.code === 'no_mock_credit' ? 'mock.home.noCredit' : err.code === 'bank_empty' ? 'mock.home.bankEmpty' : 'mock.home.startFailed');
          break;
        }
        if (attempt === 1) setError('mock.home.startFailed');
      }
    }
    setStarting(false);
  }

  const title = t.t(kind === 'diagnostic' ? 'mock.home.diagnosticTitle' : 'mock.home.fullTitle');
  if (loadFailed) return <p role="alert">{t.t('mock.home.loadFailed')}</p>;
  if (!outline) return <p role="status">{t.t('practice.loading')}</p>;
  const noCredit = kind === 'full' && credits !== null && credits < 1;
  return (
    <section className="mock-start" aria-labelledby="mock-start-title" data-testid="mock-start-screen">
      <h1 id="mock-start-title" className="app-title">{title}</h1>
      <h2>{t.t('mock.start.whatComes')}</h2>
      <p data-testid="mock-start-length">
        {kind === 'full'
          ? t.t('mock.start.lengthFull', { items: outline.items, typical: outline.typicalMinutes, limit: outline.minutes })
          : t.t('mock.start.lengthShort', { items: outline.items, limit: outline.minutes })}
      </p>
      <ol className="mock-start-sections" data-testid="mock-start-sections">
        {outline.sections.map((s) => (
          <li key={s.type}>{t.t(`practice.task.${s.type}`)}: {t.t('mock.start.items', { count: s.items })}</li>
        ))}
      </ol>
      <p className="small muted">{t.t('mock.start.rules')}</p>

      <DeviceCheck />

      <div className="mock-start-confirm" data-testid="mock-start-confirm">
        <p>{kind === 'full' ? t.t('mock.start.confirmCredit', { credits: credits ?? 0 }) : t.t('mock.start.confirmFree')}</p>
        {noCredit ? (
          <p role="alert">{t.t('mock.home.noCredit')}</p>
        ) : (
          <button type="button" className="btn btn-primary" disabled={starting} onClick={() => void start()} data-testid="mock-start-confirm-button">
            {t.t(kind === 'full' ? 'mock.start.startPaid' : 'mock.start.startFree')}
          </button>
        )}
        {starting && <p role="status">{t.t('mock.home.starting')}</p>}
        {error && <p role="alert">{t.t(error)}</p>}
        <p><a href="#/mock">{t.t('mock.back')}</a></p>
      </div>
    </section>
  );
}
