/**
 * Interactive Speaking: six to eight questions, each heard once, each answered aloud within the layout's
 * time (35 s). The recording of one answer ends when the learner moves on or the time is up.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../../shared/components/i18n.tsx';
import { AudioPlayer } from '../kit/AudioPlayer.tsx';
import { RecorderPanel, useRecorder } from '../kit/Recorder.tsx';
import { Timer } from '../kit/Timer.tsx';
import { useCountdown } from '../kit/useCountdown.ts';
import type { ScreenProps } from '../screen.ts';

export default function InteractiveSpeaking({ item, timing, submit, done }: ScreenProps<'interactive-speaking'>) {
  const t = useT();
  // Stage -1 is the examiner's introduction; answering starts with stage 0.
  const [stage, setStage] = useState(-1);
  const [answering, setAnswering] = useState(false);
  const durations = useRef<number[]>([]);
  const recorder = useRecorder(timing.answerSeconds);
  const [sent, setSent] = useState(false);
  const countdown = useCountdown(timing.answerSeconds, () => stopAnswer(), answering);

  function stopAnswer() {
    countdown.stop();
    if (recorder.state === 'recording') recorder.stop();
    else record(0);
  }
  function record(ms: number) {
    durations.current[stage] = ms;
    setAnswering(false);
    recorder.reset();
    if (stage >= item.stages.length - 1) {
      setSent(true);
      submit({ type: 'interactive-speaking', durationsMs: durations.current.slice(0, item.stages.length) });
    } else setStage(stage + 1);
  }
  useEffect(() => {
    if (recorder.state === 'done') record(recorder.recording?.ms ?? 0);
    // record() reads the current stage; it runs once per finished recording.
  }, [recorder.state]);

  function beginAnswer() {
    setAnswering(true);
    countdown.restart(timing.answerSeconds);
    void recorder.start();
  }

  const current = stage >= 0 ? item.stages[stage] : null;
  return (
    <div className="task task-is">
      {answering && <Timer countdown={countdown} label={t.t('practice.timer.speak')} />}
      <p className="task-step" data-testid="is-step">{stage < 0 ? t.t('practice.is.intro') : t.t('practice.step', { n: stage + 1, total: item.stages.length })}</p>
      {stage < 0 ? (
        <>
          {item.introAudio ? <AudioPlayer src={item.introAudio.src} maxPlays={timing.maxPlays ?? 1} /> : <p className="task-prompt" lang="en">{item.intro}</p>}
          <button type="button" className="btn btn-primary" onClick={() => setStage(0)} data-testid="is-begin">{t.t('practice.is.begin')}</button>
        </>
      ) : current && (
        <div key={stage}>
          {current.audio ? (
            <AudioPlayer src={current.audio.src} maxPlays={timing.maxPlays ?? 1} autoPlay onEnded={() => { if (!answering) beginAnswer(); }} />
          ) : <p className="task-prompt" lang="en" data-testid="is-question">{current.question}</p>}
          {!answering && !sent && !current.audio && (
            <button type="button" className="btn btn-primary" onClick={beginAnswer} data-testid="is-answer">{t.t('practice.speak.start')}</button>
          )}
          {answering && <RecorderPanel recorder={recorder} />}
          {answering && !done && <button type="button" className="btn btn-primary" onClick={stopAnswer} data-testid="submit">{t.t('practice.is.nextQuestion')}</button>}
        </div>
      )}
    </div>
  );
}
