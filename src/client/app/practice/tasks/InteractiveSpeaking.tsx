/**
 * Interactive Speaking: six to eight questions, each heard once, each answered aloud within the layout's
 * time (35 s). The recording of one answer ends when the learner moves on or the time is up. When the server can
 * transcribe, each answer is transcribed while the learner goes on, and a stage with alternatives asks the one its
 * cues choose from what was said (speaking-route.ts); otherwise, and whenever a transcript is late, the default.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../../shared/components/i18n.tsx';
import { TRANSCRIPT_WAIT_MS } from '../../../../shared/constants.ts';
import { chooseStageQuestion } from '../../../../shared/learning/speaking-route.ts';
import { AudioPlayer } from '../kit/AudioPlayer.tsx';
import { RecorderPanel, useRecorder } from '../kit/Recorder.tsx';
import { Timer } from '../kit/Timer.tsx';
import { useCountdown } from '../kit/useCountdown.ts';
import { transcribeAnswer, transcriptsAvailable } from '../kit/spoken-transcripts.ts';
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
  // The alternative asked at each stage (null: its default), and each answer's transcript as it arrives.
  const [asked, setAsked] = useState<(number | null)[]>([]);
  const [choosing, setChoosing] = useState(false);
  const transcripts = useRef<Promise<string | null>[]>([]);
  const routed = item.stages.some((s) => s.alternatives.length > 0);
  const canTranscribe = useRef<Promise<boolean>>(Promise.resolve(false));
  useEffect(() => { if (routed) canTranscribe.current = transcriptsAvailable(); }, [routed]);

  function stopAnswer() {
    countdown.stop();
    if (recorder.state === 'recording') recorder.stop();
    else record(0);
  }
  function record(ms: number) {
    durations.current[stage] = ms;
    const blob = recorder.recording?.blob ?? null;
    setAnswering(false);
    recorder.reset();
    if (stage >= item.stages.length - 1) {
      setSent(true);
      submit({ type: 'interactive-speaking', durationsMs: durations.current.slice(0, item.stages.length), asked: item.stages.map((_, i) => asked[i] ?? null) });
      return;
    }
    // Transcribed while the learner goes on; only a stage with alternatives waits for it (at most TRANSCRIPT_WAIT_MS).
    transcripts.current[stage] = blob && routed ? canTranscribe.current.then((yes) => (yes ? transcribeAnswer(blob) : null)) : Promise.resolve(null);
    const next = stage + 1;
    const alternatives = item.stages[next]?.alternatives ?? [];
    if (!alternatives.length) { setStage(next); return; }
    setChoosing(true);
    // One deadline for the whole wait: a stalled availability check or upload must not hold the learner either.
    const deadline = new Promise<null>((resolve) => setTimeout(() => resolve(null), TRANSCRIPT_WAIT_MS));
    const said = Array.from({ length: next }, (_, i) => Promise.race([transcripts.current[i] ?? null, deadline]));
    void Promise.all(said).then((said) => {
      const choice = chooseStageQuestion(alternatives, said);
      setAsked((a) => { const copy = [...a]; copy[next] = choice; return copy; });
      setChoosing(false);
      setStage(next);
    });
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

  const stageShown = stage >= 0 ? item.stages[stage] : null;
  const alternative = stageShown ? stageShown.alternatives[asked[stage] ?? -1] : undefined;
  const current = alternative ?? stageShown;
  return (
    <div className="task task-is">
      {answering && <Timer countdown={countdown} label={t.t('practice.timer.speak')} />}
      <p className="task-step" data-testid="is-step">{stage < 0 ? t.t('practice.is.intro') : t.t('practice.step', { n: stage + 1, total: item.stages.length })}</p>
      {stage < 0 ? (
        <>
          {item.introAudio ? <AudioPlayer src={item.introAudio.src} maxPlays={timing.maxPlays ?? 1} /> : <p className="task-prompt" lang="en">{item.intro}</p>}
          <button type="button" className="btn btn-primary" onClick={() => setStage(0)} data-testid="is-begin">{t.t('practice.is.begin')}</button>
        </>
      ) : choosing ? (
        <p className="task-prompt" role="status" data-testid="is-choosing">{t.t('practice.is.choosing')}</p>
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
