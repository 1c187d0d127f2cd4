/**
 * The CEFR table of this platform (issue 23): one source (CEFR_TABLE) printed the same way on the public home page
 * and in the mock report, in the reader's language and number format. The report marks the learner's level.
 */
import { CEFR_TABLE, cefrRanges } from '../learning/adaptive/scores.ts';
import { useT } from './i18n.tsx';

export function CefrTable({ level }: { level?: string }) {
  const t = useT();
  return (
    <div className="cefr" data-testid="cefr-table">
      <table className="progress-table cefr-table">
        <caption>{t.t('appLearn.cefr.caption')}</caption>
        <thead><tr><th scope="col">{t.t('appLearn.cefr.level')}</th><th scope="col">{t.t('appLearn.cefr.scores')}</th></tr></thead>
        <tbody>
          {cefrRanges(CEFR_TABLE).map((r) => (
            <tr key={r.level} aria-current={r.level === level ? 'true' : undefined} className={r.level === level ? 'is-current' : undefined}>
              <th scope="row">{r.level}</th>
              <td>{t.t('appLearn.cefr.range', { min: r.min, max: r.max })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">{t.t('appLearn.cefr.source')}</p>
    </div>
  );
}
