/**
 * Turns a MediaRecorder recording (Opus in WebM/Ogg, AAC in MP4: whatever the browser made) into the 16 kHz
 * 16-bit mono WAV the corrections API takes (ADR 029), decoding it with the browser's own codecs.
 */
import { downsample, RECORDING_RATE } from '../../shared/learning/correction/resample.ts';
import { encodeWav } from '../../shared/learning/correction/wav.ts';

export async function wavFromRecording(blob: Blob): Promise<Blob> {
  return new Blob([encodeWav(await monoFromRecording(blob), RECORDING_RATE) as BlobPart], { type: 'audio/wav' });
}

/** The recording decoded to mono samples at RECORDING_RATE (16 kHz), what measureSpeech and the WAV take. */
export async function monoFromRecording(blob: Blob): Promise<Float32Array> {
  const ctx = new AudioContext();
  try {
    const audio = await ctx.decodeAudioData(await blob.arrayBuffer());
    const mono = new Float32Array(audio.length);
    for (let ch = 0; ch < audio.numberOfChannels; ch++) {
      const data = audio.getChannelData(ch);
      for (let i = 0; i < data.length; i++) mono[i]! += data[i]! / audio.numberOfChannels;
    }
    return downsample(mono, audio.sampleRate);
  } finally {
    void ctx.close();
  }
}
