/**
 * An explanation from the server: the frame (why, what to look for) in the learner's language from the locale
 * files, and the item's English material (definition, quote from the passage) as English; a definition's part
 * of speech is a label of the learner's language inside that English list.
 */
import type { Explanation as ExplanationData } from '../../../shared/exam/items.ts';
import { useT } from '../../../shared/components/i18n.tsx';
import { partOfSpeechLabel } from './part-of-speech.ts';

export function Explanation({ data }: { data: ExplanationData }) {
  const t = useT();
  return (
    <div className="explanation" data-testid="explanation">
      {t.has(data.frame) && <p>{t.t(data.frame, data.args)}</p>}
      {data.material.length > 0 && (
        <ul className="explanation-material" lang="en">
          {data.material.map((m, i) => (
            <li key={i} className={`material-${m.kind}`}>
              {m.kind === 'quote' ? <q>{m.text}</q> : <><PartOfSpeech pos={m.pos} />{m.text}</>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PartOfSpeech({ pos }: { pos: string | undefined }) {
  const t = useT();
  const label = partOfSpeechLabel(t, pos);
  return label ? <><em className="pos" lang={t.locale} data-testid="pos">{label}</em>{' '}</> : null;
}
