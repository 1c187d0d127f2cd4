/** Fill in the Blanks: complete the one partly deleted word of a sentence before the time runs out. */
import { useState } from 'react';
import { useT } from '../../../../shared/components/i18n.tsx';
import { GapInput } from '../kit/GapInput.tsx';
import { Timer } from '../kit/Timer.tsx';
import { useCountdown } from '../kit/useCountdown.ts';
import type { ScreenProps } from '../screen.ts';

export default function FillInTheBlanks({ item, timing, submit, done }: ScreenProps<'fill-in-the-blanks'>) {
  const t = useT();
  const [letters, setLetters] = useState('');
  const [sent, setSent] = useState(false);
  const hand = () => {
    if (sent) return;
    setSent(true);
    countdown.stop();
    submit({ type: 'fill-in-the-blanks', letters });
  };
  const countdown = useCountdown(timing.answerSeconds, hand);
  return (
    <form className="task task-fib" onSubmit={(e) => { e.preventDefault(); hand(); }}>
      <Timer countdown={countdown} />
      <p className="task-instruction">{t.t('practice.fib.instruction')}</p>
      <p className="task-sentence" lang="en">
        {item.segments.map((s, i) => s.kind === 'text' ? <span key={i}>{s.text}</span>
          : <GapInput key={i} prefix={s.prefix} missing={s.missing} value={letters} onChange={setLetters} disabled={sent || done} />)}
      </p>
      <button type="submit" className="btn btn-primary" disabled={sent || done} data-testid="submit">{t.t('practice.submit')}</button>
    </form>
  );
}
