/**
 * WAV (RIFF, 16-bit PCM) reading and writing. The recorder in the browser encodes mono 16-bit PCM so the worker
 * can measure pauses without a codec (ADR 026); anything else is refused at upload with a clear error.
 */
export interface Pcm {
  sampleRate: number;
  samples: Float32Array;
}

export class WavError extends Error {
  constructor(readonly code: 'not_wav' | 'unsupported_format' | 'empty') {
    super(code);
  }
}

function ascii(view: DataView, at: number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String.fromCharCode(view.getUint8(at + i));
  return s;
}

export function parseWav(bytes: Uint8Array): Pcm {
  if (bytes.length < 44) throw new WavError('not_wav');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (ascii(view, 0, 4) !== 'RIFF' || ascii(view, 8, 4) !== 'WAVE') throw new WavError('not_wav');
  let at = 12;
  let format: { channels: number; rate: number; bits: number; tag: number } | null = null;
  while (at + 8 <= bytes.length) {
    const id = ascii(view, at, 4);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      format = { tag: view.getUint16(body, true), channels: view.getUint16(body + 2, true), rate: view.getUint32(body + 4, true), bits: view.getUint16(body + 14, true) };
    } else if (id === 'data') {
      if (!format || format.tag !== 1 || format.bits !== 16 || format.channels < 1 || format.channels > 2 || format.rate < 8000 || format.rate > 48000) throw new WavError('unsupported_format');
      const frames = Math.floor(Math.min(size, bytes.length - body) / (2 * format.channels));
      if (frames === 0) throw new WavError('empty');
      const samples = new Float32Array(frames);
      for (let i = 0; i < frames; i++) {
        let sum = 0;
        for (let c = 0; c < format.channels; c++) sum += view.getInt16(body + (i * format.channels + c) * 2, true);
        samples[i] = sum / format.channels / 32768;
      }
      return { sampleRate: format.rate, samples };
    }
    at = body + size + (size % 2);
  }
  throw new WavError('not_wav');
}

/** Mono 16-bit PCM WAV of the samples (clipped to [-1, 1]). */
export function encodeWav(samples: Float32Array, sampleRate: number): Uint8Array {
  const out = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(out.buffer);
  const put = (at: number, s: string) => { for (let i = 0; i < s.length; i++) view.setUint8(at + i, s.charCodeAt(i)); };
  put(0, 'RIFF'); view.setUint32(4, 36 + samples.length * 2, true); put(8, 'WAVE');
  put(12, 'fmt '); view.setUint32(16, 16, true); view.setUint16(20, 1, true); view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true); view.setUint32(28, sampleRate * 2, true); view.setUint16(32, 2, true); view.setUint16(34, 16, true);
  put(36, 'data'); view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) view.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767), true);
  return out;
}
