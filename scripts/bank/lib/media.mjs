// Media references of bank items, from content/media-manifest.json (written by scripts/bank/media, decision 017):
//   audio:  [{ itemId, part, path, durationMs }]  parts: "text" (Listen and Type), "turn-<i>" (Interactive
//           Listening partner turns), "question" (Listen Then Speak), "intro", "stage-<s>", "stage-<s>-alt-<a>"
//           (Interactive Speaking)
//   photos: [{ itemId, path, width, height }]
// A photo missing from the manifest is published here under the same naming rule (sha256-12 of its bytes).
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';

export function mediaResolver(root, problems) {
  const manifestPath = `${root}content/media-manifest.json`;
  const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const audio = new Map((manifest.audio ?? []).map((a) => [`${a.itemId}|${a.part}`, a]));
  const photos = new Map((manifest.photos ?? []).map((p) => [p.itemId, p]));
  const missing = [];
  return {
    /** Before any audio was generated in this checkout, listening items ship without it (and say so). */
    audioGenerated: audio.size > 0,
    missingAudio: missing,
    audio(itemId, part) {
      const entry = audio.get(`${itemId}|${part}`);
      if (!entry) { missing.push(`${itemId}|${part}`); return null; }
      return entry.durationMs ? { src: entry.path, durationMs: entry.durationMs } : { src: entry.path };
    },
    photo(itemId, file, alt) {
      const entry = photos.get(itemId);
      if (entry) return { src: entry.path, alt, width: entry.width, height: entry.height };
      const from = `${root}content/photos/${file}`;
      if (!existsSync(from)) { problems.push(`photo file missing: content/photos/${file}`); return null; }
      const bytes = readFileSync(from);
      const ext = file.split('.').pop().toLowerCase();
      const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.${ext}`;
      const dir = `${root}public/media/photos`;
      mkdirSync(dir, { recursive: true });
      if (!existsSync(`${dir}/${name}`)) copyFileSync(from, `${dir}/${name}`);
      const size = /viewBox="0 0 (\d+) (\d+)"/.exec(bytes.toString('utf8'));
      return size ? { src: `/media/photos/${name}`, alt, width: Number(size[1]), height: Number(size[2]) } : { src: `/media/photos/${name}`, alt };
    },
  };
}
