/**
 * The microphone and speaker check of a test's start screen. Speakers: a short tone the learner confirms hearing.
 * Microphone: a level meter for a few seconds of live input, nothing recorded or sent. Both are optional, so a
 * learner without a microphone can still take the reading and listening parts.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../shared/components/i18n.tsx';

type MicState = 'idle' | 'listening' | 'heard' | 'silent' | 'denied';

export function DeviceCheck() {
  const t = useT();
  const [mic, setMic] = useState<MicState>('idle');
  const [level, setLevel] = useState(0);
  const [tone, setTone] = useState<'idle' | 'played' | 'failed'>('idle');
  const stop = useRef<() => void>(() => {});
  useEffect(() => () => stop.current(), []);

  function playTone() {
    try {
      const ctx = new AudioContext();
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = 440;
      gain.gain.value = 0.15;
      osc.connect(gain).connect(ctx.destination);
      osc.start();
      osc.stop(ctx.currentTime + 0.8);
      osc.onended = () => void ctx.close();
      setTone('played');
    } catch {
      setTone('failed');
    }
  }

  async function checkMic() {
    stop.current();
    setMic('listening');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const ctx = new AudioContext();
      const analyser = ctx.createAnalyser();
      ctx.createMediaStreamSource(stream).connect(analyser);
      const data = new Uint8Array(analyser.fftSize);
      let peak = 0;
      const timer = setInterval(() => {
        analyser.getByteTimeDomainData(data);
        let max = 0;
        for (const x of data) max = Math.max(max, Math.abs(x - 128) / 128);
        peak = Math.max(peak, max);
        setLevel(max);
      }, 100);
      const end = () => {
        clearInterval(timer);
        stream.getTracks().forEach((track) => track.stop());
        void ctx.close();
        stop.current = () => {};
      };
      stop.current = end;
      // Five seconds of input; a peak above 5 % of full scale means the microphone hears the room.
      setTimeout(() => {
        end();
        setMic(peak > 0.05 ? 'heard' : 'silent');
      }, 5000);
    } catch {
      setMic('denied');
    }
  }

  return (
    <div className="mock-device-check" data-testid="device-check">
      <h2>{t.t('mock.start.deviceTitle')}</h2>
      <p>
        <button type="button" className="btn btn-ghost" onClick={playTone} data-testid="speaker-check">{t.t('mock.start.speakerButton')}</button>{' '}
        {tone === 'played' && <span role="status">{t.t('mock.start.speakerPlayed')}</span>}
        {tone === 'failed' && <span role="alert">{t.t('mock.start.speakerFailed')}</span>}
      </p>
      <p>
        <button type="button" className="btn btn-ghost" onClick={() => void checkMic()} disabled={mic === 'listening'} data-testid="mic-check">{t.t('mock.start.micButton')}</button>{' '}
        {mic === 'listening' && (
          <span role="status">
            {t.t('mock.start.micListening')}{' '}
            <meter min={0} max={1} value={level} aria-label={t.t('mock.start.micLevel')} />
          </span>
        )}
        {mic === 'heard' && <span role="status">{t.t('mock.start.micHeard')}</span>}
        {mic === 'silent' && <span role="alert">{t.t('mock.start.micSilent')}</span>}
        {mic === 'denied' && <span role="alert">{t.t('mock.start.micDenied')}</span>}
      </p>
    </div>
  );
}
