/**
 * Read and Select: one word at a time, "is this a real English word?", five seconds per word (from the
 * layout). Y / → answers yes, N / ← answers no; when time runs out the word counts as unanswered.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../../shared/components/i18n.tsx';
import { Timer } from '../kit/Timer.tsx';
import { useCountdown } from '../kit/useCountdown.ts';
import type { ScreenProps } from '../screen.ts';

export default function ReadAndSelect({ item, timing, submit, done }: ScreenProps<'read-and-select'>) {
  const t = useT();
  const [answered, setAnswered] = useState(false);
  const answer = (real: boolean | null) => {
    if (answered || done) return;
    setAnswered(true);
    countdown.stop();
    submit({ type: 'read-and-select', real });
  };
  const countdown = useCountdown(timing.answerSeconds, () => answer(null));
  const answerRef = useRef(answer);
  answerRef.current = answer;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || (e.target as HTMLElement).closest('input, textarea, select')) return;
      const k = e.key.toLowerCase();
      if (k === 'y' || k === 'arrowright') { e.preventDefault(); answerRef.current(true); }
      if (k === 'n' || k === 'arrowleft') { e.preventDefault(); answerRef.current(false); }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="task task-rs">
      <Timer countdown={countdown} />
      <p className="task-instruction">{t.t('practice.rs.instruction')}</p>
      <p className="rs-word" lang="en" data-testid="rs-word">{item.word}</p>
      <div className="rs-buttons" role="group" aria-label={t.t('practice.rs.instruction')}>
        <button type="button" className="btn btn-ghost btn-lg" onClick={() => answer(false)} disabled={answered || done} aria-keyshortcuts="N ArrowLeft" data-testid="rs-no">{t.t('practice.rs.no')}</button>
        <button type="button" className="btn btn-primary btn-lg" onClick={() => answer(true)} disabled={answered || done} aria-keyshortcuts="Y ArrowRight" data-testid="rs-yes">{t.t('practice.rs.yes')}</button>
      </div>
      <p className="muted task-hint keys-hint" data-testid="keys-hint">{t.t('practice.rs.keys')}</p>
    </div>
  );
}
