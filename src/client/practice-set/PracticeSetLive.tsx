/**
 * The running practice set of a course page: the /app screen of the task type for each item in turn, marked by
 * the public sample API (no sign-in), with the same explanations as in /app, then a way into /app for more.
 */
import { Suspense, useEffect, useState } from 'react';
import { SampleAnswerResponse } from '../../shared/api/practice.ts';
import { I18nProvider } from '../../shared/components/i18n.tsx';
import type { Answer, MarkResult } from '../../shared/exam/items.ts';
import { createTranslator, type Translator } from '../../shared/i18n.ts';
import type { PracticeSetProps } from '../../shared/islands/PracticeSet.tsx';
import { loadPracticeMessages } from '../../generated/practice-messages.ts';
import { Feedback } from '../app/practice/Feedback.tsx';
import { timing } from '../app/practice/model.ts';
import { screenFor } from '../app/practice/screens.ts';
import { boot } from '../boot.ts';
import { api } from '../platform/api.ts';

export default function PracticeSetLive({ locale, type, items, appHref, labels, stylesheet }: PracticeSetProps) {
  const [t, setT] = useState<Translator | null>(null);
  const [index, setIndex] = useState(0);
  const [result, setResult] = useState<MarkResult | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!document.querySelector(`link[href="${stylesheet}"]`)) {
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: stylesheet });
      document.head.appendChild(link);
    }
  }, [stylesheet]);

  useEffect(() => {
    const { data } = boot();
    loadPracticeMessages(locale).then(
      (m) => setT(createTranslator(locale, { ...data.messages, ...m }, { supportEmail: data.config.supportEmail })),
      () => setFailed(true),
    );
  }, [locale]);

  if (failed) return <p role="alert"><a href={appHref}>{labels.more}</a></p>;
  if (!t) return <p role="status">{labels.loading}</p>;
  const item = items[index];
  const Screen = screenFor(type);

  async function send(answer: Answer) {
    if (!item) return;
    try {
      const res = await api('/practice/sample/answer', { body: { itemId: item.id, answer }, schema: SampleAnswerResponse, locale });
      setResult(res.result);
    } catch {
      setFailed(true);
    }
  }

  return (
    <I18nProvider value={t}>
      <div className="practice-set-live" data-testid="practice-set-live">
        {item ? (
          <>
            <p className="task-step">{t.t('practice.step', { n: index + 1, total: items.length })}</p>
            <Suspense fallback={<p role="status">{labels.loading}</p>}>
              <Screen key={item.id} item={item as never} timing={timing(type)} submit={(a) => void send(a as Answer)} done={result !== null} />
            </Suspense>
            {result && (
              <>
                <Feedback result={result} reviewDue={null} />
                <p className="runner-next">
                  <button type="button" className="btn btn-primary" data-testid="next-item" onClick={() => { setResult(null); setIndex(index + 1); }}>{t.t('practice.nextItem')}</button>
                </p>
              </>
            )}
          </>
        ) : (
          <p data-testid="practice-set-done"><a className="btn btn-primary" href={appHref}>{labels.more}</a></p>
        )}
      </div>
    </I18nProvider>
  );
}
