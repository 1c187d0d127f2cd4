/**
 * An explanation from the server: the frame (why, what to look for) in the learner's language from the locale
 * files, and the item's English material (definition, quote from the passage) as English.
 */
import type { Explanation as ExplanationData } from '../../../shared/exam/items.ts';
import { useT } from '../../../shared/components/i18n.tsx';

export function Explanation({ data }: { data: ExplanationData }) {
  const t = useT();
  return (
    <div className="explanation" data-testid="explanation">
      {t.has(data.frame) && <p>{t.t(data.frame, data.args)}</p>}
      {data.material.length > 0 && (
        <ul className="explanation-material" lang="en">
          {data.material.map((m, i) => (
            <li key={i} className={`material-${m.kind}`}>
              {m.kind === 'quote' ? <q>{m.text}</q> : <>{m.pos && <em>{m.pos} </em>}{m.text}</>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
