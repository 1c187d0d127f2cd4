/** Fill in the Blanks: complete the one partly deleted word of a sentence before the time runs out. */
import { useState } from 'react';
import { useT } from '../../../../shared/components/i18n.tsx';
import { GapInput } from '../kit/GapInput.tsx';
import { Timer } from '../kit/Timer.tsx';
import { useCountdown } from '../kit/useCountdown.ts';
import type { ScreenProps } from '../screen.ts';

export interface FillInTheBlanksItem { before: string; prefix: string; missing: number; after: string }
export interface FillInTheBlanksAnswer { letters: string }

export default function FillInTheBlanks({ item, timing, submit, done }: ScreenProps<FillInTheBlanksItem, FillInTheBlanksAnswer>) {
  const t = useT();
  const [letters, setLetters] = useState('');
  const [sent, setSent] = useState(false);
  const hand = (value: string) => {
    if (sent) return;
    setSent(true);
    countdown.stop();
    submit({ letters: value });
  };
  const countdown = useCountdown(timing.answerSeconds, () => hand(letters));
  return (
    <form className="task task-fib" onSubmit={(e) => { e.preventDefault(); hand(letters); }}>
      <Timer countdown={countdown} />
      <p className="task-instruction">{t.t('practice.fib.instruction')}</p>
      <p className="task-sentence" lang="en">
        {item.before}<GapInput prefix={item.prefix} missing={item.missing} value={letters} onChange={setLetters} disabled={sent || done} />{item.after}
      </p>
      <button type="submit" className="btn btn-primary" disabled={sent || done} data-testid="submit">{t.t('practice.submit')}</button>
    </form>
  );
}
