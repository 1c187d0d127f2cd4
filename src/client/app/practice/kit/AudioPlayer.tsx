/**
 * Plays a clip at most `maxPlays` times, as the test does, and shows how many plays are left. The count is
 * taken when a play starts, so stopping half-way still uses a play. With a `playKey` inside an item's memory the
 * play is first counted on the server (ADR 047): after a reload the plays already used stay used, and a play the
 * server refuses does not happen. If the server cannot be reached the play goes ahead, counted on the page.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../../shared/components/i18n.tsx';
import { Icon } from '../../../../shared/components/Icon.tsx';
import { ApiError } from '../../../platform/api.ts';
import { useMemory } from './attempt-memory.tsx';

export function AudioPlayer({ src, maxPlays, label, autoPlay = false, onEnded, onPlay, playKey, onExhausted }: { src: string; maxPlays: number; label?: string; autoPlay?: boolean; onEnded?: () => void; onPlay?: (plays: number) => void; playKey?: string; onExhausted?: () => void }) {
  const t = useT();
  const memory = useMemory();
  const audio = useRef<HTMLAudioElement | null>(null);
  const [plays, setPlays] = useState(() => (playKey && memory ? memory.plays[playKey] ?? 0 : 0));
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const left = Math.max(0, maxPlays - plays);
  const endedRef = useRef(onEnded);
  endedRef.current = onEnded;

  useEffect(() => {
    const el = new Audio(src);
    el.preload = 'auto';
    audio.current = el;
    const ended = () => { setPlaying(false); endedRef.current?.(); };
    const error = () => { setPlaying(false); setFailed(true); };
    el.addEventListener('ended', ended);
    el.addEventListener('error', error);
    return () => { el.pause(); el.removeEventListener('ended', ended); el.removeEventListener('error', error); audio.current = null; };
  }, [src]);

  async function play() {
    const el = audio.current;
    if (!el || playing || left === 0) return;
    setPlaying(true);
    let count = plays + 1;
    if (playKey && memory) {
      try {
        count = (await memory.sink.anchor({ play: playKey })).anchors.plays[playKey] ?? count;
      } catch (err) {
        if (err instanceof ApiError && err.code === 'plays_exhausted') {
          memory.plays[playKey] = maxPlays;
          setPlays(maxPlays);
          setPlaying(false);
          onExhausted?.();
          return;
        }
      }
      memory.plays[playKey] = count;
    }
    setPlays(count);
    onPlay?.(count);
    el.currentTime = 0;
    el.play().catch(() => { setPlaying(false); setFailed(true); });
  }

  useEffect(() => {
    if (autoPlay) void play();
    // Only on mount: an automatic first play (Interactive Speaking's questions, heard once).
  }, []);

  return (
    <div className="audio-player" data-testid="audio-player">
      <button type="button" className="btn btn-primary" onClick={() => void play()} disabled={playing || left === 0} data-testid="play">
        <Icon name="play" size={18} />
        {playing ? t.t('practice.audio.playing') : (label ?? t.t('practice.audio.play'))}
      </button>
      <span className="audio-plays" data-testid="plays-left" aria-live="polite">{t.t('practice.audio.playsLeft', { count: left })}</span>
      {failed && <p className="field-error" role="alert">{t.t('practice.audio.failed')}</p>}
    </div>
  );
}
