/**
 * Open answers: annotated model answers by score band (each annotation highlighted in the text, its tag
 * explained in the learner's language; the lead counts the levels actually shown) and a self-check rubric.
 */
import { useId, type ReactNode } from 'react';
import type { SampleAnswer } from '../../../shared/exam/items.ts';
import { useT } from '../../../shared/components/i18n.tsx';

type Note = SampleAnswer['notes'][number];

function Annotated({ text, notes }: { text: string; notes: Note[] }) {
  const t = useT();
  const sorted = [...notes].filter((n) => n.start >= 0 && n.end <= text.length && n.end > n.start).sort((a, b) => a.start - b.start);
  const out: ReactNode[] = [];
  let at = 0;
  sorted.forEach((n, i) => {
    if (n.start < at) return;
    out.push(text.slice(at, n.start));
    out.push(
      <mark key={i} className={`note note-${n.tag}`} data-testid="sample-note">
        {text.slice(n.start, n.end)}<span className="note-tag" lang={t.locale}>{t.t(`practice.tag.${n.tag}`)}</span>
      </mark>,
    );
    at = n.end;
  });
  out.push(text.slice(at));
  return <>{out}</>;
}

export function SampleAnswers({ samples, rubric }: { samples: SampleAnswer[]; rubric: string[] }) {
  const t = useT();
  const id = useId();
  const tags = [...new Set(samples.flatMap((s) => s.notes.map((n) => n.tag)))];
  return (
    <div className="samples" data-testid="samples">
      {samples.length > 0 && (
        <>
          <h3>{t.t('practice.instant.samplesTitle', { count: samples.length })}</h3>
          <p className="muted" data-testid="samples-lead">{t.t('practice.instant.samplesLead', { count: samples.length })}</p>
        </>
      )}
      {[...samples].sort((a, b) => a.band - b.band).map((s) => (
        <section key={s.band} className="sample" aria-labelledby={`${id}-${s.band}`}>
          <h4 id={`${id}-${s.band}`}>{t.t('practice.samples.band', { band: s.band })}</h4>
          {(Array.isArray(s.text) ? s.text : [s.text]).map((para, i) => (
            <p key={i} lang="en"><Annotated text={para} notes={s.notes.filter((n) => (n.stage ?? 0) === (Array.isArray(s.text) ? i : 0))} /></p>
          ))}
        </section>
      ))}
      {tags.length > 0 && (
        <dl className="tag-legend">
          {tags.map((tag) => <div key={tag}><dt><mark className={`note note-${tag}`}>{t.t(`practice.tag.${tag}`)}</mark></dt><dd>{t.t(`practice.tagHelp.${tag}`)}</dd></div>)}
        </dl>
      )}
      {rubric.length > 0 && (
        <fieldset className="rubric" data-testid="rubric">
          <legend>{t.t('practice.samples.rubric')}</legend>
          {rubric.map((key) => <label key={key} className="choice"><input type="checkbox" /> <span>{t.has(key) ? t.t(key) : key}</span></label>)}
        </fieldset>
      )}
    </div>
  );
}
