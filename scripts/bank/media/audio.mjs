// npm run bank:audio [-- --content <dir>] [--no-prune]
// Speaks every heard text of the bank (see utterances.mjs) and writes public/media/audio/<sha256-12>.mp3 plus
// the audio section of content/media-manifest.json. Incremental: a clip whose text, voice and format are
// unchanged keeps its file and is not synthesized again; files no clip uses any more are removed.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, existsSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { AUDIO_FORMAT, encodeSpeech } from './encode.mjs';
import { fileOf, hashedPath, MANIFEST_FILE, PUBLIC_DIR, readManifest, ROOT, sha256, writeManifest } from './manifest.mjs';
import { collectUtterances } from './utterances.mjs';
import { checkOfflineEngines, synthesizeOffline, synthesizeWithHttp, voiceConfig } from './voices.mjs';

const args = process.argv.slice(2);
const contentDir = args.includes('--content') ? args[args.indexOf('--content') + 1] : `${ROOT}content`;
const manifestFile = args.includes('--manifest') ? args[args.indexOf('--manifest') + 1] : MANIFEST_FILE;
const prune = !args.includes('--no-prune');

const config = voiceConfig();
const utterances = collectUtterances(contentDir);
const manifest = readManifest(manifestFile);
const cached = new Map(manifest.audio.map((e) => [e.key, e]));
const keyOf = (u) => sha256(`${AUDIO_FORMAT}\n${config.describe(u.voice)}\n${u.text}`).slice(0, 16);

const todo = utterances.filter((u) => {
  const hit = cached.get(keyOf(u));
  return !hit || !existsSync(fileOf(hit.path));
});
if (todo.length && config.kind === 'offline') checkOfflineEngines();

const audioDir = `${PUBLIC_DIR}/media/audio`;
mkdirSync(audioDir, { recursive: true });
const made = new Map();
const fresh = [...new Map(todo.map((u) => [keyOf(u), u])).values()];
// Batches keep progress visible and temporary files few.
const BATCH = 60;
for (let start = 0; start < fresh.length; start += BATCH) {
  const batch = fresh.slice(start, start + BATCH);
  const tmp = mkdtempSync(`${tmpdir()}/bank-audio-`);
  try {
    let parts;
    if (config.kind === 'offline') {
      parts = synthesizeOffline(batch, tmp);
    } else {
      parts = new Map();
      for (const [i, u] of batch.entries()) {
        await synthesizeWithHttp(config, u.text, u.voice, `${tmp}/clip-${i}.mp3`);
        parts.set(i, [`${tmp}/clip-${i}.mp3`]);
      }
    }
    for (const [i, u] of batch.entries()) {
      const encoded = `${tmp}/out-${i}.mp3`;
      const ms = encodeSpeech(parts.get(i), `${tmp}/clean-${i}.wav`, encoded);
      const path = hashedPath('audio', readFileSync(encoded), 'mp3');
      if (!existsSync(fileOf(path))) renameSync(encoded, fileOf(path));
      made.set(keyOf(u), { path, durationMs: ms });
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`audio: ${Math.min(start + BATCH, fresh.length)}/${fresh.length} new clips`);
}

manifest.audio = utterances.map((u) => {
  const key = keyOf(u);
  const { path, durationMs: ms } = made.get(key) ?? cached.get(key);
  return { itemId: u.itemId, part: u.part, path, durationMs: ms, voice: u.voice, key };
});
writeManifest(manifest, manifestFile);

let removed = 0;
if (prune) {
  const used = new Set(manifest.audio.map((e) => e.path.split('/').pop()));
  for (const f of readdirSync(audioDir)) {
    if (!used.has(f)) { rmSync(`${audioDir}/${f}`); removed++; }
  }
}
const total = manifest.audio.reduce((n, e) => n + e.durationMs, 0);
console.log(`audio: ${manifest.audio.length} clips (${todo.length} synthesized, ${removed} unused files removed), ${(total / 60000).toFixed(1)} min of speech`);
