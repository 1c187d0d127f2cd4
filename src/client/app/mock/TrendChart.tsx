/**
 * The overall scores of finished tests over time as a small inline SVG line with the bands shaded. The picture is
 * hidden from screen readers; the same figures are in a visually hidden table next to it.
 */
import { useT } from '../../../shared/components/i18n.tsx';

export interface TrendPoint { date: string; score: number; low: number; high: number }

const W = 320;
const H = 120;
const PAD = 12;
const MIN = 10;
const MAX = 160;

export function TrendChart({ points }: { points: readonly TrendPoint[] }) {
  const t = useT();
  if (points.length === 0) return null;
  const x = (i: number) => (points.length === 1 ? W / 2 : PAD + (i * (W - 2 * PAD)) / (points.length - 1));
  const y = (s: number) => H - PAD - ((s - MIN) * (H - 2 * PAD)) / (MAX - MIN);
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.score).toFixed(1)}`).join(' ');
  const band = [...points.map((p, i) => `${x(i).toFixed(1)},${y(p.high).toFixed(1)}`), ...[...points].reverse().map((p, i) => `${x(points.length - 1 - i).toFixed(1)},${y(p.low).toFixed(1)}`)].join(' ');
  return (
    <figure className="mock-trend" data-testid="mock-trend">
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="presentation" aria-hidden="true" focusable="false">
        <polygon points={band} className="mock-trend-band" fill="currentColor" opacity="0.12" />
        <path d={line} className="mock-trend-line" fill="none" stroke="currentColor" strokeWidth="2" />
        {points.map((p, i) => <circle key={i} cx={x(i)} cy={y(p.score)} r="3" fill="currentColor" />)}
      </svg>
      <figcaption className="muted small">{t.t('mock.home.trendCaption')}</figcaption>
      <table className="visually-hidden">
        <caption>{t.t('mock.home.trendCaption')}</caption>
        <thead><tr><th scope="col">{t.t('mock.home.date')}</th><th scope="col">{t.t('mock.report.score')}</th><th scope="col">{t.t('mock.report.bandLabel')}</th></tr></thead>
        <tbody>
          {points.map((p, i) => (
            <tr key={i}><td>{t.date(p.date, { dateStyle: 'medium' })}</td><td>{t.number(p.score)}</td><td>{t.t('mock.report.band', { low: p.low, high: p.high })}</td></tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
