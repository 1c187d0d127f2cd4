/** A task's time as learners read it ("5 s", "3 min", "1 min 15 s"), from the layout's seconds. */
import type { Translator } from '../../../shared/i18n.ts';

export function duration(t: Translator, seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (!m) return t.t('practice.time.seconds', { s });
  return s ? t.t('practice.time.minutesSeconds', { m, s }) : t.t('practice.time.minutes', { m });
}
