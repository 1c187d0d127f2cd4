// npm run bank:audio [-- --content <dir>] [--no-prune]
// Speaks every heard text of the bank (see utterances.mjs) and writes public/media/audio/<sha256-12>.mp3 plus
// the audio section of content/media-manifest.json. Incremental: a clip whose text, voice and format are
// unchanged keeps its file and is not synthesized again; files no clip uses any more are removed.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, existsSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { AUDIO_FORMAT, durationMs, encodeSpeech } from './encode.mjs';
import { fileOf, hashedPath, MANIFEST_FILE, PUBLIC_DIR, readManifest, ROOT, sha256, writeManifest } from './manifest.mjs';
import { collectUtterances } from './utterances.mjs';
import { checkOfflineEngines, synthesize, voiceConfig } from './voices.mjs';

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
const tmp = mkdtempSync(`${tmpdir()}/bank-audio-`);
const made = new Map();
try {
  let done = 0;
  for (const u of todo) {
    const key = keyOf(u);
    if (made.has(key)) continue;
    const raw = `${tmp}/raw.${config.kind === 'http' ? 'mp3' : 'wav'}`;
    await synthesize(config, u.text, u.voice, `${tmp}/text.txt`, raw);
    const encoded = `${tmp}/out.mp3`;
    encodeSpeech(raw, `${tmp}/clean.wav`, encoded);
    const path = hashedPath('audio', readFileSync(encoded), 'mp3');
    if (!existsSync(fileOf(path))) renameSync(encoded, fileOf(path));
    made.set(key, { path, durationMs: durationMs(fileOf(path)) });
    done++;
    if (done % 25 === 0 || done === todo.length) console.log(`audio: ${done}/${todo.length} new clips`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
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
