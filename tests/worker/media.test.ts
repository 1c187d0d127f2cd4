import { describe, expect, it } from 'vitest';
import manifest from '../../content/media-manifest.json';
import photos from '../../content/photos/photos.json';
import { get } from './helpers.ts';

type Clip = { itemId: string; part: string; path: string; durationMs: number; voice: string };
type Photo = { itemId: string; path: string; width: number; height: number; bytes: number };
const audio = manifest.audio as Clip[];
const published = manifest.photos as Photo[];
const content = import.meta.glob<{ id: string }[]>('../../content/**/*.json', { eager: true, import: 'default' });
const itemsOf = (file: string) => content[`../../content/${file}`] ?? [];

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REGENERATE = 'run `npm run bank:audio` and `npm run bank:photos` (scripts/bank/media/README.md)';

describe('media files', () => {
  it('are served straight from the asset store with a year of immutable caching and the right type', async () => {
    const samples = [published[0]!, ...(audio.length ? [audio[0]!] : [])];
    for (const entry of samples) {
      const res = await get(entry.path);
      expect(res.status, entry.path).toBe(200);
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(res.headers.get('content-type')).toMatch(entry.path.endsWith('.svg') ? /^image\/svg\+xml/ : /^audio\/mpeg/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      // An SVG opened on its own is a document: it may not run or fetch anything.
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });

  it('answer 404 for a media file that does not exist', async () => {
    const res = await get('/media/audio/000000000000.mp3');
    expect(res.status).toBe(404);
  });

  // Hundreds of files: fetched in parallel batches, with a budget that holds on a busy machine.
  it('exist for every manifest entry, named by the hash of their bytes', { timeout: 120_000 }, async () => {
    const entries = [...audio, ...published];
    for (let i = 0; i < entries.length; i += 32) {
      await Promise.all(entries.slice(i, i + 32).map(async (entry) => {
        expect(entry.path).toMatch(/^\/media\/(audio|photos)\/[0-9a-f]{12}\.(mp3|svg|webp)$/);
        const res = await get(entry.path);
        expect(res.status, `${entry.itemId} ${entry.path}: ${REGENERATE}`).toBe(200);
        const bytes = new Uint8Array(await res.arrayBuffer());
        const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
        expect(entry.path).toContain(`/${digest.slice(0, 12)}.`);
      }));
    }
  });
});

describe('audio manifest', () => {
  const clip = (itemId: string, part: string) => audio.find((c) => c.itemId === itemId && c.part === part);

  it('has one clip per heard text of the authored bank, with a voice and a duration', () => {
    const expected: [string, string, string?][] = [];
    for (const it of itemsOf('listen-and-type/sentences.json')) expected.push([it.id, 'text']);
    for (const it of itemsOf('interactive-listening/conversations.json') as unknown as { id: string; partner: { voice: string }; turns: { speaker: string }[] }[]) {
      it.turns.forEach((t, i) => { if (t.speaker === 'partner') expected.push([it.id, `turn-${i}`, it.partner.voice]); });
    }
    for (const it of itemsOf('speaking/listen-then-speak.json') as unknown as { id: string; voice: string }[]) expected.push([it.id, 'question', it.voice]);
    for (const it of itemsOf('speaking/interactive-speaking.json') as unknown as { id: string; stages: { alternatives?: unknown[] }[] }[]) {
      expected.push([it.id, 'intro']);
      it.stages.forEach((s, i) => {
        expected.push([it.id, `stage-${i}`]);
        (s.alternatives ?? []).forEach((_, a) => expected.push([it.id, `stage-${i}-alt-${a}`]));
      });
    }
    for (const [itemId, part, voice] of expected) {
      const c = clip(itemId, part);
      expect(c, `no audio for ${itemId} ${part}: ${REGENERATE}`).toBeDefined();
      expect(c!.durationMs).toBeGreaterThan(500);
      expect(['female', 'male']).toContain(c!.voice);
      if (voice) expect(c!.voice, `${itemId} ${part}`).toBe(voice);
    }
    expect(audio.length).toBe(expected.length);
  });
});

describe('photos', () => {
  type Sample = { band: number; text: string; notes: { quote: string; tag: string }[] };
  type Item = { id: string; file: string; licence: string; attribution: string; alt: string; scene: string; keywords: string[]; samples: Sample[] };
  const items = photos as Item[];

  it('number at least 48, each with a licence, attribution, alt text, a scene and keywords', () => {
    expect(items.length).toBeGreaterThanOrEqual(48);
    expect(new Set(items.map((p) => p.id)).size).toBe(items.length);
    for (const p of items) {
      expect(p.id).toMatch(/^ph-\d{4}$/);
      expect(p.licence.trim(), p.id).not.toBe('');
      expect(p.attribution.trim(), p.id).not.toBe('');
      expect(p.alt, p.id).toMatch(/^[A-Z].{20,200}\.$/);
      expect(p.scene.split(/(?<=\.)\s+/).length, p.id).toBeGreaterThanOrEqual(3);
      expect(p.keywords.length, p.id).toBeGreaterThanOrEqual(5);
    }
  });

  it('have a band-145 model answer each, and all three bands for at least ten, with notes that quote the answer', () => {
    for (const p of items) expect(p.samples.some((s) => s.band === 145), p.id).toBe(true);
    expect(items.filter((p) => [85, 115, 145].every((b) => p.samples.some((s) => s.band === b))).length).toBeGreaterThanOrEqual(10);
    for (const p of items) for (const s of p.samples) for (const n of s.notes) expect(s.text, `${p.id} ${s.band}`).toContain(n.quote);
  });

  it('are published once each as a 4:3 image that contains no script, text or outside reference', async () => {
    for (const p of items) {
      const entry = published.find((e) => e.itemId === p.id);
      expect(entry, `${p.id}: ${REGENERATE}`).toBeDefined();
      expect(entry!.width * 3).toBe(entry!.height * 4);
      if (!entry!.path.endsWith('.svg')) continue;
      const svg = await (await get(entry!.path)).text();
      expect(svg).toContain('viewBox="0 0 800 600"');
      for (const banned of [/<script/i, /<text/i, /<foreignObject/i, /\son\w+=/i, /href=/i, /url\(/i, /<image/i]) expect(svg, p.id).not.toMatch(banned);
    }
    expect(published.length).toBe(items.length);
  });
});
