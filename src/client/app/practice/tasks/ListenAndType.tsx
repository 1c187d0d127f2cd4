/** Listen and Type: type the sentence heard, with at most the layout's number of plays and its time limit. */
import { useRef, useState } from 'react';
import { useAnchoredCountdown, useDraftState } from '../kit/attempt-memory.tsx';
import { useT } from '../../../../shared/components/i18n.tsx';
import { AudioPlayer } from '../kit/AudioPlayer.tsx';
import { Timer } from '../kit/Timer.tsx';
import type { ScreenProps } from '../screen.ts';

export default function ListenAndType({ item, timing, submit, done }: ScreenProps<'listen-and-type'>) {
  const t = useT();
  const [text, setText] = useDraftState('text', '');
  const [sent, setSent] = useState(false);
  const [plays, setPlays] = useDraftState('plays', 0);
  const playsRef = useRef(plays);
  playsRef.current = plays;
  const textRef = useRef(text);
  textRef.current = text;
  const hand = () => {
    if (sent) return;
    setSent(true);
    countdown.stop();
    submit({ type: 'listen-and-type', text: textRef.current, plays: playsRef.current });
  };
  const countdown = useAnchoredCountdown('answer', timing.answerSeconds, hand);
  return (
    <form className="task task-lt" onSubmit={(e) => { e.preventDefault(); hand(); }}>
      <Timer countdown={countdown} />
      <p className="task-instruction">{t.t('practice.lt.instruction')}</p>
      <AudioPlayer src={item.audio?.src ?? ''} maxPlays={item.maxPlays || (timing.maxPlays ?? 1)} onPlay={setPlays} playKey="audio" />
      <label className="field">
        <span className="field-label">{t.t('practice.lt.label')}</span>
        <input className="field-control" lang="en" value={text} onChange={(e) => setText(e.target.value)} disabled={sent || done}
          autoComplete="off" autoCapitalize="off" spellCheck={false} data-testid="lt-input" />
      </label>
      <button type="submit" className="btn btn-primary" disabled={sent || done} data-testid="submit">{t.t('practice.submit')}</button>
    </form>
  );
}
