// Text-to-speech engines. Offline (default): Festival with the CMU Arctic SLT HTS voice (female) and Flite's
// CMU Arctic RMS clustergen voice (male), the most natural English voices in Debian main (ADR 017). Optional:
// any HTTP text-to-speech endpoint that takes {text, speaker} and answers audio, e.g. a Workers AI model.
import { Buffer } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const OFFLINE = {
  female: { engine: 'festival', voice: 'cmu_us_slt_arctic_hts' },
  male: { engine: 'flite', voice: 'rms' },
};

/** The voice configuration in force; its description is part of every clip's cache key. */
export function voiceConfig(env = process.env) {
  const url = env.BANK_TTS_URL;
  if (!url) return { kind: 'offline', describe: (voice) => `${OFFLINE[voice].engine}:${OFFLINE[voice].voice}` };
  const speakers = { female: env.BANK_TTS_SPEAKER_FEMALE, male: env.BANK_TTS_SPEAKER_MALE };
  if (!speakers.female || !speakers.male) throw new Error('BANK_TTS_URL needs BANK_TTS_SPEAKER_FEMALE and BANK_TTS_SPEAKER_MALE');
  // The model is named by the URL path; the host and token are not part of the key (same voice, same audio).
  const model = new URL(url).pathname.replace(/^.*\/ai\/run\//, '');
  return { kind: 'http', url, token: env.BANK_TTS_TOKEN ?? '', speakers, describe: (voice) => `http:${model}:${speakers[voice]}` };
}

/** Writes speech for `text` into `outFile` (any format ffmpeg reads). */
export async function synthesize(config, text, voice, textFile, outFile) {
  if (config.kind === 'http') return synthesizeHttp(config, text, voice, outFile);
  const { engine, voice: name } = OFFLINE[voice];
  writeFileSync(textFile, `${text}\n`);
  if (engine === 'festival') {
    execFileSync('text2wave', ['-eval', `(voice_${name})`, textFile, '-o', outFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  } else {
    execFileSync('flite', ['-voice', name, '-f', textFile, '-o', outFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  }
}

async function synthesizeHttp(config, text, voice, outFile) {
  const res = await fetch(config.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(config.token ? { authorization: `Bearer ${config.token}` } : {}) },
    body: JSON.stringify({ text, speaker: config.speakers[voice], encoding: 'mp3' }),
  });
  if (!res.ok) throw new Error(`text-to-speech endpoint answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  const type = res.headers.get('content-type') ?? '';
  if (type.startsWith('audio/') || type === 'application/octet-stream') {
    writeFileSync(outFile, Buffer.from(await res.arrayBuffer()));
    return;
  }
  // JSON envelopes: {result: {audio: base64}} (REST API) or {audio: base64}.
  const body = await res.json();
  const audio = body?.result?.audio ?? body?.audio;
  if (typeof audio !== 'string') throw new Error('text-to-speech endpoint answered no audio');
  writeFileSync(outFile, Buffer.from(audio, 'base64'));
}

/** Fails early, with the Debian packages to install, when an offline engine is missing. */
export function checkOfflineEngines() {
  for (const [bin, pkg] of [['text2wave', 'festival festvox-us-slt-hts'], ['flite', 'flite'], ['sox', 'sox'], ['ffmpeg', 'ffmpeg'], ['ffprobe', 'ffmpeg']]) {
    try {
      execFileSync('sh', ['-c', `command -v ${bin}`], { stdio: 'ignore' });
    } catch {
      throw new Error(`${bin} is missing: apt-get install -y ${pkg} (see scripts/bank/media/README.md)`);
    }
  }
  try {
    execFileSync('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', '/dev/null', '-o', '/dev/null'], { stdio: 'ignore' });
  } catch {
    throw new Error('the Festival voice cmu_us_slt_arctic_hts is missing: apt-get install -y festvox-us-slt-hts');
  }
}
