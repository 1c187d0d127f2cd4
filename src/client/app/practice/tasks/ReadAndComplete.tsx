/**
 * Read and Complete (C-test): a paragraph whose words have lost their second half; every gap is typed in place.
 * A full gap moves to the next one, Backspace in an empty gap goes back to the previous one.
 */
import { useRef, useState } from 'react';
import { useT } from '../../../../shared/components/i18n.tsx';
import { GapInput } from '../kit/GapInput.tsx';
import { Timer } from '../kit/Timer.tsx';
import { useCountdown } from '../kit/useCountdown.ts';
import type { ScreenProps } from '../screen.ts';

export default function ReadAndComplete({ item, timing, submit, done }: ScreenProps<'read-and-complete'>) {
  const t = useT();
  const gapCount = item.segments.filter((s) => s.kind === 'gap').length;
  const [gaps, setGaps] = useState<string[]>(() => Array(gapCount).fill(''));
  const [sent, setSent] = useState(false);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const gapsRef = useRef(gaps);
  gapsRef.current = gaps;
  const hand = () => {
    if (sent) return;
    setSent(true);
    countdown.stop();
    submit({ type: 'read-and-complete', gaps: gapsRef.current });
  };
  const countdown = useCountdown(timing.answerSeconds, hand);
  let g = -1;
  return (
    <form className="task task-rc" onSubmit={(e) => { e.preventDefault(); hand(); }}>
      <Timer countdown={countdown} />
      <p className="task-instruction">{t.t('practice.rc.instruction')}</p>
      {item.title && <h2 className="task-passage-title" lang="en">{item.title}</h2>}
      <p className="task-passage" lang="en">
        {item.segments.map((s, i) => {
          if (s.kind === 'text') return <span key={i}>{s.text}</span>;
          const n = ++g;
          return (
            <GapInput key={i} index={n} prefix={s.prefix} missing={s.missing} value={gaps[n] ?? ''} disabled={sent || done}
              inputRef={(el) => { inputs.current[n] = el; }}
              onChange={(v) => setGaps((old) => old.map((x, j) => (j === n ? v : x)))}
              onFull={() => inputs.current[n + 1]?.focus()}
              onBackEmpty={() => inputs.current[n - 1]?.focus()} />
          );
        })}
      </p>
      <button type="submit" className="btn btn-primary" disabled={sent || done} data-testid="submit">{t.t('practice.submit')}</button>
    </form>
  );
}
