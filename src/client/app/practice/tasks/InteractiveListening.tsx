/**
 * Interactive Listening: a conversation heard turn after turn, the learner picking the best reply each time
 * (each line heard once), then completing notes about it and summarizing it in writing — each part with its
 * time from the layout.
 */
import { useId, useRef, useState } from 'react';
import { useAnchoredCountdown, useDraftState } from '../kit/attempt-memory.tsx';
import { useT } from '../../../../shared/components/i18n.tsx';
import { AudioPlayer } from '../kit/AudioPlayer.tsx';
import { Choices } from '../kit/Choices.tsx';
import { Timer } from '../kit/Timer.tsx';
import { WordCount } from '../kit/WordCount.tsx';
import { partSeconds } from '../model.ts';
import type { ScreenProps } from '../screen.ts';

const PARTS = ['respond', 'complete', 'summary'] as const;

export default function InteractiveListening({ item, timing, submit, done }: ScreenProps<'interactive-listening'>) {
  const t = useT();
  const id = useId();
  const youTurns = item.turns.filter((tn) => tn.speaker === 'you').length;
  const blanks = item.complete.filter((s) => s.kind === 'blank').length;
  // Every step is a draft and each line's plays are counted on the server (ADR 047): a reload continues here.
  const [part, setPart] = useDraftState('part', 0);
  const [turn, setTurn] = useDraftState('turn', 0);
  const [heardList, setHeardList] = useDraftState<number[]>('heard', []);
  const heard = new Set(heardList);
  const setHeard = (f: (h: Set<number>) => Set<number>) => setHeardList((old) => [...f(new Set(old))]);
  const [responses, setResponses] = useDraftState<(number | null)[]>('responses', () => Array(youTurns).fill(null));
  const [complete, setComplete] = useDraftState<string[]>('complete', () => Array(blanks).fill(''));
  const [summary, setSummary] = useDraftState('summary', '');
  const [sent, setSent] = useState(false);
  const state = useRef({ responses, complete, summary });
  state.current = { responses, complete, summary };
  const locked = sent || done;
  const current = PARTS[part]!;

  const finish = () => {
    if (sent) return;
    setSent(true);
    countdown.stop();
    submit({ type: 'interactive-listening', ...state.current });
  };
  const nextPart = () => {
    if (part === PARTS.length - 1) { finish(); return; }
    setPart(part + 1);
    countdown.restart(partSeconds(timing, PARTS[part + 1]!));
  };
  const countdown = useAnchoredCountdown(current, partSeconds(timing, current), nextPart);

  // Turns shown so far: every partner line up to the current reply the learner has to choose.
  const shown = item.turns.slice(0, turn + 1);
  // A line without a clip (the bank leaves such items out) must not block the conversation.
  const lineReady = (i: number) => heard.has(i) || (item.turns[i]?.speaker === 'partner' && !(item.turns[i] as { audio: unknown }).audio);
  const advanceTurn = () => {
    if (turn < item.turns.length - 1) setTurn(turn + 1);
    else nextPart();
  };
  let b = -1;

  return (
    <div className="task task-il">
      <Timer countdown={countdown} />
      <p className="task-step" data-testid="il-step">{t.t('practice.step', { n: part + 1, total: PARTS.length })}</p>
      <p className="task-scenario" lang="en">{item.scenario}</p>
      {current === 'respond' && (
        <ol className="il-turns">
          {shown.map((tn, i) => tn.speaker === 'partner' ? (
            <li key={i} className="il-partner">
              <span className="il-speaker" lang="en">{item.partner.name}</span>
              {tn.audio && (
                <AudioPlayer src={tn.audio.src} maxPlays={timing.maxPlays ?? 1} autoPlay={i > 0 && !heard.has(i)} playKey={`turn-${i}`}
                  onEnded={() => setHeard((h) => new Set(h).add(i))} onExhausted={() => setHeard((h) => new Set(h).add(i))} />
              )}
              {i === turn && lineReady(i) && !locked && <button type="button" className="btn btn-ghost" onClick={advanceTurn} data-testid="il-continue">{t.t('practice.next')}</button>}
            </li>
          ) : (
            <li key={i} className="il-you">
              <Choices legend={t.t('practice.il.reply')} options={tn.options} value={responses[tn.index] ?? null} disabled={locked || i !== turn}
                onChange={(v) => setResponses((old) => old.map((x, j) => (j === tn.index ? v : x)))} testId="il-options" />
              {i === turn && !locked && (
                <button type="button" className="btn btn-primary" disabled={responses[tn.index] == null} onClick={advanceTurn} data-testid="il-reply">{t.t('practice.il.send')}</button>
              )}
            </li>
          ))}
        </ol>
      )}
      {current === 'complete' && (
        <form onSubmit={(e) => { e.preventDefault(); nextPart(); }}>
          <p className="task-instruction">{t.t('practice.il.complete')}</p>
          <p className="task-passage" lang="en">
            {item.complete.map((s, i) => {
              if (s.kind === 'text') return <span key={i}>{s.text}</span>;
              const n = ++b;
              return <input key={i} className="il-blank" value={complete[n] ?? ''} disabled={locked} autoComplete="off" spellCheck={false}
                aria-label={t.t('practice.il.blank', { n: n + 1 })} data-testid="il-blank"
                onChange={(e) => setComplete((old) => old.map((x, j) => (j === n ? e.target.value : x)))} />;
            })}
          </p>
          {!locked && <button type="submit" className="btn btn-primary" data-testid="submit">{t.t('practice.next')}</button>}
        </form>
      )}
      {current === 'summary' && (
        <>
          <label className="field">
            <span className="field-label">{t.t('practice.il.summary')}</span>
            <textarea className="field-control task-textarea" lang="en" rows={6} value={summary} readOnly={locked}
              onChange={(e) => setSummary(e.target.value)} aria-describedby={`${id}-wc`} data-testid="write-input" />
          </label>
          <WordCount text={summary} id={`${id}-wc`} />
          {!locked && <button type="button" className="btn btn-primary" onClick={finish} data-testid="submit">{t.t('practice.submit')}</button>}
        </>
      )}
    </div>
  );
}
