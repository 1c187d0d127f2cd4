/**
 * Records the learner's answer from the microphone (MediaRecorder) for at most `maxSeconds`, with a level meter
 * while recording and playback afterwards. A refused permission or a missing microphone gets a clear message;
 * the learner can still finish the task (the answer is saved as not recorded).
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../../shared/components/i18n.tsx';
import { Icon } from '../../../../shared/components/Icon.tsx';
import { keepRecording } from './recordings.ts';

export type RecorderState = 'idle' | 'starting' | 'recording' | 'done' | 'denied' | 'no-mic' | 'unsupported';

export interface Recording { blob: Blob | null; ms: number }

export function useRecorder(maxSeconds: number) {
  const [state, setState] = useState<RecorderState>('idle');
  const [level, setLevel] = useState(0);
  const [url, setUrl] = useState<string | null>(null);
  const [recording, setRecording] = useState<Recording | null>(null);
  const parts = useRef<Blob[]>([]);
  const rec = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const ctx = useRef<AudioContext | null>(null);
  const started = useRef(0);
  const frame = useRef(0);

  function release() {
    cancelAnimationFrame(frame.current);
    stream.current?.getTracks().forEach((tr) => tr.stop());
    stream.current = null;
    void ctx.current?.close().catch(() => undefined);
    ctx.current = null;
  }

  useEffect(() => () => { release(); if (url) URL.revokeObjectURL(url); }, [url]);

  async function start() {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') { setState('unsupported'); return; }
    setState('starting');
    try {
      const s = await navigator.mediaDevices.getUserMedia({ audio: true });
      stream.current = s;
      const r = new MediaRecorder(s);
      parts.current = [];
      r.ondataavailable = (e) => { if (e.data.size) parts.current.push(e.data); };
      r.onstop = () => {
        const blob = parts.current.length ? new Blob(parts.current, { type: r.mimeType || 'audio/webm' }) : null;
        setRecording({ blob, ms: Date.now() - started.current });
        if (blob) { setUrl(URL.createObjectURL(blob)); keepRecording(blob); }
        setState('done');
        release();
      };
      rec.current = r;
      meter(s);
      started.current = Date.now();
      r.start(250);
      setState('recording');
    } catch (err) {
      release();
      const name = (err as { name?: string }).name;
      setState(name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError' ? 'no-mic' : 'denied');
    }
  }

  function meter(s: MediaStream) {
    try {
      const ac = new AudioContext();
      ctx.current = ac;
      const analyser = ac.createAnalyser();
      analyser.fftSize = 512;
      ac.createMediaStreamSource(s).connect(analyser);
      const data = new Uint8Array(analyser.fftSize);
      const loop = () => {
        analyser.getByteTimeDomainData(data);
        let peak = 0;
        for (const v of data) peak = Math.max(peak, Math.abs(v - 128));
        setLevel(Math.min(1, peak / 64));
        frame.current = requestAnimationFrame(loop);
      };
      loop();
    } catch { /* no meter without Web Audio; recording still works */ }
  }

  function stop() {
    if (rec.current && rec.current.state !== 'inactive') rec.current.stop();
  }

  function reset() {
    release();
    if (url) URL.revokeObjectURL(url);
    setUrl(null);
    setRecording(null);
    setState('idle');
  }

  return { state, level, url, recording, start, stop, reset, maxSeconds };
}

export type RecorderApi = ReturnType<typeof useRecorder>;

export function RecorderPanel({ recorder }: { recorder: RecorderApi }) {
  const t = useT();
  const { state, level, url } = recorder;
  if (state === 'denied' || state === 'no-mic' || state === 'unsupported') {
    return <p className="mic-problem" role="alert" data-testid="mic-problem">{t.t(`practice.mic.${state === 'no-mic' ? 'noMic' : state}`)}</p>;
  }
  return (
    <div className="recorder" data-testid="recorder">
      {state === 'recording' && (
        <div className="level-meter" role="meter" aria-label={t.t('practice.mic.level')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(level * 100)}>
          <span style={{ width: `${Math.round(level * 100)}%` }} />
        </div>
      )}
      <p className="recorder-status" aria-live="polite">
        <Icon name="mic" size={18} /> {t.t(`practice.mic.${state}`)}
      </p>
      {url && (
        <label className="recorder-playback">
          <span>{t.t('practice.mic.playback')}</span>
          <audio controls src={url} data-testid="playback" />
        </label>
      )}
    </div>
  );
}
