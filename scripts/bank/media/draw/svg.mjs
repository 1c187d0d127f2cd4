// Wraps a scene's fragments into a standalone SVG document: 4:3, viewBox only, no text, no scripts, no links.
import { Buffer } from 'node:buffer';
export function svgDocument(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">${body}</svg>\n`;
}

/**
 * A drawn photo is served as an image to every learner: it must not carry script, links, text a learner would
 * read instead of describing, or external references, and it must stay small on prepaid data. Our drawings are
 * at most ~21 KB; the budget leaves room and still catches a runaway path dump.
 */
export const MAX_SVG_BYTES = 32 * 1024;

/**
 * What is wrong with a photo's SVG; empty when it can ship. `drawn`: made by this pipeline, so also 4:3 (the
 * engine's own hand-made photo, ph-9001, predates the drawing pipeline; it was redrawn on the same 800×600 canvas,
 * see photo-drawings.mjs, and is checked as XML there like every photo).
 */
export function svgProblems(id, svg, { drawn = true } = {}) {
  const banned = [/<script/i, /<text/i, /<foreignObject/i, /\bon[a-z]+\s*=/i, /href\s*=/i, /url\(/i, /<image/i, /<style/i];
  const out = banned.filter((re) => re.test(svg)).map((re) => `${id}: drawn photo contains ${re}`);
  if (drawn && !svg.includes('viewBox="0 0 800 600"')) out.push(`${id}: drawn photo must be 4:3 (viewBox 0 0 800 600)`);
  const bytes = Buffer.byteLength(svg, 'utf8');
  if (bytes > MAX_SVG_BYTES) out.push(`${id}: drawn photo is ${bytes} bytes, over ${MAX_SVG_BYTES}`);
  return out;
}

/** Refuses anything a drawn photo must not contain (it is served as an image and may be opened directly). */
export function assertSafeSvg(id, svg) {
  const problems = svgProblems(id, svg);
  if (problems.length) throw new Error(problems.join('; '));
}
