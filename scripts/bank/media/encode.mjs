// Encoding for slow phones: mono MP3, 22.05 kHz, 32 kb/s constant bitrate (ADR 017: every browser plays it;
// Safari before 17 plays no Opus in <audio>). sox removes low hum, brings the peak to -2 dBFS so both voices
// sound equally loud, and adds a short silence before and after so the first syllable is not lost while a
// phone's audio output wakes up.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Part of every clip's cache key: change it when the processing below changes, and all audio is rebuilt. */
export const AUDIO_FORMAT = 'mp3-22050-mono-32k-peak2-pad200-300-v1';

/** Cleans and encodes one clip; returns its duration in milliseconds (from the cleaned PCM, pads included). */
export function encodeSpeech(inFiles, wavFile, outFile) {
  execFileSync('sox', ['-D', '-R', ...inFiles, '-c', '1', '-b', '16', wavFile, 'highpass', '70', 'gain', '-n', '-2', 'pad', '0.2', '0.3', 'rate', '22050'], { stdio: ['ignore', 'ignore', 'pipe'] });
  execFileSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y', '-i', wavFile,
    '-ac', '1', '-ar', '22050', '-c:a', 'libmp3lame', '-b:a', '32k',
    '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', '-write_xing', '0', '-id3v2_version', '0',
    outFile,
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  return wavDurationMs(readFileSync(wavFile));
}

/** Duration of a PCM WAV file, read from its header (fmt and data chunks). */
export function wavDurationMs(bytes) {
  let byteRate = 0;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ') byteRate = bytes.readUInt32LE(at + 16);
    if (id === 'data') {
      if (!byteRate) break;
      return Math.round((Math.min(size, bytes.length - at - 8) / byteRate) * 1000);
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('not a PCM WAV file');
}
