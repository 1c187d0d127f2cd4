// Draws the installable app's PNG icons (the favicon's speech bubble with its rising line, on the brand colour)
// without any image library: a few shapes rasterised into an RGBA buffer and written as PNG with zlib.
// Run once by hand (`node scripts/app-icons.mjs`); the files are committed under public/icons.
import { Buffer } from 'node:buffer';
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BRAND = [0x3b, 0x2f, 0xc9];
const WHITE = [0xff, 0xff, 0xff];
const out = new URL('../public/icons/', import.meta.url).pathname;

function crc32(buf) {
  let c = ~0;
  for (const b of buf) { c ^= b; for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1)); }
  return ~c >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(size, px) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0); ihdr.writeUInt32BE(size, 4); ihdr[8] = 8; ihdr[9] = 6;
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) { raw[y * (size * 4 + 1)] = 0; px.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4); }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}
const distToSegment = (px, py, [ax, ay], [bx, by]) => {
  const dx = bx - ax, dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
};
/** maskable: the whole square is brand colour and the drawing stays inside the 80 % safe zone. */
function draw(size, maskable) {
  const px = Buffer.alloc(size * size * 4);
  const s = size / 32;
  const inset = maskable ? 0.2 : 0;
  const map = (v) => (v * (1 - inset) + 16 * inset) * s;
  const line = [[8, 18], [13, 13], [17, 16], [24, 9]].map(([x, y]) => [map(x), map(y)]);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) {
    const cx = x + 0.5, cy = y + 0.5;
    let color = null;
    if (maskable) color = BRAND;
    else {
      // The bubble: a rounded rectangle (2,3)-(30,25), radius 7, and its tail.
      const [l, t, r, b, rad] = [2 * s, 3 * s, 30 * s, 25 * s, 7 * s];
      const qx = Math.max(l + rad - cx, 0, cx - (r - rad)), qy = Math.max(t + rad - cy, 0, cy - (b - rad));
      const inTail = cy >= 24 * s && cy <= 30 * s && cx >= 7 * s + (cy - 25 * s) * 0 && cx <= 14 * s - (cy - 25 * s) * 1.4 && cx >= 9 * s - (cy - 25 * s) * 0.4;
      if (Math.hypot(qx, qy) <= rad || inTail) color = BRAND;
    }
    let onLine = false;
    for (let i = 0; i + 1 < line.length; i++) if (distToSegment(cx, cy, line[i], line[i + 1]) <= 1.3 * s * (1 - inset)) onLine = true;
    if (onLine && color) color = WHITE;
    if (color) { const o = (y * size + x) * 4; px[o] = color[0]; px[o + 1] = color[1]; px[o + 2] = color[2]; px[o + 3] = 255; }
  }
  return png(size, px);
}
for (const size of [192, 512]) {
  writeFileSync(`${out}app-${size}.png`, draw(size, false));
  writeFileSync(`${out}app-maskable-${size}.png`, draw(size, true));
}
