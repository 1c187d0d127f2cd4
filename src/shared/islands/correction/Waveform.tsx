/**
 * The recording's waveform (SVG, from the report's peak-normalised columns) with its pauses marked: pauses over
 * 150 ms and pauses of 1 s or more in two styles, a legend, and the same pauses as a text list for screen
 * readers. When a model gave word timings, the words sit under the waveform at their times.
 */
import { useT } from '../../components/i18n.tsx';
import { markPauses, type TimedWord } from '../../learning/correction/pause-marks.ts';

const W = 600;
const H = 120;

export function Waveform({ columns, seconds, pauses, words }: {
  columns: readonly number[]; seconds: number; pauses: readonly { start: number; end: number }[]; words: readonly TimedWord[];
}) {
  const t = useT();
  const marked = markPauses(pauses);
  const x = (s: number) => (seconds > 0 ? (s / seconds) * W : 0);
  const colW = columns.length ? W / columns.length : W;
  const sec = (s: number) => t.number(s, { maximumFractionDigits: 2 });
  return (
    <figure className="waveform" data-testid="waveform">
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-label={t.t('correctionApp.report.waveform')}>
        {marked.map((p, i) => (
          <rect key={`p${i}`} className={p.long ? 'pause-long' : 'pause-short'} data-testid={p.long ? 'pause-long' : 'pause-short'}
            x={x(p.start)} width={Math.max(1, x(p.end) - x(p.start))} y={0} height={H} />
        ))}
        {columns.map((c, i) => {
          const h = Math.max(1, c * (H - 8));
          return <rect key={i} className="wave-col" x={i * colW} width={Math.max(0.5, colW - 0.5)} y={(H - h) / 2} height={h} />;
        })}
      </svg>
      {words.length > 0 && (
        <div className="waveform-words" lang="en" data-testid="waveform-words">
          {words.map((w, i) => <span key={i} style={{ left: `${(x(w.start) / W) * 100}%` }} title={`${sec(w.start)} s`}>{w.word}</span>)}
        </div>
      )}
      <figcaption>
        <ul className="waveform-legend">
          <li><span className="swatch pause-short" aria-hidden="true" />{t.t('correctionApp.report.legendShort')}</li>
          <li><span className="swatch pause-long" aria-hidden="true" />{t.t('correctionApp.report.legendLong')}</li>
        </ul>
        <h4 className="h6">{t.t('correctionApp.report.pauseList')}</h4>
        {marked.length ? (
          <ol className="pause-list" data-testid="pause-list">
            {marked.map((p, i) => (
              <li key={i}>{t.t(p.long ? 'correctionApp.report.longPause' : 'correctionApp.report.shortPause', { start: sec(p.start), end: sec(p.end) })}</li>
            ))}
          </ol>
        ) : <p>{t.t('correctionApp.report.noPauses')}</p>}
      </figcaption>
    </figure>
  );
}
