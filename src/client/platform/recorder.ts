/**
 * Microphone recording for the speaking correction (ADR 029): getUserMedia, raw PCM taken from a
 * ScriptProcessorNode (no worklet module to fetch, so nothing extra under the CSP), downsampled to 16 kHz and
 * encoded as 16-bit mono WAV in the browser, since the API takes WAV only. The level meter reads the same
 * samples. Recording stops by itself at the API's size limit.
 */
import { concatChunks, downsample, RECORDING_RATE } from '../../shared/learning/correction/resample.ts';
import { encodeWav } from '../../shared/learning/correction/wav.ts';
import { MAX_RECORDING_BYTES } from '../../shared/api/correction.ts';

export type MicProblem = 'denied' | 'noMic' | 'unsupported' | 'busy';
export class MicError extends Error {
  constructor(readonly problem: MicProblem) { super(problem); }
}

/** Longest recording: what fits the upload limit at 16 kHz, 16-bit mono (a little under 3 minutes). */
export const MAX_RECORDING_SECONDS = Math.floor((MAX_RECORDING_BYTES - 44) / (RECORDING_RATE * 2)) - 1;

export interface Recording { wav: Blob; seconds: number }
export interface Recorder { stop(): Recording; cancel(): void }

function problemOf(err: unknown): MicProblem {
  const name = (err as { name?: string }).name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noMic';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'unsupported';
}

export async function startRecording(onTick: (level: number, seconds: number) => void, onLimit: () => void): Promise<Recorder> {
  if (!navigator.mediaDevices?.getUserMedia || typeof AudioContext === 'undefined') throw new MicError('unsupported');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: false, noiseSuppression: false, autoGainControl: false } });
  } catch (err) {
    throw new MicError(problemOf(err));
  }
  const ctx = new AudioContext();
  const source = ctx.createMediaStreamSource(stream);
  const node = ctx.createScriptProcessor(4096, 1, 1);
  const chunks: Float32Array[] = [];
  let samples = 0;
  let limited = false;
  node.onaudioprocess = (e) => {
    const data = new Float32Array(e.inputBuffer.getChannelData(0));
    chunks.push(data);
    samples += data.length;
    let sum = 0;
    for (const x of data) sum += x * x;
    const seconds = samples / ctx.sampleRate;
    onTick(Math.min(1, Math.sqrt(sum / data.length) * 4), seconds);
    if (seconds >= MAX_RECORDING_SECONDS && !limited) { limited = true; onLimit(); }
  };
  source.connect(node);
  // A processor only runs while connected to the output; it writes nothing, so nothing is heard.
  node.connect(ctx.destination);
  const release = () => {
    node.onaudioprocess = null;
    source.disconnect();
    node.disconnect();
    for (const track of stream.getTracks()) track.stop();
    void ctx.close();
  };
  return {
    stop() {
      release();
      const pcm = downsample(concatChunks(chunks), ctx.sampleRate).subarray(0, MAX_RECORDING_SECONDS * RECORDING_RATE);
      return { wav: new Blob([encodeWav(pcm, RECORDING_RATE) as BlobPart], { type: 'audio/wav' }), seconds: pcm.length / RECORDING_RATE };
    },
    cancel: release,
  };
}
