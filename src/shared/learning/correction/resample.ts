/**
 * Downsampling for the browser recorder (ADR 029): microphones deliver 44.1 or 48 kHz, the API takes at most
 * 6 MB, so the recording is reduced to 16 kHz mono (≈ 3 min fits) by averaging each output sample's window,
 * which also filters what lies above the new Nyquist frequency well enough for voice-activity measurement.
 */
export const RECORDING_RATE = 16000;

export function downsample(input: Float32Array, fromRate: number, toRate = RECORDING_RATE): Float32Array {
  if (fromRate <= toRate) return input;
  const ratio = fromRate / toRate;
  const out = new Float32Array(Math.floor(input.length / ratio));
  for (let i = 0; i < out.length; i++) {
    const from = Math.floor(i * ratio);
    const to = Math.min(input.length, Math.max(from + 1, Math.floor((i + 1) * ratio)));
    let sum = 0;
    for (let j = from; j < to; j++) sum += input[j]!;
    out[i] = sum / (to - from);
  }
  return out;
}

/** Joins the recorder's chunks into one buffer. */
export function concatChunks(chunks: readonly Float32Array[]): Float32Array {
  const out = new Float32Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) { out.set(c, at); at += c.length; }
  return out;
}
