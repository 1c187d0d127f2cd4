/**
 * The projection as a small hand-drawn SVG (no chart library): the band, the projected line, the target as a
 * dashed line and the test day at the right edge. It scales to the container (375 px and up). The picture is
 * hidden from screen readers; the same figures are in a table under a disclosure, so everyone can read them.
 */
import { useT } from '../../../shared/components/i18n.tsx';
import type { GoalView } from '../../../shared/api/goal.ts';

type Point = NonNullable<GoalView['projection']>['points'][number];

const W = 340;
const H = 160;
const PAD = { left: 30, right: 10, top: 10, bottom: 22 };

export function ProjectionChart({ points, target }: { points: readonly Point[]; target: number }) {
  const t = useT();
  if (points.length < 2) return null;
  const lows = points.map((p) => p.low);
  const highs = points.map((p) => p.high);
  // The vertical range covers the band and the target with a margin, in steps of 10.
  const min = Math.max(10, Math.floor((Math.min(...lows, target) - 5) / 10) * 10);
  const max = Math.min(160, Math.ceil((Math.max(...highs, target) + 5) / 10) * 10);
  const x = (i: number) => PAD.left + (i * (W - PAD.left - PAD.right)) / (points.length - 1);
  const y = (s: number) => PAD.top + ((max - s) * (H - PAD.top - PAD.bottom)) / Math.max(1, max - min);
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.score).toFixed(1)}`).join(' ');
  const band = [...points.map((p, i) => `${x(i).toFixed(1)},${y(p.high).toFixed(1)}`), ...[...points].reverse().map((p, i) => `${x(points.length - 1 - i).toFixed(1)},${y(p.low).toFixed(1)}`)].join(' ');
  const last = points[points.length - 1]!;
  return (
    <figure className="goal-chart" data-testid="goal-chart">
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="presentation" aria-hidden="true" focusable="false">
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke="currentColor" opacity="0.3" />
        {[min, max].map((s) => <text key={s} x={PAD.left - 4} y={y(s) + 4} textAnchor="end" fontSize="10" fill="currentColor">{s}</text>)}
        <polygon points={band} className="goal-chart-band" fill="currentColor" opacity="0.14" />
        <line x1={PAD.left} x2={W - PAD.right} y1={y(target)} y2={y(target)} className="goal-chart-target" stroke="currentColor" strokeDasharray="5 4" strokeWidth="1.5" />
        <text x={W - PAD.right} y={y(target) - 4} textAnchor="end" fontSize="10" fill="currentColor">{t.t('goal.chart.target', { target })}</text>
        <path d={line} className="goal-chart-line" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <circle cx={x(points.length - 1)} cy={y(last.score)} r="3.5" fill="currentColor" />
        <text x={PAD.left} y={H - 6} fontSize="10" fill="currentColor">{t.date(points[0]!.day, { month: 'short', day: 'numeric', timeZone: 'UTC' })}</text>
        <text x={W - PAD.right} y={H - 6} textAnchor="end" fontSize="10" fill="currentColor">{t.t('goal.chart.testDay')} · {t.date(last.day, { month: 'short', day: 'numeric', timeZone: 'UTC' })}</text>
      </svg>
      <figcaption className="muted small">{t.t('goal.chart.caption')}</figcaption>
      <details className="goal-chart-table">
        <summary>{t.t('goal.chart.showTable')}</summary>
        <table data-testid="goal-table">
          <caption className="visually-hidden">{t.t('goal.chart.caption')}</caption>
          <thead><tr><th scope="col">{t.t('goal.chart.date')}</th><th scope="col">{t.t('goal.chart.score')}</th><th scope="col">{t.t('goal.chart.range')}</th></tr></thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.day}>
                <td>{t.date(p.day, { dateStyle: 'medium', timeZone: 'UTC' })}</td>
                <td>{t.number(p.score, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</td>
                <td>{t.t('goal.chart.rangeValue', { low: Math.round(p.low), high: Math.round(p.high) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
