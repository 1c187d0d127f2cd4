// Text-to-speech engines. Offline (default): Festival with the CMU Arctic SLT HTS voice (female) and Flite's
// CMU Arctic RMS clustergen voice (male), the most natural English voices in Debian main (ADR 017). Optional:
// any HTTP text-to-speech endpoint that takes {text, speaker} and answers audio, e.g. a Workers AI model.
import { Buffer } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';

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

/**
 * Speaks many clips with the offline voices: one Festival process for all female clips (loading the HTS voice
 * takes seconds; text2wave per clip would pay that every time), one Flite call per male clip. Festival speaks a
 * text as one utterance per sentence, exactly as text2wave does; the parts are returned in order and joined by
 * sox when encoding. Returns, per clip index, the list of WAV files that make it.
 */
export function synthesizeOffline(clips, dir) {
  const parts = new Map();
  const festival = [];
  clips.forEach((clip, i) => {
    const textFile = `${dir}/text-${i}.txt`;
    writeFileSync(textFile, `${clip.text}\n`);
    if (OFFLINE[clip.voice].engine === 'festival') {
      festival.push(i);
    } else {
      const out = `${dir}/clip-${i}.wav`;
      execFileSync('flite', ['-voice', OFFLINE[clip.voice].voice, '-f', textFile, '-o', out], { stdio: ['ignore', 'ignore', 'pipe'] });
      parts.set(i, [out]);
    }
  });
  if (festival.length) {
    const script = [
      `(voice_${OFFLINE.female.voice})`,
      '(gc-status nil)',
      '(defvar bank_prefix "")',
      '(defvar bank_n 0)',
      '(define (bank_save utt) (utt.save.wave utt (string-append bank_prefix "-" bank_n ".wav") \'riff) (set! bank_n (+ bank_n 1)) utt)',
      '(set! tts_hooks (list utt.synth bank_save))',
      '(define (bank_say infile prefix) (set! bank_prefix prefix) (set! bank_n 0) (tts_file infile nil))',
      ...festival.map((i) => `(bank_say "${dir}/text-${i}.txt" "${dir}/clip-${i}")`),
    ].join('\n');
    writeFileSync(`${dir}/batch.scm`, `${script}\n`);
    execFileSync('festival', ['--batch', `${dir}/batch.scm`], { stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
    const files = new Set(readdirSync(dir));
    for (const i of festival) {
      const list = [];
      for (let n = 0; files.has(`clip-${i}-${n}.wav`); n++) list.push(`${dir}/clip-${i}-${n}.wav`);
      if (!list.length) throw new Error(`Festival produced no audio for: ${clips[i].text}`);
      parts.set(i, list);
    }
  }
  return parts;
}

/** Writes speech for one clip from the configured HTTP voice into `outFile` (MP3 or any format ffmpeg reads). */
export async function synthesizeWithHttp(config, text, voice, outFile) {
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
  for (const [bin, pkg] of [['festival', 'festival festvox-us-slt-hts'], ['text2wave', 'festival'], ['flite', 'flite'], ['sox', 'sox'], ['ffmpeg', 'ffmpeg']]) {
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
