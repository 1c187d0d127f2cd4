/** WAV recordings for the spoken-answer tests, uploaded the way the app uploads them (POST /corrections/recordings). */
import { SELF } from 'cloudflare:test';
import { encodeWav } from '../../src/shared/learning/correction/wav.ts';
import { ip, ORIGIN } from './api-helpers.ts';

/**
 * A voice-like signal: a 200 Hz tone broken by silent gaps of `gap` seconds every `every` seconds (a fluent
 * speaker: short gaps, long runs; the voice detector needs over 10 % silence to find its noise floor), or all silence with `silent`. 8 kHz keeps uploads small.
 */
export function speechWav(seconds: number, opts: { every?: number; gap?: number; silent?: boolean } = {}, rate = 8000): Uint8Array {
  const every = opts.every ?? 4;
  const gap = opts.gap ?? 0.5;
  const s = new Float32Array(Math.round(seconds * rate));
  if (!opts.silent) {
    for (let i = 0; i < s.length; i++) {
      const t = i / rate;
      const inGap = t < 0.5 || t > seconds - 0.5 || t % every > every - gap;
      s[i] = inGap ? 0 : 0.4 * Math.sin(2 * Math.PI * 200 * t);
    }
  }
  return encodeWav(s, rate);
}

export async function uploadWav(token: string, wav: Uint8Array): Promise<string> {
  const res = await SELF.fetch(`${ORIGIN}/weapp/api/corrections/recordings`, {
    method: 'POST', body: wav as unknown as BodyInit,
    headers: { origin: ORIGIN, 'content-type': 'audio/wav', authorization: `Bearer ${token}`, 'cf-connecting-ip': ip() },
  });
  if (res.status !== 201) throw new Error(`upload ${res.status} ${await res.text()}`);
  return ((await res.json()) as { recordingId: string }).recordingId;
}
