// Encoding for slow phones: mono MP3, 22.05 kHz, 32 kb/s constant bitrate (ADR 017: every browser plays it;
// Safari before 17 plays no Opus in <audio>). sox removes low hum, brings the peak to -2 dBFS so both voices
// sound equally loud, and adds a short silence before and after so the first syllable is not lost while a
// phone's audio output wakes up.
import { execFileSync } from 'node:child_process';

/** Part of every clip's cache key: change it when the processing below changes, and all audio is rebuilt. */
export const AUDIO_FORMAT = 'mp3-22050-mono-32k-peak2-pad200-300-v1';

export function encodeSpeech(inFile, wavFile, outFile) {
  execFileSync('sox', ['-D', '-R', inFile, '-c', '1', wavFile, 'highpass', '70', 'gain', '-n', '-2', 'pad', '0.2', '0.3', 'rate', '22050'], { stdio: ['ignore', 'ignore', 'pipe'] });
  execFileSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y', '-i', wavFile,
    '-ac', '1', '-ar', '22050', '-c:a', 'libmp3lame', '-b:a', '32k',
    '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', '-write_xing', '0', '-id3v2_version', '0',
    outFile,
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
}

export function durationMs(file) {
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], { encoding: 'utf8' });
  const seconds = Number(out.trim());
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`${file}: no duration`);
  return Math.round(seconds * 1000);
}
