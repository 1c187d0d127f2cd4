// Geometry checks on the drawn photos (content/photos/ph-NNNN.svg), issue 22, fifth read: the people in the
// drawings come from one figure kit (scripts/bank/media/draw/parts.mjs person(): a group translated to the hips
// and scaled, legs drawn with 15-px strokes from (±10, 0), a 10×6 shoe ellipse at the end of each leg). A seated
// figure is a kit figure whose thighs run sideways; readers found its shoes hanging 10–25 px above the floor
// while the chair it sits on stands on it. The check: when a seated figure's seat is a drawn piece of furniture
// with legs (chair, stool, bench, sofa), the figure's lowest shoe reaches at least the bottom of those legs.
// Figures sitting on the ground, in a boat or in a car have no legged seat and are not checked.
// Pure and tolerant: anything it cannot read (rotated groups, other shapes) it leaves alone.

const num = (v) => (v === undefined ? undefined : Number(v));
const attrs = (src) => Object.fromEntries([...src.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));

/** translate(x y) scale(s) / rotate(…) of a group, as { tx, ty, s, rotated }. */
function transformOf(t = '') {
  const tr = /translate\(\s*([-\d.]+)[ ,]+([-\d.]+)\s*\)/.exec(t);
  const sc = /scale\(\s*([-\d.]+)(?:[ ,]+([-\d.]+))?\s*\)/.exec(t);
  const sx = sc ? Number(sc[1]) : 1;
  const sy = sc?.[2] !== undefined ? Number(sc[2]) : sx;
  return { tx: tr ? Number(tr[1]) : 0, ty: tr ? Number(tr[2]) : 0, s: sy, flip: sx !== sy, rotated: /rotate\(/.test(t) };
}

/** Top-level groups and shapes of a drawing: { groups: [{ tf, elems }], shapes: [{ tag, a, tf }] }. */
export function parseDrawing(svg) {
  const groups = [];
  const shapes = [];
  const stack = [];
  for (const m of svg.matchAll(/<(\/?)(\w+)((?:\s+[\w-]+="[^"]*")*)\s*(\/?)>/g)) {
    const [, close, tag, rest, self] = m;
    if (tag === 'svg') continue;
    if (tag === 'g') {
      if (close) stack.pop();
      else {
        const g = { tf: transformOf(attrs(rest).transform), elems: [], parent: stack.at(-1) ?? null };
        groups.push(g);
        stack.push(g);
      }
      continue;
    }
    if (close) continue;
    const el = { tag, a: attrs(rest) };
    const g = stack.at(-1);
    if (g) g.elems.push(el);
    else shapes.push({ ...el, tf: { tx: 0, ty: 0, s: 1, rotated: false } });
    void self;
  }
  // Shapes inside plain translate/scale groups that are not figures count as scenery too (furniture helpers).
  for (const g of groups) {
    if (isFigure(g)) continue;
    let tf = { tx: 0, ty: 0, s: 1, rotated: false };
    for (let p = g; p; p = p.parent) {
      if (p.tf.rotated || p.tf.flip) { tf = null; break; }
      tf = { tx: p.tf.tx + tf.tx * p.tf.s, ty: p.tf.ty + tf.ty * p.tf.s, s: tf.s * p.tf.s, rotated: false };
    }
    if (tf) for (const el of g.elems) shapes.push({ ...el, tf });
  }
  return { groups, shapes };
}

/** The legs of a kit figure: [{ hip: [x, y], knee: [x, y], foot: [x, y] }] in the group's own units. */
function legsOf(g) {
  const legs = [];
  const lines = g.elems.filter((e) => e.a['stroke-width'] === '15');
  for (const e of lines) {
    if (e.tag === 'path') {
      const pts = [...e.a.d.matchAll(/(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
      if (pts.length === 3 && Math.abs(Math.abs(pts[0][0]) - 10) < 0.01 && pts[0][1] === 0) legs.push({ hip: pts[0], knee: pts[1], foot: pts[2] });
    } else if (e.tag === 'line') {
      const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((k) => num(e.a[k]));
      if (Math.abs(Math.abs(x1) - 10) < 0.01 && y1 === 0) legs.push({ hip: [x1, y1], knee: [x2, y2], foot: null });
      else {
        const leg = legs.find((l) => !l.foot && Math.abs(l.knee[0] - x1) < 0.01 && Math.abs(l.knee[1] - y1) < 0.01);
        if (leg) leg.foot = [x2, y2];
      }
    }
  }
  return legs.filter((l) => l.foot);
}

const isFigure = (g) => legsOf(g).length === 2 && g.elems.some((e) => e.tag === 'rect' && e.a.width === '44');

/** Axis-aligned box of a rect in drawing coordinates. */
const boxOf = (sh) => {
  const { tx, ty, s } = sh.tf;
  const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((k) => num(sh.a[k]) ?? 0);
  return { x0: tx + x * s, y0: ty + y * s, x1: tx + (x + w) * s, y1: ty + (y + h) * s };
};

/**
 * Every seated kit figure of a drawing: its hips, its lowest shoe, the seat it sits on and the floor that seat's
 * legs stand on (null when the seat has no legs, e.g. the ground or a boat).
 */
export function seatedFigures(svg) {
  const { groups, shapes } = parseDrawing(svg);
  const rects = shapes.filter((sh) => sh.tag === 'rect' && !sh.tf.rotated).map(boxOf);
  const out = [];
  for (const g of groups) {
    if (g.tf.rotated || g.parent || !isFigure(g)) continue;
    const legs = legsOf(g);
    const seated = legs.every((l) => Math.abs(l.knee[1] - l.hip[1]) < 0.7 * Math.abs(l.knee[0] - l.hip[0]));
    if (!seated) continue;
    const { tx, ty, s } = g.tf;
    const feet = g.elems.filter((e) => e.tag === 'ellipse' && e.a.rx === '10' && e.a.ry === '6');
    if (!feet.length) continue;
    const footBottom = Math.max(...feet.map((e) => ty + (num(e.a.cy) + 6) * s));
    const xs = legs.flatMap((l) => [l.hip[0], l.knee[0]]).map((x) => tx + x * s);
    const [hx0, hx1] = [Math.min(...xs), Math.max(...xs)];
    // A seat: a wide enough shape whose top is at the hips (the thighs rest on it), under the thighs.
    const seats = rects.filter((r) => r.x1 - r.x0 >= 24 && r.x0 < hx1 && r.x1 > hx0 && r.y0 >= ty - 4 && r.y0 <= ty + 24 * s);
    let best = null;
    for (const seat of seats) {
      // Its legs: narrow shapes hanging from the seat's underside, within its width.
      const legsOfSeat = rects.filter((r) => Math.abs(r.y0 - seat.y1) <= 3 && r.x0 >= seat.x0 - 6 && r.x1 <= seat.x1 + 6 && r.x1 - r.x0 <= 16 && r.y1 - r.y0 >= 6);
      if (!legsOfSeat.length) continue;
      const floor = Math.max(...legsOfSeat.map((r) => r.y1));
      if (!best || floor > best.floor) best = { seatTop: seat.y0, floor };
    }
    out.push({ hip: [tx, ty], scale: s, footBottom: Math.round(footBottom * 10) / 10, seatTop: best?.seatTop ?? null, floor: best?.floor ?? null });
  }
  return out;
}

/** Why a drawing's seated figures do not stand their feet on the floor their seat stands on; empty when they do. */
export function seatedFeetProblems(id, svg, tolerance = 2) {
  return seatedFigures(svg)
    .filter((f) => f.floor !== null && f.footBottom < f.floor - tolerance)
    .map((f) => `${id}: the seated figure at (${f.hip.join(', ')}) has its shoes at y ${f.footBottom}, ${Math.round(f.floor - f.footBottom)} px above the floor its seat stands on (y ${f.floor})`);
}

/** Every photo is drawn on the bank's 800×600 canvas (sixth read: ph-9001 was 640×420, letterboxed). */
export function canvasProblems(id, svg) {
  const vb = /<svg\b[^>]*\bviewBox="([^"]*)"/.exec(svg)?.[1];
  return vb?.trim().split(/[\s,]+/).map(Number).join(' ') === '0 0 800 600' ? [] : [`${id}: the drawing's viewBox is ${vb ? `"${vb}"` : 'missing'}, not "0 0 800 600"`];
}

/**
 * Thirteenth read (t13q): ph-9001.svg had a stray `</svg>` before its last three shapes, so the file was not XML and
 * every browser showed a broken image where the learner's photo should be. An SVG served through `<img>` must be
 * well-formed XML: one root element, every tag closed in order, quoted attributes, known entities, and nothing but
 * white space or comments after the root. A small checker, enough for the drawings the bank writes by hand and by
 * script (no DOCTYPE, no CDATA); anything it cannot read is a problem, not a pass.
 */
export function xmlProblems(id, svg) {
  const fail = (why, at) => [`${id}: the drawing is not well-formed XML (${why}, line ${svg.slice(0, at).split('\n').length}); a browser shows a broken image`];
  const stack = [];
  let rootClosed = false;
  let rootSeen = false;
  let i = 0;
  const NAME = /[A-Za-z_][\w.:-]*/y;
  const badEntity = (s) => /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(s);
  if (svg.charCodeAt(0) === 0xfeff) i = 1;
  const decl = /^<\?xml[^?]*\?>/.exec(svg.slice(i));
  if (decl) i += decl[0].length;
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    const text = svg.slice(i, lt === -1 ? svg.length : lt);
    if (text.trim() && (stack.length === 0)) return fail(rootSeen ? 'text after the root element' : 'text before the root element', i);
    if (text.includes('>') && text.includes(']]>')) return fail('"]]>" in text', i);
    if (badEntity(text)) return fail('an unknown or bare "&"', i);
    if (lt === -1) break;
    i = lt;
    if (svg.startsWith('<!--', i)) {
      const end = svg.indexOf('-->', i + 4);
      if (end === -1) return fail('an unclosed comment', i);
      i = end + 3;
      continue;
    }
    if (svg.startsWith('<?', i) || svg.startsWith('<!', i)) return fail('a declaration or processing instruction the drawings do not use', i);
    const closing = svg[i + 1] === '/';
    NAME.lastIndex = i + (closing ? 2 : 1);
    const name = NAME.exec(svg)?.[0];
    if (!name) return fail('a "<" that starts no tag', i);
    let j = NAME.lastIndex;
    if (closing) {
      const m = /\s*>/y; m.lastIndex = j;
      if (!m.exec(svg)) return fail(`a malformed </${name}>`, i);
      if (stack.length === 0) return fail(`a stray </${name}> after the root element was closed`, i);
      const open = stack.pop();
      if (open !== name) return fail(`</${name}> closes <${open}>`, i);
      if (stack.length === 0) rootClosed = true;
      i = m.lastIndex;
      continue;
    }
    if (rootClosed) return fail(`<${name}> after the root element was closed`, i);
    const names = new Set();
    const ATTR = /\s+([A-Za-z_][\w.:-]*)\s*=\s*("([^"<]*)"|'([^'<]*)')/y;
    for (;;) {
      ATTR.lastIndex = j;
      const a = ATTR.exec(svg);
      if (!a) break;
      if (names.has(a[1])) return fail(`attribute ${a[1]} twice on <${name}>`, i);
      if (badEntity(a[3] ?? a[4])) return fail(`an unknown or bare "&" in ${a[1]}`, i);
      names.add(a[1]);
      j = ATTR.lastIndex;
    }
    const end = /\s*(\/?)>/y; end.lastIndex = j;
    const e = end.exec(svg);
    if (!e) return fail(`a malformed <${name}> tag`, i);
    rootSeen = true;
    if (!e[1]) stack.push(name);
    else if (stack.length === 0) rootClosed = true;
    i = end.lastIndex;
  }
  if (!rootSeen) return fail('no root element', svg.length);
  if (stack.length) return fail(`<${stack[stack.length - 1]}> is never closed`, svg.length);
  return [];
}
