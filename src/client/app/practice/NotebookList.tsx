/** The mistake notebook as a list: what was missed, when, why (the learner's answer against the expected one). */
import type * as v from 'valibot';
import type { NotebookResponse } from '../../../shared/api/practice.ts';
import { useT } from '../../../shared/components/i18n.tsx';
import { shownAnswerOfType } from './shown-answer.ts';

type Notebook = v.InferOutput<typeof NotebookResponse>;
type Entry = Notebook['entries'][number];

const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;

function EntryCard({ e, now }: { e: Entry; now: number }) {
  const t = useT();
  const due = new Date(e.due).getTime() <= now;
  return (
    <li className="notebook-entry" data-testid="notebook-entry">
      <h3 className="h4">{t.t(`practice.task.${e.type}`)}</h3>
      {/* The item's English is what is being learned: it stays English, marked as such. */}
      <p className="notebook-excerpt">{e.excerpt ? <q lang="en">{e.excerpt}</q> : t.t('notebook.heard')}</p>
      <p className="muted notebook-dates">
        {e.missedAt && <span data-testid="notebook-missed">{t.t('notebook.missed', { date: t.date(e.missedAt, DATE) })}</span>}
        <span data-testid="notebook-next">{due ? t.t('notebook.dueNow') : t.t('notebook.nextReview', { date: t.date(e.due, DATE) })}</span>
      </p>
      {e.wrong.length > 0 && (
        <ul className="notebook-wrong">
          {e.wrong.map((w, i) => {
            const given = shownAnswerOfType(t, e.type, w.given);
            const expected = shownAnswerOfType(t, e.type, w.expected);
            return (
              <li key={i} data-testid="notebook-wrong">
                <span>{t.t('notebook.yours')}: {w.given ? <del lang={given.lang}>{given.text}</del> : <del>{t.t('notebook.noAnswer')}</del>}</span>
                <span>{t.t('notebook.expected')}: <ins lang={expected.lang}>{expected.text}</ins></span>
              </li>
            );
          })}
        </ul>
      )}
      {e.moreWrong > 0 && <p className="muted">{t.t('notebook.moreParts', { count: e.moreWrong })}</p>}
    </li>
  );
}

export function NotebookList({ data, onStart }: { data: Notebook; onStart: () => void }) {
  const t = useT();
  const now = Date.now();
  const next = data.entries[0];
  return (
    <>
      <p className="muted">{t.t('notebook.lead')}</p>
      {data.due > 0 && (
        <button type="button" className="btn btn-primary" data-testid="review-start" onClick={onStart}>
          {t.t('notebook.start', { count: Math.min(data.due, 5) })}
        </button>
      )}
      {data.due === 0 && next && <p data-testid="review-none-due">{t.t('notebook.nothingDue', { date: t.date(next.due, DATE) })}</p>}
      {data.entries.length === 0
        ? <p data-testid="review-empty">{t.t('notebook.empty')} <a href="#/practice">{t.t('practice.home.start')}</a></p>
        : (
          <section aria-labelledby="notebook-list-title">
            <h2 id="notebook-list-title" className="h3">{t.t('notebook.listTitle')}</h2>
            <ol className="notebook-list" data-testid="notebook-list">{data.entries.map((e) => <EntryCard key={e.itemId} e={e} now={now} />)}</ol>
          </section>
        )}
    </>
  );
}
