/**
 * Record a spoken answer and send it for correction: pick the task and type the question, record (level meter
 * and elapsed time), stop, listen, record again, then upload with progress and create the job. A refused or
 * missing microphone says what to do. The recorder code is imported when recording starts, not with the page.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../components/i18n.tsx';
import type { Recorder, Recording, MicProblem } from '../../../client/platform/recorder.ts';
import { problemOf, type Job, type Problem } from './job.ts';
import { ProblemNote } from './ProblemNote.tsx';

export interface TaskOption { id: string; label: string }

type Phase =
  | { kind: 'idle' } | { kind: 'starting' } | { kind: 'recording'; level: number; seconds: number }
  | { kind: 'recorded'; recording: Recording; url: string } | { kind: 'uploading'; recording: Recording; url: string; share: number }
  | { kind: 'creating'; recording: Recording; url: string };

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

export function SpeakingRecorder({ tasks, loginHref, pricingHref, onJob }: {
  tasks: readonly TaskOption[]; loginHref: string; pricingHref: string; onJob: (job: Job) => void;
}) {
  const t = useT();
  const [task, setTask] = useState('free');
  const [prompt, setPrompt] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [mic, setMic] = useState<MicProblem | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [limitHit, setLimitHit] = useState(false);
  const recorder = useRef<Recorder | null>(null);
  const uploaded = useRef<{ blob: Blob; recordingId: string } | null>(null);
  const requestId = useRef<string | null>(null);
  const url = phase.kind === 'recorded' || phase.kind === 'uploading' || phase.kind === 'creating' ? phase.url : null;

  useEffect(() => () => { recorder.current?.cancel(); }, []);
  useEffect(() => () => { if (url) URL.revokeObjectURL(url); }, [url]);

  async function start() {
    setMic(null); setProblem(null); setLimitHit(false);
    setPhase({ kind: 'starting' });
    try {
      const m = await import('../../../client/platform/recorder.ts');
      recorder.current = await m.startRecording(
        (level, seconds) => setPhase((p) => (p.kind === 'recording' || p.kind === 'starting' ? { kind: 'recording', level, seconds } : p)),
        () => { setLimitHit(true); stop(); },
      );
      setPhase((p) => (p.kind === 'starting' ? { kind: 'recording', level: 0, seconds: 0 } : p));
    } catch (err) {
      setMic((err as { problem?: MicProblem }).problem ?? 'unsupported');
      setPhase({ kind: 'idle' });
    }
  }

  function stop() {
    const r = recorder.current;
    if (!r) return;
    recorder.current = null;
    const recording = r.stop();
    requestId.current = null;
    setPhase({ kind: 'recorded', recording, url: URL.createObjectURL(recording.wav) });
  }

  async function send(e: React.FormEvent) {
    e.preventDefault();
    if (phase.kind !== 'recorded') return;
    const { recording, url: u } = phase;
    setProblem(null);
    try {
      const m = await import('../../../client/platform/correction-client.ts');
      let id = uploaded.current?.blob === recording.wav ? uploaded.current.recordingId : null;
      if (!id) {
        setPhase({ kind: 'uploading', recording, url: u, share: 0 });
        const res = await m.uploadRecording(recording.wav, (share) => setPhase((p) => (p.kind === 'uploading' ? { ...p, share } : p)));
        id = res.recordingId;
        uploaded.current = { blob: recording.wav, recordingId: id };
      }
      setPhase({ kind: 'creating', recording, url: u });
      // One id per recording and question: a retried send finds the same job and is not charged twice.
      requestId.current ??= m.newRequestId();
      onJob(await m.createSpeakingCorrection(requestId.current, prompt, id, task === 'free' ? undefined : task));
      setPhase({ kind: 'recorded', recording, url: u });
    } catch (err) {
      setProblem(problemOf(err));
      setPhase({ kind: 'recorded', recording, url: u });
    }
  }

  const recording = phase.kind === 'recording' ? phase : null;
  const busy = phase.kind === 'uploading' || phase.kind === 'creating';
  return (
    <form className="speaking-recorder" onSubmit={(e) => void send(e)} data-testid="speaking-recorder">
      <label className="field">
        <span>{t.t('correctionApp.speaking.task')}</span>
        <select value={task} onChange={(e) => { setTask(e.target.value); requestId.current = null; }} data-testid="speaking-task">
          <option value="free">{t.t('correctionApp.speaking.anyTask')}</option>
          {tasks.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
        </select>
      </label>
      <label className="field">
        <span>{t.t('correctionApp.speaking.prompt')}</span>
        <textarea required maxLength={1000} rows={2} value={prompt} onChange={(e) => { setPrompt(e.target.value); requestId.current = null; }} data-testid="speaking-prompt" />
      </label>
      <div className="recorder-controls">
        {recording ? (
          <>
            <button type="button" className="btn btn-primary" onClick={stop} data-testid="record-stop">{t.t('correctionApp.speaking.stop')}</button>
            <span className="recorder-live" role="status" data-testid="record-time">{t.t('correctionApp.speaking.recording', { time: clock(recording.seconds) })}</span>
            <meter className="recorder-level" min={0} max={1} value={recording.level} aria-label={t.t('correctionApp.speaking.level')} data-testid="record-level" />
          </>
        ) : (
          <button type="button" className="btn btn-ghost" onClick={() => void start()} disabled={phase.kind === 'starting' || busy} data-testid="record-start">
            {t.t(url ? 'correctionApp.speaking.again' : 'correctionApp.speaking.record')}
          </button>
        )}
      </div>
      {mic && <p role="alert" className="form-error" data-testid="mic-problem">{t.t(`correctionApp.speaking.mic.${mic}`)}</p>}
      {limitHit && <p className="muted">{t.t('correctionApp.speaking.limit')}</p>}
      {url && phase.kind !== 'recording' && 'recording' in phase && (
        <div className="recorder-take">
          <p data-testid="record-length">{t.t('correctionApp.speaking.recorded', { time: clock(phase.recording.seconds) })}</p>
          <audio controls src={url} aria-label={t.t('correctionApp.speaking.listen')} />
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={!url || busy || !!recording} data-testid="speaking-submit">{t.t('correctionUi.submit')}</button>
      {phase.kind === 'uploading' && (
        <p role="status" data-testid="upload-progress">
          {t.t('correctionApp.speaking.uploading', { pct: Math.round(phase.share * 100) })}
          <progress max={1} value={phase.share} aria-hidden="true" />
        </p>
      )}
      {phase.kind === 'creating' && <p role="status">{t.t('correctionUi.sending')}</p>}
      {problem && <ProblemNote problem={problem} loginHref={loginHref} pricingHref={pricingHref} />}
    </form>
  );
}
