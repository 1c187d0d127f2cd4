// npm run bank:photos [-- --draw]
// Publishes the photos of content/photos/photos.json under hashed names: drawn SVGs are copied as they are
// (after a safety check), raster photos are re-encoded to WebP, 800 px wide, under 80 KB (cwebp, Debian
// package webp). Writes the photos list of content/media-manifest.json. --draw first draws the scenes whose SVG
// is missing (an existing SVG is the source and is never redrawn: draw/draw.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describeDraw, drawAll } from './draw/draw.mjs';
import { assertSafeSvg } from './draw/svg.mjs';
import { fileOf, hashedPath, PUBLIC_DIR, readManifest, ROOT, writeManifest } from './manifest.mjs';

const MAX_RASTER_BYTES = 80 * 1024;
const args = process.argv.slice(2);
if (args.includes('--draw')) console.log(describeDraw(drawAll()));

const photosDir = `${ROOT}content/photos`;
const photos = JSON.parse(readFileSync(`${photosDir}/photos.json`, 'utf8'));
const outDir = `${PUBLIC_DIR}/media/photos`;
mkdirSync(outDir, { recursive: true });

/** Re-encodes a raster photo, lowering quality until it fits the size budget. */
function encodeRaster(source) {
  const tmp = mkdtempSync(`${tmpdir()}/bank-photo-`);
  try {
    for (const q of [72, 62, 52, 42]) {
      const out = `${tmp}/out.webp`;
      execFileSync('cwebp', ['-quiet', '-q', String(q), '-m', '6', '-resize', '800', '0', '-metadata', 'none', source, '-o', out]);
      const bytes = readFileSync(out);
      if (bytes.length <= MAX_RASTER_BYTES) return bytes;
    }
    throw new Error(`${source}: cannot fit ${MAX_RASTER_BYTES} bytes at 800 px`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function sizeOf(bytes, ext) {
  if (ext === 'svg') {
    const m = /viewBox="0 0 (\d+) (\d+)"/.exec(bytes.toString('utf8'));
    return { width: Number(m?.[1]), height: Number(m?.[2]) };
  }
  const out = execFileSync('webpinfo', ['-quiet', '-summary', '/dev/stdin'], { input: bytes, encoding: 'utf8' });
  const m = /Width:\s*(\d+)[\s\S]*?Height:\s*(\d+)/.exec(out);
  return { width: Number(m?.[1]), height: Number(m?.[2]) };
}

const entries = [];
for (const photo of photos) {
  const source = `${photosDir}/${photo.file}`;
  if (!existsSync(source)) throw new Error(`${photo.id}: ${photo.file} not found in content/photos`);
  let bytes;
  let ext;
  if (photo.file.endsWith('.svg')) {
    bytes = readFileSync(source);
    assertSafeSvg(photo.id, bytes.toString('utf8'));
    ext = 'svg';
  } else {
    bytes = encodeRaster(source);
    ext = 'webp';
  }
  const path = hashedPath('photos', bytes, ext);
  if (!existsSync(fileOf(path))) writeFileSync(fileOf(path), bytes);
  entries.push({ itemId: photo.id, path, ...sizeOf(bytes, ext), bytes: bytes.length });
}

const manifest = readManifest();
manifest.photos = entries;
writeManifest(manifest);
const used = new Set(entries.map((e) => e.path.split('/').pop()));
// The engine's own photos (engine-photos.json, published by the bank build under the same naming rule) are kept.
const enginePhotos = existsSync(`${photosDir}/engine-photos.json`) ? JSON.parse(readFileSync(`${photosDir}/engine-photos.json`, 'utf8')) : [];
for (const photo of enginePhotos) {
  const source = `${photosDir}/${photo.file}`;
  if (existsSync(source)) used.add(hashedPath('photos', readFileSync(source), photo.file.split('.').pop()).split('/').pop());
}
for (const f of readdirSync(outDir)) if (!used.has(f)) rmSync(`${outDir}/${f}`);
const total = entries.reduce((n, e) => n + e.bytes, 0);
console.log(`photos: ${entries.length} published, ${(total / 1024).toFixed(0)} KB in all, largest ${(Math.max(...entries.map((e) => e.bytes)) / 1024).toFixed(1)} KB`);
