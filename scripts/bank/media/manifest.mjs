// The media manifest (content/media-manifest.json): what the bank pipeline reads to attach media to items.
//   audio:  [{ itemId, part, path, durationMs, voice, key }]   key = hash of (format, voice, text): the cache key
//   photos: [{ itemId, path, width, height, bytes }]
// Paths are site paths under /media/<kind>/<sha256-12>.<ext>; files live in public/media/<kind>/.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const ROOT = new URL('../../../', import.meta.url).pathname;
export const MANIFEST_FILE = `${ROOT}content/media-manifest.json`;
export const PUBLIC_DIR = `${ROOT}public`;

export function readManifest(file = MANIFEST_FILE) {
  if (!existsSync(file)) return { audio: [], photos: [] };
  const data = JSON.parse(readFileSync(file, 'utf8'));
  return { audio: data.audio ?? [], photos: data.photos ?? [] };
}

export function writeManifest(manifest, file = MANIFEST_FILE) {
  const byItem = (a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : (a.part ?? '') < (b.part ?? '') ? -1 : (a.part ?? '') > (b.part ?? '') ? 1 : 0);
  const out = {
    generatedBy: 'scripts/bank/media (npm run bank:audio, npm run bank:photos); do not edit by hand',
    audio: [...manifest.audio].sort(byItem),
    photos: [...manifest.photos].sort(byItem),
  };
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
}

export function sha256(data) {
  return createHash('sha256').update(data).digest('hex');
}

/** Site path of a media file named by the hash of its bytes. */
export function hashedPath(kind, bytes, ext) {
  return `/media/${kind}/${sha256(bytes).slice(0, 12)}.${ext}`;
}

export function fileOf(sitePath) {
  return `${PUBLIC_DIR}${sitePath}`;
}
