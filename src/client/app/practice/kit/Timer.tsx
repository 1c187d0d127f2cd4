/**
 * The visible countdown of a task. Screen readers hear the time left only at a few points (half time, one
 * minute, 30 s, 10 s, time up) through a polite live region, not every second.
 */
import { useT } from '../../../../shared/components/i18n.tsx';
import type { Countdown } from './useCountdown.ts';

const ANNOUNCE_AT = [60, 30, 10];

function shouldAnnounce(remaining: number, total: number): boolean {
  if (remaining === 0) return true;
  if (total >= 20 && remaining === Math.floor(total / 2)) return true;
  return ANNOUNCE_AT.includes(remaining) && remaining < total;
}

export function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

export function Timer({ countdown, label }: { countdown: Countdown; label?: string }) {
  const t = useT();
  const { remaining, total } = countdown;
  const low = remaining <= Math.min(10, total / 3);
  const announcement = remaining === 0 ? t.t('practice.timer.up') : t.t('practice.timer.left', { seconds: remaining });
  return (
    <div className={`task-timer${low ? ' is-low' : ''}`} data-testid="timer">
      <span className="task-timer-label">{label ?? t.t('practice.timer.label')}</span>
      <span className="task-timer-value" aria-hidden="true">{clock(remaining)}</span>
      <span className="task-timer-bar" aria-hidden="true"><span style={{ width: `${total ? (remaining / total) * 100 : 0}%` }} /></span>
      <span className="visually-hidden" aria-live="polite">{shouldAnnounce(remaining, total) ? announcement : ''}</span>
    </div>
  );
}
