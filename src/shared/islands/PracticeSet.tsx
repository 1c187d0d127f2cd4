/**
 * A course page's short practice set (3–5 items of the page's task type). The server renders the items as a
 * preview with a link into /app, so the set is readable without JavaScript; the island hydrates once the page
 * is idle, and "Start" loads the /app task screens and their messages (one chunk each) only then.
 */
import { lazy, Suspense, useState } from 'react';
import type { PublicItem } from '../exam/items.ts';
import type { Locale } from '../locales.ts';
import type { TaskTypeId } from '../exam/task-types.ts';

export interface PracticeSetLabels { title: string; lead: string; start: string; more: string; question: string; loading: string }
export interface PracticeSetProps {
  locale: Locale; type: TaskTypeId; items: PublicItem[]; appHref: string; labels: PracticeSetLabels;
  /** The task screens' stylesheet (the /app one), linked when the set starts. */
  stylesheet: string;
}

const Live = lazy(() => import('../../client/practice-set/PracticeSetLive.tsx'));

function gapped(segments: readonly ({ kind: string; text?: string; prefix?: string; missing?: number })[]): string {
  return segments.map((s) => (s.kind === 'text' ? s.text : s.kind === 'gap' ? `${s.prefix}${'_'.repeat(s.missing ?? 0)}` : '____')).join('');
}

/** What the item shows before it is answered, as plain English text (audio items show only their number). */
function preview(item: PublicItem): { text?: string; photo?: { src: string; alt: string } } {
  switch (item.type) {
    case 'read-and-select': return { text: item.word };
    case 'fill-in-the-blanks': case 'read-and-complete': return { text: gapped(item.segments) };
    case 'interactive-reading': return { text: gapped(item.sentences) };
    case 'interactive-listening': return { text: item.scenario };
    case 'write-about-the-photo': case 'speak-about-the-photo': return { photo: { src: item.photo.src, alt: item.photo.alt ?? '' } };
    case 'interactive-writing': case 'read-then-speak': case 'writing-sample': case 'speaking-sample': return { text: item.prompt };
    case 'interactive-speaking': return { text: item.intro };
    case 'read-aloud': return { text: item.text };
    default: return {};
  }
}

export default function PracticeSet(props: PracticeSetProps) {
  const { items, appHref, labels } = props;
  const [started, setStarted] = useState(false);
  return (
    <section className="practice-set" aria-labelledby="practice-set-title" data-testid="practice-set">
      <h2 id="practice-set-title">{labels.title}</h2>
      <p className="muted">{labels.lead}</p>
      {started ? (
        <Suspense fallback={<p role="status">{labels.loading}</p>}><Live {...props} /></Suspense>
      ) : (
        <>
          <ol className="practice-set-items">
            {items.map((item, i) => {
              const p = preview(item);
              return (
                <li key={item.id} lang="en">
                  <span className="practice-set-n">{labels.question.replace('#', String(i + 1))}</span>
                  {p.text && <span> {p.text}</span>}
                  {p.photo && <img src={p.photo.src} alt={p.photo.alt} width={240} height={160} loading="lazy" />}
                </li>
              );
            })}
          </ol>
          <p className="practice-set-actions">
            {items.length > 0 && (
              <a className="btn btn-primary" href={appHref} data-testid="practice-set-start"
                onClick={(e) => { e.preventDefault(); setStarted(true); }}>{labels.start}</a>
            )}
            <a className="btn btn-ghost" href={appHref}>{labels.more}</a>
          </p>
        </>
      )}
    </section>
  );
}
