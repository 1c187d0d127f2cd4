// Flat-style drawing parts for the bank's photos: people, furniture, buildings, nature. Every part returns an
// SVG fragment in the 800 × 600 scene space; scenes (scenes.mjs) compose them. No text, no scripts, no links.
const r1 = (n) => Math.round(n * 10) / 10;
const rad = (deg) => (deg * Math.PI) / 180;
/** A point `len` away from (x, y) in direction `deg` (0 = straight down, 90 = right, 180 = up, -90 = left). */
const step = (x, y, deg, len) => [x + Math.sin(rad(deg)) * len, y + Math.cos(rad(deg)) * len];

export const SKIN = ['#f3d3b5', '#e0ac83', '#c68a5c', '#a36a43', '#7a4a2b', '#5a3420'];
export const HAIR = { black: '#1f1a17', brown: '#5b3a22', blond: '#d9b45a', red: '#a5462a', grey: '#b8b8b8', white: '#eeeeee' };

export const rect = (x, y, w, h, fill, rx = 0, extra = '') => `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra}/>`;
export const circle = (cx, cy, r, fill, extra = '') => `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra}/>`;
export const ellipse = (cx, cy, rx, ry, fill, extra = '') => `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${extra}/>`;
export const poly = (points, fill, extra = '') => `<polygon points="${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')}" fill="${fill}"${extra}/>`;
export const line = (x1, y1, x2, y2, stroke, width, extra = '') => `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
export const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
export const group = (transform, body) => `<g transform="${transform}">${body}</g>`;

/**
 * A person whose hips are at (x, y), drawn at scale s (s = 1: about 185 px tall standing; hips 80 px above
 * the feet). Limbs are [upper, lower] angles (0 = down, 90 = toward +x). Options: skin, hair colour and style
 * (short, long, bun, curly, bald), shirt, pants, skirt, hat (helmet, cap, chef), apron, eyes (false = seen from behind).
 */
export function person(o) {
  const { x, y, s = 1, skin = SKIN[1], hair = HAIR.brown, style = 'short', shirt = '#3b7dd8', pants = '#2f3640',
    shoes = '#2b2b2b', armL = [-8, -4], armR = [8, 4], legL = [0, 0], legR = [0, 0], skirt = null, hat = null,
    apron = null, eyes = true } = o;
  const parts = [];
  const limb = (sx, sy, [a1, a2], l1, l2, w, color, end) => {
    const [ex, ey] = step(sx, sy, a1, l1);
    const [fx, fy] = step(ex, ey, a2, l2);
    parts.push(line(sx, sy, ex, ey, color, w), line(ex, ey, fx, fy, color, w));
    parts.push(end(fx, fy, a2));
  };
  if (style === 'long') parts.push(rect(-19, -100, 38, 48, hair, 12));
  const foot = (fx, fy, a) => ellipse(fx + (Math.abs(a) > 45 ? Math.sign(a) * 4 : 4), fy + 2, 10, 6, shoes);
  // Seated (thighs sideways): the shin is longer so the shoes reach the floor the chair() legs stand on
  // (seat top 6 px under the hips, legs 58 px tall); at 40 px they hung 14.6 px above it (fifth read, issue 22).
  const shin = ([a1]) => (Math.abs(a1) > 60 ? 54.6 : 40);
  limb(-10, 0, legL, 40, shin(legL), 15, pants, foot);
  limb(10, 0, legR, 40, shin(legR), 15, pants, foot);
  parts.push(rect(-22, -68, 44, 74, shirt, 13));
  if (skirt) parts.push(poly([[-22, -6], [22, -6], [32, 38], [-32, 38]], skirt));
  if (apron) parts.push(rect(-16, -50, 32, 60, apron, 6));
  const hand = (fx, fy) => circle(fx, fy, 6, skin);
  limb(-17, -60, armL, 32, 30, 11, shirt, hand);
  limb(17, -60, armR, 32, 30, 11, shirt, hand);
  parts.push(rect(-5, -76, 10, 10, skin));
  parts.push(circle(0, -90, 17, skin));
  if (eyes) parts.push(circle(-6, -91, 2, '#222'), circle(6, -91, 2, '#222'), path('M-5,-83 Q0,-79 5,-83', 'none', ' stroke="#7a3b2e" stroke-width="1.6" stroke-linecap="round"'));
  if (style === 'short' || style === 'long' || style === 'bun') parts.push(path(eyes ? 'M-18,-92 Q-17,-110 0,-109 Q17,-110 18,-92 Q10,-101 -18,-92Z' : 'M-18,-86 Q-18,-110 0,-109 Q18,-110 18,-86Z', hair));
  if (style === 'bun') parts.push(circle(0, -111, 8, hair));
  if (style === 'curly') for (const [cx, cy] of [[-13, -100], [-5, -106], [5, -106], [13, -100], [0, -103]]) parts.push(circle(cx, cy, 8, hair));
  if (hat === 'helmet') parts.push(path('M-21,-94 Q-20,-118 0,-118 Q20,-118 21,-94Z', '#f2c230'), rect(-24, -96, 48, 5, '#e0a800', 2));
  if (hat === 'cap') parts.push(path('M-18,-96 Q-17,-112 0,-112 Q17,-112 18,-96Z', '#d64545'), rect(0, -99, 26, 5, '#b83535', 2));
  if (hat === 'chef') parts.push(rect(-15, -128, 30, 30, '#ffffff', 6), circle(-9, -126, 10, '#ffffff'), circle(9, -126, 10, '#ffffff'));
  return group(`translate(${r1(x)} ${r1(y)}) scale(${s})`, parts.join(''));
}

/** Where a hand ends, for placing held objects: same arguments as person(); side 'L' or 'R'. */
export function handAt(o, side) {
  const s = o.s ?? 1;
  const [a1, a2] = (side === 'L' ? o.armL : o.armR) ?? (side === 'L' ? [-8, -4] : [8, 4]);
  const [ex, ey] = step(side === 'L' ? -17 : 17, -60, a1, 32);
  const [fx, fy] = step(ex, ey, a2, 30);
  return [o.x + fx * s, o.y + fy * s];
}

// Poses (arm and leg angles) used often.
export const POSE = {
  stand: {},
  walkR: { legL: [-18, -8], legR: [20, 6], armL: [18, 8], armR: [-16, -8] },
  walkL: { legL: [18, 8], legR: [-20, -6], armL: [-18, -8], armR: [16, 8] },
  sitR: { legL: [88, 0], legR: [92, 0] },
  sitL: { legL: [-92, 0], legR: [-88, 0] },
  wave: { armR: [150, 170] },
  reachR: { armR: [70, 80] },
  reachL: { armL: [-70, -80] },
  bothForwardR: { armL: [40, 80], armR: [60, 85] },
  holdUpBoth: { armL: [-150, -170], armR: [150, 170] },
};

export const sky = (fill = '#bfe3f5', h = 600) => rect(0, 0, 800, h, fill);
export const ground = (y, fill = '#8fcf6a') => rect(0, y, 800, 600 - y, fill);
export const sun = (x, y, r = 40) => circle(x, y, r, '#ffd54a');
export const moon = (x, y) => circle(x, y, 28, '#f4f1d0') + circle(x + 12, y - 8, 24, '#233056');
export const cloud = (x, y, s = 1) => group(`translate(${x} ${y}) scale(${s})`, ellipse(0, 0, 50, 22, '#ffffff') + ellipse(-30, 8, 32, 18, '#ffffff') + ellipse(32, 8, 34, 18, '#ffffff'));
export const stars = (points) => points.map(([x, y]) => circle(x, y, 2.2, '#fff8d0')).join('');
export const tree = (x, y, s = 1, leaf = '#3f9b4a') => group(`translate(${x} ${y}) scale(${s})`, rect(-10, -90, 20, 90, '#7a5232', 4) + circle(0, -120, 50, leaf) + circle(-35, -95, 32, leaf) + circle(35, -95, 32, leaf));
export const pine = (x, y, s = 1, leaf = '#2f7d4a') => group(`translate(${x} ${y}) scale(${s})`, rect(-7, -30, 14, 30, '#6b4428') + poly([[-45, -30], [45, -30], [0, -150]], leaf));
export const bush = (x, y, s = 1) => group(`translate(${x} ${y}) scale(${s})`, ellipse(0, -18, 40, 22, '#4da456') + ellipse(-28, -10, 24, 14, '#4da456') + ellipse(28, -10, 24, 14, '#4da456'));
export const flower = (x, y, color = '#e8547a') => line(x, y, x, y - 26, '#3f8f45', 3) + circle(x - 5, y - 30, 5, color) + circle(x + 5, y - 30, 5, color) + circle(x, y - 35, 5, color) + circle(x, y - 25, 5, color) + circle(x, y - 30, 4, '#ffd54a');
export const mountains = (y, colors = ['#8aa4c8', '#6d88b0']) => poly([[0, y], [160, y - 190], [330, y], [0, y]], colors[0]) + poly([[220, y], [450, y - 250], [680, y]], colors[1]) + poly([[560, y], [720, y - 170], [880, y]], colors[0]) + poly([[420, y - 210], [450, y - 250], [482, y - 208], [466, y - 214], [450, y - 200], [436, y - 214]], '#ffffff');
export const hills = (y, fill = '#7cc262') => path(`M0,${y} Q200,${y - 90} 400,${y - 20} T800,${y - 40} V600 H0Z`, fill);
export const water = (y, fill = '#4a90c8') => rect(0, y, 800, 600 - y, fill) + [0, 1, 2, 3, 4].map((i) => path(`M${40 + i * 160},${y + 30 + (i % 2) * 40} q15,-8 30,0 t30,0`, 'none', ' stroke="#a9d2f0" stroke-width="3" stroke-linecap="round"')).join('');

export const wall = (fill = '#f3e6cf', floorY = 430, floor = '#c9a27a') => rect(0, 0, 800, floorY, fill) + rect(0, floorY, 800, 600 - floorY, floor);
export const windowFrame = (x, y, w, h, view = '#bfe3f5', inner = '') => rect(x - 6, y - 6, w + 12, h + 12, '#ffffff', 4) + rect(x, y, w, h, view) + inner + rect(x + w / 2 - 3, y, 6, h, '#ffffff') + rect(x, y + h / 2 - 3, w, 6, '#ffffff');
export const door = (x, y, w = 80, h = 170, fill = '#8b5a3c') => rect(x, y, w, h, fill, 4) + circle(x + w - 14, y + h / 2, 5, '#e0c060');
export const table = (x, y, w, h = 90, top = '#a8743f', legs = '#7d5430') => rect(x, y, w, 14, top, 3) + rect(x + 10, y + 14, 10, h - 14, legs) + rect(x + w - 20, y + 14, 10, h - 14, legs);
export const chair = (x, y, facing = 1, fill = '#c0392b') => rect(x - 25, y, 50, 10, fill, 3) + rect(facing > 0 ? x - 25 : x + 17, y - 60, 8, 60, fill, 3) + rect(x - 22, y + 10, 7, 48, fill) + rect(x + 15, y + 10, 7, 48, fill);
export const stool = (x, y, fill = '#7d5430') => rect(x - 22, y, 44, 10, fill, 4) + rect(x - 18, y + 10, 7, 50, fill) + rect(x + 11, y + 10, 7, 50, fill);
export const laptop = (x, y, facing = 1) => poly(facing > 0 ? [[x, y], [x + 56, y], [x + 48, y - 40], [x - 8, y - 40]] : [[x, y], [x + 56, y], [x + 64, y - 40], [x + 8, y - 40]], '#55606e') + rect(x - 6, y - 4, 68, 6, '#3c444f', 2);
export const monitor = (x, y, w = 90, screen = '#7fc3e8') => rect(x, y - 70, w, 60, '#2f3640', 4) + rect(x + 5, y - 65, w - 10, 50, screen) + rect(x + w / 2 - 6, y - 10, 12, 10, '#2f3640') + rect(x + w / 2 - 20, y - 2, 40, 4, '#2f3640');
export const book = (x, y, color = '#d35454', w = 34, h = 8) => rect(x, y - h, w, h, color, 1) + rect(x + 2, y - h + 2, w - 4, 2, '#ffffff');
export const openBook = (x, y) => poly([[x, y], [x - 30, y - 4], [x - 30, y - 26], [x, y - 22]], '#ffffff') + poly([[x, y], [x + 30, y - 4], [x + 30, y - 26], [x, y - 22]], '#f4f4f4') + line(x, y, x, y - 22, '#cccccc', 1.5);
export const cup = (x, y, fill = '#ffffff') => rect(x - 9, y - 18, 18, 18, fill, 3) + path(`M${x + 9},${y - 14} q9,2 0,10`, 'none', ` stroke="${fill}" stroke-width="3"`);
export const steam = (x, y) => path(`M${x},${y} q-6,-8 0,-16 t0,-16`, 'none', ' stroke="#ffffff" stroke-width="2.5" stroke-linecap="round" opacity="0.8"');
export const plate = (x, y, food = '#e98b3a') => ellipse(x, y, 26, 7, '#ffffff') + ellipse(x, y - 4, 14, 6, food);
export const bowl = (x, y, fill = '#f2f2f2', food = '#8cc152') => path(`M${x - 22},${y - 16} Q${x},${y + 10} ${x + 22},${y - 16}Z`, fill) + ellipse(x, y - 16, 20, 5, food);
export const pot = (x, y, fill = '#7f8c8d') => rect(x - 28, y - 34, 56, 34, fill, 6) + rect(x - 36, y - 30, 8, 5, fill) + rect(x + 28, y - 30, 8, 5, fill) + rect(x - 30, y - 38, 60, 6, '#95a5a6', 3);
export const bookshelf = (x, y, w, h) => {
  const out = [rect(x, y, w, h, '#8b5a3c', 3)];
  const palette = ['#d35454', '#3b7dd8', '#e8b03a', '#4da456', '#8e5fc6', '#e67e22'];
  const rows = Math.floor((h - 10) / 60);
  for (let r = 0; r < rows; r++) {
    const base = y + 10 + (r + 1) * 60 - 6;
    out.push(rect(x + 6, base, w - 12, 6, '#6b4428'));
    for (let bx = x + 10, i = r; bx < x + w - 20; i++) {
      const bw = 10 + ((i * 7) % 9);
      const bh = 34 + ((i * 13) % 14);
      out.push(rect(bx, base - bh, bw, bh, palette[i % palette.length], 1));
      bx += bw + 2;
    }
  }
  return out.join('');
};
export const board = (x, y, w, h, fill = '#2f5d46', marks = '') => rect(x - 8, y - 8, w + 16, h + 16, '#8b5a3c', 4) + rect(x, y, w, h, fill) + marks;
/** Chalk or marker scribbles that read as writing without being text. */
export const scribbles = (x, y, rows, w, color = '#e8f0e8') => Array.from({ length: rows }, (_, i) => path(`M${x},${y + i * 26} q${w / 8},-8 ${w / 4},0 t${w / 4},0 t${w / 4},0 t${(w / 4) * (0.4 + ((i * 37) % 60) / 100)},0`, 'none', ` stroke="${color}" stroke-width="3" stroke-linecap="round"`)).join('');
export const clock = (x, y, r = 22) => circle(x, y, r + 3, '#444') + circle(x, y, r, '#ffffff') + line(x, y, x, y - r * 0.7, '#222', 3) + line(x, y, x + r * 0.5, y + r * 0.2, '#222', 3);
export const lamp = (x, y, h = 130) => rect(x - 3, y - h, 6, h, '#555') + poly([[x - 26, y - h], [x + 26, y - h], [x + 16, y - h - 34], [x - 16, y - h - 34]], '#f6d365') + ellipse(x, y, 22, 6, '#555');
export const plant = (x, y, s = 1) => group(`translate(${x} ${y}) scale(${s})`, poly([[-18, 0], [18, 0], [24, -36], [-24, -36]], '#c0643b') + ellipse(-14, -58, 10, 26, '#3f9b4a', ' transform="rotate(-25 -14 -58)"') + ellipse(14, -58, 10, 26, '#3f9b4a', ' transform="rotate(25 14 -58)"') + ellipse(0, -66, 10, 30, '#4da456'));
export const sofa = (x, y, w = 260, fill = '#5a7fb5') => rect(x, y - 90, w, 60, fill, 14) + rect(x - 10, y - 55, w + 20, 45, fill, 12) + rect(x - 18, y - 70, 30, 60, fill, 10) + rect(x + w - 12, y - 70, 30, 60, fill, 10) + rect(x + 8, y - 10, 10, 10, '#333') + rect(x + w - 18, y - 10, 10, 10, '#333');
export const rug = (x, y, w, fill = '#d98b5f') => ellipse(x, y, w / 2, 22, fill);
export const tv = (x, y, w = 140, screen = '#4a90c8') => rect(x, y - 90, w, 86, '#222', 4) + rect(x + 6, y - 84, w - 12, 74, screen) + rect(x + w / 2 - 5, y - 4, 10, 10, '#222');
export const bed = (x, y, w = 220, cover = '#8e5fc6') => rect(x, y - 60, 14, 60, '#8b5a3c') + rect(x, y - 40, w, 26, '#ffffff', 4) + rect(x + 50, y - 44, w - 50, 30, cover, 4) + ellipse(x + 34, y - 46, 22, 10, '#ffffff') + rect(x + w - 10, y - 36, 10, 36, '#8b5a3c');
export const counter = (x, y, w, h = 110, top = '#d9d4cc', body = '#e8e0d0') => rect(x, y, w, h, body) + rect(x - 4, y - 10, w + 8, 12, top, 2);
export const stove = (x, y) => rect(x, y, 110, 110, '#ecf0f1', 3) + rect(x + 10, y + 30, 90, 60, '#bdc3c7', 3) + rect(x - 2, y - 10, 114, 12, '#7f8c8d', 2);
export const fridge = (x, y, h = 230) => rect(x, y - h, 90, h, '#e8eef2', 8) + line(x, y - h * 0.62, x + 90, y - h * 0.62, '#b9c4cc', 3) + rect(x + 74, y - h + 20, 5, 40, '#9aa7b0', 2) + rect(x + 74, y - h * 0.55, 5, 50, '#9aa7b0', 2);
export const fruitPile = (x, y, colors = ['#e74c3c', '#f39c12', '#f1c40f', '#27ae60']) => colors.flatMap((c, i) => [circle(x + i * 16, y - 8, 9, c), circle(x + 8 + i * 16, y - 20, 9, colors[(i + 1) % colors.length])]).join('');
export const basket = (x, y, fill = '#c8914a') => path(`M${x - 26},${y - 24} h52 l-6,24 h-40z`, fill) + path(`M${x - 20},${y - 24} q20,-30 40,0`, 'none', ` stroke="${fill}" stroke-width="4"`);
export const bag = (x, y, fill = '#8e5fc6') => rect(x - 16, y - 30, 32, 30, fill, 4) + path(`M${x - 8},${y - 30} q8,-14 16,0`, 'none', ` stroke="${fill}" stroke-width="3"`);
export const suitcase = (x, y, fill = '#2e86c1') => rect(x - 22, y - 56, 44, 56, fill, 6) + rect(x - 3, y - 78, 6, 22, '#555') + rect(x - 12, y - 80, 24, 5, '#555', 2) + circle(x - 14, y + 3, 4, '#333') + circle(x + 14, y + 3, 4, '#333');
export const backpack = (x, y, fill = '#e67e22') => rect(x - 16, y - 30, 32, 44, fill, 8) + rect(x - 10, y - 4, 20, 14, '#c0651a', 4);
export const umbrella = (x, y, fill = '#d64545', h = 70) => path(`M${x - 45},${y} Q${x},${y - 50} ${x + 45},${y} q-15,-8 -30,0 q-15,-8 -30,0 q-15,-8 -30,0z`, fill) + line(x, y - 20, x, y + h, '#333', 3);
export const ball = (x, y, r = 14) => circle(x, y, r, '#ffffff', ' stroke="#222" stroke-width="2"') + poly([[x, y - 5], [x + 5, y - 1], [x + 3, y + 5], [x - 3, y + 5], [x - 5, y - 1]], '#222');
export const car = (x, y, fill = '#d64545', facing = 1) => group(`translate(${x} ${y}) scale(${facing} 1)`, rect(-80, -50, 160, 36, fill, 10) + path('M-50,-50 L-30,-82 H35 L55,-50Z', fill) + path('M-40,-52 L-25,-76 H0 V-52Z', '#cfe8f7') + path('M6,-52 V-76 H31 L46,-52Z', '#cfe8f7') + circle(-45, -12, 16, '#222') + circle(45, -12, 16, '#222') + circle(-45, -12, 6, '#bbb') + circle(45, -12, 6, '#bbb') + rect(72, -44, 8, 8, '#ffe08a', 2));
export const bus = (x, y, fill = '#f2b134') => rect(x, y - 150, 330, 130, fill, 14) + [0, 1, 2, 3].map((i) => rect(x + 90 + i * 58, y - 135, 48, 50, '#cfe8f7', 4)).join('') + rect(x + 14, y - 135, 60, 110, '#cfe8f7', 4) + circle(x + 60, y - 20, 22, '#222') + circle(x + 270, y - 20, 22, '#222') + circle(x + 60, y - 20, 8, '#bbb') + circle(x + 270, y - 20, 8, '#bbb');
export const bicycle = (x, y, fill = '#2e86c1', s = 1) => group(`translate(${x} ${y}) scale(${s})`, circle(-40, -28, 28, 'none', ' stroke="#222" stroke-width="5"') + circle(40, -28, 28, 'none', ' stroke="#222" stroke-width="5"') + line(-40, -28, -5, -70, fill, 6) + line(-5, -70, 30, -70, fill, 6) + line(30, -70, 40, -28, fill, 6) + line(-40, -28, 0, -28, fill, 6) + line(0, -28, -5, -70, fill, 6) + line(0, -28, 30, -70, fill, 6) + line(30, -70, 26, -88, '#333', 5) + line(20, -90, 34, -90, '#333', 5) + rect(-16, -78, 24, 7, '#333', 3));
export const dog = (x, y, fill = '#b5835a', facing = 1) => group(`translate(${x} ${y}) scale(${facing} 1)`, ellipse(0, -30, 34, 16, fill) + rect(-28, -24, 8, 24, fill, 3) + rect(20, -24, 8, 24, fill, 3) + circle(36, -46, 14, fill) + ellipse(30, -54, 6, 11, '#7a5232') + circle(41, -48, 2, '#222') + circle(49, -44, 3, '#222') + line(-32, -36, -46, -50, fill, 6));
export const cat = (x, y, fill = '#e59a4a') => ellipse(x, y - 16, 24, 14, fill) + circle(x + 22, y - 30, 12, fill) + poly([[x + 13, y - 38], [x + 17, y - 50], [x + 22, y - 40]], fill) + poly([[x + 23, y - 40], [x + 29, y - 50], [x + 32, y - 37]], fill) + path(`M${x - 22},${y - 16} q-20,-6 -16,-28`, 'none', ` stroke="${fill}" stroke-width="6" stroke-linecap="round"`);
export const house = (x, y, w = 180, wallFill = '#e8c39e', roof = '#b3493a') => rect(x, y - 130, w, 130, wallFill) + poly([[x - 16, y - 130], [x + w / 2, y - 210], [x + w + 16, y - 130]], roof) + door(x + w / 2 - 25, y - 80, 50, 80) + windowFrame(x + 16, y - 110, 40, 36) + windowFrame(x + w - 56, y - 110, 40, 36);
export const building = (x, y, w, h, fill = '#9fb3c8', win = '#e8f1f8') => {
  const out = [rect(x, y - h, w, h, fill)];
  for (let wy = y - h + 16; wy < y - 40; wy += 34) for (let wx = x + 12; wx < x + w - 24; wx += 30) out.push(rect(wx, wy, 18, 22, win, 2));
  return out.join('');
};
export const tent = (x, y, fill = '#e67e22') => poly([[x - 90, y], [x, y - 120], [x + 90, y]], fill) + poly([[x - 22, y], [x, y - 70], [x + 22, y]], '#7a3d0b');
export const campfire = (x, y) => line(x - 30, y, x + 30, y - 10, '#6b4428', 9) + line(x - 30, y - 10, x + 30, y, '#6b4428', 9) + path(`M${x - 20},${y - 6} Q${x - 24},${y - 40} ${x},${y - 62} Q${x + 24},${y - 40} ${x + 20},${y - 6}Z`, '#f39c12') + path(`M${x - 10},${y - 6} Q${x - 12},${y - 28} ${x},${y - 40} Q${x + 12},${y - 28} ${x + 10},${y - 6}Z`, '#ffd54a');
export const boat = (x, y, fill = '#c0392b') => path(`M${x - 80},${y - 30} H${x + 80} L${x + 60},${y} H${x - 60}Z`, fill) + rect(x - 70, y - 34, 140, 6, '#7d2a20', 2);
export const balloon = (x, y, color) => ellipse(x, y, 18, 23, color) + line(x, y + 23, x + 4, y + 90, '#777', 1.5);
export const cake = (x, y) => rect(x - 45, y - 50, 90, 50, '#f5cba7', 6) + rect(x - 45, y - 50, 90, 12, '#ffffff', 6) + [-25, -8, 8, 25].map((dx) => rect(x + dx - 2, y - 70, 4, 20, '#85c1e9') + ellipse(x + dx, y - 74, 3, 5, '#f39c12')).join('');
export const easel = (x, y, picture) => line(x - 40, y, x, y - 210, '#8b5a3c', 7) + line(x + 40, y, x, y - 210, '#8b5a3c', 7) + line(x, y - 210, x, y, '#8b5a3c', 5) + rect(x - 60, y - 190, 120, 100, '#ffffff', 2) + picture + rect(x - 62, y - 92, 124, 8, '#8b5a3c');
export const guitar = (x, y, rot = -30) => group(`translate(${x} ${y}) rotate(${rot})`, ellipse(0, 0, 22, 18, '#c0642b') + ellipse(0, -22, 16, 14, '#c0642b') + circle(0, -6, 6, '#5a2e12') + rect(-3, -80, 6, 62, '#5a2e12'));
export const microphone = (x, y) => rect(x - 2, y - 120, 4, 120, '#444') + ellipse(x, y - 126, 8, 10, '#555') + ellipse(x, y, 24, 5, '#444');
export const drums = (x, y) => ellipse(x, y - 40, 44, 40, '#c0392b') + ellipse(x, y - 40, 30, 28, '#f2f2f2') + rect(x + 40, y - 90, 50, 10, '#bdc3c7', 4) + rect(x + 62, y - 80, 4, 80, '#888') + ellipse(x - 70, y - 60, 30, 18, '#c0392b') + ellipse(x - 70, y - 66, 28, 8, '#f2f2f2');
export const shovel = (x, y, angle = 20) => group(`translate(${x} ${y}) rotate(${angle})`, rect(-2.5, -120, 5, 110, '#8b5a3c') + path('M-14,-12 H14 V10 Q0,26 -14,10Z', '#95a5a6'));
export const sapling = (x, y) => line(x, y, x, y - 50, '#6b4428', 4) + ellipse(x - 10, y - 50, 12, 7, '#4da456') + ellipse(x + 10, y - 58, 12, 7, '#4da456') + ellipse(x, y - 66, 8, 12, '#4da456') + ellipse(x, y, 20, 6, '#6b4428');
export const bin = (x, y, fill) => rect(x - 28, y - 80, 56, 80, fill, 4) + rect(x - 32, y - 88, 64, 10, fill, 3) + circle(x, y - 40, 10, '#ffffff', ' opacity="0.6"');
export const box = (x, y, w = 60, h = 48, fill = '#c8914a') => rect(x - w / 2, y - h, w, h, fill, 2) + rect(x - w / 2, y - h, w, 8, '#b07a38') + line(x, y - h, x, y - h + 16, '#8a5a26', 3);
export const trafficLight = (x, y) => rect(x - 4, y - 200, 8, 200, '#444') + rect(x - 16, y - 260, 32, 72, '#222', 6) + circle(x, y - 245, 8, '#552222') + circle(x, y - 224, 8, '#555522') + circle(x, y - 203, 8, '#2ecc71');
export const crosswalk = (y) => [0, 1, 2, 3, 4, 5, 6].map((i) => rect(140 + i * 80, y, 44, 70, '#f4f4f4')).join('');
export const streetLamp = (x, y) => rect(x - 4, y - 230, 8, 230, '#3b3b3b') + rect(x - 4, y - 234, 40, 8, '#3b3b3b') + ellipse(x + 36, y - 224, 12, 6, '#ffe08a');
export const bench = (x, y, w = 160) => rect(x, y - 44, w, 10, '#8b5a3c', 3) + rect(x, y - 76, w, 10, '#8b5a3c', 3) + rect(x + 10, y - 34, 8, 34, '#444') + rect(x + w - 18, y - 34, 8, 34, '#444');
export const goal = (x, y) => rect(x, y - 130, 8, 130, '#ffffff') + rect(x + 170, y - 130, 8, 130, '#ffffff') + rect(x, y - 134, 178, 8, '#ffffff') + Array.from({ length: 6 }, (_, i) => line(x + 10 + i * 30, y - 126, x + 10 + i * 30, y, '#ffffff', 1, ' opacity="0.6"')).join('');
export const kite = (x, y, color, tx, ty) => poly([[x, y - 40], [x + 28, y], [x, y + 46], [x - 28, y]], color) + line(x, y + 46, tx, ty, '#555', 1.5) + path(`M${x},${y + 46} q10,16 0,30 q-10,14 0,28`, 'none', ` stroke="${color}" stroke-width="3"`);
export const snowman = (x, y) => circle(x, y - 45, 45, '#ffffff') + circle(x, y - 120, 32, '#ffffff') + circle(x, y - 176, 24, '#ffffff') + circle(x - 8, y - 180, 3, '#222') + circle(x + 8, y - 180, 3, '#222') + poly([[x, y - 174], [x + 22, y - 170], [x, y - 168]], '#e67e22') + rect(x - 22, y - 214, 44, 10, '#222') + rect(x - 15, y - 240, 30, 28, '#222') + line(x - 30, y - 124, x - 70, y - 150, '#6b4428', 4) + line(x + 30, y - 124, x + 70, y - 150, '#6b4428', 4);
export const lighthouse = (x, y) => poly([[x - 30, y], [x + 30, y], [x + 18, y - 200], [x - 18, y - 200]], '#ffffff') + poly([[x - 27, y - 40], [x + 27, y - 40], [x + 24, y - 70], [x - 24, y - 70]], '#d64545') + poly([[x - 22, y - 110], [x + 22, y - 110], [x + 20, y - 140], [x - 20, y - 140]], '#d64545') + rect(x - 20, y - 230, 40, 30, '#ffe08a') + poly([[x - 26, y - 230], [x + 26, y - 230], [x, y - 258]], '#d64545');
export const camera = (x, y) => rect(x - 16, y - 12, 32, 22, '#333', 4) + circle(x, y - 1, 8, '#888') + rect(x - 8, y - 16, 12, 5, '#333', 2);
export const phone = (x, y) => rect(x - 6, y - 12, 12, 22, '#222', 3) + rect(x - 4, y - 10, 8, 16, '#7fc3e8');
export const microscope = (x, y) => rect(x - 26, y - 8, 52, 8, '#2f3640', 2) + rect(x + 4, y - 80, 10, 72, '#2f3640', 3) + rect(x - 16, y - 96, 12, 56, '#34495e', 4, ' transform="rotate(-20 ' + x + ' ' + (y - 70) + ')"') + rect(x - 24, y - 36, 40, 6, '#7f8c8d');
export const flask = (x, y, liquid) => path(`M${x - 6},${y - 50} V${y - 30} L${x - 22},${y} H${x + 22} L${x + 6},${y - 30} V${y - 50}Z`, '#eaf6fb', ' stroke="#9ab" stroke-width="2"') + path(`M${x - 14},${y - 14} L${x - 22},${y} H${x + 22} L${x + 14},${y - 14}Z`, liquid);
export const mat = (x, y, w = 150, fill = '#8e5fc6') => rect(x, y - 6, w, 8, fill, 3);
export const giraffe = (x, y) => rect(x - 40, y - 170, 90, 50, '#e8b03a', 20) + rect(x - 34, y - 124, 10, 124, '#e8b03a') + rect(x + 32, y - 124, 10, 124, '#e8b03a') + poly([[x + 28, y - 160], [x + 50, y - 160], [x + 80, y - 300], [x + 64, y - 304]], '#e8b03a') + ellipse(x + 84, y - 304, 26, 14, '#e8b03a') + circle(x + 84, y - 308, 3, '#222') + [[x - 20, y - 150], [x + 10, y - 156], [x + 30, y - 140], [x + 58, y - 230], [x + 66, y - 270]].map(([px, py]) => circle(px, py, 7, '#a0642a')).join('');
export const elephant = (x, y) => ellipse(x, y - 90, 90, 60, '#9aa5b1') + rect(x - 70, y - 60, 26, 60, '#9aa5b1', 6) + rect(x + 40, y - 60, 26, 60, '#9aa5b1', 6) + circle(x + 90, y - 110, 40, '#9aa5b1') + ellipse(x + 70, y - 110, 26, 34, '#87929e') + path(`M${x + 118},${y - 100} q20,40 0,80`, 'none', ' stroke="#9aa5b1" stroke-width="16" stroke-linecap="round"') + circle(x + 104, y - 120, 4, '#222');
export const fence = (y, color = '#d9c7a6') => rect(0, y - 40, 800, 8, color) + rect(0, y - 18, 800, 8, color) + Array.from({ length: 14 }, (_, i) => rect(20 + i * 60, y - 56, 10, 56, color)).join('');
export const oven = (x, y) => rect(x, y - 160, 150, 160, '#7f8c8d', 6) + rect(x + 20, y - 130, 110, 70, '#2c2c2c', 6) + rect(x + 28, y - 122, 94, 54, '#e67e22', 4, ' opacity="0.7"');
export const bread = (x, y) => ellipse(x, y - 10, 24, 11, '#d4a056') + line(x - 10, y - 16, x - 4, y - 8, '#b07a38', 2) + line(x + 2, y - 16, x + 8, y - 8, '#b07a38', 2);
export const painting = (x, y, w, h, inner) => rect(x - 6, y - 6, w + 12, h + 12, '#c8914a', 2) + rect(x, y, w, h, '#fdf6e3') + inner;
export const barnAndField = (x, y) => rect(x, y - 130, 150, 130, '#b03a2e') + poly([[x - 10, y - 130], [x + 75, y - 190], [x + 160, y - 130]], '#7d2a20') + rect(x + 50, y - 70, 50, 70, '#f4f4f4') + line(x + 50, y - 70, x + 100, y, '#b03a2e', 4) + line(x + 100, y - 70, x + 50, y, '#b03a2e', 4);
export const cow = (x, y) => ellipse(x, y - 50, 50, 26, '#ffffff') + rect(x - 40, y - 34, 10, 34, '#ffffff') + rect(x + 28, y - 34, 10, 34, '#ffffff') + ellipse(x + 56, y - 62, 16, 14, '#ffffff') + ellipse(x + 62, y - 56, 10, 7, '#f5b7b1') + circle(x - 14, y - 56, 11, '#222') + circle(x + 16, y - 44, 8, '#222');
export const tractor = (x, y, fill = '#27ae60') => rect(x - 60, y - 70, 110, 40, fill, 6) + rect(x - 40, y - 120, 60, 52, fill, 4) + rect(x - 34, y - 114, 48, 30, '#cfe8f7') + circle(x - 40, y - 34, 34, '#222') + circle(x - 40, y - 34, 12, '#f1c40f') + circle(x + 40, y - 22, 22, '#222') + circle(x + 40, y - 22, 8, '#f1c40f') + rect(x + 30, y - 100, 8, 32, '#555');
export const crane = (x, y) => rect(x - 8, y - 360, 16, 360, '#f2b134') + rect(x - 120, y - 372, 300, 14, '#f2b134') + line(x + 140, y - 358, x + 140, y - 250, '#444', 2) + rect(x + 125, y - 250, 30, 20, '#7f8c8d');
export const bricks = (x, y, rows = 4, cols = 6) => Array.from({ length: rows * cols }, (_, i) => rect(x + (i % cols) * 34 + (Math.floor(i / cols) % 2) * 17, y - (Math.floor(i / cols) + 1) * 18, 32, 16, '#c0643b', 2)).join('');
export const mirror = (x, y, w, h) => rect(x - 6, y - 6, w + 12, h + 12, '#c8a45a', 8) + rect(x, y, w, h, '#d6eaf5', 6) + line(x + 12, y + h - 20, x + w * 0.4, y + 14, '#ffffff', 4, ' opacity="0.7"');
export const scissors = (x, y) => circle(x - 6, y + 8, 4, 'none', ' stroke="#555" stroke-width="2"') + circle(x + 6, y + 8, 4, 'none', ' stroke="#555" stroke-width="2"') + line(x - 4, y + 5, x + 4, y - 14, '#888', 2.5) + line(x + 4, y + 5, x - 4, y - 14, '#888', 2.5);
export const hoop = (x, y) => rect(x - 4, y - 300, 8, 300, '#555') + rect(x - 50, y - 340, 100, 66, '#ffffff', 3, ' stroke="#555" stroke-width="3"') + ellipse(x, y - 268, 24, 6, 'none', ' stroke="#e67e22" stroke-width="4"');
export const grill = (x, y) => ellipse(x, y - 90, 50, 14, '#333') + path(`M${x - 50},${y - 90} Q${x},${y - 40} ${x + 50},${y - 90}Z`, '#333') + line(x - 30, y - 60, x - 40, y, '#333', 5) + line(x + 30, y - 60, x + 40, y, '#333', 5) + ellipse(x - 20, y - 94, 12, 5, '#a0522d') + ellipse(x + 18, y - 94, 12, 5, '#a0522d');
export const van = (x, y, fill = '#ffffff') => rect(x, y - 150, 260, 130, fill, 10, ' stroke="#ccc" stroke-width="2"') + path(`M${x + 260},${y - 150} h40 l40,60 v70 h-80z`, fill, ' stroke="#ccc" stroke-width="2"') + path(`M${x + 270},${y - 140} h26 l30,45 h-56z`, '#cfe8f7') + rect(x + 10, y - 140, 120, 110, '#3b3b3b') + circle(x + 60, y - 20, 22, '#222') + circle(x + 290, y - 20, 22, '#222');
export const counterDesk = (x, y, w, fill = '#6c8ebf') => rect(x, y - 100, w, 100, fill, 4) + rect(x - 6, y - 110, w + 12, 12, '#dfe6ee', 3);
export const pool = (y) => rect(0, y, 800, 600 - y, '#6fc3e8') + [0, 1, 2].map((i) => rect(0, y + 50 + i * 55, 800, 4, i % 2 ? '#e74c3c' : '#ffffff', 0, ' opacity="0.8"')).join('');
export const lifeguardChair = (x, y) => line(x - 30, y, x - 10, y - 160, '#ffffff', 8) + line(x + 30, y, x + 10, y - 160, '#ffffff', 8) + line(x - 24, y - 50, x + 24, y - 50, '#ffffff', 6) + rect(x - 30, y - 170, 60, 12, '#d64545', 3) + rect(x - 30, y - 220, 10, 50, '#d64545', 3);
export const binsColors = ['#2e86c1', '#27ae60', '#f1c40f'];
