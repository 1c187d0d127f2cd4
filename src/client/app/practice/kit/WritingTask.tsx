/**
 * The writing tasks' screen: an optional preparation time, then a timed text box with a word count; a
 * follow-up question (Interactive Writing) is chosen from the first answer (the rule the server shares) and gets
 * its own time. The texts, the step and the follow-up are a draft and each step's time is anchored (ADR 047), so a
 * reload continues where the learner was.
 */
import { useId, useRef } from 'react';
import { chooseFollowUp, type FollowUpOption } from '../../../../shared/learning/follow-up.ts';
import { useT } from '../../../../shared/components/i18n.tsx';
import { Stimulus, type StimulusData } from './Stimulus.tsx';
import { Timer } from './Timer.tsx';
import { useAnchoredCountdown, useDraftState } from './attempt-memory.tsx';
import { WordCount } from './WordCount.tsx';

export type FollowUp = FollowUpOption;
export interface WritingResult { text: string; followUp?: { index: number; text: string } }

interface Props {
  stimulus: StimulusData;
  prepSeconds: number;
  answerSeconds: number;
  followUpSeconds?: number;
  followUps?: readonly FollowUp[];
  done: boolean;
  submit: (answer: WritingResult) => void;
}

type Phase = 'prep' | 'write' | 'follow' | 'sent';

export function WritingTask({ stimulus, prepSeconds, answerSeconds, followUpSeconds = 0, followUps = [], done, submit }: Props) {
  const t = useT();
  const id = useId();
  const [followUp, setFollowUp] = useDraftState<number | null>('followUp', null);
  // A reload after handing in (the answer may not have arrived) reopens the last step, so it can be sent again.
  const [phase, setPhase] = useDraftState<Phase>('phase', prepSeconds > 0 ? 'prep' : 'write', (p) => (p === 'sent' ? (followUp === null ? 'write' : 'follow') : p));
  const [text, setText] = useDraftState('text', '');
  const [second, setSecond] = useDraftState('second', '');
  const latest = useRef({ text, second, followUp });
  latest.current = { text, second, followUp };

  const finishFirst = () => {
    if (phase !== 'write') return;
    if (followUps.length && followUpSeconds) { setFollowUp(chooseFollowUp(latest.current.text, followUps, stimulus.prompt)); setPhase('follow'); return; }
    setPhase('sent');
    submit({ text: latest.current.text });
  };
  const finishSecond = () => {
    if (phase !== 'follow') return;
    setPhase('sent');
    const cur = latest.current;
    submit({ text: cur.text, followUp: { index: cur.followUp ?? 0, text: cur.second } });
  };

  const prep = useAnchoredCountdown('prep', prepSeconds, () => setPhase((p) => (p === 'prep' ? 'write' : p)), phase === 'prep');
  const write = useAnchoredCountdown('write', answerSeconds, finishFirst, phase === 'write');
  const follow = useAnchoredCountdown('follow', followUpSeconds, finishSecond, phase === 'follow');
  const locked = done || phase === 'sent';

  return (
    <div className="task task-write">
      {phase === 'prep' && <Timer countdown={prep} label={t.t('practice.timer.prep')} />}
      {phase === 'write' && <Timer countdown={write} />}
      {phase === 'follow' && <Timer countdown={follow} />}
      <Stimulus {...stimulus} />
      {phase === 'prep' ? (
        <button type="button" className="btn btn-primary" onClick={() => { prep.stop(); setPhase('write'); }} data-testid="start-writing">{t.t('practice.write.start')}</button>
      ) : (
        <>
          <label className="field">
            <span className="field-label">{t.t('practice.write.label')}</span>
            <textarea className="field-control task-textarea" lang="en" rows={8} value={text} readOnly={phase !== 'write' || locked}
              onChange={(e) => setText(e.target.value)} aria-describedby={`${id}-wc`} data-testid="write-input" />
          </label>
          <WordCount text={text} id={`${id}-wc`} />
          {followUp !== null && (
            <>
              <p className="task-prompt task-followup" lang="en" data-testid="follow-up">{followUps[followUp]?.question}</p>
              <label className="field">
                <span className="field-label">{t.t('practice.write.followUpLabel')}</span>
                <textarea className="field-control task-textarea" lang="en" rows={6} value={second} readOnly={phase !== 'follow' || locked}
                  onChange={(e) => setSecond(e.target.value)} aria-describedby={`${id}-wc2`} data-testid="follow-input" />
              </label>
              <WordCount text={second} id={`${id}-wc2`} />
            </>
          )}
          {!locked && (
            <button type="button" className="btn btn-primary" data-testid="submit"
              onClick={() => { if (phase === 'write') { write.stop(); finishFirst(); } else { follow.stop(); finishSecond(); } }}>
              {phase === 'write' && followUps.length ? t.t('practice.next') : t.t('practice.submit')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
