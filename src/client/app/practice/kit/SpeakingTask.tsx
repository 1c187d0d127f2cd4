/**
 * The speaking tasks' screen: an optional preparation time, then the answer is recorded from the microphone
 * until the learner stops or the time is up. Recording starts by itself when preparation ends, as in the test.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../../../shared/components/i18n.tsx';
import { RecorderPanel, useRecorder } from './Recorder.tsx';
import { Stimulus, type StimulusData } from './Stimulus.tsx';
import { Timer } from './Timer.tsx';
import { useCountdown } from './useCountdown.ts';

export interface SpeakingResult { durationMs: number; recorded: boolean }

interface Props {
  stimulus: StimulusData;
  /** Shown above the stimulus (a clip to listen to first). */
  before?: ReactNode;
  prepSeconds: number;
  answerSeconds: number;
  done: boolean;
  submit: (answer: SpeakingResult) => void;
}

type Phase = 'prep' | 'speak' | 'sent';

export function SpeakingTask({ stimulus, before, prepSeconds, answerSeconds, done, submit }: Props) {
  const t = useT();
  const [phase, setPhase] = useState<Phase>(prepSeconds > 0 ? 'prep' : 'speak');
  const recorder = useRecorder(answerSeconds);
  const sentRef = useRef(false);
  const prep = useCountdown(prepSeconds, () => setPhase('speak'), phase === 'prep');
  const speak = useCountdown(answerSeconds, () => recorder.stop(), phase === 'speak');

  useEffect(() => {
    if (phase === 'speak' && recorder.state === 'idle') void recorder.start();
  }, [phase, recorder]);

  const unavailable = recorder.state === 'denied' || recorder.state === 'no-mic' || recorder.state === 'unsupported';
  useEffect(() => {
    if (sentRef.current) return;
    if (recorder.state === 'done' || (unavailable && speak.expired)) {
      sentRef.current = true;
      setPhase('sent');
      speak.stop();
      submit({ durationMs: recorder.recording?.ms ?? 0, recorded: Boolean(recorder.recording?.blob) });
    }
  }, [recorder.state, recorder.recording, unavailable, speak, submit]);

  function finish() {
    speak.stop();
    if (recorder.state === 'recording') recorder.stop();
    else if (!sentRef.current) {
      sentRef.current = true;
      setPhase('sent');
      submit({ durationMs: 0, recorded: false });
    }
  }

  return (
    <div className="task task-speak">
      {phase === 'prep' && <Timer countdown={prep} label={t.t('practice.timer.prep')} />}
      {phase === 'speak' && <Timer countdown={speak} label={t.t('practice.timer.speak')} />}
      {before}
      <Stimulus {...stimulus} />
      {phase === 'prep' && (
        <button type="button" className="btn btn-primary" onClick={() => { prep.stop(); setPhase('speak'); }} data-testid="start-speaking">{t.t('practice.speak.start')}</button>
      )}
      {phase !== 'prep' && <RecorderPanel recorder={recorder} />}
      {phase === 'speak' && !done && (
        <button type="button" className="btn btn-primary" onClick={finish} data-testid="submit">{t.t('practice.speak.finish')}</button>
      )}
    </div>
  );
}
